/**
 * Development builds only (imported by src/main.tsx inside its `__SANDBOX__` block when
 * `inspectionWanted`, so `npm run build` holds none of it; scripts/purity.mjs checks): Stately's
 * live inspector, opened in a new tab (https://stately.ai/inspect), showing every flow's actors,
 * events and states as the app runs. docs/sandbox.md, "Live inspection".
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { setInspection } from './inspect';

/**
 * Called once at boot, before the app renders: opens the inspector and hands its `inspect` to
 * every root actor (src/app/inspect.ts).
 */
export function startInspection(
  create: typeof createBrowserInspector = createBrowserInspector,
): void {
  setInspection(create().inspect);
}
