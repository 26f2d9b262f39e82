/**
 * What the app does for the signing chart: when every document is signed and the step posted,
 * tell whoever routes next (the application status machine for the borrower, the signer machine
 * for an additional signer).
 */
export interface SigningHostDeps {
  /** Send STEP.COMPLETED to the machine that finds the next screen. */
  stepCompleted: () => void;
}

/** The signing chart's host actions, for `signingMachine.provide({ actions })`. */
export function signingHost(deps: SigningHostDeps) {
  return {
    stepCompleted: () => deps.stepCompleted(),
  };
}
