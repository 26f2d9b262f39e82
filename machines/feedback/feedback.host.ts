/** What the app does for the feedback chart: confirm a sent feedback with a toast. */

/** The success toast's words (ours: the spec names the modal, not its confirmation). */
export const FEEDBACK_SENT_MESSAGE = 'Thank you. Your feedback was sent.';

export interface FeedbackHostDeps {
  /** Raise a toast (the shell's toasts actor). */
  toast: (message: string, variant: 'success') => void;
}

/** The feedback chart's host actions, for `feedbackMachine.provide({ actions })`. */
export function feedbackHost(deps: FeedbackHostDeps) {
  return {
    feedbackSent: () => deps.toast(FEEDBACK_SENT_MESSAGE, 'success'),
  };
}
