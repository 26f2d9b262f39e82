import { UNEXPECTED_ERROR_MESSAGE } from '../src/api/errors';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('fetches once and shares the module between callers', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const get = lazyModule(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails with the general message, keeping the cause, and fetches again on the next try', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce({ answer: 42 });
    const get = lazyModule(load);
    const failure = await get().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect((failure as Error).cause).toBe(chunkError);
    expect(await get()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
