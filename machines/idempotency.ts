/**
 * What a chart's idempotency keys (issue 17, src/api/idempotency.ts) need to know about a failed
 * write: whether its key is spent. Shared by the charts that keep keys (step screens, the
 * registration submit).
 */
import { isApiError, isTransient } from '../src/api/errors';

/**
 * The lender answered that the request itself is wrong (a 4xx other than 408 and 429): trying the
 * same request again cannot help, and the key it carried would only replay the refusal, so the
 * next attempt gets a new key. Any other failure keeps the key: a lost answer (the lender may have
 * acted), a 5xx, a rate limit.
 */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !isTransient(error)
  );
}
