/**
 * Snapshot → what the shell and the staff tools may read. No screen waits for telemetry: these
 * are for the staff tools, tests and the session's flag request (the tracker id).
 */
import type { SnapshotFrom } from 'xstate';
import type { telemetryMachine } from './telemetry.machine';

export type TelemetrySnapshot = SnapshotFrom<typeof telemetryMachine>;

export type TelemetryPhase = 'off' | 'establishing' | 'tracking' | 'failed';

export function selectTelemetryPhase(snapshot: TelemetrySnapshot): TelemetryPhase {
  if (snapshot.hasTag('off')) return 'off';
  if (snapshot.hasTag('tracking')) return 'tracking';
  if (snapshot.hasTag('sessionPending')) return 'establishing';
  return 'failed';
}

/** The browser's tracker id once the session exists (the flag request's trackerId). */
export const selectTrackerId = (snapshot: TelemetrySnapshot): string | null =>
  snapshot.context.sessionKey?.trackerUuid || null;

/** The session recording calls carry, if any. */
export const selectReplay = (snapshot: TelemetrySnapshot) => snapshot.context.replay;

/** Page views waiting for the session. */
export const selectQueuedViews = (snapshot: TelemetrySnapshot): number =>
  snapshot.context.queue.length;
