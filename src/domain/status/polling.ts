/**
 * Status polling constants (registration spec §9) and the backoff they define. The application
 * status machine names these as its delay and its cap guards.
 */

/** First re-fetch waits 1 s: long enough for the lender to move a status on after a step. */
export const POLL_BASE_DELAY_MS = 1000;

/** Each further re-fetch waits at most 5 s, so a user never waits long after the status moved. */
export const POLL_MAX_DELAY_MS = 5000;

/** Re-fetches of a waiting status before giving up (GEN_NOTE_SIGNING stays; others → UNKNOWN). */
export const MAX_WAITING_TRIES = 14;

/** Re-fetches of a status that did not change after a step, before routing to its screen anyway. */
export const MAX_UNCHANGED_RETRIES = 7;

/**
 * The wait before re-fetch number `retry` (0-based) in one cycle: 1000 ms doubling per try,
 * capped at 5000 ms → 1000, 2000, 4000, 5000, 5000, …
 */
export function pollDelay(retry: number): number {
  const step = Math.max(0, Math.floor(retry));
  // 2 ** 3 already exceeds the cap: stop doubling there so huge counts never overflow.
  return Math.min(POLL_BASE_DELAY_MS * 2 ** Math.min(step, 3), POLL_MAX_DELAY_MS);
}
