import type { ReactNode, Ref } from 'react';
import { selectFailure, selectPhase } from '../../../machines/registration/registration.select';
import type { RegistrationEvent } from '../../../machines/registration/registration.types';
import { useHeadingFocus } from '../../app/useHeadingFocus';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { Form } from '../../ui/form/useForm';
import { SubmitRow } from '../../ui/SubmitRow';
import { useRegistration, useRegistrationActor } from './RegistrationProvider';
import { SubmitFailure } from './SubmitFailure';

export interface RegistrationFormProps {
  /** Id of the heading, which labels the section. */
  headingId: string;
  title: string;
  lede?: ReactNode;
  className: string;
  /** What the form sends to the machine (a step's or a legacy page's values). */
  submitEvent: Extract<RegistrationEvent, { type: 'STEP.SUBMIT' }>;
  /**
   * The page's form state (the kit's useForm over the values it shows, with the machine's errors):
   * its submit sends `submitEvent`, its summary lists the machine's errors.
   */
  form: Pick<Form<unknown, string>, 'submit' | 'summaryProps'>;
  submitLabel?: string;
  /** Offer Back when the machine can go back (default true). */
  showBack?: boolean;
  /** The form element (a step reads what was typed into the prerendered page, decision 021). */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame of every registration form (register-v2 steps and the legacy pages): heading
 * (focused on arrival), lede, one error summary, the failed call with Try again, the fields, Back
 * and the submit button (its progress messages are the shell's loader overlay, LoaderOverlay.tsx).
 * The machine validates what the form sends and answers with errors or where to go next.
 */
export function RegistrationForm({
  headingId,
  title,
  lede,
  className,
  submitEvent,
  form,
  submitLabel,
  showBack = true,
  formRef,
  children,
}: RegistrationFormProps) {
  const actor = useRegistrationActor();
  const phase = useRegistration(selectPhase);
  const failure = useRegistration(selectFailure);
  const headingRef = useHeadingFocus<HTMLHeadingElement>(title);
  const canSubmit = useRegistration((s) => s.can(submitEvent));
  const canBack = useRegistration((s) => s.can({ type: 'STEP.BACK' }));
  const canRetry = useRegistration((s) => s.can({ type: 'RETRY' }));
  const busy = phase === 'submitting';

  return (
    <section className={className} aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {lede ? <p className="lede">{lede}</p> : null}
      <ErrorSummary {...form.summaryProps} />
      <SubmitFailure
        message={failure}
        canRetry={canRetry}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
      <form ref={formRef} noValidate onSubmit={form.submit}>
        {children}
        <SubmitRow label={submitLabel} loading={busy} disabled={!canSubmit}>
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
    </section>
  );
}
