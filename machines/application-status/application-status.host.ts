/**
 * What the app does for the application status chart: put the user on the screen the status asks
 * for (replacing the URL, so Back does not bounce them), leave the app (/dashboard) through the
 * navigation guard, end the session and reload (a co-deeder on the primary's application), log
 * a status the table does not know, and end the loader overlay once a screen is on screen.
 */
import { clearSession } from '../../src/api/session';
import type { NavigateParams, RedirectOutParams, WarnParams } from './application-status.types';

export interface ApplicationStatusHostDeps {
  /** A router navigation that replaces the history entry. */
  navigate: (to: string) => void;
  /** A full-page navigation out of the app, through the navigation guard. */
  leave: (url: string) => void;
  reload: () => void;
  /** Logged problems go through console.warn (console.error is reserved for real defects). */
  warn: (message: string, details: { checklistStatus: string | null }) => void;
  /** Forget the stored session (default: every key of the app's storage table). */
  clearSession?: () => void;
  /** End the page's loader overlay (the shell's; absent outside a shell). */
  endLoading?: () => void;
}

/** The status chart's host actions, for `applicationStatusMachine.provide({ actions })`. */
export function applicationStatusHost(deps: ApplicationStatusHostDeps) {
  return {
    navigate: (_: unknown, params: NavigateParams) => deps.navigate(params.to),
    redirectOut: (_: unknown, params: RedirectOutParams) => deps.leave(params.url),
    logoutAndReload: () => {
      (deps.clearSession ?? clearSession)();
      deps.reload();
    },
    warn: (_: unknown, params: WarnParams) =>
      deps.warn(params.message, { checklistStatus: params.checklistStatus }),
    endLoading: () => deps.endLoading?.(),
  };
}
