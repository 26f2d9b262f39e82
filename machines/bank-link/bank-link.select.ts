/** Snapshot → what the bank pages show around the bank-link provider. */
import type { SnapshotFrom } from 'xstate';
import type { BankAccount } from '../../src/api/bankLink';
import { BANK_LINK_UNAVAILABLE_MESSAGE } from '../../src/api/bankLinkProvider';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { BankLinkMachine } from './bank-link.machine';

export type BankLinkSnapshot = SnapshotFrom<BankLinkMachine>;

/**
 * - closed: the provider is not open (before, or after the borrower closed it).
 * - starting: asking the lender for a link token.
 * - open: the provider's own overlay is open (it shows itself).
 * - linking: the lender is saving the linked account.
 * - failed: a call failed, or the provider closed on an error (`errorMessage`; `canRetry`).
 * - unavailable: the provider could not be opened at all (fails closed: Try again, or by hand).
 * - expired: the link token expired; `canRestart`.
 * - linked: done (`account`).
 */
export type BankLinkPhase =
  'closed' | 'starting' | 'open' | 'linking' | 'failed' | 'unavailable' | 'expired' | 'linked';

export interface BankLinkView {
  phase: BankLinkPhase;
  busy: boolean;
  account: BankAccount | null;
  errorMessage: string | null;
  canRetry: boolean;
  canClose: boolean;
  canRestart: boolean;
}

function phaseOf(snapshot: BankLinkSnapshot): BankLinkPhase {
  if (snapshot.matches('idle') || snapshot.matches('entering')) return 'closed';
  if (snapshot.matches('starting')) return 'starting';
  if (snapshot.matches('providerOpen')) return 'open';
  if (snapshot.matches('exchanging')) return 'linking';
  if (snapshot.matches('providerUnavailable')) return 'unavailable';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('linked')) return 'linked';
  return 'failed';
}

function messageOf(snapshot: BankLinkSnapshot, phase: BankLinkPhase): string | null {
  const { context } = snapshot;
  // Why not the error's own text: whatever broke inside the provider, the borrower reads ours.
  if (phase === 'unavailable') return BANK_LINK_UNAVAILABLE_MESSAGE;
  if (phase !== 'failed') return null;
  if (context.providerError) return context.providerError.message;
  return context.error !== null ? errorMessageOf(context.error) : null;
}

export function selectBankLinkView(snapshot: BankLinkSnapshot): BankLinkView {
  const phase = phaseOf(snapshot);
  return {
    phase,
    busy: snapshot.hasTag('busy'),
    account: snapshot.context.account,
    errorMessage: messageOf(snapshot, phase),
    canRetry: snapshot.can({ type: 'RETRY' }),
    canClose: snapshot.can({ type: 'CLOSE' }),
    canRestart: snapshot.can({ type: 'RESTART' }),
  };
}

export function sameBankLinkView(a: BankLinkView, b: BankLinkView): boolean {
  return (
    a.phase === b.phase &&
    a.busy === b.busy &&
    a.account === b.account &&
    a.errorMessage === b.errorMessage &&
    a.canRetry === b.canRetry &&
    a.canClose === b.canClose &&
    a.canRestart === b.canRestart
  );
}
