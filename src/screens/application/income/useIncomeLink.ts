import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo } from 'react';
import { useHref, useNavigate } from 'react-router';
import { guardNavigation, navigateTo } from '../../../app/navigation';
import { useProviders } from '../../../app/shell/ShellProvider';
import {
  incomeLinkActors,
  productionIncomeProvider,
} from '../../../../machines/income-link/income-link.actors';
import { incomeLinkHost } from '../../../../machines/income-link/income-link.host';
import {
  incomeLinkMachine,
  type IncomeLinkInput,
} from '../../../../machines/income-link/income-link.machine';
import {
  sameIncomeLinkView,
  selectIncomeLinkView,
} from '../../../../machines/income-link/income-link.select';

/** Production's income provider: its hosted page, through the app's navigation guard. */
const hostedIncomeProvider = productionIncomeProvider((url) => navigateTo(url));

/**
 * Runs the income-link machine for the link page or the callback page, over the income provider
 * the entry point chose (production's: the hosted flow, a page load away), with the app's
 * navigation: the provider's redirect, the return to
 * income/review and a restart are router navigations (replacing the history entry, so Back does
 * not land on a used callback).
 */
export function useIncomeLink(input: IncomeLinkInput) {
  const provider = useProviders().income ?? hostedIncomeProvider;
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/u, '');
  const machine = useMemo(
    () =>
      incomeLinkMachine.provide({
        actors: incomeLinkActors(provider),
        actions: incomeLinkHost({
          applicationUuid: input.applicationUuid,
          navigate: (path, options) => void navigate(path, options),
          leave: (url) => void navigateTo(url),
          guard: guardNavigation,
          location: window.location,
          base,
        }),
      }),
    // The machine is made once per mount; the input is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actorRef = useFlowActor(machine, { input });
  const view = useSelector(actorRef, selectIncomeLinkView, sameIncomeLinkView);
  return { actorRef, view };
}
