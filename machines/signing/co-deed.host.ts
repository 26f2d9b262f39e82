/**
 * What the app does for the co-deed chart: once every additional signer has signed and the
 * `co-deed` step is posted, tell the application status machine (it finds the next screen).
 */
export interface CoDeedHostDeps {
  /** Send STEP.COMPLETED to the application status machine. */
  stepCompleted: () => void;
}

/** The co-deed chart's host actions, for `coDeedMachine.provide({ actions })`. */
export function coDeedHost(deps: CoDeedHostDeps) {
  return {
    stepCompleted: () => deps.stepCompleted(),
  };
}
