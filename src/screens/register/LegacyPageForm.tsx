import type { ReactNode } from 'react';
import { selectStep } from '../../../machines/registration/registration.select';
import {
  legacyPageOf,
  type LegacyPage,
  type StepId,
  type StepValues,
} from '../../domain/registration';
import type { Form } from '../../ui/form/useForm';
import { RegistrationForm } from '../register-v2/RegistrationForm';
import { useRegistration } from '../register-v2/RegistrationProvider';

export interface LegacyPageFormProps {
  page: LegacyPage;
  title: string;
  lede?: ReactNode;
  /** What the page submits: the values of each step it shows. */
  values: Partial<StepValues>;
  /** The page's form state: its error keys (`step.field`) feed the one error summary. */
  form: Pick<Form<unknown, string>, 'submit' | 'summaryProps'>;
  submitLabel?: string;
  /** Offer Back to the previous page (the first page has none). */
  showBack?: boolean;
  children: ReactNode;
}

/**
 * A legacy page: heading (focused on arrival), one error summary for every step on it, the
 * failed call with Try again, the groups of fields, Back and the submit button. The page's form
 * hands its steps to the legacy adapter (machines/registration/registration.legacy.ts), which
 * checks them together and sends them to the chart step by step.
 */
export function LegacyPageForm({
  page,
  title,
  lede,
  values,
  form,
  submitLabel,
  showBack = false,
  children,
}: LegacyPageFormProps) {
  const current = useRegistration(selectStep);

  // The machine is on a step of the other page: its navigation is on the way; render nothing.
  if (legacyPageOf(current) !== page) return null;

  return (
    <RegistrationForm
      headingId="legacy-title"
      title={title}
      lede={lede}
      className="page register-step legacy-register__page"
      // Why the step on screen: submit is offered while the chart would take its values (the
      // property state outside the officer's licence disables it).
      submitEvent={{ type: 'STEP.SUBMIT', values: (values[current] ?? {}) as StepValues[StepId] }}
      form={form}
      submitLabel={submitLabel}
      showBack={showBack}
    >
      {children}
    </RegistrationForm>
  );
}
