import { createRoot } from 'react-dom/client';
import { createActor, fromPromise } from 'xstate';
import type {
  BankLinkOpenRequest,
  BankLinkProvider,
  BankLinkResult,
} from '../../api/bankLinkProvider';
import {
  chooseProviderAccount,
  listInstitutions,
  resumeLink,
  signInAtBank,
  type Institution,
  type ResumeAnswer,
  type SignInAnswer,
} from './api';
import { OAUTH_STATE_PARAM } from './oauthBank';
import { standInMachine, type SignInInput } from './standIn.machine';
import { StandInDialog } from './StandInDialog';

/** Full-page navigations of the stand-in (replaced in tests: jsdom cannot navigate). */
export const standInNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The OAuth bank's state id in the redirect URI plaid-oauth-success received, if any. */
function oauthStateOf(receivedRedirectUri: string | undefined): string | null {
  if (!receivedRedirectUri) return null;
  try {
    return new URL(receivedRedirectUri, 'http://localhost').searchParams.get(OAUTH_STATE_PARAM);
  } catch {
    return null;
  }
}

/** The stand-in's machine with its calls (src/sandbox/bankLink/api.ts) and its navigation. */
export const standInLogic = standInMachine.provide({
  actors: {
    listInstitutions: fromPromise<Institution[]>(({ signal }) => listInstitutions({ signal })),
    signIn: fromPromise<SignInAnswer, SignInInput>(({ input, signal }) =>
      signInAtBank(input, { signal }),
    ),
    chooseAccount: fromPromise<string, { linkToken: string; accountId: string }>(
      ({ input, signal }) => chooseProviderAccount(input, { signal }),
    ),
    resume: fromPromise<ResumeAnswer, { linkToken: string; oauthStateId: string }>(
      ({ input, signal }) => resumeLink(input, { signal }),
    ),
  },
  actions: {
    goToBank: (_, { url }) => standInNavigation.assign(url),
  },
});

/**
 * The sandbox's implementation of the bank-link provider port: it mounts its own overlay (a
 * React root of its own beside the app's, as Plaid mounts its iframe), runs the stand-in's
 * machine, and answers the port when the overlay ends. On the way to the OAuth bank it never
 * answers: the page is left, and plaid-oauth-success opens it again with `receivedRedirectUri`.
 */
export const sandboxBankLinkProvider: BankLinkProvider = {
  open({ linkToken, receivedRedirectUri, signal }: BankLinkOpenRequest) {
    return new Promise<BankLinkResult>((resolve, reject) => {
      const actor = createActor(standInLogic, {
        input: { linkToken, oauthStateId: oauthStateOf(receivedRedirectUri) },
      });
      const host = document.createElement('div');
      host.dataset.bankLinkStandIn = '';
      document.body.appendChild(host);
      const root = createRoot(host);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        signal?.removeEventListener('abort', onAbort);
        subscription.unsubscribe();
        actor.stop();
        // Why deferred: the overlay may end inside one of its own event handlers.
        queueMicrotask(() => {
          root.unmount();
          host.remove();
        });
      };
      const onAbort = () => {
        end();
        reject(signal?.reason ?? new Error('aborted'));
      };
      const subscription = actor.subscribe({
        complete: () => {
          const result = actor.getSnapshot().output ?? { kind: 'exit' as const, error: null };
          end();
          resolve(result);
        },
        error: (error) => {
          end();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      });
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      actor.start();
      root.render(<StandInDialog actor={actor} />);
    });
  },
};
