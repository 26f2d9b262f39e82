import { UNEXPECTED_ERROR_MESSAGE } from '../src/api/errors';

/**
 * A module an actor needs only sometimes, fetched on first use and then kept. A failed fetch
 * (offline, or a deploy replaced the chunk) rejects with the general message, so the step that
 * needed it fails like a failed call and shows a clear error; the next try fetches again.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new Error(UNEXPECTED_ERROR_MESSAGE, { cause: error });
    });
    return loading;
  };
}
