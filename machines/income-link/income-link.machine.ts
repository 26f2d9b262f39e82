import { assign, fromPromise, setup } from 'xstate';
import type { IncomeProviderResult } from '../../src/api/incomeProvider';
import type { IncomeLinkSession } from '../../src/api/incomeVerification';
import { backoffDelay, isLastAttempt } from '../../src/domain/backoff';
import { pageVisibilityEvents, type PageVisibilityEvent } from '../connectivity/visibility.actors';
import type {
  CheckSessionInput,
  CompleteLinkInput,
  CreateSessionInput,
  OpenProviderInput,
} from './income-link.actors';

/**
 * Linking a payroll or bank account with the income provider (income/link/{type}, then
 * income/pointserv-callback):
 *
 * 1. The link page creates a session with the lender (`createSession`).
 * 2. The borrower is taken to the provider through the income provider port (`openProvider`,
 *    src/api/incomeProvider.ts): in production its hosted page (the browser leaves the app); in
 *    the sandbox its in-app stand-in (src/sandbox/income), which answers where the provider
 *    redirects. Either way the provider sends the borrower to the app's callback with
 *    `sessionId` and `code` (`followRedirect` when the stand-in answered it). A provider this
 *    build cannot open fails closed (`providerUnavailable`: a clear message, Retry, Back).
 * 3. The callback page exchanges the code (`completeLink`); the provider then reads the income
 *    (PROCESSING), which is polled every POLL_DELAY up to MAX_POLLS times; LINKED returns to
 *    income/review (`returnToReview`); FAILED says so and offers to try again (`restartLink`).
 *    A failed read backs off 1 s, 2 s, 4 s, 8 s (the spec's retry helper) and the 5th failure in
 *    a row stops with "we could not check", Try again; nothing is read while the page is hidden,
 *    and it reads at once when it shows again (issue 17, part 8).
 *
 * The page decides where the machine starts: the input carries either `link` (the link page) or
 * `callback` (what the provider sent back). Navigation is the app's (`provide`).
 */

/** Polls of a PROCESSING session before the page says it is taking long (30 s at 2 s). */
export const MAX_POLLS = 15;

export interface IncomeLinkInput {
  applicationUuid: string;
  /** The link page: which account kind, for which income source, and the callback URL. */
  link?: { type: string; sourceId: string; returnUrl: string };
  /** The callback page: the provider's query parameters. */
  callback?: { sessionId: string | null; code: string | null; error: string | null };
}

export interface IncomeLinkContext {
  applicationUuid: string;
  link: NonNullable<IncomeLinkInput['link']> | null;
  callback: NonNullable<IncomeLinkInput['callback']> | null;
  session: IncomeLinkSession | null;
  /** Where the provider sends the borrower back (the callback URL with its parameters). */
  redirectUrl: string | null;
  /** Session reads since the last wait started. */
  polls: number;
  /** Session reads that failed in a row (backoff and cap); 0 after one that answered. */
  pollFailures: number;
  /** The last failed call. */
  error: unknown;
}

export type IncomeLinkEvent =
  /** Try the failed call again (session, code exchange, the reads after their cap). */
  | { type: 'RETRY' }
  /** Read the session again after the page said it is taking long. */
  | { type: 'CHECK_AGAIN' }
  /** Start linking again after the provider failed. */
  | { type: 'TRY_AGAIN' }
  /** Leave the flow: back to income/review. */
  | { type: 'CANCEL' }
  | PageVisibilityEvent;

function notProvided(name: string): never {
  throw new Error(`income-link: provide the "${name}" actor with machine.provide()`);
}

export const incomeLinkMachine = setup({
  types: {
    context: {} as IncomeLinkContext,
    events: {} as IncomeLinkEvent,
    input: {} as IncomeLinkInput,
  },
  actors: {
    createSession: fromPromise<IncomeLinkSession, CreateSessionInput>(async () =>
      notProvided('createSession'),
    ),
    openProvider: fromPromise<IncomeProviderResult, OpenProviderInput>(async () =>
      notProvided('openProvider'),
    ),
    completeLink: fromPromise<IncomeLinkSession, CompleteLinkInput>(async () =>
      notProvided('completeLink'),
    ),
    checkSession: fromPromise<IncomeLinkSession, CheckSessionInput>(async () =>
      notProvided('checkSession'),
    ),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
  },
  actions: {
    /** The app's: go where the provider redirects (the callback page). */
    followRedirect: (_, _params: { url: string }) => {},
    /** The app's: back to income/review. */
    returnToReview: () => {},
    /** The app's: the link page again for the same account kind and source. */
    restartLink: (_, _params: { type: string | null; sourceId: string | null }) => {},
    clearErrors: assign({ error: null }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    resetPolls: assign({ polls: 0 }),
    countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    resetPollFailures: assign({ pollFailures: 0 }),
    keepSession: assign((_, params: { session: IncomeLinkSession }) => ({
      session: params.session,
    })),
    /** Where the provider redirected the borrower (null for any other answer). */
    keepRedirectUrl: assign((_, params: { result: IncomeProviderResult }) => ({
      redirectUrl: params.result.kind === 'redirect' ? params.result.url : null,
    })),
    recordError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isCallback: ({ context }) => context.callback !== null,
    callbackHasCode: ({ context }) =>
      context.callback !== null &&
      context.callback.error === null &&
      Boolean(context.callback.sessionId) &&
      Boolean(context.callback.code),
    pollCapReached: ({ context }) => context.polls >= MAX_POLLS,
    /** This failed read is the 5th in a row (spec §9: 5 attempts): stop reading. */
    lastPollAttempt: ({ context }) => isLastAttempt(context.pollFailures),
    // Done events are not in the machine's event union: their payload comes as params.
    providerLeft: (_, params: { result: IncomeProviderResult }) => params.result.kind === 'left',
    providerRedirected: (_, params: { result: IncomeProviderResult }) =>
      params.result.kind === 'redirect',
    isLinked: (_, params: { session: IncomeLinkSession }) => params.session.status === 'LINKED',
    isLinkFailed: (_, params: { session: IncomeLinkSession }) => params.session.status === 'FAILED',
  },
  delays: {
    /**
     * Our choice: the provider reads a few pay periods (seconds); every 2 s answers soon after it
     * finishes without asking the lender more than MAX_POLLS times in 30 s.
     */
    POLL_DELAY: 2000,
    // After a failed read: 1 s, 2 s, 4 s, 8 s (spec §9's retry helper, src/domain/backoff.ts), so
    // a lender that is briefly down is asked again soon, and one that stays down less often.
    POLL_BACKOFF: ({ context }) => backoffDelay(context.pollFailures),
  },
}).createMachine({
  id: 'incomeLink',
  description:
    'Link a payroll or bank account with the income provider: session, the provider behind its port (its hosted page), callback, then wait for the provider to read the income.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    link: input.link ?? null,
    callback: input.callback ?? null,
    session: null,
    redirectUrl: null,
    polls: 0,
    pollFailures: 0,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'callbackHasCode', target: 'completing' },
        // Why: the provider came back without a code (the borrower left it, or it failed).
        { guard: 'isCallback', target: 'providerFailed' },
        { target: 'creatingSession' },
      ],
    },
    creatingSession: {
      description: 'Asking the lender for a link session.',
      tags: ['busy'],
      invoke: {
        src: 'createSession',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          type: context.link?.type ?? '',
          sourceId: context.link?.sourceId ?? '',
          returnUrl: context.link?.returnUrl ?? '',
        }),
        onDone: {
          target: 'atProvider',
          actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: {
          target: 'sessionFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sessionFailed: {
      description: 'The session could not be created: the error, Retry and Back.',
      on: {
        RETRY: { target: 'creatingSession', actions: 'clearErrors' },
        CANCEL: { target: 'cancelled' },
      },
    },
    leaving: {
      description: "On the way to the hosted provider's page.",
      type: 'final',
    },
    atProvider: {
      description:
        'The provider has the borrower: its hosted page (the browser leaves), or a stand-in behind the same port.',
      tags: ['busy'],
      // Why: leaving the page's flow closes the provider too (its overlay is torn down).
      on: { CANCEL: { target: 'cancelled' } },
      invoke: {
        src: 'openProvider',
        input: ({ context }) => {
          if (!context.session) throw new Error('income-link: no session to open');
          return { session: context.session };
        },
        onDone: [
          {
            guard: { type: 'providerLeft', params: ({ event }) => ({ result: event.output }) },
            target: 'leaving',
          },
          {
            guard: {
              type: 'providerRedirected',
              params: ({ event }) => ({ result: event.output }),
            },
            target: 'returning',
            actions: { type: 'keepRedirectUrl', params: ({ event }) => ({ result: event.output }) },
          },
          // Why: the borrower left the provider without linking: back to the income sources.
          { target: 'cancelled' },
        ],
        onError: {
          target: 'providerUnavailable',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    providerUnavailable: {
      description:
        'Fails closed: the provider could not be opened (a mode this build does not support, or unreachable). Retry with a new session, or Back.',
      on: {
        RETRY: { target: 'creatingSession', actions: 'clearErrors' },
        CANCEL: { target: 'cancelled' },
      },
    },
    returning: {
      description: 'The provider redirects the borrower to the callback page.',
      type: 'final',
      entry: {
        type: 'followRedirect',
        params: ({ context }) => ({ url: context.redirectUrl ?? '' }),
      },
    },
    completing: {
      description: "The callback: exchanging the provider's code.",
      tags: ['busy'],
      invoke: {
        src: 'completeLink',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          sessionId: context.callback?.sessionId ?? '',
          code: context.callback?.code ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isLinked', params: ({ event }) => ({ session: event.output }) },
            target: 'linked',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
          },
          {
            guard: { type: 'isLinkFailed', params: ({ event }) => ({ session: event.output }) },
            target: 'linkFailed',
            actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
          },
          {
            target: 'processing',
            actions: [
              { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
              'resetPolls',
              'resetPollFailures',
            ],
          },
        ],
        onError: {
          target: 'completeFailed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    completeFailed: {
      description: 'The code could not be exchanged: the error, Retry and Back.',
      on: {
        RETRY: { target: 'completing', actions: 'clearErrors' },
        CANCEL: { target: 'cancelled' },
      },
    },
    processing: {
      description:
        'The provider is reading the income: wait, then read the session; no reads while the page is hidden.',
      tags: ['busy', 'waiting'],
      initial: 'waiting',
      invoke: { src: 'pageVisibility' },
      states: {
        waiting: {
          after: { POLL_DELAY: 'checking' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        checking: {
          entry: 'countPoll',
          // Why: no read for a tab nobody sees; leaving aborts the one under way.
          on: { 'PAGE.HIDDEN': 'hidden' },
          invoke: {
            src: 'checkSession',
            input: ({ context }) => ({
              applicationUuid: context.applicationUuid,
              sessionId: context.session?.id ?? context.callback?.sessionId ?? '',
            }),
            onDone: [
              {
                guard: { type: 'isLinked', params: ({ event }) => ({ session: event.output }) },
                target: '#incomeLink.linked',
                actions: {
                  type: 'keepSession',
                  params: ({ event }) => ({ session: event.output }),
                },
              },
              {
                guard: { type: 'isLinkFailed', params: ({ event }) => ({ session: event.output }) },
                target: '#incomeLink.linkFailed',
                actions: {
                  type: 'keepSession',
                  params: ({ event }) => ({ session: event.output }),
                },
              },
              { guard: 'pollCapReached', target: '#incomeLink.tookTooLong' },
              { target: 'waiting', actions: 'resetPollFailures' },
            ],
            onError: [
              {
                guard: 'lastPollAttempt',
                target: '#incomeLink.checkFailed',
                actions: [
                  'countPollFailure',
                  { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                guard: 'pollCapReached',
                target: '#incomeLink.tookTooLong',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
              // Why: one failed read is not the end of the link: wait, then ask again.
              { target: 'backingOff', actions: 'countPollFailure' },
            ],
          },
        },
        backingOff: {
          description: 'A read failed: wait 1, 2, 4 then 8 s before the next one.',
          after: { POLL_BACKOFF: 'checking' },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description: 'The page is hidden: no reads until it shows again, then one at once.',
          on: { 'PAGE.VISIBLE': 'checking' },
        },
      },
    },
    tookTooLong: {
      description: 'Still processing after MAX_POLLS reads: Check again, or Back (it goes on).',
      on: {
        CHECK_AGAIN: {
          target: 'processing.checking',
          actions: ['resetPolls', 'resetPollFailures', 'clearErrors'],
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    checkFailed: {
      description:
        'The reads failed 5 times in a row: we could not check the link (it goes on at the provider); Try again, or Back.',
      on: {
        RETRY: {
          target: 'processing.checking',
          actions: ['resetPolls', 'resetPollFailures', 'clearErrors'],
        },
        CANCEL: { target: 'cancelled' },
      },
    },
    linkFailed: {
      description: 'The provider could not read the income: Try again, or Back.',
      on: {
        TRY_AGAIN: { target: 'restarting' },
        CANCEL: { target: 'cancelled' },
      },
    },
    providerFailed: {
      description: 'The provider came back without a code (left, or an error).',
      on: {
        TRY_AGAIN: { target: 'restarting' },
        CANCEL: { target: 'cancelled' },
      },
    },
    restarting: {
      type: 'final',
      entry: {
        type: 'restartLink',
        params: ({ context }) => ({
          type: context.session?.type ?? context.link?.type ?? null,
          sourceId: context.session?.sourceId ?? context.link?.sourceId ?? null,
        }),
      },
    },
    linked: {
      description: 'Linked: back to income/review, which shows the source verified.',
      type: 'final',
      entry: 'returnToReview',
    },
    cancelled: {
      type: 'final',
      entry: 'returnToReview',
    },
  },
});

export type IncomeLinkMachine = typeof incomeLinkMachine;
