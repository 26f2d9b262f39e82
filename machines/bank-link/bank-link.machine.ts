/**
 * Bank link (bank/disburse, bank/autopay, plaid-oauth-success): link a bank account through the
 * Plaid-style bank-link provider (docs/screens/bank.md).
 *
 * The designed calls, in order: the lender makes a link token for the application → the provider
 * opens (choose a bank; sign in with credentials, or leave for an OAuth bank and come back to
 * plaid-oauth-success) → choose the checking or savings account: a public token → the lender
 * exchanges it for the linked account. Each call runs once; a failure offers Retry of that call
 * only. The link token lives 30 minutes: the dialog expires with it and starts again on request.
 *
 * The chart names its implementations only: the app provides the actors (bank-link.actors.ts)
 * and the actions that leave the chart (rememberLink, goToBank, linked) with `machine.provide`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  BankAccount,
  BankLinkPurpose,
  Institution,
  ProviderAccount,
} from '../../src/api/bankLink';
import { PROVIDER_ERROR } from '../../src/api/bankLink';
import { isApiError } from '../../src/api/errors';

export interface BankLinkInput {
  applicationUuid: string;
  purpose: BankLinkPurpose;
  /** Back from an OAuth bank (plaid-oauth-success): the stored link token and the bank's state id. */
  resume?: { linkToken: string; oauthStateId: string };
}

export interface BankLinkContext {
  applicationUuid: string;
  purpose: BankLinkPurpose;
  resume: BankLinkInput['resume'] | null;
  linkToken: string | null;
  institutions: Institution[];
  institution: Institution | null;
  accounts: ProviderAccount[];
  accountId: string | null;
  publicToken: string | null;
  /** The lender's linked account (the exchange's answer). */
  account: BankAccount | null;
  /** The provider's message for a wrong username or password (shown at the form). */
  credentialsError: string | null;
  /** The last failure of a call (an ApiError or any thrown value). */
  error: unknown;
}

export type BankLinkEvent =
  /** Open the provider (the "Link your bank" button). */
  | { type: 'OPEN' }
  /** Close the provider (the user cancels); the page stays as it was. */
  | { type: 'CLOSE' }
  | { type: 'SELECT_INSTITUTION'; institutionId: string }
  | { type: 'SUBMIT_CREDENTIALS'; username: string; password: string }
  | { type: 'CHOOSE_ACCOUNT'; accountId: string }
  /** Back to the list of banks. */
  | { type: 'BACK' }
  /** Try the failed call again (that call only). */
  | { type: 'RETRY' }
  /** Start over with a new link token (after it expired). */
  | { type: 'RESTART' };

export interface StartLinkOutput {
  linkToken: string;
  institutions: Institution[];
}
export interface StartLinkInput {
  applicationUuid: string;
  purpose: BankLinkPurpose;
}
export interface SignInInput {
  linkToken: string;
  institutionId: string;
  username?: string;
  password?: string;
}
export interface SignInOutput {
  accounts?: ProviderAccount[];
  oauthUrl?: string | null;
}
export interface ChooseAccountInput {
  linkToken: string;
  accountId: string;
}
export interface ExchangeInput {
  applicationUuid: string;
  publicToken: string;
}
export interface ResumeInput {
  linkToken: string;
  oauthStateId: string;
}
export interface ResumeOutput {
  institution?: Institution | null;
  accounts: ProviderAccount[];
}

export interface RememberLinkParams {
  applicationUuid: string;
  linkToken: string;
  purpose: BankLinkPurpose;
}

/** The provider's error code of a failed call (ApiError data.errorCode), if any. */
export function providerErrorCode(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return null;
  const code: unknown = (data as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : null;
}

/** The provider's message of a failed call (its first error), else null. */
export function providerMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.serverMessages[0] ?? null;
}

function notProvided(name: string): never {
  throw new Error(`bank-link: provide the "${name}" actor with machine.provide()`);
}

export const bankLinkMachine = setup({
  types: {
    context: {} as BankLinkContext,
    events: {} as BankLinkEvent,
    input: {} as BankLinkInput,
    tags: {} as 'open' | 'busy' | 'slow',
  },
  actors: {
    startLink: fromPromise<StartLinkOutput, StartLinkInput>(async () => notProvided('startLink')),
    signIn: fromPromise<SignInOutput, SignInInput>(async () => notProvided('signIn')),
    chooseAccount: fromPromise<string, ChooseAccountInput>(async () =>
      notProvided('chooseAccount'),
    ),
    exchange: fromPromise<BankAccount, ExchangeInput>(async () => notProvided('exchange')),
    resume: fromPromise<ResumeOutput, ResumeInput>(async () => notProvided('resume')),
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    /** Local storage: the application, link token and purpose, read back on plaid-oauth-success. */
    rememberLink: (_, _params: RememberLinkParams) => {},
    /** A full-page navigation to the OAuth bank. */
    goToBank: (_, _params: { url: string }) => {},
    /** The account is linked: the page moves on (bank/confirm, or back to bank/autopay). */
    linked: (_, _params: { account: BankAccount | null }) => {},
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null, credentialsError: null }),
    forgetSession: assign({
      linkToken: null,
      institution: null,
      accounts: [],
      accountId: null,
      publicToken: null,
      credentialsError: null,
      error: null,
    }),
  },
  guards: {
    resuming: ({ context }) => context.resume !== null,
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
    // Done and error events are not in the machine's event union: their payload comes as params.
    invalidCredentials: (_, params: { error: unknown }) =>
      providerErrorCode(params.error) === PROVIDER_ERROR.invalidCredentials,
    linkExpired: (_, params: { error: unknown }) =>
      providerErrorCode(params.error) === PROVIDER_ERROR.invalidLinkToken,
    oauthDenied: (_, params: { error: unknown }) =>
      providerErrorCode(params.error) === PROVIDER_ERROR.oauthDenied,
    hasOAuthUrl: (_, params: { output: SignInOutput }) => !!params.output.oauthUrl,
  },
  delays: {
    // The provider's banks usually answer a sign-in within 1-2 s; past 4 s we say we are still
    // connecting, so a slow bank does not look like a frozen dialog.
    SLOW_CONNECTION: 4000,
    // The lender's link tokens live 30 minutes: the dialog expires with its token (and offers to
    // start again) instead of failing on the next call.
    LINK_TOKEN_LIFETIME: 30 * 60_000,
  },
}).createMachine({
  id: 'bankLink',
  description:
    'Links a bank account through the Plaid-style provider: link token, bank, sign-in or OAuth, account, public-token exchange.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    purpose: input.purpose,
    resume: input.resume ?? null,
    linkToken: input.resume?.linkToken ?? null,
    institutions: [],
    institution: null,
    accounts: [],
    accountId: null,
    publicToken: null,
    account: null,
    credentialsError: null,
    error: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description: 'Back from an OAuth bank: resume the link; otherwise wait to be opened.',
      always: [{ guard: 'resuming', target: 'resuming' }, { target: 'idle' }],
    },
    idle: {
      description: 'The provider is closed; the page offers "Link your bank".',
      on: { OPEN: { target: 'starting', actions: 'forgetSession' } },
    },
    starting: {
      description: 'Asking the lender for a link token and the provider for its banks.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'startLink',
        src: 'startLink',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          purpose: context.purpose,
        }),
        onDone: {
          target: 'session',
          actions: assign({
            linkToken: ({ event }) => event.output.linkToken,
            institutions: ({ event }) => event.output.institutions,
          }),
        },
        onError: {
          target: 'startFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    startFailed: {
      description: 'The link could not be opened: the error, Retry or Close.',
      tags: ['open'],
      on: {
        RETRY: { target: 'starting', actions: 'clearError' },
        CLOSE: { target: 'idle', actions: 'clearError' },
      },
    },
    session: {
      description: 'The provider is open with a live link token (30 minutes).',
      tags: ['open'],
      initial: 'choosingInstitution',
      after: { LINK_TOKEN_LIFETIME: { target: 'expired' } },
      states: {
        choosingInstitution: {
          description: 'A short list of banks.',
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
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
        enteringCredentials: {
          description: "The bank's sign-in form; a wrong password shows the provider's error.",
          on: {
            SUBMIT_CREDENTIALS: { target: 'checkingCredentials', actions: 'clearError' },
            BACK: 'choosingInstitution',
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
        checkingCredentials: {
          description: 'Signing in at the bank; after a few seconds "still connecting".',
          tags: ['busy'],
          initial: 'connecting',
          states: {
            connecting: { after: { SLOW_CONNECTION: 'slow' } },
            slow: { tags: ['slow'] },
          },
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context, event }) => {
              assertEvent(event, 'SUBMIT_CREDENTIALS');
              return {
                linkToken: context.linkToken ?? '',
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
                guard: {
                  type: 'invalidCredentials',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'enteringCredentials',
                actions: assign({
                  credentialsError: ({ event }) =>
                    providerMessage(event.error) ?? 'The username or password is not correct.',
                }),
              },
              {
                guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#bankLink.expired',
              },
              {
                target: 'signInFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        signInFailed: {
          description: 'The bank could not be reached: Back to the banks (the form is kept).',
          on: {
            BACK: { target: 'enteringCredentials', actions: 'clearError' },
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
        connectingOAuth: {
          description: 'Asking the provider where the OAuth bank signs in.',
          tags: ['busy'],
          invoke: {
            id: 'oauthSignIn',
            src: 'signIn',
            input: ({ context }) => ({
              linkToken: context.linkToken ?? '',
              institutionId: context.institution?.id ?? '',
            }),
            onDone: [
              {
                guard: {
                  type: 'hasOAuthUrl',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: '#bankLink.leftForBank',
                actions: [
                  {
                    type: 'rememberLink',
                    params: ({ context }) => ({
                      applicationUuid: context.applicationUuid,
                      linkToken: context.linkToken ?? '',
                      purpose: context.purpose,
                    }),
                  },
                  {
                    type: 'goToBank',
                    params: ({ event }) => ({ url: event.output.oauthUrl ?? '' }),
                  },
                ],
              },
              // Why: a bank that signs the user in without leaving answers the accounts at once.
              {
                target: 'choosingAccount',
                actions: assign({ accounts: ({ event }) => event.output.accounts ?? [] }),
              },
            ],
            onError: [
              {
                guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#bankLink.expired',
              },
              {
                target: 'oauthFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        oauthFailed: {
          description: 'The OAuth bank could not be reached: Retry or Back.',
          on: {
            RETRY: { target: 'connectingOAuth', actions: 'clearError' },
            BACK: { target: 'choosingInstitution', actions: 'clearError' },
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
        choosingAccount: {
          description: 'The checking or savings account to link.',
          on: {
            CHOOSE_ACCOUNT: {
              guard: 'knownAccount',
              target: 'linking',
              actions: assign({ accountId: ({ event }) => event.accountId }),
            },
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
        linking: {
          description: 'The provider links the account: a public token.',
          tags: ['busy'],
          invoke: {
            id: 'chooseAccount',
            src: 'chooseAccount',
            input: ({ context }) => ({
              linkToken: context.linkToken ?? '',
              accountId: context.accountId ?? '',
            }),
            onDone: {
              target: '#bankLink.exchanging',
              actions: assign({ publicToken: ({ event }) => event.output }),
            },
            onError: [
              {
                guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#bankLink.expired',
              },
              {
                target: 'linkFailed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        linkFailed: {
          description: 'The account could not be linked: Retry (the same account) or choose again.',
          on: {
            RETRY: { target: 'linking', actions: 'clearError' },
            BACK: { target: 'choosingAccount', actions: 'clearError' },
            CLOSE: { target: '#bankLink.idle', actions: 'forgetSession' },
          },
        },
      },
    },
    exchanging: {
      description: 'The lender exchanges the public token for the linked account.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          publicToken: context.publicToken ?? '',
        }),
        onDone: { target: 'linked', actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          target: 'exchangeFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    exchangeFailed: {
      description:
        'Linked at the bank, but the lender could not save it: Retry exchanges the same token again.',
      tags: ['open'],
      on: { RETRY: { target: 'exchanging', actions: 'clearError' } },
    },
    expired: {
      description: 'The link token expired: start again with a new one, or close.',
      tags: ['open'],
      on: {
        RESTART: { target: 'starting', actions: 'forgetSession' },
        CLOSE: { target: 'idle', actions: 'forgetSession' },
      },
    },
    resuming: {
      description: 'Back from the OAuth bank: the provider answers the accounts it allowed.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'resume',
        src: 'resume',
        input: ({ context }) => ({
          linkToken: context.resume?.linkToken ?? '',
          oauthStateId: context.resume?.oauthStateId ?? '',
        }),
        onDone: {
          target: 'session.choosingAccount',
          actions: assign({
            accounts: ({ event }) => event.output.accounts,
            institution: ({ event }) => event.output.institution ?? null,
          }),
        },
        onError: [
          {
            guard: { type: 'oauthDenied', params: ({ event }) => ({ error: event.error }) },
            target: 'oauthDenied',
          },
          {
            guard: { type: 'linkExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
          },
          {
            target: 'resumeFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resumeFailed: {
      description: 'The link could not be resumed: Retry.',
      tags: ['open'],
      on: { RETRY: { target: 'resuming', actions: 'clearError' } },
    },
    oauthDenied: {
      description: 'The borrower did not allow access at the bank: nothing was linked.',
      type: 'final',
    },
    leftForBank: {
      description:
        'The browser is on its way to the OAuth bank (plaid-oauth-success brings it back).',
      type: 'final',
    },
    linked: {
      description:
        'The account is linked and kept by the lender: the page moves on (or, on bank/autopay, may link another).',
      on: { OPEN: { target: 'starting', actions: 'forgetSession' } },
      entry: {
        type: 'linked',
        params: ({ context }) => ({ account: context.account }),
      },
    },
  },
});

export type BankLinkMachine = typeof bankLinkMachine;
