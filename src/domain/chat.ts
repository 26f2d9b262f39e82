/**
 * Web chat's rules (shell spec §2 "Chat widget", §3 "Chat", §4 "Chat", §5 "Chat", §8 chat alerts,
 * §9 chat constants): the constants, the messages, the pre-engagement and feedback validation,
 * attachments, whether a stored session may be resumed, and the reconnect backoff. Pure: the
 * chat machines (machines/chat) name these as guards and delays; views never re-derive them.
 */

export * from './chatSession';

/** Who wrote a message. */
export type ChatRole = 'applicant' | 'agent' | 'chatbot';

// ── constants (§9) ────────────────────────────────────────────────────────────────────────────

/** Messages loaded when a conversation opens or resumes. */
export const CHAT_HISTORY_SIZE = 20;
/** Largest attachment, in bytes (5 MB). */
export const CHAT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The OPS_CHAT open status and week are read again every 60 s while chat is on. */
export const CHAT_HOURS_POLL_MS = 60_000;
/** The conversation token is refreshed every 60 s while connected to an agent. */
export const CHAT_TOKEN_REFRESH_MS = 60_000;
/** The signed-in user's webchat nonce is refreshed every 60 s. */
export const CHAT_NONCE_REFRESH_MS = 60_000;
/**
 * A form sent before the first OPS_CHAT read answered waits this long for it, then starts with
 * the chatbot (designed: the read usually takes well under a second).
 */
export const CHAT_MODE_WAIT_MS = 5000;
/** The connection is checked (websocket keep-alive) every 10 s. */
export const CHAT_PING_MS = 10_000;
/** Name and e-mail: at most 128 characters. */
export const CHAT_FIELD_MAX = 128;
/** The chatbot answer feedback's additional information: at most 140 characters. */
export const CHAT_FEEDBACK_MAX = 140;

/**
 * Reconnect attempts after a lost connection before the chat gives up (designed: the spec says
 * "reconnect attempts" without a number). 1 s doubling to 16 s: about half a minute in all,
 * long enough for a train tunnel or a Wi-Fi hand-over, short enough to tell the user.
 */
export const CHAT_RECONNECT_ATTEMPTS = 6;
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 16_000;

/** The wait before reconnect attempt `attempt` (0-based): 1, 2, 4, 8, 16, 16 s. */
export function chatReconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_MS);
}

// ── alerts (§8) ───────────────────────────────────────────────────────────────────────────────

export const CHAT_ALERTS = {
  connectionLost: 'Connection lost. Attempting to reconnect.',
  failed: 'Something went wrong. Please try again later.',
  tokenInvalid: 'Token state is invalid.',
  sendFailed: 'Something went wrong. Please try resending the message.',
} as const;

/** Warning alerts are announced politely; errors at once. */
export const CHAT_ALERT_LEVEL: Readonly<Record<keyof typeof CHAT_ALERTS, 'warning' | 'error'>> = {
  connectionLost: 'warning',
  failed: 'error',
  tokenInvalid: 'warning',
  sendFailed: 'error',
};

// ── validation (§5) ───────────────────────────────────────────────────────────────────────────

export const CHAT_REQUIRED = 'Required';
export const CHAT_TOO_LONG = 'Cannot be more than 128 characters';
export const CHAT_EMAIL_INVALID = 'Please enter a valid email address';
export const CHAT_FILES_TOO_LARGE =
  'Some files were not added because they exceed the 5MB size limit.';
export const CHAT_FILE_TYPE_REFUSED =
  'Some files were not added because their type is not supported.';
export const CHAT_FEEDBACK_REASON_REQUIRED = 'Please select a reason';
export const CHAT_FEEDBACK_TOO_LONG = 'Please restrict your response to 140 characters.';

/** The pre-engagement form. */
export interface ChatIntake {
  name: string;
  email: string;
}

export type ChatIntakeErrors = Partial<Record<keyof ChatIntake, string>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/u;

/** The spec's messages for the pre-engagement form; empty when it may be sent. */
export function validateChatIntake(intake: ChatIntake): ChatIntakeErrors {
  const errors: ChatIntakeErrors = {};
  const name = intake.name.trim();
  if (!name) errors.name = CHAT_REQUIRED;
  else if (name.length > CHAT_FIELD_MAX) errors.name = CHAT_TOO_LONG;
  const email = intake.email.trim();
  if (!email) errors.email = CHAT_REQUIRED;
  else if (email.length > CHAT_FIELD_MAX) errors.email = CHAT_TOO_LONG;
  else if (!EMAIL.test(email)) errors.email = CHAT_EMAIL_INVALID;
  return errors;
}

/** A message needs text or an attachment ("Required"); null when it may be sent. */
export function validateChatMessage(text: string, attachmentCount: number): string | null {
  return text.trim() || attachmentCount > 0 ? null : CHAT_REQUIRED;
}

/** The attachment kinds the chat accepts (§5), as the file picker's `accept`. */
export const CHAT_ACCEPTED_EXTENSIONS = [
  '.jpg',
  '.png',
  '.amr',
  '.mp3',
  '.mp4',
  '.pdf',
  '.txt',
] as const;

/** What the attachment rules read of a file (a File fits it). */
export interface ChatFileFacts {
  name: string;
  size: number;
}

/**
 * Splits picked files into those added and the message for the rest: a file over 5 MB is not
 * added (the spec's message); a file of another kind is not added either (designed message).
 */
export function screenChatFiles<T extends ChatFileFacts>(
  files: readonly T[],
): { accepted: T[]; message: string | null } {
  const accepted: T[] = [];
  let tooLarge = false;
  let refused = false;
  for (const file of files) {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(CHAT_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) refused = true;
    else if (file.size > CHAT_MAX_FILE_BYTES) tooLarge = true;
    else accepted.push(file);
  }
  const message = tooLarge ? CHAT_FILES_TOO_LARGE : refused ? CHAT_FILE_TYPE_REFUSED : null;
  return { accepted, message };
}

/** The chatbot answer feedback: a reason, and at most 140 characters more. */
export function validateChatFeedback(reason: string | null, details: string): string | null {
  if (!reason) return CHAT_FEEDBACK_REASON_REQUIRED;
  if (details.length > CHAT_FEEDBACK_MAX) return CHAT_FEEDBACK_TOO_LONG;
  return null;
}

/** The content type of each accepted kind, for a file the browser gave no type. */
export const CHAT_CONTENT_TYPES: Readonly<
  Record<(typeof CHAT_ACCEPTED_EXTENSIONS)[number], string>
> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.amr': 'audio/amr',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
};

/** The file's own type, else the one its extension names, else a generic binary type. */
export function chatContentType(file: { name: string; type?: string }): string {
  if (file.type) return file.type;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  return (
    (CHAT_CONTENT_TYPES as Readonly<Record<string, string>>)[extension] ??
    'application/octet-stream'
  );
}
