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
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../../domain/bankAccount';

/** Full-page navigations of the bank link (replaced in tests: jsdom cannot navigate). */
export const bankLinkNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** What plaid-oauth-success reads back after the OAuth bank (local storage, see the keys). */
export function rememberBankLink(params: {
  applicationUuid: string;
  linkToken: string;
  purpose: string;
}): void {
  localStorage.setItem(PLAID_APPLICATION_UUID_KEY, params.applicationUuid);
  localStorage.setItem(PLAID_LINK_TOKEN_KEY, params.linkToken);
  localStorage.setItem(PLAID_LINK_PURPOSE_KEY, params.purpose);
}

export function forgetBankLink(): void {
  localStorage.removeItem(PLAID_APPLICATION_UUID_KEY);
  localStorage.removeItem(PLAID_LINK_TOKEN_KEY);
  localStorage.removeItem(PLAID_LINK_PURPOSE_KEY);
}

export interface BankLink extends BankLinkView {
  send: (event: BankLinkEvent) => void;
}

/**
 * One bank link (machines/bank-link) for the page: the app's side of the chart's actions (local
 * storage before the OAuth bank, the full-page navigation to it, and `onLinked`).
 */
export function useBankLink(
  input: BankLinkInput,
  onLinked: (account: BankAccount | null) => void,
): BankLink {
  // The latest callback, read when the chart runs its action (never during render).
  const onLinkedRef = useRef(onLinked);
  useEffect(() => {
    onLinkedRef.current = onLinked;
  });
  const machine = useMemo(
    () =>
      bankLinkMachine.provide({
        actors: bankLinkActors,
        actions: {
          rememberLink: (_, params) => rememberBankLink(params),
          goToBank: (_, params) => bankLinkNavigation.assign(params.url),
          linked: (_, params) => onLinkedRef.current(params.account),
        },
      }),
    [],
  );
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, selectBankLinkView, sameBankLinkView);
  return useMemo(() => ({ ...view, send: (event) => actorRef.send(event) }), [view, actorRef]);
}
