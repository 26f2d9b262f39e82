/**
 * What the app does for the logout chart: log out (the session machine's LOGOUT) and record the
 * leave survey's answer (telemetry, fire and forget).
 */
import { APP_BASE_PATH } from '../../src/domain/appPaths';

export interface LogoutHostDeps {
  /** Send LOGOUT to the session machine. */
  logout: () => void;
  /** A telemetry event, fire and forget. */
  track: (
    event: string,
    properties: { pagePath: string; eventProperties?: Record<string, unknown> },
  ) => void;
}

/** The telemetry event of a leave-survey answer. */
export const LEAVE_SURVEY_EVENT = 'HELOC: Leave Survey';

/** The logout chart's host actions, for `logoutMachine.provide({ actions })`. */
export function logoutHost(deps: LogoutHostDeps) {
  return {
    logout: () => deps.logout(),
    recordSurveyAnswer: (
      _: unknown,
      params: { reason: string; details?: string; pathname: string },
    ) => {
      deps.track(LEAVE_SURVEY_EVENT, {
        pagePath: `${APP_BASE_PATH}${params.pathname}`,
        eventProperties: { reason: params.reason, details: params.details },
      });
    },
  };
}
