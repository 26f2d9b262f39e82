import { useState, type FormEvent, type ReactNode } from 'react';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import type { StepId, StepValues } from '../../domain/registration';
import { ErrorSummary, errorSummaryItems } from '../../ui/ErrorSummary';
import { SubmitRow } from '../../ui/SubmitRow';
import {
  selectErrors,
  selectFailure,
  selectPhase,
  selectStep,
  selectValues,
} from '../../../machines/registration/registration.select';
import { useProgressMessage, useRegistration, useRegistrationActor } from './RegistrationProvider';
import { SubmitFailure } from './SubmitFailure';

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
 * The page keeps the typed values while the user types and sends them with STEP.SUBMIT; the
 * machine validates, keeps them, and answers with errors or the next step.
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
  const actor = useRegistrationActor();
  const saved = useRegistration((s) => selectValues(s, step));
  const errors = useRegistration(selectErrors);
  const phase = useRegistration(selectPhase);
  const failure = useRegistration(selectFailure);
  const progress = useProgressMessage();
  const [values, setValues] = useState<StepValues[K]>(saved);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const event = { type: 'STEP.SUBMIT' as const, values };
  const canSubmit = useRegistration((s) => s.can(event));
  const canBack = useRegistration((s) => s.can({ type: 'STEP.BACK' }));
  const canRetry = useRegistration((s) => s.can({ type: 'RETRY' }));
  const current = useRegistration(selectStep);
  const busy = phase === 'submitting';
  const summary = errorSummaryItems(errors, fields, idFor);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    actor.send(event);
  };

  // The URL names another step than the machine: its redirect is on the way; render nothing.
  if (current !== step) return null;

  return (
    <section className="page register-step" aria-labelledby={`${step}-title`}>
      <h1 id={`${step}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lede ? <p className="lede">{lede}</p> : null}
      {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
      <SubmitFailure
        message={failure}
        canRetry={canRetry}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
      <form noValidate onSubmit={onSubmit}>
        {children(values, setValues, errors)}
        {below?.(values)}
        <SubmitRow
          label={submitLabel}
          loading={busy}
          loadingLabel={progress ?? undefined}
          disabled={!canSubmit}
        >
          {canBack ? (
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => actor.send({ type: 'STEP.BACK' })}
            >
              Back
            </button>
          ) : null}
        </SubmitRow>
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {busy && progress ? progress : ''}
      </p>
    </section>
  );
}
