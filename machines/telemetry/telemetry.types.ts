/**
 * Types of the telemetry chart (machines/telemetry). The chart file stays lean; what each field
 * means and who sends which event is written here.
 */
import type { SessionReplay } from '../../src/api/sessionReplay';
import type {
  SessionKey,
  TelemetryEvent,
  TelemetrySessionAnswer,
  TelemetrySessionRequest,
} from '../../src/api/telemetry';

export type { SessionKey, SessionReplay, TelemetryEvent, TelemetrySessionAnswer };

/** What the page tells the session request (shell §3), read once by the shell at start. */
export type PageFacts = Omit<TelemetrySessionRequest, 'sessionKey'>;

/** The device's stored key (shell §3 device storage); empty strings where nothing is stored. */
export interface StoredTelemetryKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

export interface TelemetryInput {
  /** The user has not declined analytics in their privacy choices. */
  analytics: boolean;
  /** `location.hostname`: the events' `domain`. */
  domain: string;
  /** The key stored on the device, resumed by the session request. */
  storedKey: StoredTelemetryKey | null;
  page: PageFacts;
}

/** A page view waiting for the session (or being sent). */
export interface PageView {
  /** The full path, app base included (`/account/heloc/register-v2`). */
  pagePath: string;
  /** Allow-listed query parameters only (src/domain/queryParams.ts TELEMETRY_PARAMS). */
  queryParams: Record<string, string>;
  applicationUuid: string | null;
  identityId: string | null;
}

export interface TelemetryContext {
  analytics: boolean;
  domain: string;
  page: PageFacts;
  /** The key to resume (the device's, or the one this page started). */
  resumeKey: SessionKey | null;
  /** The session events are sent with; null until established. */
  sessionKey: SessionKey | null;
  /** Session requests made in this round (1 to SESSION_ATTEMPTS). */
  attempts: number;
  /** Page views seen before the session existed, oldest first. */
  queue: PageView[];
  /** The path of the last page view taken (de-duplication). */
  lastPagePath: string | null;
  /** The application in the URL (the events' applicationUuid, the replay link's application). */
  applicationUuid: string | null;
  identityId: string | null;
  replay: SessionReplay | null;
}

export type TelemetryEventIn =
  /** The router moved (LocationSync forwards every location). */
  | { type: 'PAGE.VIEWED'; pathname: string; search: string }
  /** The session machine knows who is signed in (null: signed out). */
  | { type: 'IDENTITY.CHANGED'; identityId: string | null }
  /** The user saved their privacy choices. */
  | { type: 'CONSENT.CHANGED'; analytics: boolean };

export interface SessionRequestInput {
  request: TelemetrySessionRequest;
}

export interface ReplayLinkInput {
  applicationUuid: string;
  link: string;
}

/** Params of the app-provided actions. */
export interface ReportParams {
  message: string;
  attempts?: number;
}
