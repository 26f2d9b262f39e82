/** Feedback snapshot → the modal's view model; and who is offered the form (session). */
import type { SnapshotFrom } from 'xstate';
import { isMainBrand } from '../../src/domain/brands';
import type { CeoFeedbackErrors, CeoFeedbackValues } from '../../src/domain/ceoFeedback';
import { selectBrand, selectSignedIn, type SessionSnapshot } from '../session/session.select';
import type { FeedbackMachine } from './feedback.machine';

export interface FeedbackView {
  open: boolean;
  sending: boolean;
  values: CeoFeedbackValues;
  errors: CeoFeedbackErrors;
  /** Failed submits so far: the view moves focus to the first invalid field on each. */
  attempts: number;
  serverError: string | null;
  /** The modal may be closed now (not while sending). */
  canClose: boolean;
}

export function selectFeedbackView(snapshot: SnapshotFrom<FeedbackMachine>): FeedbackView {
  const { context } = snapshot;
  return {
    open: snapshot.hasTag('open'),
    sending: snapshot.hasTag('sending'),
    values: context.values,
    errors: context.errors,
    attempts: context.attempts,
    serverError: context.serverError,
    canClose: snapshot.can({ type: 'FEEDBACK.CLOSE' }),
  };
}

/** The modal is open (the shell loads its code then). */
export function selectFeedbackOpen(snapshot: SnapshotFrom<FeedbackMachine>): boolean {
  return snapshot.hasTag('open');
}

/** Feedback to the CEO is offered to signed-in users of the main brand only (shell §4, §6). */
export function selectCeoFeedbackOffered(session: SessionSnapshot): boolean {
  return selectSignedIn(session) && isMainBrand(selectBrand(session));
}
