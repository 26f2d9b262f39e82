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

const failing = () => Promise.reject(new Error('chunk'));
const loading = () => Promise.resolve({ Component: 'x' });

describe('a screen chunk that fails to load', () => {
  it('reloads the page and counts the reload in session storage', async () => {
    const m = memoryEnvironment();
    void withChunkReload(failing, 'identity', m.env)();
    await vi.waitFor(() => expect(m.reload).toHaveBeenCalledTimes(1));
    expect(m.data.get(CHUNK_RELOAD_KEY)).toBe('1');
  });

  it(`stops reloading after ${MAX_CHUNK_RELOADS} extra tries and lets the error reach the fallback`, async () => {
    const m = memoryEnvironment();
    m.data.set(CHUNK_RELOAD_KEY, String(MAX_CHUNK_RELOADS));
    await expect(withChunkReload(failing, 'identity', m.env)()).rejects.toThrow('chunk');
    expect(m.reload).not.toHaveBeenCalled();
  });

  it('never loops: other chunks loading on each reload do not reset the count', async () => {
    const m = memoryEnvironment();
    for (let page = 0; page <= MAX_CHUNK_RELOADS; page += 1) {
      // Every reload loads the root layout fine, then fails on the screen.
      await withChunkReload(loading, 'root', m.env)();
      const screen = withChunkReload(failing, 'identity', m.env)();
      if (page < MAX_CHUNK_RELOADS) {
        void screen;
        await vi.waitFor(() => expect(m.reload).toHaveBeenCalledTimes(page + 1));
      } else {
        await expect(screen).rejects.toThrow('chunk');
      }
    }
    expect(m.reload).toHaveBeenCalledTimes(MAX_CHUNK_RELOADS);
  });

  it('resets the count once the chunk that failed loads', async () => {
    const m = memoryEnvironment();
    void withChunkReload(failing, 'identity', m.env)();
    await vi.waitFor(() => expect(m.reload).toHaveBeenCalledTimes(1));
    await expect(withChunkReload(loading, 'identity', m.env)()).resolves.toEqual({
      Component: 'x',
    });
    expect(m.data.has(CHUNK_RELOAD_KEY)).toBe(false);
  });
});
