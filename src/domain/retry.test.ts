import { DEFAULT_RETRY_POLICY, retry, retryDelay } from './retry';

describe('retry', () => {
  it('defaults to 5 attempts, 1 s initial delay, doubling', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ attempts: 5, initialDelayMs: 1000, factor: 2 });
    expect([1, 2, 3, 4].map((n) => retryDelay(DEFAULT_RETRY_POLICY, n))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('tries 5 times, sleeping 1, 2, 4 and 8 seconds, then throws the last error', async () => {
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
    };
    const fn = vi.fn(async (attempt: number) => {
      throw new Error(`fail ${attempt}`);
    });
    await expect(retry(fn, {}, { sleep })).rejects.toThrow('fail 5');
    expect(fn).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const sleep = vi.fn(async () => {});
    let calls = 0;
    const result = await retry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'ok';
      },
      {},
      { sleep },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('honours a custom policy', async () => {
    const sleeps: number[] = [];
    await expect(
      retry(
        async () => {
          throw new Error('x');
        },
        { attempts: 3, initialDelayMs: 250, factor: 3 },
        { sleep: async (ms) => void sleeps.push(ms) },
      ),
    ).rejects.toThrow('x');
    expect(sleeps).toEqual([250, 750]);
  });

  it('stops when shouldRetry says so', async () => {
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('bad request'), { status: 400 });
    });
    await expect(
      retry(
        fn,
        {},
        { sleep: async () => {}, shouldRetry: (e) => (e as { status: number }).status !== 400 },
      ),
    ).rejects.toThrow('bad request');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => {
      controller.abort(new Error('aborted'));
      throw new Error('fail');
    });
    await expect(
      retry(fn, {}, { sleep: async () => {}, signal: controller.signal }),
    ).rejects.toThrow('aborted');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('rejects a non-positive attempt count', async () => {
    await expect(retry(async () => 1, { attempts: 0 })).rejects.toThrow(RangeError);
  });
});
