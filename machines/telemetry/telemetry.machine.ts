/**
 * Telemetry (shell §3 "Telemetry session", §4 "Session establishment", §7, §8): the page's
 * telemetry session, the page views it carries, and the session recording's link.
 *
 * When the shell starts, unless the user declined analytics in their privacy choices, a session
 * is requested (resuming the device's stored key): up to 3 tries, 1 s then 2 s apart; an answer
 * without a session key counts as a failed try. After the third, 'An error occurred while
 * establishing a session, retries failed.' is logged and telemetry stays off for the page. Page
 * views (one per path in a row) wait in a queue until the session exists, then go out in order.
 * Alongside, the session recorder (when there is one) is started: its id and URL go on every
 * call's headers, and its URL is saved once per application (PUT …/full-story-link).
 *
 * Nothing here is on the borrower's way: events are fire and forget, failures are logged only,
 * and no screen waits for this chart. Declining analytics later stops it all (events, queue,
 * recording, headers).
 */
import { assign, fromPromise, setup } from 'xstate';
import { SESSION_RETRIES_FAILED_MESSAGE } from '../../src/api/telemetry';
import {
  SESSION_ATTEMPTS,
  isRepeatView,
  pageViewEvent,
  pageViewOf,
  resumableKey,
} from './telemetry.rules';
import type {
  ReplayLinkInput,
  ReportParams,
  SessionKey,
  SessionReplay,
  SessionRequestInput,
  TelemetryContext,
  TelemetryEvent,
  TelemetryEventIn,
  TelemetryInput,
  TelemetrySessionAnswer,
} from './telemetry.types';

function notProvided(name: string): never {
  throw new Error(`telemetry: provide the "${name}" actor with machine.provide()`);
}

export const telemetryMachine = setup({
  types: {
    context: {} as TelemetryContext,
    events: {} as TelemetryEventIn,
    input: {} as TelemetryInput,
    tags: {} as 'off' | 'sessionPending' | 'tracking' | 'recording',
  },
  actors: {
    startSession: fromPromise<TelemetrySessionAnswer, SessionRequestInput>(async () =>
      notProvided('startSession'),
    ),
    startReplay: fromPromise<SessionReplay | null, Record<string, never>>(async () =>
      notProvided('startReplay'),
    ),
    saveReplayLink: fromPromise<void, ReplayLinkInput>(async () => notProvided('saveReplayLink')),
  },
  actions: {
    // Provided by the app (telemetry.host.ts); no-ops here so the chart runs in the visualiser.
    /** Keep the session key on the device (telemetry_uuid, telemetry_epoch, telemetry_trackerUuid). */
    keepSession: (_, _params: { sessionKey: SessionKey }) => {},
    /** Post events, fire and forget: a failed post is ignored. */
    sendEvents: (_, _params: { events: TelemetryEvent[] }) => {},
    /** Log a failure (console.warn): never shown to the user. */
    report: (_, _params: ReportParams) => {},
    /** Put the recording's id and URL on every call's headers (null: take them off). */
    applyReplay: (_, _params: { replay: SessionReplay | null }) => {},
    /** Stop the session recorder. */
    stopRecorder: () => {},
    /** Remember (or forget) that this application's replay link was saved. */
    markReplayLink: (_, _params: { applicationUuid: string; saved: boolean }) => {},

    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    resetAttempts: assign({ attempts: 0 }),
    storeSession: assign((_, params: { sessionKey: SessionKey }) => ({
      sessionKey: params.sessionKey,
      resumeKey: params.sessionKey,
    })),
    storeConsent: assign((_, params: { analytics: boolean }) => ({ analytics: params.analytics })),
    storeIdentity: assign((_, params: { identityId: string | null }) => ({
      identityId: params.identityId,
    })),
    takePageView: assign(({ context }, params: { pathname: string; search: string }) => {
      const view = pageViewOf(params.pathname, params.search, context.identityId);
      return { lastPagePath: view.pagePath, applicationUuid: view.applicationUuid };
    }),
    queuePageView: assign(({ context }, params: { pathname: string; search: string }) => ({
      queue: [...context.queue, pageViewOf(params.pathname, params.search, context.identityId)],
    })),
    forgetQueue: assign({ queue: [] }),
    storeReplay: assign((_, params: { replay: SessionReplay | null }) => ({
      replay: params.replay,
    })),
  },
  guards: {
    analyticsDeclined: ({ context }) => !context.analytics,
    /** The privacy choice just saved allows analytics. */
    allowsAnalytics: (_, params: { analytics: boolean }) => params.analytics,
    /** The privacy choice just saved declines analytics. */
    declinesAnalytics: (_, params: { analytics: boolean }) => !params.analytics,
    answeredWithSession: (_, params: { answer: TelemetrySessionAnswer }) =>
      Boolean(params.answer.sessionKey?.uuid),
    triesLeft: ({ context }) => context.attempts < SESSION_ATTEMPTS,
    /** The same path as the last page view (a re-render, a replace, a query change). */
    repeatView: ({ context }, params: { pathname: string }) =>
      isRepeatView(context.lastPagePath, params.pathname),
    hasRecording: (_, params: { replay: SessionReplay | null }) => params.replay !== null,
    /**
     * The application in the URL has no saved replay link yet. Provided by the app (it reads the
     * mark in storage); false here.
     */
    replayLinkUnsaved: (_, _params: { applicationUuid: string | null }) => false,
  },
  delays: {
    /**
     * Between session tries: 1 s, then 2 s (the spec's retry helper: 1 s initial, doubling). Three
     * tries are over within about 3 s plus the calls, while the first screen is still loading.
     */
    SESSION_RETRY_DELAY: ({ context }) => 1000 * 2 ** Math.max(0, context.attempts - 1),
  },
}).createMachine({
  id: 'telemetry',
  description: 'Telemetry session (3 tries), page views, session-replay link; never blocks.',
  context: ({ input }) => ({
    analytics: input.analytics,
    domain: input.domain,
    page: input.page,
    resumeKey: resumableKey(input.storedKey),
    sessionKey: null,
    attempts: 0,
    queue: [],
    lastPagePath: null,
    applicationUuid: null,
    identityId: null,
    replay: null,
  }),
  on: {
    'IDENTITY.CHANGED': {
      actions: { type: 'storeIdentity', params: ({ event }) => ({ identityId: event.identityId }) },
    },
  },
  initial: 'checkingConsent',
  states: {
    checkingConsent: {
      always: [{ guard: 'analyticsDeclined', target: 'off' }, { target: 'on' }],
    },
    off: {
      description: 'Analytics declined: no session, no events, no recording.',
      tags: ['off'],
      on: {
        'CONSENT.CHANGED': {
          guard: {
            type: 'allowsAnalytics',
            params: ({ event }) => ({ analytics: event.analytics }),
          },
          target: 'on',
          actions: { type: 'storeConsent', params: { analytics: true } },
        },
      },
    },
    on: {
      type: 'parallel',
      on: {
        // Why: a refusal stops everything at once: queued views are dropped, the recorder stops
        // and the calls lose the replay headers (the exit actions of the regions).
        'CONSENT.CHANGED': {
          guard: {
            type: 'declinesAnalytics',
            params: ({ event }) => ({ analytics: event.analytics }),
          },
          target: 'off',
          actions: [{ type: 'storeConsent', params: { analytics: false } }, 'forgetQueue'],
        },
      },
      states: {
        session: {
          entry: 'resetAttempts',
          on: {
            // Before the session exists: queued, one per path in a row.
            'PAGE.VIEWED': [
              {
                guard: {
                  type: 'repeatView',
                  params: ({ event }) => ({ pathname: event.pathname }),
                },
              },
              {
                actions: [
                  { type: 'queuePageView', params: ({ event }) => event },
                  { type: 'takePageView', params: ({ event }) => event },
                ],
              },
            ],
          },
          initial: 'requesting',
          states: {
            requesting: {
              tags: ['sessionPending'],
              entry: 'countAttempt',
              invoke: {
                id: 'startSession',
                src: 'startSession',
                input: ({ context }) => ({
                  request: { ...context.page, sessionKey: context.resumeKey },
                }),
                onDone: [
                  {
                    guard: {
                      type: 'answeredWithSession',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: 'ready',
                    actions: [
                      {
                        type: 'storeSession',
                        params: ({ event }) => ({ sessionKey: event.output.sessionKey! }),
                      },
                      {
                        type: 'keepSession',
                        params: ({ event }) => ({ sessionKey: event.output.sessionKey! }),
                      },
                    ],
                  },
                  // Why: an answer without a session key is a failed try (shell §4).
                  { guard: 'triesLeft', target: 'retrying' },
                  { target: 'failed' },
                ],
                onError: [{ guard: 'triesLeft', target: 'retrying' }, { target: 'failed' }],
              },
            },
            retrying: {
              tags: ['sessionPending'],
              after: { SESSION_RETRY_DELAY: 'requesting' },
            },
            ready: {
              description: 'Session established: page views go out as they happen.',
              tags: ['tracking'],
              entry: [
                {
                  type: 'sendEvents',
                  params: ({ context }) => ({
                    events: context.queue.map((view) =>
                      pageViewEvent(view, context.sessionKey!, context.domain),
                    ),
                  }),
                },
                'forgetQueue',
              ],
              on: {
                'PAGE.VIEWED': [
                  {
                    guard: {
                      type: 'repeatView',
                      params: ({ event }) => ({ pathname: event.pathname }),
                    },
                  },
                  {
                    actions: [
                      {
                        type: 'sendEvents',
                        params: ({ context, event }) => ({
                          events: [
                            pageViewEvent(
                              pageViewOf(event.pathname, event.search, context.identityId),
                              context.sessionKey!,
                              context.domain,
                            ),
                          ],
                        }),
                      },
                      { type: 'takePageView', params: ({ event }) => event },
                    ],
                  },
                ],
              },
            },
            failed: {
              description: 'No session after 3 tries: logged; page views are dropped.',
              entry: [
                'forgetQueue',
                {
                  type: 'report',
                  params: ({ context }) => ({
                    message: SESSION_RETRIES_FAILED_MESSAGE,
                    attempts: context.attempts,
                  }),
                },
              ],
              on: {
                'PAGE.VIEWED': { actions: { type: 'takePageView', params: ({ event }) => event } },
              },
            },
          },
        },
        replay: {
          initial: 'starting',
          states: {
            starting: {
              invoke: {
                id: 'startReplay',
                src: 'startReplay',
                input: () => ({}),
                onDone: [
                  {
                    guard: {
                      type: 'hasRecording',
                      params: ({ event }) => ({ replay: event.output }),
                    },
                    target: 'recording',
                    actions: [
                      { type: 'storeReplay', params: ({ event }) => ({ replay: event.output }) },
                      { type: 'applyReplay', params: ({ event }) => ({ replay: event.output }) },
                    ],
                  },
                  { target: 'none' },
                ],
                // Why: a recorder that fails to start leaves the page unrecorded, nothing else.
                onError: { target: 'none' },
              },
            },
            recording: {
              tags: ['recording'],
              exit: [
                'stopRecorder',
                { type: 'applyReplay', params: { replay: null } },
                { type: 'storeReplay', params: { replay: null } },
              ],
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    {
                      guard: {
                        type: 'replayLinkUnsaved',
                        params: ({ context }) => ({ applicationUuid: context.applicationUuid }),
                      },
                      target: 'savingLink',
                    },
                    { target: 'idle' },
                  ],
                },
                idle: {
                  // Why: a new page may be another application's; checking reads its mark.
                  on: { 'PAGE.VIEWED': 'checking' },
                },
                savingLink: {
                  description: 'Once per application: marked first, the mark cleared on failure.',
                  entry: {
                    type: 'markReplayLink',
                    params: ({ context }) => ({
                      applicationUuid: context.applicationUuid ?? '',
                      saved: true,
                    }),
                  },
                  invoke: {
                    id: 'saveReplayLink',
                    src: 'saveReplayLink',
                    input: ({ context }) => ({
                      applicationUuid: context.applicationUuid ?? '',
                      link: context.replay?.url ?? '',
                    }),
                    onDone: 'idle',
                    onError: {
                      target: 'idle',
                      actions: [
                        {
                          type: 'markReplayLink',
                          params: ({ context }) => ({
                            applicationUuid: context.applicationUuid ?? '',
                            saved: false,
                          }),
                        },
                        {
                          type: 'report',
                          params: { message: 'The session-replay link was not saved.' },
                        },
                      ],
                    },
                  },
                },
              },
            },
            none: { description: 'No recorder, or it did not start.' },
          },
        },
      },
    },
  },
});

export type TelemetryMachine = typeof telemetryMachine;
