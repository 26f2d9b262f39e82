/**
 * Feedback to the CEO (shell spec §3 "Feedback payload", §5 "Feedback to the CEO", §6, §9):
 * the topics, the form's rules and messages word for word, and the payload's derived fields.
 * Signed-in users of the main brand only (the shell decides, machines/feedback/feedback.select.ts).
 */
import { APP_BASE_PATH } from './appPaths';
import { UUID_PATTERN } from './ids';
import { REQUIRED } from './validation/messages';

export const CEO_FEEDBACK_TOPICS = [
  { value: 'IMPROVE', label: 'Improve our product' },
  { value: 'COMPLIMENT', label: 'Give us a compliment' },
] as const;
export type CeoFeedbackTopic = (typeof CEO_FEEDBACK_TOPICS)[number]['value'];

export const CEO_FEEDBACK_MIN_LENGTH = 10;
export const CEO_FEEDBACK_MAX_LENGTH = 1000;

export const FEEDBACK_MESSAGE_TOO_SHORT = 'Must be at least 10 characters';
export const FEEDBACK_MESSAGE_TOO_LONG = 'Must be at most 1000 characters';
/** The spec names no wording for a missing topic or consent: the kit's 'Required'. */
export const FEEDBACK_REQUIRED = REQUIRED;

export interface CeoFeedbackValues {
  topic: CeoFeedbackTopic | null;
  message: string;
  /** Yes / No; null until answered. */
  marketingConsent: boolean | null;
}

export type CeoFeedbackField = keyof CeoFeedbackValues;
/** Page order (the error summary's order, and the first invalid field). */
export const CEO_FEEDBACK_FIELDS: readonly CeoFeedbackField[] = [
  'topic',
  'message',
  'marketingConsent',
];

export type CeoFeedbackErrors = Partial<Record<CeoFeedbackField, string>>;

export const EMPTY_CEO_FEEDBACK: CeoFeedbackValues = {
  topic: null,
  message: '',
  marketingConsent: null,
};

/** The spec's messages for what is typed; empty when the form may be sent. */
export function validateCeoFeedback(values: CeoFeedbackValues): CeoFeedbackErrors {
  const errors: CeoFeedbackErrors = {};
  if (values.topic === null) errors.topic = FEEDBACK_REQUIRED;
  const message = values.message.trim();
  if (message.length === 0) errors.message = FEEDBACK_REQUIRED;
  else if (message.length < CEO_FEEDBACK_MIN_LENGTH) errors.message = FEEDBACK_MESSAGE_TOO_SHORT;
  else if (message.length > CEO_FEEDBACK_MAX_LENGTH) errors.message = FEEDBACK_MESSAGE_TOO_LONG;
  if (values.marketingConsent === null) errors.marketingConsent = FEEDBACK_REQUIRED;
  return errors;
}

/** The first field in error, in page order (where a failed submit takes the user). */
export function firstInvalidField(errors: CeoFeedbackErrors): CeoFeedbackField | null {
  return CEO_FEEDBACK_FIELDS.find((field) => errors[field]) ?? null;
}

/** The application of an application route (`/{uuid}/…`, with or without the app base). */
export function applicationUuidOf(pathname: string): string | undefined {
  let path = pathname.split(/[?#]/u)[0] ?? '';
  if (path.startsWith(`${APP_BASE_PATH}/`)) path = path.slice(APP_BASE_PATH.length);
  const [first] = path.split('/').filter(Boolean);
  return first && UUID_PATTERN.test(first) ? first.toLowerCase() : undefined;
}

/** The page's path as sent (`pathname`): the app's base included. */
export function feedbackPathname(pathname: string): string {
  const path = pathname.split(/[?#]/u)[0] ?? '';
  if (path === APP_BASE_PATH || path.startsWith(`${APP_BASE_PATH}/`)) return path;
  return `${APP_BASE_PATH}${path.startsWith('/') ? '' : '/'}${path}`;
}

export type FeedbackProductType = 'HELOC' | 'CRYPTO_HELOC';

/** HELOC, or the crypto HELOC's product type for a crypto application (§9). */
export function feedbackProductType(isCrypto: boolean | null | undefined): FeedbackProductType {
  return isCrypto ? 'CRYPTO_HELOC' : 'HELOC';
}
