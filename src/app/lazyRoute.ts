import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A failed dynamic load of a screen (usually a deploy replaced the chunk) reloads the page, up to
 * MAX_CHUNK_RELOADS extra times per tab. The counter lives in session storage so it survives the
 * reloads, together with which chunk failed: only that chunk loading again resets it (other
 * chunks load on every reload, so resetting on any success would reload forever). When the cap is
 * reached the error propagates to the route's error boundary (the error fallback page): never a
 * reload loop.
 */
export const MAX_CHUNK_RELOADS = 5;
export const CHUNK_RELOAD_KEY = 'heloc-chunk-reloads';
export const CHUNK_RELOAD_FOR_KEY = 'heloc-chunk-reloads-for';

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** `id` names the chunk (a route path or module name) so its own success can clear the count. */
export function withChunkReload<T>(
  load: () => Promise<T>,
  id: string,
  environment: () => ReloadEnvironment = browserEnvironment,
): () => Promise<T> {
  return async () => {
    const env = environment();
    try {
      const module = await load();
      if (env.storage.getItem(CHUNK_RELOAD_FOR_KEY) === id) {
        env.storage.removeItem(CHUNK_RELOAD_KEY);
        env.storage.removeItem(CHUNK_RELOAD_FOR_KEY);
      }
      return module;
    } catch (error) {
      const reloads = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? '0') || 0;
      if (reloads >= MAX_CHUNK_RELOADS) throw error;
      env.storage.setItem(CHUNK_RELOAD_KEY, String(reloads + 1));
      env.storage.setItem(CHUNK_RELOAD_FOR_KEY, id);
      env.reload();
      // The page is going away; never settle, so nothing renders half-loaded meanwhile.
      return new Promise<T>(() => {});
    }
  };
}

/**
 * A component whose code loads the first time it renders (a dialog, a page shown only on a
 * flag): React.lazy with the same capped chunk reload as the screens. Render it inside a
 * `<Suspense>` and only when it is needed, so the pages that never show it never load it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  id: string,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(withChunkReload(async () => ({ default: await load() }), id));
}
