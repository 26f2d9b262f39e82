import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useHref, useNavigate } from 'react-router';
import { createHostedIncomeProvider } from '../../../api/hostedIncomeProvider';
import { guardNavigation, navigateTo } from '../../../app/navigation';
import { useProviders } from '../../../app/shell/ShellProvider';
import { openIncomeProvider } from '../../../../machines/income-link/income-link.actors';
import {
  incomeLinkMachine,
  type IncomeLinkInput,
} from '../../../../machines/income-link/income-link.machine';
import {
  sameIncomeLinkView,
  selectIncomeLinkView,
} from '../../../../machines/income-link/income-link.select';

/** Production's income provider: its hosted page, through the app's navigation guard. */
const hostedIncomeProvider = createHostedIncomeProvider((url) => navigateTo(url));

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
  const review = `/${input.applicationUuid}/income/review`;
  const machine = useMemo(
    () =>
      incomeLinkMachine.provide({
        actors: { openProvider: openIncomeProvider(provider) },
        actions: {
          followRedirect: (_, { url: answered }) => {
            const url = guardNavigation(answered);
            if (url === null) return;
            const target = new URL(url, window.location.href);
            const inApp =
              target.origin === window.location.origin && target.pathname.startsWith(base);
            if (!inApp) {
              navigateTo(url);
              return;
            }
            void navigate(`${target.pathname.slice(base.length)}${target.search}`, {
              replace: true,
            });
          },
          returnToReview: () => void navigate(review, { replace: true }),
          restartLink: (_, { type, sourceId }) =>
            void navigate(
              type && sourceId
                ? `/${input.applicationUuid}/income/link/${type}?source=${encodeURIComponent(sourceId)}`
                : review,
              { replace: true },
            ),
        },
      }),
    // The machine is made once per mount; the input is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, selectIncomeLinkView, sameIncomeLinkView);
  return { actorRef, view };
}
