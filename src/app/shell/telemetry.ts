/**
 * The shell's telemetry and experiments charts (machines/telemetry, machines/experiments), wired
 * to the browser; loaded after the first paint with TelemetryServices.tsx (decision 023), so
 * nothing in the start page's first load imports this module but for its types. Telemetry: its input read once
 * when the shell starts (the privacy choice, the stored key, the page's facts), its host actions
 * over the shell environment's storage, and its recorder the one the entry point chose.
 */
import { experimentsActors } from '../../../machines/experiments/experiments.actors';
import { experimentsHost } from '../../../machines/experiments/experiments.host';
import { experimentsMachine } from '../../../machines/experiments/experiments.machine';
import { telemetryActors } from '../../../machines/telemetry/telemetry.actors';
import { readStoredKey, telemetryHost } from '../../../machines/telemetry/telemetry.host';
import { telemetryMachine } from '../../../machines/telemetry/telemetry.machine';
import type { TelemetryEventIn, TelemetryInput } from '../../../machines/telemetry/telemetry.types';
import type { ExperimentsEvent } from '../../../machines/experiments/experiments.types';
import { setSessionReplay } from '../../api/config';
import { noSessionReplay, type SessionReplayProvider } from '../../api/sessionReplay';
import { trackEvent } from '../../api/telemetry';
import { telemetryPageUrl, telemetryQueryParams } from '../../domain/queryParams';
import { analyticsAllowed } from '../../domain/consent';
import type { ActorRefFrom } from 'xstate';
import type { ShellEnvironment } from './environment';

export type TelemetryActorRef = ActorRefFrom<ReturnType<typeof provideTelemetry>>;
export type ExperimentsActorRef = ActorRefFrom<ReturnType<typeof provideExperiments>>;
export type { TelemetryEventIn };
export type ExperimentsEventIn = ExperimentsEvent;

/** The build's package version (the session request's appVersion). */
const APP_VERSION = typeof __APP_VERSION__ === 'undefined' ? '' : __APP_VERSION__;

/** The chart's input, read once from the page and the storage. */
export function telemetryInputFrom(env: ShellEnvironment): TelemetryInput {
  const page = typeof window === 'undefined' ? null : window;
  const stored = readStoredKey(env.sessionStorage, env.localStorage);
  return {
    analytics: analyticsAllowed(env.localStorage),
    domain: env.location.hostname,
    storedKey: stored.uuid || stored.trackerUuid ? stored : null,
    page: {
      // The page before this one, without its query (it may carry the lender's prefill).
      referrer: typeof document === 'undefined' ? '' : telemetryPageUrl(document.referrer),
      // Attribution only (issue 14): never the prefill, a referral or an offer code.
      queryParams: telemetryQueryParams(env.location.search),
      screenWidth: page?.screen?.width ?? 0,
      screenHeight: page?.screen?.height ?? 0,
      windowWidth: page?.innerWidth ?? 0,
      windowHeight: page?.innerHeight ?? 0,
      appVersion: APP_VERSION,
    },
  };
}

/** The chart with the app's actions, guards and actors. */
export function provideTelemetry(
  env: ShellEnvironment,
  recorder: SessionReplayProvider = noSessionReplay,
) {
  const host = telemetryHost({
    sessionStorage: env.sessionStorage,
    localStorage: env.localStorage,
    // External context: no token, so a stale one can never turn tracking into a login redirect.
    post: (event) => trackEvent('external', event),
    setSessionReplay,
    stopRecorder: () => recorder.stop(),
    warn: env.warn,
  });
  return telemetryMachine.provide({ ...host, actors: telemetryActors(recorder) });
}

/** The experiments chart with the app's actions, guards and actors. */
export function provideExperiments(env: ShellEnvironment) {
  const host = experimentsHost({ localStorage: env.localStorage, warn: env.warn });
  return experimentsMachine.provide({ ...host, actors: experimentsActors });
}
