import { useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { StepId, StepValues } from '../../domain/registration';
import {
  selectErrors,
  selectStep,
  selectValues,
} from '../../../machines/registration/registration.select';
import { takeEarlyInput, valuesEnteredBeforeHydration } from '../../ui/form/earlyInput';
import { useForm } from '../../ui/form/useForm';
import { RegistrationForm } from './RegistrationForm';
import { useRegistration, useRegistrationActor } from './RegistrationProvider';

export interface StepPageProps<K extends StepId> {
  step: K;
  title: string;
  lede?: ReactNode;
  /** Field keys in page order (the error summary lists them in this order). */
  fields: readonly string[];
  /** Input id of a field (the summary's links); the key itself by default. */
  idFor?: (field: string) => string;
  submitLabel?: string;
  /** The form's fields, from what the user typed so far. */
  children: (
    values: StepValues[K],
    change: (values: StepValues[K]) => void,
    errors: Record<string, string>,
  ) => ReactNode;
  /** Extra content under the fields that reads the typed values (warnings). */
  below?: (values: StepValues[K]) => ReactNode;
  /** Submit is refused for these values (the view asks the machine with `can`). */
  submitEnabled?: boolean;
}

/**
 * One wizard step: heading (focused on arrival), error summary, the fields, Back and Continue.
 * The page keeps the typed values while the user types, and tells the machine of each change
 * (STEP.EDITED: it keeps them in the tab's draft, so a reload loses nothing); it sends them with
 * STEP.SUBMIT, and the machine validates, keeps them, and answers with errors or the next step.
 */
export function StepPage<K extends StepId>({
  step,
  title,
  lede,
  fields,
  idFor,
  submitLabel,
  children,
  below,
}: StepPageProps<K>) {
  const saved = useRegistration((s) => selectValues(s, step));
  const errors = useRegistration(selectErrors);
  const actor = useRegistrationActor();
  // The machine validates what the step sends and answers with its errors.
  const form = useForm<StepValues[K]>({
    initial: saved,
    fields,
    idFor,
    errors,
    onValid: (values) => actor.send({ type: 'STEP.SUBMIT', values }),
  });
  const { values, setValues } = form;
  const current = useRegistration(selectStep);
  const change = (next: StepValues[K]) => {
    setValues(next);
    actor.send({ type: 'STEP.EDITED', step, values: next });
  };
  // What was typed or chosen on the prerendered page before the app arrived is the user's edit
  // (decision 021): read once, when the first step mounts on the hydrated page.
  const formRef = useRef<HTMLFormElement>(null);
  const adoptEarlyInput = useEffectEvent(() => {
    if (!takeEarlyInput(formRef.current)) return;
    const entered = valuesEnteredBeforeHydration(
      formRef.current,
      fields,
      idFor ?? ((field) => field),
      values,
    );
    if (entered) change({ ...values, ...entered });
  });
  useLayoutEffect(() => adoptEarlyInput(), []);

  // The URL names another step than the machine: its redirect is on the way; render nothing.
  if (current !== step) return null;

  return (
    <RegistrationForm
      headingId={`${step}-title`}
      title={title}
      lede={lede}
      className="page register-step"
      submitEvent={{ type: 'STEP.SUBMIT', values }}
      form={form}
      formRef={formRef}
      submitLabel={submitLabel}
    >
      {children(values, change, errors)}
      {below?.(values)}
    </RegistrationForm>
  );
}
