import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useHref, useNavigate } from 'react-router';
import {
  incomeLinkMachine,
  type IncomeLinkInput,
} from '../../../../machines/income-link/income-link.machine';
import {
  sameIncomeLinkView,
  selectIncomeLinkView,
} from '../../../../machines/income-link/income-link.select';

/**
 * Runs the income-link machine for the link page or the callback page, with the app's
 * navigation: a hosted provider is a page load away; the provider's redirect, the return to
 * income/review and a restart are router navigations (replacing the history entry, so Back does
 * not land on a used callback).
 */
export function useIncomeLink(input: IncomeLinkInput) {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/u, '');
  const review = `/${input.applicationUuid}/income/review`;
  const machine = useMemo(
    () =>
      incomeLinkMachine.provide({
        actions: {
          openProvider: (_, { url }) => window.location.assign(url),
          followRedirect: (_, { url }) => {
            const target = new URL(url, window.location.href);
            const inApp =
              target.origin === window.location.origin && target.pathname.startsWith(base);
            if (!inApp) {
              window.location.assign(target.toString());
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
  const institutions = useSelector(actorRef, (s) => s.context.session?.institutions ?? null);
  return { actorRef, view, institutions };
}
