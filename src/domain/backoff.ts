/**
 * The backoff of a poll whose read failed (issue 17, part 8), from the spec's retry helper
 * (shell §9: "5 attempts, 1 second initial delay, doubling"): after the 1st, 2nd, 3rd and 4th
 * failed read in a row the poll waits 1 s, 2 s, 4 s and 8 s before reading again; the 5th failure
 * in a row stops it (the screen says so and offers Try again). A read that answers resets the
 * count. The charts name these as delays and guards; this module only does the arithmetic.
 */
import { DEFAULT_RETRY_POLICY, retryDelay } from './retry';

/** Reads in a row that may fail before a poll stops: the retry helper's 5 attempts. */
export const POLL_MAX_ATTEMPTS = DEFAULT_RETRY_POLICY.attempts;

/**
 * The wait after `failures` failed reads in a row (1 → 1000 ms, 2 → 2000, 3 → 4000, 4 → 8000).
 * Counts outside 1…4 are clamped, so the wait is never 0 and never past the last one (8 s).
 */
export function backoffDelay(failures: number): number {
  const attempt = Math.min(Math.max(1, Math.floor(failures)), POLL_MAX_ATTEMPTS - 1);
  return retryDelay(DEFAULT_RETRY_POLICY, attempt);
}

/**
 * True when one more failed read (after `failuresSoFar` in a row) is the last attempt: the poll
 * stops instead of backing off.
 */
export function isLastAttempt(failuresSoFar: number): boolean {
  return failuresSoFar + 1 >= POLL_MAX_ATTEMPTS;
}
