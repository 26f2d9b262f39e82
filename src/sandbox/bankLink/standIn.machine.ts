/**
 * The sandbox's stand-in for Plaid Link: what happens inside the provider's overlay, between the
 * lender's link token and the public token (machines/bank-link drives the lender's side and
 * opens this through the bank-link provider port).
 *
 * Choose a bank → sign in with the test credentials (user_good / pass_good), or leave for the
 * OAuth bank's stand-in page and come back to plaid-oauth-success (the port is opened again
 * with `receivedRedirectUri`) → choose the checking or savings account → a public token. Each
 * call runs once; a failure offers Retry of that call or Back. The provider's expired-token and
 * OAuth-denied answers end the overlay with the error, as Plaid's onExit does.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LINK_TOKEN_EXPIRED_CODE, type BankLinkResult } from '../../api/bankLinkProvider';
import { isApiError } from '../../api/errors';
import type { Institution, ProviderAccount, ResumeAnswer, SignInAnswer } from './api';

/** The provider's error codes the stand-in answers differently. */
export const STAND_IN_ERROR = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  oauthDenied: 'OAUTH_DENIED',
  invalidLinkToken: LINK_TOKEN_EXPIRED_CODE,
} as const;

export interface StandInInput {
  linkToken: string;
  /** Back from the OAuth bank: its state id (from the redirect URI's `oauth_state_id`). */
  oauthStateId: string | null;
}

export interface StandInContext {
  linkToken: string;
  oauthStateId: string | null;
  institutions: Institution[];
  institution: Institution | null;
  accounts: ProviderAccount[];
  accountId: string | null;
  credentialsError: string | null;
  error: unknown;
  /** What the overlay answers the port when it ends. */
  result: BankLinkResult | null;
}

export type StandInEvent =
  | { type: 'SELECT_INSTITUTION'; institutionId: string }
  | { type: 'SUBMIT_CREDENTIALS'; username: string; password: string }
  | { type: 'CHOOSE_ACCOUNT'; accountId: string }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  /** The borrower closes the overlay (Plaid's onExit without an error). */
  | { type: 'CLOSE' };

export interface SignInInput {
  linkToken: string;
  institutionId: string;
  username?: string;
  password?: string;
}

/** The provider's error code of a failed call (ApiError data.errorCode), if any. */
export function standInErrorCode(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const code: unknown = (data as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : null;
}

/** The provider's message of a failed call (its first error), else null. */
export function standInMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.serverMessages[0] ?? null;
}

function notProvided(name: string): never {
  throw new Error(`bank-link stand-in: provide the "${name}" actor with machine.provide()`);
}

export const standInMachine = setup({
  types: {
    context: {} as StandInContext,
    events: {} as StandInEvent,
    input: {} as StandInInput,
    output: {} as BankLinkResult | null,
    tags: {} as 'busy' | 'slow',
  },
  actors: {
    listInstitutions: fromPromise<Institution[]>(async () => notProvided('listInstitutions')),
    signIn: fromPromise<SignInAnswer, SignInInput>(async () => notProvided('signIn')),
    chooseAccount: fromPromise<string, { linkToken: string; accountId: string }>(async () =>
      notProvided('chooseAccount'),
    ),
    resume: fromPromise<ResumeAnswer, { linkToken: string; oauthStateId: string }>(async () =>
      notProvided('resume'),
    ),
  },
  actions: {
    /** A full-page navigation to the OAuth bank's stand-in page (provided by provider.tsx). */
    goToBank: (_, _params: { url: string }) => {},
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null, credentialsError: null }),
    exitWith: assign((_, params: { code: string; error: unknown; fallback: string }) => ({
      result: {
        kind: 'exit' as const,
        error: { code: params.code, message: standInMessage(params.error) ?? params.fallback },
      },
    })),
    exitClosed: assign({ result: { kind: 'exit' as const, error: null } }),
  },
  guards: {
    resuming: ({ context }) => context.oauthStateId !== null,
    oauthInstitution: ({ context, event }) => {
      assertEvent(event, 'SELECT_INSTITUTION');
      return context.institutions.some((bank) => bank.id === event.institutionId && bank.oauth);
    },
    knownInstitution: ({ context, event }) => {
      assertEvent(event, 'SELECT_INSTITUTION');
      return context.institutions.some((bank) => bank.id === event.institutionId);
    },
    knownAccount: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_ACCOUNT');
      return context.accounts.some((account) => account.id === event.accountId);
    },
    invalidCredentials: (_, params: { error: unknown }) =>
      standInErrorCode(params.error) === STAND_IN_ERROR.invalidCredentials,
    linkExpired: (_, params: { error: unknown }) =>
      standInErrorCode(params.error) === STAND_IN_ERROR.invalidLinkToken,
    oauthDenied: (_, params: { error: unknown }) =>
      standInErrorCode(params.error) === STAND_IN_ERROR.oauthDenied,
    hasOAuthUrl: (_, params: { output: SignInAnswer }) => !!params.output.oauthUrl,
  },
  delays: {
    // The stand-in's banks answer a sign-in within 1-2 s; past 4 s it says it is still
    // connecting, as Plaid's overlay does, so a slow bank does not look frozen.
    SLOW_CONNECTION: 4000,
  },
}).createMachine({
  id: 'bankLinkStandIn',
  description:
    "The sandbox's stand-in for Plaid Link's overlay: bank, sign-in or OAuth, account, public token.",
  context: ({ input }) => ({
    linkToken: input.linkToken,
    oauthStateId: input.oauthStateId,
    institutions: [],
    institution: null,
    accounts: [],
    accountId: null,
    credentialsError: null,
    error: null,
    result: null,
  }),
  output: ({ context }) => context.result,
  initial: 'entering',
  states: {
    entering: {
      always: [{ guard: 'resuming', target: 'resuming' }, { target: 'loading' }],
    },
    loading: {
      description: "The provider's banks.",
      tags: ['busy'],
      invoke: {
        src: 'listInstitutions',
        onDone: {
          target: 'choosingInstitution',
          actions: assign({ institutions: ({ event }) => event.output }),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    choosingInstitution: {
      on: {
        SELECT_INSTITUTION: [
          {
            guard: 'oauthInstitution',
            target: 'connectingOAuth',
            actions: assign({
              institution: ({ context, event }) =>
                context.institutions.find((bank) => bank.id === event.institutionId) ?? null,
            }),
          },
          {
            guard: 'knownInstitution',
            target: 'enteringCredentials',
            actions: assign({
              institution: ({ context, event }) =>
                context.institutions.find((bank) => bank.id === event.institutionId) ?? null,
              credentialsError: null,
            }),
          },
        ],
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    enteringCredentials: {
      on: {
        SUBMIT_CREDENTIALS: { target: 'checkingCredentials', actions: 'clearError' },
        BACK: 'choosingInstitution',
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    checkingCredentials: {
      tags: ['busy'],
      initial: 'connecting',
      states: {
        connecting: { after: { SLOW_CONNECTION: 'slow' } },
        slow: { tags: ['slow'] },
      },
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_CREDENTIALS');
          return {
            linkToken: context.linkToken,
            institutionId: context.institution?.id ?? '',
            username: event.username,
            password: event.password,
          };
        },
        onDone: {
          target: 'choosingAccount',
          actions: assign({ accounts: ({ event }) => event.output.accounts ?? [] }),
        },
        onError: [
          {
            guard: { type: 'invalidCredentials', params: ({ event }) => ({ error: event.error }) },
            target: 'enteringCredentials',
            actions: assign({
              credentialsError: ({ event }) =>
                standInMessage(event.error) ?? 'The username or password is not correct.',
            }),
          },
          {
            guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: {
              type: 'exitWith',
              params: ({ event }) => ({
                code: STAND_IN_ERROR.invalidLinkToken,
                error: event.error,
                fallback: 'This bank link session expired.',
              }),
            },
          },
          {
            target: 'signInFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    signInFailed: {
      on: {
        BACK: { target: 'enteringCredentials', actions: 'clearError' },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    connectingOAuth: {
      tags: ['busy'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          linkToken: context.linkToken,
          institutionId: context.institution?.id ?? '',
        }),
        onDone: [
          {
            guard: { type: 'hasOAuthUrl', params: ({ event }) => ({ output: event.output }) },
            target: 'leftForBank',
            actions: {
              type: 'goToBank',
              params: ({ event }) => ({ url: event.output.oauthUrl ?? '' }),
            },
          },
          {
            target: 'choosingAccount',
            actions: assign({ accounts: ({ event }) => event.output.accounts ?? [] }),
          },
        ],
        onError: {
          target: 'oauthFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    oauthFailed: {
      on: {
        RETRY: { target: 'connectingOAuth', actions: 'clearError' },
        BACK: { target: 'choosingInstitution', actions: 'clearError' },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    leftForBank: {
      description: "On the way to the OAuth bank's page (the overlay ends with the page).",
      tags: ['busy'],
    },
    resuming: {
      description: 'Back from the OAuth bank: the accounts it allowed.',
      tags: ['busy'],
      invoke: {
        src: 'resume',
        input: ({ context }) => ({
          linkToken: context.linkToken,
          oauthStateId: context.oauthStateId ?? '',
        }),
        onDone: {
          target: 'choosingAccount',
          actions: assign({
            accounts: ({ event }) => event.output.accounts,
            institution: ({ event }) => event.output.institution ?? null,
          }),
        },
        onError: [
          {
            guard: { type: 'oauthDenied', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: {
              type: 'exitWith',
              params: ({ event }) => ({
                code: STAND_IN_ERROR.oauthDenied,
                error: event.error,
                fallback: 'You did not allow access at your bank.',
              }),
            },
          },
          {
            guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: {
              type: 'exitWith',
              params: ({ event }) => ({
                code: STAND_IN_ERROR.invalidLinkToken,
                error: event.error,
                fallback: 'This bank link session expired.',
              }),
            },
          },
          {
            target: 'resumeFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resumeFailed: {
      on: {
        RETRY: { target: 'resuming', actions: 'clearError' },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    choosingAccount: {
      on: {
        CHOOSE_ACCOUNT: {
          guard: 'knownAccount',
          target: 'linking',
          actions: assign({ accountId: ({ event }) => event.accountId }),
        },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        src: 'chooseAccount',
        input: ({ context }) => ({
          linkToken: context.linkToken,
          accountId: context.accountId ?? '',
        }),
        onDone: {
          target: 'done',
          actions: assign({
            result: ({ context, event }) => ({
              kind: 'success' as const,
              publicToken: event.output,
              institutionName: context.institution?.name ?? null,
              accounts: context.accounts
                .filter((account) => account.id === context.accountId)
                .map((account) => ({
                  id: account.id,
                  name: account.name,
                  mask: account.mask ?? null,
                  subtype: account.subtype,
                })),
            }),
          }),
        },
        onError: [
          {
            guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'done',
            actions: {
              type: 'exitWith',
              params: ({ event }) => ({
                code: STAND_IN_ERROR.invalidLinkToken,
                error: event.error,
                fallback: 'This bank link session expired.',
              }),
            },
          },
          {
            target: 'linkFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    linkFailed: {
      on: {
        RETRY: { target: 'linking', actions: 'clearError' },
        BACK: { target: 'choosingAccount', actions: 'clearError' },
        CLOSE: { target: 'done', actions: 'exitClosed' },
      },
    },
    done: { type: 'final' },
  },
});

export type StandInMachine = typeof standInMachine;
