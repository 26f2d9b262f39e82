/**
 * Messages shown while the app waits on the lender, one at a time, in order.
 *
 * The loader overlay and the processing modal rotate through a list like these and stop on the
 * last one: it never wraps back to the first, because "Creating your account" shown again after
 * "Generating your quote" would tell the user the work started over.
 */

/** Registration progress messages, in the spec's order (registration-and-routing §9). */
export const REGISTRATION_PROGRESS_MESSAGES: readonly string[] = Object.freeze([
  'Creating your account',
  'Pulling your soft credit',
  'Locating your property',
  'Determining property value',
  'Determining your eligibility',
  'Calculating your offers',
  'Generating your quote',
]);

/**
 * Default messages of the processing modal when the caller gives none. The spec gives no list, so
 * these say only what is true at any point of any wait (no "almost done" that could be false).
 */
export const PROCESSING_MESSAGES: readonly string[] = Object.freeze([
  'Processing your request',
  'This can take a few moments',
  'Still working on it, thank you for your patience',
]);

/** Title of the processing modal when the caller gives none. */
export const PROCESSING_TITLE = 'Please wait';

/** What a timed-out processing modal says, and its two actions. */
export const PROCESSING_TIMED_OUT = Object.freeze({
  title: 'This is taking longer than expected',
  message:
    'We have not heard back yet. You can try again, or close this and come back in a few minutes.',
  retry: 'Try again',
  close: 'Close',
});

/**
 * A step screen after the user closed a timed-out processing modal (our words: the spec gives
 * none). Nothing failed and nothing typed is lost: the app stopped waiting.
 */
export const STOPPED_WAITING_MESSAGE =
  'We stopped waiting for an answer. Nothing you entered was lost: try again when you are ready.';
