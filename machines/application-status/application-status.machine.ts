/**
 * Application status: route an application to the screen its checklist status asks for, poll the
 * waiting statuses with backoff (not from a hidden page), and after each step find the next screen
 * (registration spec §4 and §9, shell spec §7, issue 5).
 *
 * The chart names its implementations only. The app provides the actors (the real status,
 * application and profile calls, application-status.actors.ts) and the actions that leave the
 * chart (navigate, redirectOut, logoutAndReload, warn) with `machine.provide(...)`.
 */
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ActorSystem, AnyActorRef } from 'xstate';
import { CO_DEEDER_PROFILE_TYPE, SIGNER_RESUME_PATH } from '../../src/domain/signer';
import { STATUS_STALE_TIME_MS } from '../../src/api/status';
import {
  MAX_UNCHANGED_RETRIES,
  MAX_WAITING_TRIES,
  STAYS_WHEN_TRIES_RUN_OUT,
  UNKNOWN_STATUS,
  isDeclined,
  isTerminalStatus,
  isWaitingStatus,
  keepOnlyPopWebchat,
  pollDelay,
  routeAfterDecline,
  mayStayOn,
  routeForStatus,
  statusRedirectPath,
} from '../../src/domain/status';
import type { RouteInput } from '../../src/domain/status';
import type {
  ApplicationContextAnswer,
  ApplicationStatusActorInput,
  ApplicationStatusContext,
  ApplicationStatusEvent,
  ApplicationStatusInput,
  NavigateParams,
  RedirectOutParams,
  StatusAnswer,
  WarnParams,
} from './application-status.types';
import { DASHBOARD_URL } from '../../src/domain/appPaths';
import type { ApplicationScreen } from '../../src/domain/screenPaths';
import { pageVisibilityEvents } from '../connectivity/visibility.actors';

/** Where a declined application waits for the user to read the disclosures. */
export const DISCLOSURES_SCREEN = 'document/disclosures' satisfies ApplicationScreen;

/** Outside the app (a full-page load): missing HELOC, inquiry HELOC, missing profile. */
export { DASHBOARD_URL };

type Clock = ActorSystem<never>['_clock'];

function hasNow(clock: Clock): clock is Clock & { now: () => number } {
  return 'now' in clock && typeof clock.now === 'function';
}

/**
 * "Now" from the actor system's clock: a SimulatedClock in tests, the real clock (Date.now) in
 * the app, so the stale time and the delays run on one clock.
 */
export function clockNow(system: AnyActorRef['system']): number {
  const clock: Clock = system._clock;
  return hasNow(clock) ? clock.now() : Date.now();
}

function routeInput(context: ApplicationStatusContext): RouteInput {
  return { ...context.status, ...context.application };
}

/** Navigate to the chosen route's screen (only pop-webchat kept from the query). */
const NAVIGATE_TO_ROUTE = {
  type: 'navigate',
  params: ({ context }: { context: ApplicationStatusContext }) => ({
    to: statusRedirectPath(
      context.applicationUuid,
      context.route ?? routeForStatus(routeInput(context)),
      context.search,
    ),
  }),
} as const;

function notProvided(name: string): never {
  throw new Error(`application-status: provide the "${name}" actor with machine.provide()`);
}

export const applicationStatusMachine = setup({
  types: {
    context: {} as ApplicationStatusContext,
    events: {} as ApplicationStatusEvent,
    input: {} as ApplicationStatusInput,
    tags: {} as 'loading' | 'stillWorking' | 'error',
  },
  actors: {
    fetchStatus: fromPromise<StatusAnswer, ApplicationStatusActorInput>(async () =>
      notProvided('fetchStatus'),
    ),
    fetchApplicationContext: fromPromise<ApplicationContextAnswer, ApplicationStatusActorInput>(
      async () => notProvided('fetchApplicationContext'),
    ),
    /** PAGE.HIDDEN / PAGE.VISIBLE from the document (nothing in node). */
    pageVisibility: pageVisibilityEvents,
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    navigate: (_, _params: NavigateParams) => {},
    redirectOut: (_, _params: RedirectOutParams) => {},
    logoutAndReload: () => {},
    warn: (_, _params: WarnParams) => {},
    /**
     * The page's loader overlay (started by the registration submit) ends: the first application
     * screen is on screen, or nothing will come (an error). Ignored when it is not showing.
     */
    endLoading: () => {},

    readClock: assign({ now: ({ system }) => clockNow(system) }),
    // Done and error events are not in the machine's event union: their payload comes in as params.
    storeStatus: assign(({ system }, params: { status: StatusAnswer }) => ({
      status: params.status,
      statusFetchedAt: clockNow(system),
      error: null,
    })),
    storeApplication: assign((_, params: { answer: ApplicationContextAnswer }) => ({
      application: params.answer.application,
      profileType: params.answer.profile ? params.answer.profile.type : undefined,
      listedSigner: params.answer.listedSigner === true,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    startStepCycle: assign({
      trigger: 'step',
      retries: 0,
      statusBeforeStep: ({ context }) => context.status?.checklistStatus ?? null,
    }),
    startRefreshCycle: assign({ trigger: 'refresh', retries: 0 }),
    startLoadCycle: assign({ trigger: 'load', retries: 0 }),
    // RETRY keeps the trigger and statusBeforeStep: the failed cycle is resumed, nothing lost.
    startRetryCycle: assign({ retries: 0, error: null }),
    rememberLocation: assign(({ event, context }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return { currentScreen: event.screen, search: event.search ?? context.search };
    }),
    giveUpWaiting: assign({
      status: ({ context }) => ({ ...context.status, checklistStatus: UNKNOWN_STATUS }),
    }),
    chooseStatusRoute: assign({ route: ({ context }) => routeForStatus(routeInput(context)) }),
    chooseDeclineRoute: assign({ route: ({ context }) => routeAfterDecline(routeInput(context)) }),
    // The URL now shows the route's screen with only pop-webchat kept from before.
    arriveAtRoute: assign({
      currentScreen: ({ context }) => context.route?.screen ?? context.currentScreen,
      search: ({ context }) => keepOnlyPopWebchat(context.search),
    }),
  },
  guards: {
    // Never after a step: the step changed the lender's state, and an answer from before it
    // would only look "unchanged" and cost a retry.
    statusIsFresh: ({ context }) =>
      context.trigger !== 'step' &&
      context.status !== null &&
      context.statusFetchedAt !== null &&
      context.now - context.statusFetchedAt < STATUS_STALE_TIME_MS,
    helocMissing: ({ context }) => context.application === null,
    isInquiry: ({ context }) => context.application?.isInquiry === true,
    // undefined: the profile answer was "no profile".
    profileMissing: ({ context }) => context.profileType === undefined,
    coDeederOnPrimaryApp: ({ context }) =>
      !context.isSignerApp && context.profileType === CO_DEEDER_PROFILE_TYPE,
    /** A co-owner listed among this application's v1 helocSigners (shell §6), not its borrower. */
    listedSignerOnPrimaryApp: ({ context }) => !context.isSignerApp && context.listedSigner,
    declined: ({ context }) => isDeclined({ uwDecision: context.status?.uwDecision }),
    onDisclosuresUnasked: ({ context }) =>
      context.currentScreen === DISCLOSURES_SCREEN && context.trigger !== 'step',
    terminal: ({ context }) => isTerminalStatus(context.status?.checklistStatus),
    waiting: ({ context }) => isWaitingStatus(context.status?.checklistStatus),
    staysWhenTriesRunOut: ({ context }) =>
      context.status?.checklistStatus === STAYS_WHEN_TRIES_RUN_OUT,
    unchangedAfterStep: ({ context }) =>
      context.trigger === 'step' &&
      (context.status?.checklistStatus ?? null) === context.statusBeforeStep,
    waitingTriesLeft: ({ context }) => context.retries < MAX_WAITING_TRIES,
    unchangedRetriesLeft: ({ context }) => context.retries < MAX_UNCHANGED_RETRIES,
    // A failed fetch is just another try: it counts against the cap of what we were doing.
    fetchRetriesLeft: ({ context }) =>
      context.retries <
      (isWaitingStatus(context.status?.checklistStatus)
        ? MAX_WAITING_TRIES
        : MAX_UNCHANGED_RETRIES),
    routeHasWarning: ({ context }) => context.route?.warning !== undefined,
    /** The waiting status has a screen in the table (GEN_NOTE_SIGNING → review-app/signdocs). */
    hasOwnWaitingScreen: ({ context }) => {
      const route = routeForStatus(routeInput(context));
      return !route.root && route.warning === undefined;
    },
    /** The URL already shows the status's screen (no navigation needed). */
    onStatusScreen: ({ context }) =>
      context.currentScreen === routeForStatus(routeInput(context)).screen,
    staysOnCurrentScreen: ({ context }) => {
      if (context.trigger === 'step') return false;
      const route = routeForStatus(routeInput(context));
      return (
        !route.root &&
        !route.warning &&
        context.currentScreen !== route.screen &&
        mayStayOn(context.currentScreen, route.screen, context.search)
      );
    },
    // The application's entry (/{uuid}, no screen): the status decides where it leads.
    atEntry: ({ event }) => event.type === 'LOCATION.CHANGED' && event.screen === null,
  },
  delays: {
    // 1000 ms doubling per re-fetch, capped at 5000 ms (spec §9): the lender usually moves a
    // status on within a second or two; the cap keeps a slow one from leaving the user waiting
    // long after it moved. Used for waiting statuses, unchanged statuses and failed fetches alike.
    POLL_DELAY: ({ context }) => pollDelay(context.retries),
  },
}).createMachine({
  id: 'applicationStatus',
  description:
    'Routes an application to the screen its checklist status asks for; polls waiting statuses with backoff.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    currentScreen: input.currentScreen ?? null,
    search: input.search ?? '',
    isSignerApp: input.isSignerApp ?? false,
    status: null,
    statusFetchedAt: null,
    now: 0,
    application: null,
    profileType: undefined,
    listedSigner: false,
    trigger: 'load',
    statusBeforeStep: null,
    retries: 0,
    route: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Leaving stops everything: the final state exits the polling states, cancelling their timers.
    LEAVE: '.left',
    'LOCATION.CHANGED': { actions: 'rememberLocation' },
  },
  states: {
    loading: {
      description: 'Spinner: finding the next screen (first load, after a step, after a refresh).',
      tags: ['loading'],
      initial: 'checkingFreshness',
      states: {
        checkingFreshness: {
          description: 'Reuses a status answer younger than the stale time.',
          entry: 'readClock',
          always: [
            // Why: two asks within 250 ms (shell spec §7 stale time) share one answer.
            { guard: 'statusIsFresh', target: 'fetchingApplication' },
            { target: 'fetchingStatus' },
          ],
        },
        fetchingStatus: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: 'fetchingApplication',
              actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
            },
            onError: [
              {
                guard: 'fetchRetriesLeft',
                target: 'backingOff',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#applicationStatus.failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        fetchingApplication: {
          invoke: {
            id: 'fetchApplicationContext',
            src: 'fetchApplicationContext',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: 'checkingAccess',
              actions: {
                type: 'storeApplication',
                params: ({ event }) => ({ answer: event.output }),
              },
            },
            onError: [
              {
                guard: 'fetchRetriesLeft',
                target: 'backingOff',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#applicationStatus.failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        checkingAccess: {
          description:
            'Missing HELOC, inquiry or missing profile → /dashboard; co-deeder → logout.',
          always: [
            {
              guard: 'helocMissing',
              target: '#applicationStatus.redirectingOut',
              actions: {
                type: 'redirectOut',
                params: { url: DASHBOARD_URL, reason: 'missing-heloc' },
              },
            },
            {
              guard: 'isInquiry',
              target: '#applicationStatus.redirectingOut',
              actions: { type: 'redirectOut', params: { url: DASHBOARD_URL, reason: 'inquiry' } },
            },
            {
              guard: 'profileMissing',
              target: '#applicationStatus.redirectingOut',
              actions: {
                type: 'redirectOut',
                params: { url: DASHBOARD_URL, reason: 'missing-profile' },
              },
            },
            // Why: a co-owner signed in to the primary app is in the wrong app: a fresh login
            // lands them in the signer flow.
            {
              guard: 'coDeederOnPrimaryApp',
              target: '#applicationStatus.loggingOut',
              actions: 'logoutAndReload',
            },
            // Why: a co-owner who also borrows on their own keeps their CUSTOMER profile and their
            // session; on this application they are a signer, so their own pages take them.
            {
              guard: 'listedSignerOnPrimaryApp',
              target: '#applicationStatus.toSignerPages',
              actions: { type: 'navigate', params: { to: SIGNER_RESUME_PATH } },
            },
            { target: '#applicationStatus.deciding' },
          ],
        },
        backingOff: {
          description:
            'Before re-fetching a status that did not change after a step, or a failed fetch.',
          after: { POLL_DELAY: { target: 'checkingFreshness', actions: 'countRetry' } },
        },
      },
    },
    deciding: {
      description: 'Reads the answer and picks: stay, wait, try again or route.',
      always: [
        // Why: a declined user must still read the disclosures; only their own "continue"
        // (STEP.COMPLETED) moves them on from there.
        { guard: and(['declined', 'onDisclosuresUnasked']), target: 'settled' },
        // Why: a DECLINE routes on at once, whatever we were waiting or retrying for.
        { guard: 'declined', target: 'routing', actions: 'chooseDeclineRoute' },
        { guard: 'terminal', target: 'routing', actions: 'chooseStatusRoute' },
        // Why: a waiting status with a screen of its own shows that screen at once (not the
        // generic panel) and is polled from there.
        {
          guard: and(['waiting', 'waitingTriesLeft', 'hasOwnWaitingScreen']),
          target: 'waitingOnScreen',
        },
        { guard: and(['waiting', 'waitingTriesLeft']), target: 'waiting' },
        // Why: documents are still being generated, but the signing screen can wait for them;
        // the borrower is on it already (waitingOnScreen), so it simply stays.
        { guard: and(['waiting', 'staysWhenTriesRunOut', 'onStatusScreen']), target: 'settled' },
        {
          guard: and(['waiting', 'staysWhenTriesRunOut']),
          target: 'routing',
          actions: 'chooseStatusRoute',
        },
        {
          guard: 'waiting',
          target: 'routing',
          actions: ['giveUpWaiting', 'chooseStatusRoute'],
        },
        // Why: the lender may not have recorded the step yet; ask again before routing back.
        {
          guard: and(['unchangedAfterStep', 'unchangedRetriesLeft']),
          target: 'loading.backingOff',
        },
        // Why: on arrival or a refresh, a page of the same step (bank/confirm for bank/disburse,
        // the income provider's callback, a condition page) is where the borrower is working.
        { guard: 'staysOnCurrentScreen', target: 'settled', actions: 'chooseStatusRoute' },
        { target: 'routing', actions: 'chooseStatusRoute' },
      ],
    },
    waiting: {
      description: '"We\'re still working on it": a waiting status is polled with backoff.',
      tags: ['stillWorking'],
      initial: 'polling',
      invoke: { src: 'pageVisibility' },
      states: {
        polling: {
          after: { POLL_DELAY: { target: 'fetching', actions: 'countRetry' } },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description:
            'The page is hidden: no polls (and no tries used) until it shows again, then one at once.',
          on: { 'PAGE.VISIBLE': { target: 'fetching', actions: 'countRetry' } },
        },
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: '#applicationStatus.deciding',
              actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
            },
            onError: [
              {
                guard: 'fetchRetriesLeft',
                target: 'polling',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#applicationStatus.failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    waitingOnScreen: {
      description:
        'A waiting status with a screen of its own (review-app/signdocs): shown at once, polled with backoff from there.',
      entry: ['chooseStatusRoute', 'endLoading'],
      initial: 'arriving',
      invoke: { src: 'pageVisibility' },
      on: {
        'STEP.COMPLETED': { target: 'loading', actions: 'startStepCycle' },
        'STATUS.REFRESH': { target: 'loading', actions: 'startRefreshCycle' },
      },
      states: {
        arriving: {
          always: [
            { guard: 'onStatusScreen', target: 'polling' },
            { target: 'polling', actions: [NAVIGATE_TO_ROUTE, 'arriveAtRoute'] },
          ],
        },
        polling: {
          after: { POLL_DELAY: { target: 'fetching', actions: 'countRetry' } },
          on: { 'PAGE.HIDDEN': 'hidden' },
        },
        hidden: {
          description:
            'The page is hidden: no polls (and no tries used) until it shows again, then one at once.',
          on: { 'PAGE.VISIBLE': { target: 'fetching', actions: 'countRetry' } },
        },
        fetching: {
          invoke: {
            id: 'fetchStatus',
            src: 'fetchStatus',
            input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
            onDone: {
              target: '#applicationStatus.deciding',
              actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) },
            },
            onError: [
              {
                guard: 'fetchRetriesLeft',
                target: 'polling',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#applicationStatus.failed',
                actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    routing: {
      description:
        'Navigates to the chosen screen (only pop-webchat kept) and warns on an unknown status.',
      entry: [NAVIGATE_TO_ROUTE, 'arriveAtRoute'],
      always: [
        {
          guard: 'routeHasWarning',
          target: 'settled',
          actions: {
            type: 'warn',
            params: ({ context }) => ({
              message: context.route?.warning ?? '',
              checklistStatus: context.status?.checklistStatus ?? null,
            }),
          },
        },
        { target: 'settled' },
      ],
    },
    settled: {
      description: 'On a screen. The view asks for the next one when the user finishes a step.',
      entry: 'endLoading',
      on: {
        'STEP.COMPLETED': { target: 'loading', actions: 'startStepCycle' },
        'STATUS.REFRESH': { target: 'loading', actions: 'startRefreshCycle' },
        // Why: a link to the entry (/{uuid}) from a screen must lead to the status's screen again,
        // not leave the user on a bare entry with nothing routed.
        'LOCATION.CHANGED': [
          { guard: 'atEntry', target: 'loading', actions: ['rememberLocation', 'startLoadCycle'] },
          { actions: 'rememberLocation' },
        ],
      },
    },
    failed: {
      description: 'The status could not be fetched after the retries: an error with a retry.',
      tags: ['error'],
      entry: 'endLoading',
      on: {
        RETRY: { target: 'loading', actions: 'startRetryCycle' },
      },
    },
    redirectingOut: { type: 'final', description: 'Full-page load of /dashboard.' },
    loggingOut: { type: 'final', description: 'CO_DEEDER on the primary app: logout and reload.' },
    toSignerPages: {
      type: 'final',
      // Why: the signer pages are in the app: nothing on them ends the overlay.
      entry: 'endLoading',
      description:
        'An additional signer of this application: on to their own pages (heloc-signer).',
    },
    left: { type: 'final', description: 'The user left the application: nothing runs any more.' },
  },
});

export type ApplicationStatusMachine = typeof applicationStatusMachine;
