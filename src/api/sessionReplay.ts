/**
 * The session-replay port (shell §7: "a session-replay id and URL are added as headers when
 * available"; registration §7: PUT …/full-story-link with the replay URL). Production's replay SDK
 * (the lender's recorder, loaded by its own script) would expose the recording's id and URL; the
 * app only asks for them. Chosen at the entry point like the other providers (src/api/providers.ts):
 * absent, `noSessionReplay` (no recording, so no headers and no link). The sandbox hands a
 * stand-in that yields a made-up recording (src/sandbox/providers.ts).
 *
 * The telemetry chart starts it only when the user allowed analytics, and stops it when they
 * decline later (machines/telemetry).
 */
import type { SessionReplay } from './config';

export type { SessionReplay };

export interface SessionReplayProvider {
  /** Starts (or resumes) recording; the recording's id and URL, or null when there is none. */
  start(): Promise<SessionReplay | null>;
  /** Stops recording (the user declined analytics). */
  stop(): void;
}

/** Production's default until a replay SDK is wired in: nothing is recorded. */
export const noSessionReplay: SessionReplayProvider = {
  start: async () => null,
  stop: () => {},
};
