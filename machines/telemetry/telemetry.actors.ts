/**
 * The real actors of the telemetry chart: the session request (external context: no token, so a
 * stale one can never turn telemetry into a login redirect), the session recorder the entry point
 * chose, and the application's replay link. Each forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import { saveSessionReplayLink } from '../../src/api/application';
import { noSessionReplay, type SessionReplayProvider } from '../../src/api/sessionReplay';
import { startTelemetrySession, type TelemetrySessionAnswer } from '../../src/api/telemetry';
import type { ReplayLinkInput, SessionReplay, SessionRequestInput } from './telemetry.types';

/** POST /ft/external/session (shell §7), resuming the device's key when there is one. */
export const startSession = fromPromise<TelemetrySessionAnswer, SessionRequestInput>(
  ({ input, signal }) => startTelemetrySession('external', input.request, { signal }),
);

/** PUT {application base}/{uuid}/full-story-link with the recording's URL (registration §7). */
export const saveReplayLink = fromPromise<void, ReplayLinkInput>(({ input, signal }) =>
  saveSessionReplayLink(input.applicationUuid, input.link, {
    signal,
    // Why: a visitor's or a stale session's 401 is not a reason to send anyone to the login.
    redirectOnUnauthenticated: false,
  }),
);

/** The chart's actors, with the session recorder the entry point chose (none: production's default). */
export function telemetryActors(recorder: SessionReplayProvider = noSessionReplay) {
  return {
    startSession,
    startReplay: fromPromise<SessionReplay | null, Record<string, never>>(() => recorder.start()),
    saveReplayLink,
  };
}
