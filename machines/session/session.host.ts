/**
 * What the app does for the session chart: leave the single-page app (hosted login,
 * /auth/login), forget the stored session, end it and reload (a co-deeder on the primary's
 * application), and report an error the error fallback showed (console.warn and telemetry).
 * The shell gives its environment (src/app/shell/environment.ts).
 */
import { configureApi } from '../../src/api/config';
import { APP_BASE } from './session.rules';
import type { ErrorReportParams, NavigateOutParams } from './session.types';

/** A telemetry event's properties (the shell's `track`). */
export interface SessionTrackProperties {
  pagePath: string;
  identityId?: string | null;
  eventProperties?: Record<string, unknown>;
}

export interface SessionHostDeps {
  /** A full-page navigation out of the app, through the navigation guard. */
  navigateOut: (url: string) => void;
  /** Forget the bearer token and the session-only keys. */
  clearSession: () => void;
  reload: () => void;
  /** A telemetry event, fire and forget. */
  track: (event: string, properties: SessionTrackProperties) => void;
  /** Logged errors go through console.warn (console.error is reserved for real defects). */
  warn: (...args: unknown[]) => void;
  /** Every later call's base URL (undefined: relative to the page). Default: the API client's. */
  setApiBaseUrl?: (baseUrl: string | undefined) => void;
}

/** The telemetry event of an error the error fallback showed. */
export const ERROR_FALLBACK_EVENT = 'HELOC: Error Fallback';

/** The session chart's host actions, for `sessionMachine.provide({ actions })`. */
export function sessionHost(deps: SessionHostDeps) {
  return {
    navigateOut: (_: unknown, params: NavigateOutParams) => deps.navigateOut(params.url),
    clearSession: () => deps.clearSession(),
    useApiBase: (_: unknown, params: { baseUrl: string | undefined }) =>
      (deps.setApiBaseUrl ?? ((baseUrl) => configureApi({ baseUrl })))(params.baseUrl),
    logoutAndReload: () => {
      deps.clearSession();
      deps.reload();
    },
    reportError: (_: unknown, params: ErrorReportParams) => {
      deps.warn(ERROR_FALLBACK_EVENT, params.message, params.pathname);
      deps.track(ERROR_FALLBACK_EVENT, {
        pagePath: `${APP_BASE}${params.pathname}`,
        identityId: params.identityUuid,
        eventProperties: { message: params.message, orgCode: params.orgCode },
      });
    },
  };
}
