import type { ReactNode } from 'react';
import { selectStep } from '../../../machines/registration/registration.select';
import { legacyPageOf, type LegacyPage, type StepValues } from '../../domain/registration';
import { RegistrationForm } from '../register-v2/RegistrationForm';
import { useRegistration } from '../register-v2/RegistrationProvider';

export interface LegacyPageFormProps {
  page: LegacyPage;
  title: string;
  lede?: ReactNode;
  /** What the page submits: the values of each step it shows. */
  values: Partial<StepValues>;
  /** Error keys (`step.field`) in page order, for the one error summary. */
  errorOrder: readonly string[];
  /** Input id of an error key (the summary's links). */
  idFor: (key: string) => string;
  submitLabel?: string;
  /** Offer Back to the previous page (the first page has none). */
  showBack?: boolean;
  children: ReactNode;
}

/**
 * A legacy page: heading (focused on arrival), one error summary for every step on it, the
 * failed call with Try again, the groups of fields, Back and the submit button. The machine
 * validates the page's steps together (PAGE.SUBMIT) and answers with errors or the next page.
 */
export function LegacyPageForm({
  page,
  title,
  lede,
  values,
  errorOrder,
  idFor,
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
      submitEvent={{ type: 'PAGE.SUBMIT', values }}
      errorOrder={errorOrder}
      idFor={idFor}
      submitLabel={submitLabel}
      showBack={showBack}
    >
      {children}
    </RegistrationForm>
  );
}
