/**
 * Feedback to the CEO (shell spec §5): a skin over the shell's feedback actor
 * (machines/feedback). The machine validates, sends and decides when the modal closes (only on
 * success); this view renders its snapshot and, after each failed submit, takes the user to the
 * first invalid field (focus, scrolled into view; the error summary above is announced).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { selectFeedbackView } from '../../../machines/feedback/feedback.select';
import {
  CEO_FEEDBACK_FIELDS,
  CEO_FEEDBACK_TOPICS,
  firstInvalidField,
  type CeoFeedbackField,
  type CeoFeedbackTopic,
} from '../../domain/ceoFeedback';
import { ErrorSummary, errorSummaryItems } from '../../ui/ErrorSummary';
import { Modal } from '../../ui/Modal';
import { RadioGroup } from '../../ui/RadioGroup';
import { SubmitRow } from '../../ui/SubmitRow';
import { TextArea } from '../../ui/TextField';
import { useFeedbackActor } from './ShellServices';

export const FEEDBACK_TITLE = 'Feedback to the CEO';
export const FEEDBACK_SEND_LABEL = 'Send feedback';
export const FEEDBACK_SENDING_LABEL = 'Sending';

const CONSENT_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Input ids (the error summary's links and the first-invalid-field focus). */
export const FEEDBACK_FIELD_IDS: Record<CeoFeedbackField, string> = {
  topic: 'ceo-feedback-topic',
  message: 'ceo-feedback-message',
  marketingConsent: 'ceo-feedback-consent',
};

function focusField(field: CeoFeedbackField): void {
  const input = document.getElementById(FEEDBACK_FIELD_IDS[field]);
  if (!input) return;
  input.focus({ preventScroll: true });
  // The label or legend too, not just the input (GOV.UK).
  const context = input.closest('fieldset')?.querySelector('legend') ?? input.closest('.kit-field');
  (context ?? input).scrollIntoView?.({ block: 'start', behavior: 'auto' });
}

export function FeedbackModal() {
  const actor = useFeedbackActor();
  const view = useSelector(actor, selectFeedbackView, shallowEqual);
  const serverErrorId = useId();
  const { values, errors } = view;
  const change = (next: Parameters<typeof actor.send>[0] & { type: 'FEEDBACK.CHANGE' }) =>
    actor.send(next);

  // After a failed submit: to the first invalid field (spec §5). Runs after the summary's own
  // focus (a child's effect runs first), so the field keeps focus and the summary is announced.
  useEffect(() => {
    if (view.attempts === 0) return;
    const first = firstInvalidField(errors);
    if (first) focusField(first);
  }, [view.attempts, errors]);

  const summary = errorSummaryItems(
    errors,
    CEO_FEEDBACK_FIELDS,
    (field) => FEEDBACK_FIELD_IDS[field as CeoFeedbackField],
  );

  return (
    <Modal
      open={view.open}
      dismissible={view.canClose}
      onClose={() => actor.send({ type: 'FEEDBACK.CLOSE' })}
      title={FEEDBACK_TITLE}
    >
      <form
        noValidate
        aria-describedby={view.serverError ? serverErrorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'FEEDBACK.SUBMIT' });
        }}
      >
        <ErrorSummary errors={summary} focusKey={view.attempts} />
        {view.serverError ? (
          <div className="kit-alert kit-alert--error" role="alert">
            <p>{view.serverError}</p>
          </div>
        ) : null}
        <p>Tell our CEO what we could do better, or what we got right.</p>
        <RadioGroup
          id={FEEDBACK_FIELD_IDS.topic}
          legend="What is your feedback about?"
          options={CEO_FEEDBACK_TOPICS}
          value={values.topic}
          error={errors.topic}
          disabled={view.sending}
          onChange={(topic) =>
            change({ type: 'FEEDBACK.CHANGE', values: { topic: topic as CeoFeedbackTopic } })
          }
        />
        <TextArea
          id={FEEDBACK_FIELD_IDS.message}
          label="Your feedback"
          hint="Between 10 and 1000 characters."
          value={values.message}
          error={errors.message}
          disabled={view.sending}
          onChange={(message) => change({ type: 'FEEDBACK.CHANGE', values: { message } })}
        />
        <RadioGroup
          id={FEEDBACK_FIELD_IDS.marketingConsent}
          legend="May we use your feedback in our marketing, with your first name and last initial?"
          options={CONSENT_OPTIONS}
          inline
          value={values.marketingConsent === null ? null : values.marketingConsent ? 'yes' : 'no'}
          error={errors.marketingConsent}
          disabled={view.sending}
          onChange={(answer) =>
            change({ type: 'FEEDBACK.CHANGE', values: { marketingConsent: answer === 'yes' } })
          }
        />
        <SubmitRow
          label={FEEDBACK_SEND_LABEL}
          loadingLabel={FEEDBACK_SENDING_LABEL}
          loading={view.sending}
        />
        {view.serverError ? (
          <p className="kit-field__error" id={serverErrorId}>
            {view.serverError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
