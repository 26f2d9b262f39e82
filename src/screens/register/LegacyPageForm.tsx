import { useState, type FormEvent, type ReactNode } from 'react';
import {
  selectErrors,
  selectFailure,
  selectPhase,
  selectStep,
} from '../../../machines/registration/registration.select';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { legacyPageOf, type LegacyPage, type StepValues } from '../../domain/registration';
import { ErrorSummary, errorSummaryItems } from '../../ui/ErrorSummary';
import { SubmitRow } from '../../ui/SubmitRow';
import {
  useProgressMessage,
  useRegistration,
  useRegistrationActor,
} from '../register-v2/RegistrationProvider';
import { SubmitFailure } from '../register-v2/SubmitFailure';

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
  const actor = useRegistrationActor();
  const errors = useRegistration(selectErrors);
  const phase = useRegistration(selectPhase);
  const failure = useRegistration(selectFailure);
  const current = useRegistration(selectStep);
  const progress = useProgressMessage();
  const [attempt, setAttempt] = useState(0);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const event = { type: 'PAGE.SUBMIT' as const, values };
  const canSubmit = useRegistration((s) => s.can(event));
  const canBack = useRegistration((s) => s.can({ type: 'STEP.BACK' }));
  const canRetry = useRegistration((s) => s.can({ type: 'RETRY' }));
  const busy = phase === 'submitting';
  const summary = errorSummaryItems(errors, errorOrder, idFor);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    actor.send(event);
  };

  // The machine is on a step of the other page: its navigation is on the way; render nothing.
  if (legacyPageOf(current) !== page) return null;

  return (
    <section className="page register-step legacy-register__page" aria-labelledby="legacy-title">
      <h1 id="legacy-title" ref={headingRef} tabIndex={-1}>
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
        {children}
        <SubmitRow
          label={submitLabel}
          loading={busy}
          loadingLabel={progress ?? undefined}
          disabled={!canSubmit}
        >
          {showBack && canBack ? (
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
