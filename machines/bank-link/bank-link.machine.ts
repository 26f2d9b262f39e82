/**
 * Bank link (bank/disburse, bank/autopay, plaid-oauth-success): the lender's side of linking a
 * bank account through the bank-link provider (docs/screens/bank.md).
 *
 * The designed calls, in order: the lender makes a link token for the application → the
 * provider opens (the port in src/api/bankLinkProvider.ts: Plaid Link in production, the
 * sandbox's stand-in in src/sandbox/bankLink) and answers a public token, or that the borrower
 * left → the lender exchanges the public token for the linked account. An OAuth bank takes the
 * browser away inside the provider; plaid-oauth-success starts this chart again with the link
 * token kept before leaving and the URL the bank sent the browser back to, and the provider
 * finishes there. Each call runs once; a failure offers Retry of that call only. The exchange (it
 * saves the account) carries an idempotency key made with the public token it exchanges and sent
 * again on every Retry of it (issue 17): a lender whose answer was lost keeps one account. A provider that
 * cannot be opened at all fails closed: a clear message, Try again, or enter the account by hand.
 *
 * The chart names its implementations only: the app provides the actors (bank-link.actors.ts,
 * over the provider it was given) and the actions that leave the chart (rememberLink,
 * forgetLink, linked) with `machine.provide`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { BankAccount, BankLinkPurpose } from '../../src/api/bankLink';
import { newIdempotencyKey } from '../../src/api/idempotency';
import {
  LINK_TOKEN_EXPIRED_CODE,
  type BankLinkProviderError,
  type BankLinkResult,
} from '../../src/api/bankLinkProvider';

export interface BankLinkInput {
  applicationUuid: string;
  purpose: BankLinkPurpose;
  /**
   * Back from an OAuth bank (plaid-oauth-success): the link token kept before leaving, and the
   * full URL the bank sent the browser back to (Plaid's `receivedRedirectUri`).
   */
  resume?: { linkToken: string; receivedRedirectUri: string };
}

export interface BankLinkContext {
  applicationUuid: string;
  purpose: BankLinkPurpose;
  linkToken: string | null;
  /** Set only while finishing an OAuth bank's link (plaid-oauth-success). */
  receivedRedirectUri: string | null;
  publicToken: string | null;
  /** The exchange's idempotency key: one per public token, the same on every Retry. */
  exchangeKey: string | null;
  institutionName: string | null;
  /** The lender's linked account (the exchange's answer). */
  account: BankAccount | null;
  /** The provider closed on an error (its code and words for the borrower). */
  providerError: BankLinkProviderError | null;
  /** The last failure of a call (an ApiError, BankLinkUnavailableError or any thrown value). */
  error: unknown;
}

export type BankLinkEvent =
  /** Open the provider (the "Link your bank" button). */
  | { type: 'OPEN' }
  /** Dismiss a failure or an expired link; the page stays as it was. */
  | { type: 'CLOSE' }
  /** Try the failed step again (that step only). */
  | { type: 'RETRY' }
  /** Start over with a new link token (after it expired). */
  | { type: 'RESTART' };

export interface CreateLinkTokenInput {
  applicationUuid: string;
  purpose: BankLinkPurpose;
}
export interface OpenProviderInput {
  linkToken: string;
  receivedRedirectUri: string | null;
}
export interface ExchangeInput {
  applicationUuid: string;
  publicToken: string;
  /** The same for every Retry of this exchange (the `Idempotency-Key` header). */
  idempotencyKey: string;
}

export interface RememberLinkParams {
  applicationUuid: string;
  linkToken: string;
  purpose: BankLinkPurpose;
}

function notProvided(name: string): never {
  throw new Error(`bank-link: provide the "${name}" actor with machine.provide()`);
}

export const bankLinkMachine = setup({
  types: {
    context: {} as BankLinkContext,
    events: {} as BankLinkEvent,
    input: {} as BankLinkInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    createLinkToken: fromPromise<string, CreateLinkTokenInput>(async () =>
      notProvided('createLinkToken'),
    ),
    openProvider: fromPromise<BankLinkResult, OpenProviderInput>(async () =>
      notProvided('openProvider'),
    ),
    exchange: fromPromise<BankAccount, ExchangeInput>(async () => notProvided('exchange')),
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    /**
     * Session storage: the application, link token and purpose, read back on
     * plaid-oauth-success should the provider leave for an OAuth bank (kept before it opens,
     * as Plaid's OAuth guide asks).
     */
    rememberLink: (_, _params: RememberLinkParams) => {},
    /** The link is over (linked, closed, failed): the kept link token is removed. */
    forgetLink: () => {},
    /** The account is linked: the page moves on (bank/confirm, or back to bank/autopay). */
    linked: (_, _params: { account: BankAccount | null }) => {},
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    storeLinkToken: assign((_, params: { linkToken: string }) => ({ linkToken: params.linkToken })),
    /**
     * The provider's public token and bank, when it answered success (otherwise nothing), with a
     * new idempotency key for its exchange: a new token is a new account to save.
     */
    storePublicToken: assign((_, params: { result: BankLinkResult }) =>
      params.result.kind === 'success'
        ? {
            publicToken: params.result.publicToken,
            institutionName: params.result.institutionName,
            exchangeKey: newIdempotencyKey(),
          }
        : {},
    ),
    storeAccount: assign((_, params: { account: BankAccount }) => ({ account: params.account })),
    storeProviderError: assign((_, params: { result: BankLinkResult }) => ({
      providerError: params.result.kind === 'exit' ? params.result.error : null,
    })),
    clearError: assign({ error: null, providerError: null }),
    forgetSession: assign({
      linkToken: null,
      receivedRedirectUri: null,
      publicToken: null,
      exchangeKey: null,
      institutionName: null,
      providerError: null,
      error: null,
    }),
  },
  guards: {
    resuming: ({ context }) => context.linkToken !== null && context.receivedRedirectUri !== null,
    // Done events are not in the machine's event union: their payload comes as params.
    succeeded: (_, params: { result: BankLinkResult }) => params.result.kind === 'success',
    linkExpired: (_, params: { result: BankLinkResult }) =>
      params.result.kind === 'exit' && params.result.error?.code === LINK_TOKEN_EXPIRED_CODE,
    exitedOnError: (_, params: { result: BankLinkResult }) =>
      params.result.kind === 'exit' && params.result.error !== null,
  },
}).createMachine({
  id: 'bankLink',
  description:
    "Links a bank account: the lender's link token, the provider behind its port (Plaid Link) answers a public token, the lender exchanges it.",
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    purpose: input.purpose,
    linkToken: input.resume?.linkToken ?? null,
    receivedRedirectUri: input.resume?.receivedRedirectUri ?? null,
    publicToken: null,
    exchangeKey: null,
    institutionName: null,
    account: null,
    providerError: null,
    error: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description: 'Back from an OAuth bank: open the provider again; otherwise wait to be opened.',
      always: [{ guard: 'resuming', target: 'providerOpen' }, { target: 'idle' }],
    },
    idle: {
      description: 'The provider is closed; the page offers "Link your bank".',
      on: { OPEN: { target: 'starting', actions: 'forgetSession' } },
    },
    starting: {
      description: 'Asking the lender for a link token.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'createLinkToken',
        src: 'createLinkToken',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          purpose: context.purpose,
        }),
        onDone: {
          target: 'providerOpen',
          actions: [
            { type: 'storeLinkToken', params: ({ event }) => ({ linkToken: event.output }) },
            {
              type: 'rememberLink',
              params: ({ context, event }) => ({
                applicationUuid: context.applicationUuid,
                linkToken: event.output,
                purpose: context.purpose,
              }),
            },
          ],
        },
        onError: {
          target: 'startFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    startFailed: {
      description: 'The lender could not make a link token: the error, Retry or Close.',
      tags: ['open'],
      on: {
        RETRY: { target: 'starting', actions: 'clearError' },
        CLOSE: { target: 'idle', actions: 'clearError' },
      },
    },
    providerOpen: {
      description:
        "The provider's overlay is open (it may leave for an OAuth bank): a public token, or the borrower left.",
      tags: ['open', 'busy'],
      invoke: {
        id: 'openProvider',
        src: 'openProvider',
        input: ({ context }) => ({
          linkToken: context.linkToken ?? '',
          receivedRedirectUri: context.receivedRedirectUri,
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
            target: 'exchanging',
            actions: {
              type: 'storePublicToken',
              params: ({ event }) => ({ result: event.output }),
            },
          },
          {
            guard: { type: 'linkExpired', params: ({ event }) => ({ result: event.output }) },
            target: 'expired',
            actions: 'forgetLink',
          },
          {
            guard: { type: 'exitedOnError', params: ({ event }) => ({ result: event.output }) },
            target: 'providerFailed',
            actions: [
              { type: 'storeProviderError', params: ({ event }) => ({ result: event.output }) },
              'forgetLink',
            ],
          },
          // Why: the borrower closed the provider; nothing was linked and nothing is said.
          { target: 'idle', actions: ['forgetLink', 'forgetSession'] },
        ],
        onError: {
          target: 'providerUnavailable',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    providerFailed: {
      description:
        'The provider closed on an error (its words): Retry starts again with a new link token, or Close.',
      tags: ['open'],
      on: {
        RETRY: { target: 'starting', actions: 'forgetSession' },
        CLOSE: { target: 'idle', actions: 'forgetSession' },
      },
    },
    providerUnavailable: {
      description:
        'Fails closed: the provider could not be opened at all. Try again (the same link token), or Close and enter the account by hand.',
      tags: ['open'],
      on: {
        RETRY: { target: 'providerOpen', actions: 'clearError' },
        CLOSE: { target: 'idle', actions: ['forgetLink', 'forgetSession'] },
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
          // Why: exchanging is entered only after storePublicToken made the key.
          idempotencyKey: context.exchangeKey ?? '',
        }),
        onDone: {
          target: 'linked',
          actions: [
            { type: 'storeAccount', params: ({ event }) => ({ account: event.output }) },
            'forgetLink',
          ],
        },
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
