/**
 * What the app does for the telemetry chart: keep the session key on the device (shell §3 device
 * storage), post events fire and forget, log failures (console.warn, never shown), put the
 * recording on the calls' headers, and remember per application that its replay link was saved
 * (localStorage, src/domain/appStorage.ts). The shell gives its environment.
 */
import type { SessionReplay } from '../../src/api/sessionReplay';
import type { SessionKey, TelemetryEvent } from '../../src/api/telemetry';
import { REPLAY_LINK_SAVED_KEY, markedApplications, withMark } from './telemetry.rules';
import type { ReportParams } from './telemetry.types';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Telemetry device storage (shell §3): session uuid and epoch per tab, tracker per browser. */
export const TELEMETRY_STORAGE_KEYS = {
  uuid: 'telemetry_uuid',
  epoch: 'telemetry_epoch',
  trackerUuid: 'telemetry_trackerUuid',
} as const;

export interface TelemetryHostDeps {
  sessionStorage: KeyValueStorage;
  localStorage: KeyValueStorage;
  /** Posts one event; the host ignores its failure. */
  post: (event: TelemetryEvent) => Promise<unknown>;
  /** Puts the recording on every call's headers (null: takes it off). */
  setSessionReplay: (replay: SessionReplay | null) => void;
  /** Stops the session recorder. */
  stopRecorder: () => void;
  warn: (...args: unknown[]) => void;
}

/** Reads the device's stored key (empty strings where nothing is stored). */
export function readStoredKey(session: KeyValueStorage, local: KeyValueStorage) {
  return {
    uuid: session.getItem(TELEMETRY_STORAGE_KEYS.uuid) ?? '',
    epoch: Number(session.getItem(TELEMETRY_STORAGE_KEYS.epoch) ?? 0) || 0,
    trackerUuid: local.getItem(TELEMETRY_STORAGE_KEYS.trackerUuid) ?? '',
  };
}

function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // Storage full or blocked: the next page starts another session.
  }
}

/** The telemetry chart's host actions and guards, for `telemetryMachine.provide(...)`. */
export function telemetryHost(deps: TelemetryHostDeps) {
  return {
    actions: {
      keepSession: (_: unknown, params: { sessionKey: SessionKey }) =>
        attempt(() => {
          deps.sessionStorage.setItem(TELEMETRY_STORAGE_KEYS.uuid, params.sessionKey.uuid);
          deps.sessionStorage.setItem(
            TELEMETRY_STORAGE_KEYS.epoch,
            String(params.sessionKey.epoch),
          );
          deps.localStorage.setItem(
            TELEMETRY_STORAGE_KEYS.trackerUuid,
            params.sessionKey.trackerUuid,
          );
        }),
      sendEvents: (_: unknown, params: { events: TelemetryEvent[] }) => {
        for (const event of params.events) {
          deps.post(event).catch(() => {
            // Fire and forget: telemetry never disturbs the user.
          });
        }
      },
      report: (_: unknown, params: ReportParams) =>
        deps.warn('Telemetry:', params.message, params.attempts ?? ''),
      applyReplay: (_: unknown, params: { replay: SessionReplay | null }) =>
        deps.setSessionReplay(params.replay),
      stopRecorder: () => deps.stopRecorder(),
      markReplayLink: (_: unknown, params: { applicationUuid: string; saved: boolean }) =>
        attempt(() =>
          deps.localStorage.setItem(
            REPLAY_LINK_SAVED_KEY,
            withMark(
              deps.localStorage.getItem(REPLAY_LINK_SAVED_KEY),
              params.applicationUuid,
              params.saved,
            ),
          ),
        ),
    },
    guards: {
      replayLinkUnsaved: (_: unknown, params: { applicationUuid: string | null }) =>
        params.applicationUuid !== null &&
        !markedApplications(deps.localStorage.getItem(REPLAY_LINK_SAVED_KEY)).includes(
          params.applicationUuid,
        ),
    },
  };
}
