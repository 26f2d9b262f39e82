/**
 * Development builds only (imported by src/main.tsx inside its `__SANDBOX__` block when
 * `inspectionWanted`, so `npm run build` holds none of it; scripts/purity.mjs checks): Stately's
 * live inspector, opened in a new tab (https://stately.ai/inspect), showing every flow's actors,
 * events and states as the app runs. docs/sandbox.md, "Live inspection".
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { setInspection } from './inspect';

/**
 * The longest an inspection event waits for the page to be idle. The inspector serializes and
 * posts each event from an idle callback, with no deadline: on a busy page (a slow laptop, a test
 * run beside others) events were seen waiting over 30 s. With a deadline they reach the
 * inspector within this time, busy or not.
 */
export const INSPECTION_IDLE_TIMEOUT_MS = 500;

/**
 * The window's idle callbacks, given a deadline when they have none. Only ever installed while
 * inspecting (nothing else in the app asks for idle callbacks).
 */
export function withIdleDeadline(target: Window, timeout = INSPECTION_IDLE_TIMEOUT_MS): void {
  const request = target.requestIdleCallback?.bind(target);
  if (!request) return;
  target.requestIdleCallback = (callback, options) => request(callback, { timeout, ...options });
}

/**
 * Called once at boot, before the app renders: opens the inspector and hands its `inspect` to
 * every root actor (src/app/inspect.ts).
 */
export function startInspection(
  create: typeof createBrowserInspector = createBrowserInspector,
  target: Window = window,
): void {
  withIdleDeadline(target);
  setInspection(create().inspect);
}
