/**
 * Snapshot → what the signer pages show. Views read this instead of matching states themselves,
 * so a guard is never re-derived in JSX.
 */
import type { SnapshotFrom } from 'xstate';
import type { CoDeedStatus } from '../../src/api/application';
import { isApiError, userMessageOf } from '../../src/api/errors';
import { NOT_A_SIGNER_MESSAGE, signerScreenFor, type SignerScreen } from '../../src/domain/signer';
import type { SignerMachine } from './signer.machine';

export type SignerSnapshot = SnapshotFrom<SignerMachine>;

/**
 * - loading: a spinner while the co-deed status is read.
 * - waiting: the lender is reviewing the ID; the identity page says so while the status is polled.
 * - ready: the page shown is the right one.
 * - error: the status could not be read; offer RETRY when `canRetry`.
 * - notSigner: the signed-in user is not a signer on this application (no retry).
 * - leaving: the signer left; nothing runs any more.
 */
export type SignerPhase = 'loading' | 'ready' | 'waiting' | 'error' | 'notSigner' | 'leaving';

export interface SignerView {
  phase: SignerPhase;
  /** The last co-deed status answer; null before the first one. */
  status: CoDeedStatus | null;
  /** The page the status asks for; null before the first answer. */
  screen: SignerScreen | null;
  /** Show the retry button (sends RETRY). */
  canRetry: boolean;
  /** The message for the error and notSigner views; undefined in the other phases. */
  errorMessage: string | undefined;
}

export function selectSignerPhase(snapshot: SignerSnapshot): SignerPhase {
  if (snapshot.status === 'done') return 'leaving';
  if (snapshot.hasTag('notSigner')) return 'notSigner';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('waiting')) return 'waiting';
  if (snapshot.hasTag('loading')) return 'loading';
  return 'ready';
}

function errorMessageOf(phase: SignerPhase, error: unknown): string | undefined {
  if (phase === 'notSigner') return NOT_A_SIGNER_MESSAGE;
  if (phase !== 'error') return undefined;
  return isApiError(error) ? userMessageOf(error) : undefined;
}

export function selectSignerView(snapshot: SignerSnapshot): SignerView {
  const { context } = snapshot;
  const phase = selectSignerPhase(snapshot);
  return {
    phase,
    status: context.status,
    screen: context.status ? signerScreenFor(context.status) : null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    errorMessage: errorMessageOf(phase, context.error),
  };
}

/**
 * Equality for `useSelector`: the view changes only when what it shows changes (the status is
 * replaced by every poll, so it is compared by reference: a new answer is a new object anyway).
 */
export function sameSignerView(a: SignerView, b: SignerView): boolean {
  return (
    a.phase === b.phase &&
    a.status === b.status &&
    a.screen === b.screen &&
    a.canRetry === b.canRetry &&
    a.errorMessage === b.errorMessage
  );
}
