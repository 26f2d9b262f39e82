import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useEffect, useMemo, useRef } from 'react';
import {
  bankLinkActors,
  productionBankLinkProvider,
} from '../../../../machines/bank-link/bank-link.actors';
import { bankLinkHost } from '../../../../machines/bank-link/bank-link.host';
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
import { useProviders } from '../../../app/shell/ShellProvider';

export { forgetBankLink, rememberBankLink } from '../../../../machines/bank-link/bank-link.host';

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
  const provider = useProviders().bankLink ?? productionBankLinkProvider;
  // The latest callback, read when the chart runs its action (never during render).
  const onLinkedRef = useRef(onLinked);
  useEffect(() => {
    onLinkedRef.current = onLinked;
  });
  const machine = useMemo(
    () =>
      bankLinkMachine.provide({
        actors: bankLinkActors(provider),
        actions: bankLinkHost({ linked: (account) => onLinkedRef.current(account) }),
      }),
    [provider],
  );
  const actorRef = useFlowActor(machine, { input });
  const view = useSelector(actorRef, selectBankLinkView, sameBankLinkView);
  return useMemo(() => ({ ...view, send: (event) => actorRef.send(event) }), [view, actorRef]);
}
