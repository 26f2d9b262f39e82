/**
 * What the app does for the signer login chart: once the token is stored, the session reads who
 * is signed in and the signer goes on to their pages (the resume page, which the signer machine
 * routes from).
 */
export interface SignerLoginHostDeps {
  /** The session reads the stored token again (who is signed in). */
  refreshSession: () => void;
  /** On to the signer's pages. */
  continueSigning: () => void;
}

/** The signer login chart's host actions, for `signerLoginMachine.provide({ actions })`. */
export function signerLoginHost(deps: SignerLoginHostDeps) {
  return {
    signedIn: () => {
      deps.refreshSession();
      deps.continueSigning();
    },
  };
}
