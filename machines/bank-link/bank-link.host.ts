/**
 * What the app does for the bank-link chart: keep the link in session storage while the provider
 * is open (an OAuth bank may leave the app; plaid-oauth-success reads it back), forget it when the
 * link is over, and move the page on once the account is linked.
 */
import type { BankAccount } from '../../src/api/bankLink';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../src/domain/bankLinkStorage';
import type { RememberLinkParams } from './bank-link.machine';

type LinkStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/**
 * What plaid-oauth-success reads back after an OAuth bank (session storage, see the keys):
 * written before the provider opens, since the provider may leave for the bank at any point.
 */
export function rememberBankLink(
  params: RememberLinkParams,
  storage: LinkStorage = globalThis.sessionStorage,
): void {
  storage.setItem(PLAID_APPLICATION_UUID_KEY, params.applicationUuid);
  storage.setItem(PLAID_LINK_TOKEN_KEY, params.linkToken);
  storage.setItem(PLAID_LINK_PURPOSE_KEY, params.purpose);
}

/** The kept link is removed (linked, closed, failed, or used on the OAuth return). */
export function forgetBankLink(storage: LinkStorage = globalThis.sessionStorage): void {
  storage.removeItem(PLAID_APPLICATION_UUID_KEY);
  storage.removeItem(PLAID_LINK_TOKEN_KEY);
  storage.removeItem(PLAID_LINK_PURPOSE_KEY);
}

export interface BankLinkHostDeps {
  /** The account is linked (null: the lender answered none): the page moves on. */
  linked: (account: BankAccount | null) => void;
  /** Where the link is kept (default: session storage). */
  storage?: LinkStorage;
}

/** The bank-link chart's host actions, for `bankLinkMachine.provide({ actions })`. */
export function bankLinkHost(deps: BankLinkHostDeps) {
  const storage = deps.storage ?? globalThis.sessionStorage;
  return {
    rememberLink: (_: unknown, params: RememberLinkParams) => rememberBankLink(params, storage),
    forgetLink: () => forgetBankLink(storage),
    linked: (_: unknown, params: { account: BankAccount | null }) => deps.linked(params.account),
  };
}
