/**
 * Signer: route an additional signer (co-deeder) to the page their co-deed status asks for
 * (GET …/heloc/co-deed/status, shell spec §6 and §7, issue 12 item 2), poll an ID in review with
 * backoff and a cap, pause while the tab is hidden, and stop when the signer leaves.
 *
 * The chart names its implementations only. The app provides the actor (the real status call,
 * signer.actors.ts) and the action that leaves the chart (navigate) with `machine.provide(...)`.
 */
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CoDeedStatus } from '../../src/api/application';
import { isApiError } from '../../src/api/errors';
import {
  MAX_FETCH_ATTEMPTS,
  isSignerWaiting,
  signerMayStayOn,
  signerScreenFor,
  signerScreenPath,
} from '../../src/domain/signer';
import { MAX_WAITING_TRIES, keepOnlyPopWebchat, pollDelay } from '../../src/domain/status';
import type {
  NavigateParams,
  SignerContext,
  SignerEvent,
  SignerInput,
  SignerTag,
} from './signer.types';

/** Navigate to the page the status asks for (only pop-webchat kept from the query). */
const NAVIGATE_TO_ROUTED_SCREEN = {
  type: 'navigate',
  params: ({ context }: { context: SignerContext }) => ({
    to: context.status
      ? `${signerScreenPath(signerScreenFor(context.status))}${keepOnlyPopWebchat(context.search)}`
      : signerScreenPath('error'),
  }),
} as const;

/** Done and error events are not in the machine's event union: their payload comes in as params. */
const ERROR_PARAMS = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

function httpStatusOf(error: unknown): number | null {
  return isApiError(error) ? error.status : null;
}

function notProvided(name: string): never {
  throw new Error(`signer: provide the "${name}" actor with machine.provide()`);
}

export const signerMachine = setup({
  types: {
    context: {} as SignerContext,
    events: {} as SignerEvent,
    input: {} as SignerInput,
    tags: {} as SignerTag,
  },
  actors: {
    /** Whether the signed-in user is an additional signer (shell §6): profile and applications. */
    identifySigner: fromPromise<boolean>(async () => notProvided('identifySigner')),
    fetchStatus: fromPromise<CoDeedStatus>(async () => notProvided('fetchStatus')),
  },
  actions: {
    // Provided by the app (machine.provide); a no-op here so the chart runs in the visualiser.
    navigate: (_, _params: NavigateParams) => {},

    storeStatus: assign((_, params: { status: CoDeedStatus }) => ({
      status: params.status,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    // A step, a refresh or RETRY starts a new cycle: fresh retries, the old failure forgotten.
    startCycle: assign({ retries: 0, error: null }),
    // An answer ends the failure cycle; the polls of an ID in review count from here.
    resetRetries: assign({ retries: 0 }),
    rememberLocation: assign(({ event, context }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return { currentScreen: event.screen, search: event.search ?? context.search };
    }),
    rememberHidden: assign({ hidden: true }),
    rememberVisible: assign({ hidden: false }),
    // The URL now shows the routed page with only pop-webchat kept from before.
    arriveAtRoutedScreen: assign({
      currentScreen: ({ context }) =>
        context.status ? signerScreenFor(context.status) : context.currentScreen,
      search: ({ context }) => keepOnlyPopWebchat(context.search),
    }),
  },
  guards: {
    /** The identify step's answer: the user is an additional signer (shell §6). */
    isSigner: (_, params: { isSigner: boolean }) => params.isSigner,
    // Shell §7: the call answers 400 to anyone who is not an additional signer; never retried.
    notASigner: (_, params: { error: unknown }) => httpStatusOf(params.error) === 400,
    // 401 already sent the user to the signer login (the API client); 403 will not change.
    notAllowed: (_, params: { error: unknown }) => {
      const status = httpStatusOf(params.error);
      return status === 401 || status === 403;
    },
    // `retries` counts the re-fetches already made; the first call is an attempt too.
    fetchAttemptsLeft: ({ context }) => context.retries + 1 < MAX_FETCH_ATTEMPTS,
    /** The application was cancelled (or the signer taken off it): nothing else applies. */
    cancelled: ({ context }) => context.status?.cancelled === true,
    /** The lender is reviewing the signer's ID (PENDING_REVIEW, after consent). */
    waiting: ({ context }) => context.status !== null && isSignerWaiting(context.status),
    /** Answered polls of this review so far, against the status polling cap (§9: 14). */
    waitingTriesLeft: ({ context }) => context.retries < MAX_WAITING_TRIES,
    /** The URL already shows the page the status asks for (no navigation needed). */
    onRoutedScreen: ({ context }) =>
      context.status !== null && context.currentScreen === signerScreenFor(context.status),
    /** Documents and conditions, after consent: the signer reads them any time. */
    mayStay: ({ context }) =>
      context.status !== null &&
      signerMayStayOn(context.currentScreen, signerScreenFor(context.status), context.status),
    /** document.visibilityState is 'hidden' (VISIBILITY.* events, or the input). */
    tabHidden: ({ context }) => context.hidden,
  },
  delays: {
    // 1000 ms doubling per re-fetch, capped at 5000 ms (the spec's status polling, §9): a review
    // or an outage is usually over within seconds; the cap keeps the signer from waiting long
    // after it ended. Used for failed calls and for polling an ID in review alike.
    POLL_DELAY: ({ context }) => pollDelay(context.retries),
  },
}).createMachine({
  id: 'signer',
  description:
    'Routes an additional signer to the page their co-deed status asks for; polls an ID in review with backoff, paused while the tab is hidden.',
  context: ({ input }) => ({
    currentScreen: input.currentScreen ?? null,
    search: input.search ?? '',
    hidden: input.hidden ?? false,
    status: null,
    retries: 0,
    error: null,
  }),
  initial: 'identifying',
  on: {
    // Leaving stops everything: the final state exits the polling states, cancelling their timers
    // and the call in flight.
    LEAVE: '.left',
    'LOCATION.CHANGED': { actions: 'rememberLocation' },
    'VISIBILITY.HIDDEN': { actions: 'rememberHidden' },
    'VISIBILITY.VISIBLE': { actions: 'rememberVisible' },
  },
  states: {
    identifying: {
      description:
        "Spinner: is the user an additional signer? (a CO_DEEDER profile, or listed among an application's v1 helocSigners)",
      tags: ['loading'],
      invoke: {
        id: 'identifySigner',
        src: 'identifySigner',
        onDone: [
          {
            guard: { type: 'isSigner', params: ({ event }) => ({ isSigner: event.output }) },
            target: 'loading',
          },
          // Why: shell §6 "only an additional signer fetches the co-deed status".
          { target: 'notSigner' },
        ],
        // Why: the check must not lock a signer out when the profile or the list cannot be
        // read; the status call then decides (its 400 still means "not a signer").
        onError: { target: 'loading' },
      },
    },
    loading: {
      description:
        'Spinner: reading the co-deed status (first load, after a step, a refresh, RETRY).',
      tags: ['loading'],
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            onDone: {
              target: '#signer.deciding',
              actions: [
                { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
                'resetRetries',
              ],
            },
            onError: [
              // Why: a 400 means "not a signer here"; asking again cannot change that.
              {
                guard: { type: 'notASigner', params: ERROR_PARAMS },
                target: '#signer.notSigner',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
              // Why: the API client has already handled a 401 (signer login); retrying is noise.
              {
                guard: { type: 'notAllowed', params: ERROR_PARAMS },
                target: '#signer.failed',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
              {
                guard: 'fetchAttemptsLeft',
                target: 'backingOff',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
              {
                target: '#signer.failed',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
            ],
          },
        },
        backingOff: {
          description: 'Before calling again after a failure (5xx, network).',
          after: { POLL_DELAY: { target: 'fetching', actions: 'countRetry' } },
        },
      },
    },
    deciding: {
      description: 'Reads the answer and picks: cancelled, wait for the ID review, stay or route.',
      always: [
        { guard: 'cancelled', target: 'routing' },
        { guard: and(['waiting', 'waitingTriesLeft']), target: 'waiting' },
        // Why: after consent, documents and conditions are open at any time; the status does not
        // pull a reading signer away.
        { guard: 'mayStay', target: 'settled' },
        // Also an ID still in review after the cap: the identity page says "still in review"
        // and the signer stays there until they refresh.
        { target: 'routing' },
      ],
    },
    waiting: {
      description:
        'The lender is reviewing the ID: the identity page shows it while the status is polled with backoff.',
      tags: ['waiting'],
      initial: 'arriving',
      on: {
        'STEP.COMPLETED': { target: 'loading', actions: 'startCycle' },
        'STATUS.REFRESH': { target: 'loading', actions: 'startCycle' },
        // Why: a hidden tab asks nothing (the call in flight is cancelled, the timer dropped).
        'VISIBILITY.HIDDEN': { target: '.paused', actions: 'rememberHidden' },
      },
      states: {
        arriving: {
          always: [
            { guard: 'onRoutedScreen', target: 'checkingTab' },
            { guard: 'mayStay', target: 'checkingTab' },
            { target: 'checkingTab', actions: [NAVIGATE_TO_ROUTED_SCREEN, 'arriveAtRoutedScreen'] },
          ],
        },
        checkingTab: {
          description: 'Polls only while the tab is visible.',
          always: [{ guard: 'tabHidden', target: 'paused' }, { target: 'polling' }],
        },
        polling: {
          after: { POLL_DELAY: 'fetching' },
        },
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            // A try counts when it is answered: a call the hidden tab cancelled was no try.
            onDone: {
              target: '#signer.deciding',
              actions: [
                { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
                'countRetry',
              ],
            },
            onError: [
              {
                guard: { type: 'notASigner', params: ERROR_PARAMS },
                target: '#signer.notSigner',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
              {
                guard: { type: 'notAllowed', params: ERROR_PARAMS },
                target: '#signer.failed',
                actions: { type: 'storeError', params: ERROR_PARAMS },
              },
              // Why: a failed poll is just another try: the last answer (in review) stands, and
              // the try counts against the waiting cap like an answer would.
              {
                target: '#signer.deciding',
                actions: [{ type: 'storeError', params: ERROR_PARAMS }, 'countRetry'],
              },
            ],
          },
        },
        paused: {
          description: 'The tab is hidden: no timer runs, nothing is asked.',
          on: {
            // Why: the review may have ended while the tab was hidden: ask at once, not after a delay.
            'VISIBILITY.VISIBLE': { target: 'fetching', actions: 'rememberVisible' },
          },
        },
      },
    },
    routing: {
      description: 'Navigates to the page the status asks for, unless the URL shows it already.',
      always: [
        { guard: 'onRoutedScreen', target: 'settled' },
        { target: 'settled', actions: [NAVIGATE_TO_ROUTED_SCREEN, 'arriveAtRoutedScreen'] },
      ],
    },
    settled: {
      description: 'On a page. The page sends STEP.COMPLETED when the signer finishes a step.',
      on: {
        'STEP.COMPLETED': { target: 'loading', actions: 'startCycle' },
        'STATUS.REFRESH': { target: 'loading', actions: 'startCycle' },
        // Why: a link or a typed URL to a page the status does not allow (e.g. 'sign' before
        // consent) is routed back; an allowed one stays (deciding finds it is already there).
        'LOCATION.CHANGED': { target: 'deciding', actions: 'rememberLocation' },
      },
    },
    failed: {
      description:
        'The status could not be read (after the retries, or 401/403): an error with a retry.',
      tags: ['error'],
      on: {
        RETRY: { target: 'loading', actions: 'startCycle' },
      },
    },
    notSigner: {
      description:
        'Not an additional signer (the identify step, or the status call answered 400): "you are not a signer on this application". No retry.',
      tags: ['notSigner'],
    },
    left: {
      type: 'final',
      description: 'The signer left the signer pages: nothing runs any more.',
    },
  },
});

export type SignerMachine = typeof signerMachine;
