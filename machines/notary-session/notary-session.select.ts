/** Snapshot → what the eNotary page shows (notary/session, heloc-signer/notary). */
import type { SnapshotFrom } from 'xstate';
import type { NotarySession } from '../../src/api/notary';
import { isSessionOver } from '../../src/domain/notary';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { NotarySessionMachine } from './notary-session.machine';

export type NotarySessionSnapshot = SnapshotFrom<NotarySessionMachine>;

/** Which part of the page shows. */
export type NotarySessionPart =
  'loading' | 'loadFailed' | 'prepare' | 'inProgress' | 'complete' | 'completeFailed' | 'ended';

export interface NotarySessionView {
  part: NotarySessionPart;
  /** JOIN is running (the button says "Joining"). */
  joining: boolean;
  session: NotarySession | null;
  /** The last session is over (failed or cancelled): the prepare part says so. */
  lastSessionOver: boolean;
  /** The session's reads failed 5 times in a row: `error` says why, RETRY reads again. */
  pollStopped: boolean;
  error: string | null;
}

export function selectNotarySessionPart(snapshot: NotarySessionSnapshot): NotarySessionPart {
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('prepare') || snapshot.matches('joining')) return 'prepare';
  if (snapshot.matches('inProgress')) return 'inProgress';
  if (snapshot.matches('completing') || snapshot.matches('done')) return 'complete';
  if (snapshot.matches('completeFailed')) return 'completeFailed';
  if (snapshot.matches('ended')) return 'ended';
  // loading, and the checks of a loaded session before it is routed.
  return 'loading';
}

export function selectNotarySessionView(snapshot: NotarySessionSnapshot): NotarySessionView {
  const { session, error } = snapshot.context;
  return {
    part: selectNotarySessionPart(snapshot),
    joining: snapshot.matches('joining'),
    session,
    lastSessionOver: session !== null && isSessionOver(session.status),
    pollStopped: snapshot.matches({ inProgress: 'stopped' }),
    error: error === null ? null : errorMessageOf(error),
  };
}

export function sameNotarySessionView(a: NotarySessionView, b: NotarySessionView): boolean {
  return (
    a.part === b.part &&
    a.joining === b.joining &&
    a.session === b.session &&
    a.lastSessionOver === b.lastSessionOver &&
    a.pollStopped === b.pollStopped &&
    a.error === b.error
  );
}
