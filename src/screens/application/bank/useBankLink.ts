import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { bankLinkActors } from '../../../../machines/bank-link/bank-link.actors';
import {
  bankLinkMachine,
  type BankLinkEvent,
  type BankLinkInput,
} from '../../../../machines/bank-link/bank-link.machine';
import {
  sameBankLinkView,
  selectBankLinkView,
  type BankLinkView,
} from '../../../../machines/bank-link/bank-link.select';
import type { BankAccount } from '../../../api/bankLink';
import { plaidBankLinkProvider } from '../../../api/plaidLink';
import { useProviders } from '../../../app/shell/ShellProvider';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../../domain/bankAccount';

/**
 * What plaid-oauth-success reads back after an OAuth bank (session storage, see the keys):
 * written before the provider opens, since the provider may leave for the bank at any point.
 */
export function rememberBankLink(params: {
  applicationUuid: string;
  linkToken: string;
  purpose: string;
}): void {
  sessionStorage.setItem(PLAID_APPLICATION_UUID_KEY, params.applicationUuid);
  sessionStorage.setItem(PLAID_LINK_TOKEN_KEY, params.linkToken);
  sessionStorage.setItem(PLAID_LINK_PURPOSE_KEY, params.purpose);
}

export function forgetBankLink(): void {
  sessionStorage.removeItem(PLAID_APPLICATION_UUID_KEY);
  sessionStorage.removeItem(PLAID_LINK_TOKEN_KEY);
  sessionStorage.removeItem(PLAID_LINK_PURPOSE_KEY);
}

export interface BankLink extends BankLinkView {
  send: (event: BankLinkEvent) => void;
}

/**
 * One bank link (machines/bank-link) for the page, over the bank-link provider the entry point
 * chose (production's: Plaid Link): the app's side of the chart's actions (session storage
 * around the provider, and `onLinked`).
 */
export function useBankLink(
  input: BankLinkInput,
  onLinked: (account: BankAccount | null) => void,
): BankLink {
  const provider = useProviders().bankLink ?? plaidBankLinkProvider;
  // The latest callback, read when the chart runs its action (never during render).
  const onLinkedRef = useRef(onLinked);
  useEffect(() => {
    onLinkedRef.current = onLinked;
  });
  const machine = useMemo(
    () =>
      bankLinkMachine.provide({
        actors: bankLinkActors(provider),
        actions: {
          rememberLink: (_, params) => rememberBankLink(params),
          forgetLink: () => forgetBankLink(),
          linked: (_, params) => onLinkedRef.current(params.account),
        },
      }),
    [provider],
  );
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, selectBankLinkView, sameBankLinkView);
  return useMemo(() => ({ ...view, send: (event) => actorRef.send(event) }), [view, actorRef]);
}
