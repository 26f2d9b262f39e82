/**
 * The browser's connectivity as events (issue 17): `ONLINE` when it comes back, `OFFLINE` when
 * it goes. Any machine that waits for the network invokes `connectivityEvents` (the shell's
 * offline banner, a step screen that retries its failed call when the browser is back).
 */
import { fromCallback } from 'xstate';

export type ConnectivityEvent = { type: 'ONLINE' } | { type: 'OFFLINE' };

/** navigator.onLine, true where there is no navigator (node). */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Sends ONLINE / OFFLINE to its parent as the window's `online` / `offline` events fire. */
export const connectivityEvents = fromCallback<{ type: string }>(({ sendBack }) => {
  if (typeof window === 'undefined') return undefined;
  const online = () => sendBack({ type: 'ONLINE' } satisfies ConnectivityEvent);
  const offline = () => sendBack({ type: 'OFFLINE' } satisfies ConnectivityEvent);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
