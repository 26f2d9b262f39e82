/**
 * What the app does for the eNotary chart: tell the machine that routes next when the session is
 * notarized and the step posted, and (the borrower's page) leave for notary/error when the
 * session failed or was cancelled. A signer's page shows the ended session in place instead.
 */
export interface NotarySessionHostDeps {
  /** Send STEP.COMPLETED to the machine that finds the next screen. */
  stepCompleted: () => void;
  /** The session failed or was cancelled; leave out to show it on the page (the chart's `ended`). */
  sessionEnded?: () => void;
}

/** The eNotary chart's host actions, for `notarySessionMachine.provide({ actions })`. */
export function notarySessionHost(deps: NotarySessionHostDeps) {
  return {
    stepCompleted: () => deps.stepCompleted(),
    sessionEnded: () => deps.sessionEnded?.(),
  };
}
