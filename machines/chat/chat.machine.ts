/**
 * Chat: one web chat conversation per widget (issue 13; shell spec §2 "Chat widget", §3, §4 "Chat",
 * §5 "Chat", §7 "Chat", §8 chat alerts, §9). Two regions side by side:
 * - panel: closed ↔ open. Closing the panel keeps the conversation running (unread messages are
 *   counted); only END, "start a new chat" or the other side ends it.
 * - conversation: on the first OPEN, resume the stored session while its token lives (6 h agent,
 *   10 min chatbot), else the pre-engagement form → init → connecting (the last 20 messages) →
 *   connected, where the connection (ping every 10 s, reconnect with backoff and a cap), the
 *   token (every 60 s for an agent, at once when warned or refused), the signed-in user's nonce
 *   (every 60 s), the outbox (each message sent once, a failed one kept with "resend") and the
 *   chatbot answer feedback run in parallel → the thanks panel.
 *
 * The chart names its implementations only. The app provides the actors (chat.actors.ts: the
 * HTTP calls and the connection over the chosen transport) and the host actions that keep the
 * session on the device (storeSession, clearStoredSession) with `machine.provide(...)`. Every
 * time is a named delay; leaving a state cancels its timers, and leaving `live` (END, a new chat,
 * stopping the actor) stops the connection actor, whose cleanup closes the connection.
 */
import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import {
  isChatTransportError,
  type ChatConnectInput,
  type ChatConnectionState,
  type ChatMessageView,
} from '../../src/api/chatTransport';
import {
  CHAT_ALERTS,
  CHAT_FILE_TYPE_REFUSED,
  CHAT_HISTORY_SIZE,
  CHAT_NONCE_REFRESH_MS,
  CHAT_MODE_WAIT_MS,
  CHAT_PING_MS,
  CHAT_RECONNECT_ATTEMPTS,
  CHAT_TOKEN_REFRESH_MS,
  canResumeChat,
  chatReconnectDelay,
  screenChatFiles,
  validateChatFeedback,
  validateChatIntake,
  validateChatMessage,
  type StoredChatSession,
} from '../../src/domain/chat';
import {
  clockNow,
  connectInputOf,
  feedbackInputOf,
  initErrorMessage,
  initInputOf,
  insertMessage,
  isFeedbackAnswer,
  liveNonce,
  liveSession,
  mergeMessages,
  sendingEntry,
} from './chat.rules';
import type {
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatTag,
  ConnectionCommand,
  FeedbackInput,
  FeedbackRequest,
  InitChatInput,
  StartedChat,
} from './chat.types';

// Event payloads handed to guards and actions as params (the chart stays free of casts).
const ERROR = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const CONNECTION_STATE = ({ event }: { event: { state: ChatConnectionState } }) => ({
  state: event.state,
});
const MESSAGE = ({ event }: { event: { message: ChatMessageView } }) => ({
  message: event.message,
});
const OUTGOING = ({ event }: { event: { text: string; files?: readonly File[] } }) => ({
  text: event.text,
  files: event.files ?? [],
});
const LOCAL_ID = ({ event }: { event: { localId: string } }) => ({ localId: event.localId });
const FEEDBACK = ({ event }: { event: FeedbackRequest }) => ({
  questionId: event.questionId,
  reason: event.reason,
  details: event.details,
});
/** The host keeps the live session on the device (a reload or another page resumes it). */
const STORE_SESSION = {
  type: 'storeSession',
  params: ({ context }: { context: ChatContext }) => liveSession(context),
} as const;

function notProvided(name: string): never {
  throw new Error(`chat: provide the "${name}" actor with machine.provide()`);
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    children: {} as { connection: 'connect' },
    tags: {} as ChatTag,
  },
  actors: {
    /** POST …/twilio/initWebChat with the form's answers and chatMode (§7). */
    initChat: fromPromise<StartedChat, InitChatInput>(async () => notProvided('initChat')),
    /** POST …/webchat/authenticate: ties the chat to the signed-in user; answers the nonce. */
    authenticate: fromPromise<string>(async () => notProvided('authenticate')),
    /** PUT …/webchat/refresh: the signed-in user's nonce, every 60 s. */
    refreshNonce: fromPromise<string, { nonce: string }>(async () => notProvided('refreshNonce')),
    /** POST …/twilio/refreshToken: the conversation's new token. */
    refreshToken: fromPromise<string, { token: string }>(async () => notProvided('refreshToken')),
    /** POST …/setChatReplyUsedWithFeedback (rating 0) for one chatbot answer. */
    sendFeedback: fromPromise<void, FeedbackInput>(async () => notProvided('sendFeedback')),
    /**
     * The open conversation over the mode's transport (agent: Twilio or the sandbox's agent;
     * chatbot: HTTP): forwards the transport's events, runs the commands it is sent, and closes
     * the connection when stopped. This stub never connects (the chart runs in the visualiser).
     */
    connect: fromCallback<ConnectionCommand, ChatConnectInput>(() => undefined),
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    storeSession: (_, _params: StoredChatSession) => {},
    clearStoredSession: () => {},

    readClock: assign({ now: ({ system }) => clockNow(system) }),
    forgetSession: assign({ session: null }),
    setMode: assign(({ event }) => {
      assertEvent(event, 'HOURS.CHANGED');
      return { mode: event.mode, modeKnown: true };
    }),
    rememberPage: assign(({ event }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return { pageUrl: event.pageUrl };
    }),
    markRead: assign({ unread: 0 }),
    countUnread: assign({ unread: ({ context }) => context.unread + 1 }),

    // The form: the answers are kept through errors and failed inits.
    editIntake: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showIntakeErrors: assign({
      errors: ({ context }) => validateChatIntake(context.values),
      initError: null,
    }),
    acceptIntake: assign({ errors: {}, initError: null }),
    showInitError: assign((_, params: { error: unknown }) => ({
      initError: initErrorMessage(params.error),
    })),
    showTokenRefused: assign({ initError: CHAT_ALERTS.tokenInvalid }),
    storeNonce: assign((_, params: { nonce: string }) => ({ nonce: params.nonce })),
    beginSession: assign(({ context, system }, params: { started: StartedChat }) => ({
      session: {
        mode: context.mode,
        token: params.started.token,
        conversationSid: params.started.conversationSid,
        omniProxyChannelId: params.started.omniProxyChannelId,
        friendlyName: context.values.name.trim(),
        emailAddress: context.values.email.trim(),
        issuedAt: clockNow(system),
      },
    })),
    keepToken: assign(({ context, system }, params: { token: string }) => ({
      session: { ...liveSession(context), token: params.token, issuedAt: clockNow(system) },
    })),
    resetConversation: assign({
      session: null,
      messages: [],
      outbox: [],
      composerError: null,
      filesMessage: null,
      typing: false,
      unread: 0,
      reconnectAttempts: 0,
      online: false,
      feedback: {},
      pendingFeedback: null,
      errors: {},
      initError: null,
    }),

    // The conversation.
    appendMessage: assign(({ context }, params: { message: ChatMessageView }) => ({
      messages: insertMessage(context.messages, params.message),
    })),
    mergeHistory: assign(({ context, event }) => {
      assertEvent(event, 'HISTORY.LOADED');
      return { messages: mergeMessages(context.messages, event.messages) };
    }),
    setTyping: assign(({ event }) => {
      assertEvent(event, 'TRANSPORT.TYPING');
      return { typing: event.active };
    }),
    stopTyping: assign({ typing: false }),
    // The chatbot answers every question, so it "types" from the question to its answer; an
    // agent's typing comes from the transport only.
    startBotTyping: assign({
      typing: ({ context }) => context.session?.mode === 'chatbot' || context.typing,
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    countReconnectAttempt: assign({
      reconnectAttempts: ({ context }) => context.reconnectAttempts + 1,
    }),
    resetReconnectAttempts: assign({ reconnectAttempts: 0 }),

    // The outbox: one entry per message the user sent, until the transport confirms it.
    refuseMessage: assign((_, params: { text: string; files: readonly File[] }) => {
      const { accepted, message } = screenChatFiles(params.files);
      return {
        composerError: validateChatMessage(params.text, accepted.length),
        filesMessage: message,
      };
    }),
    queueMessage: assign(
      ({ context, system }, params: { text: string; files: readonly File[] }) => {
        const { accepted, message } = screenChatFiles(params.files);
        return {
          outbox: [
            ...context.outbox,
            {
              localId: `local-${context.nextLocalId}`,
              text: params.text,
              files: accepted,
              status: 'queued' as const,
              time: clockNow(system),
            },
          ],
          nextLocalId: context.nextLocalId + 1,
          composerError: null,
          filesMessage: message,
        };
      },
    ),
    requeueMessage: assign(({ context }, params: { localId: string }) => ({
      outbox: context.outbox.map((entry) =>
        entry.localId === params.localId ? { ...entry, status: 'queued' as const } : entry,
      ),
    })),
    markSending: assign(({ context }) => {
      const next = context.outbox.find((entry) => entry.status === 'queued');
      return {
        outbox: context.outbox.map((entry) =>
          entry === next ? { ...entry, status: 'sending' as const } : entry,
        ),
      };
    }),
    deliverMessage: assign(({ context, event }) => {
      assertEvent(event, 'MESSAGE.SENT');
      return {
        outbox: context.outbox.filter((entry) => entry.localId !== event.localId),
        messages: insertMessage(context.messages, event.message),
      };
    }),
    failMessage: assign(({ context }, params: { localId: string }) => ({
      outbox: context.outbox.map((entry) =>
        entry.localId === params.localId ? { ...entry, status: 'failed' as const } : entry,
      ),
    })),
    refuseAttachment: assign(({ context }, params: { localId: string }) => ({
      outbox: context.outbox.map((entry) =>
        entry.localId === params.localId ? { ...entry, status: 'refused' as const } : entry,
      ),
      filesMessage: CHAT_FILE_TYPE_REFUSED,
    })),
    // Why: a message in flight when the conversation stops has no answer coming: resend it.
    failInFlight: assign({
      outbox: ({ context }) =>
        context.outbox.map((entry) =>
          entry.status === 'sending' ? { ...entry, status: 'failed' as const } : entry,
        ),
    }),

    // Answer feedback.
    refuseFeedback: assign(({ context }, params: FeedbackRequest) => ({
      feedback: {
        ...context.feedback,
        [params.questionId]: {
          status: 'invalid' as const,
          error: validateChatFeedback(params.reason, params.details),
        },
      },
    })),
    acceptFeedback: assign(({ context }, params: FeedbackRequest) => ({
      pendingFeedback: params,
      feedback: {
        ...context.feedback,
        [params.questionId]: { status: 'sending' as const, error: null },
      },
    })),
    feedbackSent: assign(({ context }) => ({
      pendingFeedback: null,
      feedback: context.pendingFeedback
        ? {
            ...context.feedback,
            [context.pendingFeedback.questionId]: { status: 'sent' as const, error: null },
          }
        : context.feedback,
    })),
    feedbackFailed: assign(({ context }) => ({
      pendingFeedback: null,
      feedback: context.pendingFeedback
        ? {
            ...context.feedback,
            [context.pendingFeedback.questionId]: {
              status: 'failed' as const,
              error: CHAT_ALERTS.failed,
            },
          }
        : context.feedback,
    })),

    // Commands to the connection actor.
    requestHistory: sendTo('connection', { type: 'HISTORY.LOAD', count: CHAT_HISTORY_SIZE }),
    ping: sendTo('connection', { type: 'PING' }),
    reconnect: sendTo('connection', { type: 'RECONNECT' }),
    sendMessage: sendTo('connection', ({ context }) => {
      const entry = sendingEntry(context);
      return {
        type: 'MESSAGE.SEND' as const,
        localId: entry.localId,
        message: { text: entry.text, files: entry.files },
      };
    }),
    updateToken: sendTo('connection', ({ context }) => ({
      type: 'TOKEN.UPDATE' as const,
      token: liveSession(context).token,
    })),
    updateNonce: sendTo('connection', ({ context }) => ({
      type: 'NONCE.UPDATE' as const,
      nonce: liveNonce(context),
    })),
  },
  guards: {
    /** The desk's hours have answered: the mode is theirs (agent in hours), not a guess. */
    modeKnown: ({ context }) => context.modeKnown,
    /** The stored session's token still lives (6 h agent, 10 min chatbot; §4). */
    canResume: ({ context }) => canResumeChat(context.session, context.now),
    /** A session was stored (expired, since it cannot resume): it is cleared. */
    hasStoredSession: ({ context }) => context.session !== null,
    /** The form breaks a §5 rule (name 1–128, e-mail valid and at most 128). */
    intakeInvalid: ({ context }) => Object.keys(validateChatIntake(context.values)).length > 0,
    /** A signed-in user without a nonce yet: authenticate before init. */
    needsNonce: ({ context }) => context.signedIn && context.nonce === null,
    /** A visitor (input `signedIn` false): there is no nonce to ask for. */
    signedOut: ({ context }) => !context.signedIn,
    /** The signed-in user's nonce is in hand (refreshed rather than asked for anew). */
    hasNonce: ({ context }) => context.nonce !== null,
    /** The live conversation is with an agent (its token is refreshed every 60 s). */
    agentSession: ({ context }) => context.session?.mode === 'agent',
    /** A message from the agent or the chatbot (not the user's own coming back). */
    fromOtherSide: (_, params: { message: ChatMessageView }) => params.message.role !== 'applicant',
    /** The transport lost the connection (`disconnected`; `connecting` is still trying). */
    connectionLost: (_, params: { state: ChatConnectionState }) => params.state === 'disconnected',
    /** The transport is connected again (on its own: Twilio reconnects itself). */
    connectionBack: (_, params: { state: ChatConnectionState }) => params.state === 'connected',
    /** The provider refused the token (`denied`): "Token state is invalid." */
    tokenDenied: (_, params: { state: ChatConnectionState }) => params.state === 'denied',
    /** The transport says the conversation is closed or gone. */
    conversationGone: (_, params: { error: unknown }) =>
      isChatTransportError(params.error, 'ended'),
    /** The transport refused the attachment (its kind, its size, or a chatbot: text only). */
    attachmentRefused: (_, params: { error: unknown }) =>
      isChatTransportError(params.error, 'attachment') ||
      isChatTransportError(params.error, 'unsupported'),
    /** The transport refused the token (expired or revoked): the session cannot resume. */
    tokenRefused: (_, params: { error: unknown }) => isChatTransportError(params.error, 'token'),
    /** Reconnect attempts made so far, against the cap (CHAT_RECONNECT_ATTEMPTS: 6). */
    reconnectAttemptsLeft: ({ context }) => context.reconnectAttempts < CHAT_RECONNECT_ATTEMPTS,
    /** Neither text nor an accepted attachment ("Required"; §5). */
    messageInvalid: (_, params: { text: string; files: readonly File[] }) =>
      validateChatMessage(params.text, screenChatFiles(params.files).accepted.length) !== null,
    /** The message failed and is not queued or sent already (RESEND never duplicates). */
    canResend: ({ context }, params: { localId: string }) =>
      context.outbox.some((entry) => entry.localId === params.localId && entry.status === 'failed'),
    /** The connection is online and a message waits. */
    readyToSend: ({ context }) =>
      context.online && context.outbox.some((entry) => entry.status === 'queued'),
    /** Not a chatbot answer shown here, or its feedback is already sent or sending (once each). */
    feedbackClosed: ({ context }, params: FeedbackRequest) => {
      const status = context.feedback[params.questionId]?.status;
      return (
        !isFeedbackAnswer(context, params.questionId) || status === 'sent' || status === 'sending'
      );
    },
    /** A reason is missing, or the details are over 140 characters (§5). */
    feedbackInvalid: (_, params: FeedbackRequest) =>
      validateChatFeedback(params.reason, params.details) !== null,
  },
  delays: {
    // Designed: a form sent before the first OPS_CHAT read answered waits for it this long (it
    // usually takes well under a second), then starts with the chatbot.
    CHAT_MODE_WAIT_MS: CHAT_MODE_WAIT_MS,
    // §4/§9: the websocket is kept alive with a ping every 10 s. An answer that has not come by
    // the next ping time counts as a failed ping.
    CHAT_PING_MS: CHAT_PING_MS,
    // §4/§9: the agent conversation's token is refreshed every 60 s, so it never lapses while
    // the chat is open (and a resume finds it fresh).
    CHAT_TOKEN_REFRESH_MS: CHAT_TOKEN_REFRESH_MS,
    // §7: the signed-in user's webchat nonce is refreshed every 60 s.
    CHAT_NONCE_REFRESH_MS: CHAT_NONCE_REFRESH_MS,
    // 1, 2, 4, 8, 16, 16 s before attempts 1–6 (src/domain/chat.ts chatReconnectDelay): quick
    // for a blip, about half a minute in all before the user is told to try later.
    RECONNECT_DELAY: ({ context }) => chatReconnectDelay(context.reconnectAttempts),
  },
}).createMachine({
  id: 'chat',
  description:
    'One web chat conversation: the panel, resume or the pre-engagement form, init, connecting, messaging (reconnect, token and nonce refresh, ping, outbox, feedback), the thanks panel.',
  context: ({ input }) => ({
    orgCode: input.orgCode,
    pageUrl: input.pageUrl,
    applicationUuid: input.applicationUuid ?? null,
    identityUuid: input.identityUuid ?? null,
    signedIn: input.signedIn ?? false,
    mode: input.mode ?? 'chatbot',
    modeKnown: input.mode !== undefined,
    now: 0,
    values: { name: input.intake?.name ?? '', email: input.intake?.email ?? '' },
    errors: {},
    initError: null,
    session: input.stored ?? null,
    nonce: null,
    messages: [],
    outbox: [],
    nextLocalId: 1,
    composerError: null,
    filesMessage: null,
    typing: false,
    unread: 0,
    reconnectAttempts: 0,
    online: false,
    feedback: {},
    pendingFeedback: null,
  }),
  type: 'parallel',
  on: {
    'HOURS.CHANGED': { actions: 'setMode' },
    'LOCATION.CHANGED': { actions: 'rememberPage' },
  },
  states: {
    panel: {
      description: 'The chat panel: the launcher alone, or the dialog.',
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN: 'open',
            'TRANSPORT.MESSAGE': {
              guard: { type: 'fromOtherSide', params: MESSAGE },
              actions: 'countUnread',
            },
          },
        },
        open: {
          tags: ['panelOpen'],
          entry: 'markRead',
          // Why: closing the panel is not leaving the chat: the conversation region runs on.
          on: { CLOSE: 'closed' },
        },
      },
    },
    conversation: {
      description: 'The conversation, whether the panel shows it or not.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing started yet: the first OPEN decides between resume and the form.',
          on: { OPEN: 'checkingStored' },
        },
        checkingStored: {
          description:
            'Resume the stored session while its token lives; an expired one is cleared.',
          entry: 'readClock',
          always: [
            { guard: 'canResume', target: 'live' },
            {
              guard: 'hasStoredSession',
              target: 'form',
              actions: ['forgetSession', 'clearStoredSession'],
            },
            { target: 'form' },
          ],
        },
        form: {
          description: 'The pre-engagement form: name and e-mail (§5 messages, answers kept).',
          tags: ['form'],
          on: {
            CHANGE: { actions: 'editIntake' },
            SUBMIT: [
              { guard: 'intakeInvalid', actions: 'showIntakeErrors' },
              {
                guard: 'needsNonce',
                target: 'initializing.authenticating',
                actions: 'acceptIntake',
              },
              { target: 'initializing.awaitingHours', actions: 'acceptIntake' },
            ],
          },
        },
        initializing: {
          description: 'Starting the conversation in the current mode (agent or chatbot).',
          tags: ['initializing'],
          initial: 'starting',
          states: {
            authenticating: {
              description: "The signed-in user's nonce, sent with init.",
              invoke: {
                id: 'authenticate',
                src: 'authenticate',
                onDone: {
                  target: 'awaitingHours',
                  actions: { type: 'storeNonce', params: ({ event }) => ({ nonce: event.output }) },
                },
                // Why: chat is open to anyone; without a nonce it is not tied to the account,
                // but it starts (the connected state asks for a nonce again).
                onError: { target: 'awaitingHours' },
              },
            },
            awaitingHours: {
              description:
                'The desk has not said yet whether agents are in (the first OPS_CHAT read): wait for it, at most CHAT_MODE_WAIT_MS, then start with the chatbot.',
              always: [{ guard: 'modeKnown', target: 'starting' }],
              on: { 'HOURS.CHANGED': { target: 'starting', actions: 'setMode' } },
              after: { CHAT_MODE_WAIT_MS: 'starting' },
            },
            starting: {
              description: 'initWebChat with the answers, the mode, the page and the nonce.',
              invoke: {
                id: 'initChat',
                src: 'initChat',
                input: ({ context }) => initInputOf(context),
                onDone: {
                  target: '#chat.conversation.live',
                  actions: [
                    { type: 'beginSession', params: ({ event }) => ({ started: event.output }) },
                    STORE_SESSION,
                  ],
                },
                // Why: a failed init keeps the form's answers (issue 13 item 5).
                onError: {
                  target: '#chat.conversation.form',
                  actions: { type: 'showInitError', params: ERROR },
                },
              },
            },
          },
        },
        live: {
          description:
            'The conversation is open: the connection actor lives here, and leaving closes it.',
          invoke: {
            id: 'connection',
            src: 'connect',
            input: ({ context }) => connectInputOf(context),
            // The actor itself broke (not a refused call): nothing more can be done here.
            onError: { target: 'unavailable' },
          },
          exit: ['failInFlight', 'stopTyping'],
          initial: 'connecting',
          on: {
            'TRANSPORT.MESSAGE': [
              {
                guard: { type: 'fromOtherSide', params: MESSAGE },
                actions: [{ type: 'appendMessage', params: MESSAGE }, 'stopTyping'],
              },
              { actions: { type: 'appendMessage', params: MESSAGE } },
            ],
            'TRANSPORT.TYPING': { actions: 'setTyping' },
            'TRANSPORT.ENDED': { target: 'ended' },
            // Messages missed while the connection was down (read again when it is back).
            'HISTORY.LOADED': { actions: 'mergeHistory' },
            END: { target: 'ended' },
            START_NEW: { target: 'form', actions: ['clearStoredSession', 'resetConversation'] },
          },
          states: {
            connecting: {
              description: 'Opening the conversation, then loading its last 20 messages.',
              tags: ['connecting'],
              initial: 'opening',
              states: {
                opening: {
                  description:
                    "The mode's transport connects (Twilio for an agent, or the chatbot).",
                  on: {
                    'CONNECTION.OPENED': 'loadingHistory',
                    'CONNECTION.FAILED': [
                      {
                        guard: { type: 'conversationGone', params: ERROR },
                        target: '#chat.conversation.ended',
                      },
                      // Why: §4 "an expired or missing token means no resume": a new chat.
                      {
                        guard: { type: 'tokenRefused', params: ERROR },
                        target: '#chat.conversation.form',
                        actions: ['clearStoredSession', 'resetConversation', 'showTokenRefused'],
                      },
                      { target: '#chat.conversation.unavailable' },
                    ],
                  },
                },
                loadingHistory: {
                  description: 'The last 20 messages.',
                  entry: 'requestHistory',
                  on: {
                    'HISTORY.LOADED': {
                      target: '#chat.conversation.live.connected',
                      actions: 'mergeHistory',
                    },
                    'HISTORY.FAILED': [
                      {
                        guard: { type: 'conversationGone', params: ERROR },
                        target: '#chat.conversation.ended',
                      },
                      { target: '#chat.conversation.unavailable' },
                    ],
                  },
                },
              },
            },
            connected: {
              description: 'Messaging: five regions run side by side.',
              tags: ['messaging'],
              type: 'parallel',
              states: {
                link: {
                  description: 'The connection: online (pinged every 10 s) or reconnecting.',
                  initial: 'online',
                  states: {
                    online: {
                      entry: 'markOnline',
                      exit: 'markOffline',
                      initial: 'waitingToPing',
                      on: {
                        'TRANSPORT.CONNECTION': {
                          guard: { type: 'connectionLost', params: CONNECTION_STATE },
                          target: 'reconnecting',
                        },
                        'PING.FAILED': [
                          {
                            guard: { type: 'conversationGone', params: ERROR },
                            target: '#chat.conversation.ended',
                          },
                          // Why: §4 a failed keep-alive means the connection is lost.
                          { target: 'reconnecting' },
                        ],
                      },
                      states: {
                        waitingToPing: {
                          description: 'Until the next keep-alive.',
                          after: { CHAT_PING_MS: 'pinging' },
                        },
                        pinging: {
                          description:
                            'Keep-alive sent; unanswered by the next ping time is a loss.',
                          entry: 'ping',
                          on: { 'PING.OK': 'waitingToPing' },
                          after: {
                            CHAT_PING_MS: '#chat.conversation.live.connected.link.reconnecting',
                          },
                        },
                      },
                    },
                    reconnecting: {
                      description:
                        '"Connection lost. Attempting to reconnect." Backoff, then a cap.',
                      tags: ['reconnecting'],
                      initial: 'waiting',
                      states: {
                        waiting: {
                          description: 'The backoff before the next attempt.',
                          after: { RECONNECT_DELAY: 'attempting' },
                          on: {
                            // Why: the provider may come back on its own (Twilio reconnects
                            // itself); read the history again for what was missed.
                            'TRANSPORT.CONNECTION': {
                              guard: { type: 'connectionBack', params: CONNECTION_STATE },
                              target: '#chat.conversation.live.connected.link.online',
                              actions: ['resetReconnectAttempts', 'requestHistory'],
                            },
                          },
                        },
                        attempting: {
                          description: 'The connection is closed and opened again.',
                          entry: ['countReconnectAttempt', 'reconnect'],
                          on: {
                            'CONNECTION.OPENED': {
                              target: '#chat.conversation.live.connected.link.online',
                              actions: ['resetReconnectAttempts', 'requestHistory'],
                            },
                            'CONNECTION.FAILED': [
                              {
                                guard: { type: 'conversationGone', params: ERROR },
                                target: '#chat.conversation.ended',
                              },
                              { guard: 'reconnectAttemptsLeft', target: 'waiting' },
                              // Why: after the cap, "Something went wrong. Please try again
                              // later." with Retry.
                              { target: '#chat.conversation.unavailable' },
                            ],
                          },
                        },
                      },
                    },
                  },
                },
                token: {
                  description:
                    "The conversation's token: every 60 s for an agent, at once when warned or refused.",
                  initial: 'checking',
                  states: {
                    checking: {
                      always: [
                        { guard: 'agentSession', target: 'scheduled' },
                        { target: 'onDemand' },
                      ],
                    },
                    onDemand: {
                      description: 'The chatbot: refreshed only when warned or refused.',
                      on: {
                        'TRANSPORT.TOKEN_EXPIRING': 'refreshing',
                        'TRANSPORT.CONNECTION': {
                          guard: { type: 'tokenDenied', params: CONNECTION_STATE },
                          target: 'renewing',
                        },
                      },
                    },
                    scheduled: {
                      description: 'An agent: until the next refresh.',
                      after: { CHAT_TOKEN_REFRESH_MS: 'refreshing' },
                      on: {
                        'TRANSPORT.TOKEN_EXPIRING': 'refreshing',
                        'TRANSPORT.CONNECTION': {
                          guard: { type: 'tokenDenied', params: CONNECTION_STATE },
                          target: 'renewing',
                        },
                      },
                    },
                    refreshing: {
                      description: 'A new token, stored on the device and handed to the provider.',
                      invoke: {
                        id: 'refreshToken',
                        src: 'refreshToken',
                        input: ({ context }) => ({ token: liveSession(context).token }),
                        onDone: {
                          target: 'checking',
                          actions: [
                            { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
                            STORE_SESSION,
                            'updateToken',
                          ],
                        },
                        // Why: the old token still works until it expires; a refused one shows
                        // as a denied connection, which renews it.
                        onError: { target: 'checking' },
                      },
                      on: {
                        'TRANSPORT.CONNECTION': {
                          guard: { type: 'tokenDenied', params: CONNECTION_STATE },
                          target: 'renewing',
                        },
                      },
                    },
                    renewing: {
                      description: '"Token state is invalid." while a new token is asked for.',
                      tags: ['tokenInvalid'],
                      invoke: {
                        id: 'refreshToken',
                        src: 'refreshToken',
                        input: ({ context }) => ({ token: liveSession(context).token }),
                        onDone: {
                          target: 'checking',
                          actions: [
                            { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
                            STORE_SESSION,
                            'updateToken',
                          ],
                        },
                        onError: { target: '#chat.conversation.unavailable' },
                      },
                    },
                  },
                },
                nonce: {
                  description: "The signed-in user's webchat nonce, refreshed every 60 s.",
                  initial: 'checking',
                  states: {
                    checking: {
                      always: [
                        { guard: 'signedOut', target: 'off' },
                        { guard: 'hasNonce', target: 'scheduled' },
                        { target: 'authenticating' },
                      ],
                    },
                    off: { description: 'A visitor: there is no nonce.' },
                    authenticating: {
                      description: 'A signed-in user without a nonce (init went without one).',
                      invoke: {
                        id: 'authenticate',
                        src: 'authenticate',
                        onDone: {
                          target: 'scheduled',
                          actions: [
                            {
                              type: 'storeNonce',
                              params: ({ event }) => ({ nonce: event.output }),
                            },
                            'updateNonce',
                          ],
                        },
                        onError: { target: 'scheduled' },
                      },
                    },
                    scheduled: {
                      description: 'Until the next nonce refresh.',
                      after: {
                        CHAT_NONCE_REFRESH_MS: [
                          { guard: 'hasNonce', target: 'refreshing' },
                          { target: 'authenticating' },
                        ],
                      },
                    },
                    refreshing: {
                      description: 'A new nonce, handed to the transport.',
                      invoke: {
                        id: 'refreshNonce',
                        src: 'refreshNonce',
                        input: ({ context }) => ({ nonce: liveNonce(context) }),
                        onDone: {
                          target: 'scheduled',
                          actions: [
                            {
                              type: 'storeNonce',
                              params: ({ event }) => ({ nonce: event.output }),
                            },
                            'updateNonce',
                          ],
                        },
                        // Why: the nonce in hand stays valid for now; the next refresh tries again.
                        onError: { target: 'scheduled' },
                      },
                    },
                  },
                },
                outbox: {
                  description:
                    'What the user sends, one message at a time, each sent once; a failed one waits for RESEND.',
                  initial: 'idle',
                  on: {
                    SEND: [
                      {
                        guard: { type: 'messageInvalid', params: OUTGOING },
                        actions: { type: 'refuseMessage', params: OUTGOING },
                      },
                      { actions: { type: 'queueMessage', params: OUTGOING } },
                    ],
                    RESEND: {
                      guard: { type: 'canResend', params: LOCAL_ID },
                      actions: { type: 'requeueMessage', params: LOCAL_ID },
                    },
                  },
                  states: {
                    idle: {
                      description: 'Nothing in flight.',
                      // Why: a message sent while reconnecting waits and goes out once online.
                      always: { guard: 'readyToSend', target: 'sending' },
                    },
                    sending: {
                      description: 'The oldest queued message, handed to the transport.',
                      entry: ['markSending', 'sendMessage', 'startBotTyping'],
                      on: {
                        'MESSAGE.SENT': { target: 'idle', actions: 'deliverMessage' },
                        'MESSAGE.FAILED': [
                          {
                            guard: { type: 'conversationGone', params: ERROR },
                            target: '#chat.conversation.ended',
                            actions: { type: 'failMessage', params: LOCAL_ID },
                          },
                          // Why: resending the same attachment cannot help; the user is told.
                          {
                            guard: { type: 'attachmentRefused', params: ERROR },
                            target: 'idle',
                            actions: [{ type: 'refuseAttachment', params: LOCAL_ID }, 'stopTyping'],
                          },
                          {
                            target: 'idle',
                            actions: [{ type: 'failMessage', params: LOCAL_ID }, 'stopTyping'],
                          },
                        ],
                      },
                    },
                  },
                },
                feedback: {
                  description:
                    'Feedback on chatbot answers: a reason, at most 140 characters more.',
                  initial: 'idle',
                  states: {
                    idle: {
                      on: {
                        FEEDBACK: [
                          // Why: once per answer, and only on a chatbot answer shown here.
                          { guard: { type: 'feedbackClosed', params: FEEDBACK } },
                          {
                            guard: { type: 'feedbackInvalid', params: FEEDBACK },
                            actions: { type: 'refuseFeedback', params: FEEDBACK },
                          },
                          {
                            target: 'sending',
                            actions: { type: 'acceptFeedback', params: FEEDBACK },
                          },
                        ],
                      },
                    },
                    sending: {
                      invoke: {
                        id: 'sendFeedback',
                        src: 'sendFeedback',
                        input: ({ context }) => feedbackInputOf(context),
                        onDone: { target: 'idle', actions: 'feedbackSent' },
                        onError: { target: 'idle', actions: 'feedbackFailed' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        unavailable: {
          description:
            '"Something went wrong. Please try again later." with Retry; the messages stay shown.',
          tags: ['messaging', 'failed'],
          on: {
            RETRY: { target: 'live', actions: 'resetReconnectAttempts' },
            END: { target: 'ended' },
            START_NEW: { target: 'form', actions: ['clearStoredSession', 'resetConversation'] },
          },
        },
        ended: {
          description: 'The thanks panel with "start a new chat"; the stored session is cleared.',
          tags: ['ended'],
          entry: 'clearStoredSession',
          on: {
            START_NEW: { target: 'form', actions: 'resetConversation' },
          },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
