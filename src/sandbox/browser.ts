import { setupWorker } from 'msw/browser';
import { setDefaultLatencyMode } from './faults';
import { handlers } from './handlers';
import { sandboxLender } from './instance';
import {
  isJourneyStep,
  loadState,
  saveState,
  STORAGE_KEY,
  type Lender,
  type LenderCounts,
  type Persona,
} from './lender';
import { sampleStepBody } from './lender/steps/samples';
import { OPERATION_NAMES } from './operations';
import { LenderRelay } from './relay';
import { browserSessionEnv } from './session';
import { applyControls, parseControls, signInAs, type ControlMessage } from './staff/controls';

/** What Playwright (and a curious developer) can reach as `window.__sandbox`. */
export interface SandboxWindowApi {
  lender: Lender;
  reset(): void;
  signInAs(persona: Persona): void;
  /** Applies query controls (e.g. `status=HMDA&flags=fe-webchat`) without navigating. */
  apply(search: string): ControlMessage[];
  operations: readonly string[];
  /** A valid body for `step` of application `uuid` (lender/steps/samples.ts). */
  sampleStepBody(uuid: string, step: string): object;
  /**
   * What the lender holds, counted, and the writes it acted on by operation (`commits`):
   * "exactly one identity, one HELOC, one payment … per action" (docs/sandbox.md "Counts").
   */
  counts(): LenderCounts;
}

declare global {
  interface Window {
    __sandbox?: SandboxWindowApi;
  }
}

let started: Promise<void> | null = null;

async function persist(): Promise<void> {
  const stored = loadState(window.localStorage);
  if (stored) sandboxLender.replaceState(stored);
  else saveState(window.localStorage, sandboxLender.snapshot());
  let applyingRemote = false;
  sandboxLender.subscribe((state) => {
    if (!applyingRemote) saveState(window.localStorage, state);
  });
  // Playwright's shared lender (relay.ts): the relay brings the other pages' changes, those of
  // this context's other tabs included, so the storage event below is not listened to.
  const send = window.__sandboxRelay;
  if (typeof send === 'function') {
    const relay = new LenderRelay(sandboxLender, (message) => send(message));
    window.__sandboxRelayReceive = relay.receive;
    await relay.connect();
    return;
  }
  // Another tab changed the sandbox: take its state.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const next = loadState(window.localStorage);
    applyingRemote = true;
    try {
      if (next) sandboxLender.replaceState(next);
      else sandboxLender.reset();
    } finally {
      applyingRemote = false;
    }
  });
}

/**
 * Starts the sandbox lender in the browser: restores its state from localStorage (key
 * `heloc-sandbox`), persists every change, answers the app's calls through the msw service worker
 * with realistic latency, and exposes `window.__sandbox`. When Playwright exposes a relay
 * (`window.__sandboxRelay`), the page first takes the lender state it shares with other browser
 * contexts and sends it every change (relay.ts).
 */
export function startSandbox(): Promise<void> {
  started ??= (async () => {
    await persist();
    setDefaultLatencyMode('realistic');
    // The worker's scope is the app (/account/heloc/): it cannot control the stand-in pages
    // outside it, which call the lender directly and need no worker.
    const base = import.meta.env.BASE_URL;
    if (window.location.pathname.startsWith(base) || `${window.location.pathname}/` === base) {
      // msw asks the browser to update an existing worker registration without waiting for the
      // answer; when the page navigates away meanwhile (the staff page's redirect, leaving the
      // app), that update rejects unobserved ("Failed to update a ServiceWorker … Not found").
      // The worker in use is unaffected: that one rejection is not an app error.
      window.addEventListener('unhandledrejection', (event) => {
        const message: unknown = (event.reason as { message?: unknown } | null)?.message;
        if (typeof message === 'string' && message.startsWith('Failed to update a ServiceWorker')) {
          event.preventDefault();
        }
      });
      const worker = setupWorker(...handlers);
      await worker.start({
        quiet: true,
        onUnhandledFrame: 'bypass',
        serviceWorker: { url: `${base}mockServiceWorker.js` },
      });
    }
    const env = browserSessionEnv();
    window.__sandbox = {
      lender: sandboxLender,
      reset: () =>
        applyControls(parseControls('reset=1').actions, { lender: sandboxLender, session: env }),
      signInAs: (persona) => signInAs(persona, { lender: sandboxLender, session: env }),
      apply: (search) => {
        const parsed = parseControls(search);
        return [
          ...parsed.messages,
          ...applyControls(parsed.actions, { lender: sandboxLender, session: env }),
        ];
      },
      operations: OPERATION_NAMES,
      sampleStepBody: (uuid, step) => {
        const application = sandboxLender.application(uuid);
        return application && isJourneyStep(step) ? sampleStepBody(step, application) : {};
      },
      counts: () => sandboxLender.counts(),
    };
  })();
  return started;
}
