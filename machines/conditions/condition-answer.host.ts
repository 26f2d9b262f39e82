/**
 * What the app does for the condition answer chart: where an answered condition leads. Some
 * conditions left: back to the list. None left: the borrower goes to the application's entry,
 * which re-asks the status and routes on (a signer's page gives its own `noneLeft`).
 */
export interface ConditionAnswerHostDeps {
  /** Go to a page of the app (`replace` leaves no history entry). */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The conditions list to go back to. */
  listPath: string;
  /** The application's entry (routes by status), for the borrower. */
  entryPath: string;
  /** Nothing of this person's is left open; default: replace the page with `entryPath`. */
  noneLeft?: () => void;
  /** Tells the person their answer went through (the shell's toast), before leaving the page. */
  confirm?: () => void;
}

/** The answer chart's host actions, for `conditionAnswerMachine.provide({ actions })`. */
export function conditionAnswerHost(deps: ConditionAnswerHostDeps) {
  return {
    backToList: () => {
      deps.confirm?.();
      deps.navigate(deps.listPath);
    },
    // The entry re-asks the status and routes on (a refresh would keep the condition page).
    refreshStatus: () => {
      deps.confirm?.();
      if (deps.noneLeft) deps.noneLeft();
      else deps.navigate(deps.entryPath, { replace: true });
    },
  };
}
