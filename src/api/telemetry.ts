import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions, RequestContext } from './client';
import { textOrNumber } from './common';

/** The path segment of the telemetry service; "external" before sign-in (no token sent). */
export type TelemetryContext = RequestContext;

/** Sent in the session body (shell §3 Telemetry session). */
export const TELEMETRY_PLATFORM = 'WEB';
export const TELEMETRY_LIBRARY_VERSION = '2.2.24';

export const SessionKeySchema = z.object({
  uuid: z.string(),
  epoch: textOrNumber,
  trackerUuid: z.string(),
});
export type SessionKey = z.infer<typeof SessionKeySchema>;

/** Session failure after 3 tries (shell §8, status 500). */
export const SESSION_RETRIES_FAILED_MESSAGE =
  'An error occurred while establishing a session, retries failed.';
/** A decision request made without a telemetry session (shell §8). */
export const NO_SESSION_MESSAGE = 'Could not establish session.';

/** A missing sessionKey is allowed here: the session machine retries and then fails (3 tries). */
export const TelemetrySessionAnswerSchema = z.object({ sessionKey: z.nullish(SessionKeySchema) });
export type TelemetrySessionAnswer = z.infer<typeof TelemetrySessionAnswerSchema>;

export interface TelemetrySessionRequest {
  referrer: string;
  queryParams: Record<string, string>;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  /** The session being resumed, if any. */
  sessionKey?: SessionKey | null;
  appVersion: string;
}

export interface TelemetryEvent {
  domain: string;
  queryParams?: Record<string, string>;
  pagePath: string;
  event: string;
  sessionKey: SessionKey;
  identityId?: string;
  applicationUuid?: string;
  eventType?: string;
  productType?: string;
  eventProperties?: Record<string, unknown>;
  /** Default true. */
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

export function startTelemetrySession(
  context: TelemetryContext,
  request: TelemetrySessionRequest,
  options: CallOptions = {},
): Promise<TelemetrySessionAnswer> {
  return apiRequest(`/ft/${context}/session`, {
    ...options,
    method: 'POST',
    context,
    body: { platform: TELEMETRY_PLATFORM, libraryVersion: TELEMETRY_LIBRARY_VERSION, ...request },
    schema: TelemetrySessionAnswerSchema,
  });
}

export async function trackEvent(
  context: TelemetryContext,
  event: TelemetryEvent,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest(`/ft/${context}/event`, {
    ...options,
    method: 'POST',
    context,
    body: { dontDedupe: true, ...event },
  });
}
