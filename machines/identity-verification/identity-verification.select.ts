/** Snapshot → what the identity screen shows. Primitives only, compared shallowly. */
import type { SnapshotFrom } from 'xstate';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { IdentityVerificationMachine } from './identity-verification.machine';

export type IdentityVerificationSnapshot = SnapshotFrom<IdentityVerificationMachine>;

export type IdentityPhase =
  | 'loading'
  | 'loadFailed'
  | 'form'
  | 'verifying'
  | 'tookTooLong'
  /** The verifying reads failed 5 times in a row: say so, Try again (RETRY). */
  | 'checkFailed'
  | 'submitFailed'
  | 'failed'
  | 'pendingReview'
  | 'verified';

export interface IdentityView {
  phase: IdentityPhase;
  /** A call is under way (the form's button is busy). */
  busy: boolean;
  /** The step post failed after VERIFIED: offer Retry. */
  completeFailed: boolean;
  errorMessage: string | null;
  /** A PENDING_REVIEW re-read answered the same. */
  stillReviewing: boolean;
}

export function selectIdentityView(snapshot: IdentityVerificationSnapshot): IdentityView {
  const { context } = snapshot;
  let phase: IdentityPhase = 'form';
  if (snapshot.matches('loading')) phase = 'loading';
  else if (snapshot.matches('loadFailed')) phase = 'loadFailed';
  else if (snapshot.hasTag('verifying')) phase = 'verifying';
  else if (snapshot.matches('tookTooLong')) phase = 'tookTooLong';
  else if (snapshot.matches('checkFailed')) phase = 'checkFailed';
  else if (snapshot.matches('submitFailed')) phase = 'submitFailed';
  else if (snapshot.matches('failed')) phase = 'failed';
  else if (snapshot.matches('pendingReview') || snapshot.matches('rechecking'))
    phase = 'pendingReview';
  else if (snapshot.hasTag('verified')) phase = 'verified';
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    completeFailed: snapshot.matches('completeFailed'),
    errorMessage: context.error ? errorMessageOf(context.error) : null,
    stillReviewing: context.stillReviewing,
  };
}

export function sameIdentityView(a: IdentityView, b: IdentityView): boolean {
  return (
    a.phase === b.phase &&
    a.busy === b.busy &&
    a.completeFailed === b.completeFailed &&
    a.errorMessage === b.errorMessage &&
    a.stillReviewing === b.stillReviewing
  );
}
