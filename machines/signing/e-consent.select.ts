/** Snapshot → what the e-consent gate shows (review-app/signdocs before the closing disclosure). */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { EConsentMachine } from './e-consent.machine';

export type EConsentSnapshot = SnapshotFrom<EConsentMachine>;

/** Which part shows: the check, its failure, the consent form, or the screen behind the gate. */
export type EConsentPart = 'checking' | 'checkFailed' | 'consent' | 'given';

export interface EConsentView {
  part: EConsentPart;
  /** A call is running (the consent form's button says "Saving"). */
  busy: boolean;
  /** The last failed call's words; null when there is none. */
  error: string | null;
}

export function selectEConsentPart(snapshot: EConsentSnapshot): EConsentPart {
  if (snapshot.matches('given')) return 'given';
  if (snapshot.matches('checkFailed')) return 'checkFailed';
  if (snapshot.matches('consentNeeded') || snapshot.matches('savingConsent')) return 'consent';
  return 'checking';
}

export function selectEConsentView(snapshot: EConsentSnapshot): EConsentView {
  const { error } = snapshot.context;
  return {
    part: selectEConsentPart(snapshot),
    busy: snapshot.hasTag('busy'),
    error: error === null ? null : errorMessageOf(error),
  };
}

export function sameEConsentView(a: EConsentView, b: EConsentView): boolean {
  return a.part === b.part && a.busy === b.busy && a.error === b.error;
}
