/**
 * What the app does for the signer chart: put the signer on the page the co-deed status asks for.
 * The old URL is replaced, so Back does not bounce the signer.
 */
import type { NavigateParams } from './signer.types';

export interface SignerHostDeps {
  /** A router navigation that replaces the history entry. */
  navigate: (to: string) => void;
}

/** The signer chart's host actions, for `signerMachine.provide({ actions })`. */
export function signerHost(deps: SignerHostDeps) {
  return {
    navigate: (_: unknown, params: NavigateParams) => deps.navigate(params.to),
  };
}
