/** Snapshot → what signing/additional shows. */
import type { SnapshotFrom } from 'xstate';
import type { CoDeedSigner } from '../../src/api/signing';
import { hasSigned } from '../../src/domain/signing';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { CoDeedMachine } from './co-deed.machine';

export type CoDeedSnapshot = SnapshotFrom<CoDeedMachine>;

export type CoDeedPhase =
  'loading' | 'loadFailed' | 'ready' | 'inviting' | 'completing' | 'completeFailed' | 'done';

export interface CoDeedView {
  phase: CoDeedPhase;
  /** The signers are on screen (read at least once). */
  listed: boolean;
  signers: CoDeedSigner[];
  signedCount: number;
  /** A failed load or step post, in words. */
  error: string | null;
  /** A refused invitation, in words (the form stays as typed). */
  inviteError: string | null;
  /** Invitations sent from this screen: the form starts afresh when it grows. */
  invitesSent: number;
  inviting: boolean;
  completing: boolean;
  completeFailed: boolean;
  /**
   * The list stopped refreshing (its re-reads failed 5 times in a row, or answered 400): `error`
   * says why, and RETRY reads again.
   */
  pollStopped: boolean;
  canContinue: boolean;
}

export function selectCoDeedPhase(snapshot: CoDeedSnapshot): CoDeedPhase {
  const value = snapshot.value;
  return (typeof value === 'string' ? value : 'ready') as CoDeedPhase;
}

export function selectCoDeedView(snapshot: CoDeedSnapshot): CoDeedView {
  const { context } = snapshot;
  const phase = selectCoDeedPhase(snapshot);
  return {
    phase,
    listed: phase !== 'loading' && phase !== 'loadFailed',
    signers: context.signers,
    signedCount: context.signers.filter(hasSigned).length,
    error: context.error === null ? null : errorMessageOf(context.error),
    inviteError: context.inviteError === null ? null : errorMessageOf(context.inviteError),
    invitesSent: context.invitesSent,
    inviting: phase === 'inviting',
    completing: phase === 'completing',
    completeFailed: phase === 'completeFailed',
    pollStopped: snapshot.matches({ ready: 'stopped' }),
    canContinue: snapshot.can({ type: 'CONTINUE' }),
  };
}

export function sameCoDeedView(a: CoDeedView, b: CoDeedView): boolean {
  return (
    a.phase === b.phase &&
    a.signers === b.signers &&
    a.error === b.error &&
    a.inviteError === b.inviteError &&
    a.invitesSent === b.invitesSent &&
    a.pollStopped === b.pollStopped &&
    a.canContinue === b.canContinue
  );
}
