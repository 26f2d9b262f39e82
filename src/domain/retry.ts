/**
 * Retry with exponential backoff (spec: 5 attempts, 1 second initial delay, doubling): the delays
 * between attempts are 1 s, 2 s, 4 s, 8 s. Machines should prefer named `after` delays for
 * visible flows; this helper is for a single call whose retries nobody watches.
 */
export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  initialDelayMs: number;
  /** Each delay is the previous one times this. */
  factor: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, initialDelayMs: 1000, factor: 2 };

export interface RetryDeps {
  /** Waits between attempts; injected so tests need no real time. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Return false to stop at once and rethrow (e.g. a 400 that will never succeed). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Aborting stops further attempts; the abort reason is thrown. */
  signal?: AbortSignal;
}

export function realSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The delay before attempt `n + 1` (n from 1): initial × factor^(n-1). */
export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return policy.initialDelayMs * policy.factor ** (attempt - 1);
}

export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  policy: Partial<RetryPolicy> = {},
  { sleep = realSleep, shouldRetry = () => true, signal }: RetryDeps = {},
): Promise<T> {
  const full = { ...DEFAULT_RETRY_POLICY, ...policy };
  if (!Number.isInteger(full.attempts) || full.attempts < 1) {
    throw new RangeError(`retry: attempts must be a positive integer: ${full.attempts}`);
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= full.attempts; attempt += 1) {
    if (signal?.aborted) throw signal.reason;
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === full.attempts || !shouldRetry(error, attempt)) break;
      await sleep(retryDelay(full, attempt), signal);
    }
  }
  throw lastError;
}
