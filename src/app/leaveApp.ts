import { navigateTo } from './navigation';

/** A navigation the guard refused: the route's error page shows instead (fails closed). */
export class RefusedNavigationError extends Error {
  override readonly name = 'RefusedNavigationError';
  constructor() {
    super('A navigation to an unsafe address was refused');
  }
}

/**
 * A full-page navigation out of the app (through the navigation guard); never settles, so
 * nothing renders meanwhile. A refused URL rejects at once: the loader fails, the error page
 * shows in the shell, and the shell says why the user was not sent on.
 */
export function leaveApp(url: string): Promise<never> {
  if (!navigateTo(url, { replace: true })) return Promise.reject(new RefusedNavigationError());
  return new Promise<never>(() => {});
}
