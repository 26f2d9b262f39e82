/**
 * What the app does for the identity-verification chart: once the ID is verified (and, for the
 * borrower, `verify-identity` posted), tell the machine that routes next (the application status
 * machine for the borrower, the signer machine for an additional signer).
 */
export interface IdentityVerificationHostDeps {
  /** Send STEP.COMPLETED to the machine that finds the next screen. */
  stepCompleted: () => void;
}

/** The chart's host actions, for `identityVerificationMachine.provide({ actions })`. */
export function identityVerificationHost(deps: IdentityVerificationHostDeps) {
  return {
    stepCompleted: () => deps.stepCompleted(),
  };
}
