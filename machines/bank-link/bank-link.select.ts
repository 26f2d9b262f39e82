/** Snapshot → what the bank-link dialog and the pages around it show. */
import type { SnapshotFrom } from 'xstate';
import type { BankAccount, Institution, ProviderAccount } from '../../src/api/bankLink';
import { errorMessageOf } from '../step-screen/step-screen.select';
import type { BankLinkMachine } from './bank-link.machine';

export type BankLinkSnapshot = SnapshotFrom<BankLinkMachine>;

/**
 * - closed: the provider is not open (before, or after the user closed it).
 * - starting: opening (link token, banks).
 * - institutions: the list of banks.
 * - credentials: the bank's sign-in form (`credentialsError` after a wrong password).
 * - connecting: signing in, or asking where the OAuth bank is (`slow` after a few seconds).
 * - accounts: choose checking or savings.
 * - linking: the account is being linked and saved.
 * - failed: a call failed (`errorMessage`; `canRetry` / `canGoBack`).
 * - expired: the link session expired; `canRestart`.
 * - leaving: on the way to the OAuth bank.
 * - denied: the borrower did not allow access at the OAuth bank.
 * - linked: done (`account`).
 */
export type BankLinkPhase =
  | 'closed'
  | 'starting'
  | 'institutions'
  | 'credentials'
  | 'connecting'
  | 'accounts'
  | 'linking'
  | 'failed'
  | 'expired'
  | 'leaving'
  | 'denied'
  | 'linked';

export interface BankLinkView {
  phase: BankLinkPhase;
  open: boolean;
  busy: boolean;
  slow: boolean;
  institutions: Institution[];
  institution: Institution | null;
  accounts: ProviderAccount[];
  account: BankAccount | null;
  credentialsError: string | null;
  errorMessage: string | null;
  canRetry: boolean;
  canGoBack: boolean;
  canClose: boolean;
}

function phaseOf(snapshot: BankLinkSnapshot): BankLinkPhase {
  if (snapshot.matches('idle') || snapshot.matches('entering')) return 'closed';
  if (snapshot.matches('starting') || snapshot.matches('resuming')) return 'starting';
  if (snapshot.matches({ session: 'choosingInstitution' })) return 'institutions';
  if (snapshot.matches({ session: 'enteringCredentials' })) return 'credentials';
  if (
    snapshot.matches({ session: 'checkingCredentials' }) ||
    snapshot.matches({ session: 'connectingOAuth' })
  ) {
    return 'connecting';
  }
  if (snapshot.matches({ session: 'choosingAccount' })) return 'accounts';
  if (snapshot.matches({ session: 'linking' }) || snapshot.matches('exchanging')) return 'linking';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('leftForBank')) return 'leaving';
  if (snapshot.matches('oauthDenied')) return 'denied';
  if (snapshot.matches('linked')) return 'linked';
  return 'failed';
}

export function selectBankLinkView(snapshot: BankLinkSnapshot): BankLinkView {
  const phase = phaseOf(snapshot);
  const { context } = snapshot;
  return {
    phase,
    open: snapshot.hasTag('open'),
    busy: snapshot.hasTag('busy'),
    slow: snapshot.hasTag('slow'),
    institutions: context.institutions,
    institution: context.institution,
    accounts: context.accounts,
    account: context.account,
    credentialsError: context.credentialsError,
    errorMessage:
      phase === 'failed' && context.error !== null ? errorMessageOf(context.error) : null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    canGoBack: snapshot.can({ type: 'BACK' }),
    canClose: snapshot.can({ type: 'CLOSE' }),
  };
}

export function sameBankLinkView(a: BankLinkView, b: BankLinkView): boolean {
  return (
    a.phase === b.phase &&
    a.open === b.open &&
    a.busy === b.busy &&
    a.slow === b.slow &&
    a.institutions === b.institutions &&
    a.institution === b.institution &&
    a.accounts === b.accounts &&
    a.account === b.account &&
    a.credentialsError === b.credentialsError &&
    a.errorMessage === b.errorMessage &&
    a.canRetry === b.canRetry &&
    a.canGoBack === b.canGoBack &&
    a.canClose === b.canClose
  );
}
