/**
 * A failed dynamic load of a screen (usually a deploy replaced the chunk) reloads the page, up to
 * MAX_CHUNK_RELOADS extra times per tab. The counter lives in session storage so it survives the
 * reloads; it is reset after any chunk loads, so a later failure gets its own retries. When the
 * cap is reached the error propagates to the route's error boundary (the error fallback page):
 * never a reload loop.
 */
export const MAX_CHUNK_RELOADS = 5;
export const CHUNK_RELOAD_KEY = 'heloc-chunk-reloads';

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

export function withChunkReload<T>(
  load: () => Promise<T>,
  environment: () => ReloadEnvironment = browserEnvironment,
): () => Promise<T> {
  return async () => {
    const env = environment();
    try {
      const module = await load();
      env.storage.removeItem(CHUNK_RELOAD_KEY);
      return module;
    } catch (error) {
      const reloads = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? '0') || 0;
      if (reloads >= MAX_CHUNK_RELOADS) throw error;
      env.storage.setItem(CHUNK_RELOAD_KEY, String(reloads + 1));
      env.reload();
      // The page is going away; never settle, so nothing renders half-loaded meanwhile.
      return new Promise<T>(() => {});
    }
  };
}
