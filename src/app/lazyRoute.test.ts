import { CHUNK_RELOAD_KEY, MAX_CHUNK_RELOADS, withChunkReload } from './lazyRoute';

function memoryEnvironment() {
  const data = new Map<string, string>();
  const reload = vi.fn();
  return {
    reload,
    data,
    env: () => ({
      reload,
      storage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => void data.set(k, v),
        removeItem: (k: string) => void data.delete(k),
      },
    }),
  };
}

describe('a screen chunk that fails to load', () => {
  it('reloads the page and counts the reload in session storage', async () => {
    const m = memoryEnvironment();
    const load = withChunkReload(() => Promise.reject(new Error('chunk')), m.env);
    void load();
    await vi.waitFor(() => expect(m.reload).toHaveBeenCalledTimes(1));
    expect(m.data.get(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it(`stops reloading after ${MAX_CHUNK_RELOADS} extra tries and lets the error reach the fallback`, async () => {
    const m = memoryEnvironment();
    m.data.set(CHUNK_RELOAD_KEY, String(MAX_CHUNK_RELOADS));
    const load = withChunkReload(() => Promise.reject(new Error('chunk')), m.env);
    await expect(load()).rejects.toThrow('chunk');
    expect(m.reload).not.toHaveBeenCalled();
  });

  it('resets the counter once a chunk loads', async () => {
    const m = memoryEnvironment();
    m.data.set(CHUNK_RELOAD_KEY, '3');
    const load = withChunkReload(() => Promise.resolve({ Component: 'x' }), m.env);
    await expect(load()).resolves.toEqual({ Component: 'x' });
    expect(m.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
