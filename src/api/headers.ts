/**
 * Every header name the client reads or writes, in one place (lowercase: fetch normalises them).
 */
export const HEADER = {
  /** The partner org code: the server brands and scopes every answer by it. */
  org: 'x-org',
  /** The page origin: the server tells the main site from partner and New York hosts. */
  origin: 'x-origin',
  /** Bearer token sent on secure calls and read back from answers that renew it. */
  authorization: 'authorization',
  contentType: 'content-type',
  /** Session-replay id and URL: support staff can open the recording of a failed request. */
  sessionReplayId: 'x-session-replay-id',
  sessionReplayUrl: 'x-session-replay-url',
  /** The product asking for a hosted-login registration (identity broker). Name not shown in the spec. */
  applicationName: 'x-application-name',
  /**
   * One key per write the user asked for, reused on every retry of it: the lender answers a
   * repeated key with the first answer instead of acting twice (issue 17).
   */
  idempotencyKey: 'idempotency-key',
  /** Seconds (or an HTTP date) to wait before asking again, with a 429 or 503. */
  retryAfter: 'retry-after',
} as const;

/** Sent on every call: the servers answer JSON and expect JSON bodies. */
export const JSON_CONTENT_TYPE = 'application/json';

/** `Authorization: Bearer <token>`, in both directions. */
export const BEARER_PREFIX = 'Bearer ';
