/**
 * The real actors of the chat machine, over the lender's API and the chat transport port
 * (src/api/chatTransport.ts). The app wires them with
 * `chatMachine.provide({ actors: chatActors(transports) })` (the chat-hours machine's are
 * chat-hours.actors.ts). Every call forwards the abort signal: leaving a state (a hidden tab,
 * END, a new chat, closing the widget for good) cancels it.
 */
import { fromCallback, fromPromise } from 'xstate';
import {
  authenticateWebChat,
  initWebChat,
  refreshChatToken,
  refreshWebChatAuthentication,
  setChatReplyUsedWithFeedback,
  type InitWebChatRequest,
} from '../../src/api/chat';
import type {
  ChatConnectInput,
  ChatConnection,
  ChatTransportEvent,
  ChatTransports,
} from '../../src/api/chatTransport';
import type {
  ChatEvent,
  ConnectionCommand,
  FeedbackInput,
  InitChatInput,
  StartedChat,
} from './chat.types';

// ── chat ──────────────────────────────────────────────────────────────────────────────────────

/** "Robin Q Sample" → Robin / Q Sample ("names" is split into first and last: designed). */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/u);
  return rest.length > 0 ? { firstName, lastName: rest.join(' ') } : { firstName };
}

/** The init body (§7): names, email, applicationUuid, pageUrl, chatMode, nonce, orgCode, identityUuid. */
export function initWebChatRequest(input: InitChatInput): InitWebChatRequest {
  return {
    ...splitName(input.intake.name),
    email: input.intake.email.trim(),
    ...(input.applicationUuid ? { applicationUuid: input.applicationUuid } : {}),
    pageUrl: input.pageUrl,
    chatMode: input.mode,
    ...(input.nonce ? { nonce: input.nonce } : {}),
    orgCode: input.orgCode,
    ...(input.identityUuid ? { identityUuid: input.identityUuid } : {}),
  };
}

/** The transport's event as the machine's (TRANSPORT.*). */
export function toMachineEvent(event: ChatTransportEvent): ChatEvent {
  switch (event.type) {
    case 'message':
      return { type: 'TRANSPORT.MESSAGE', message: event.message };
    case 'typing':
      return { type: 'TRANSPORT.TYPING', active: event.active };
    case 'connection':
      return { type: 'TRANSPORT.CONNECTION', state: event.state };
    case 'ended':
      return { type: 'TRANSPORT.ENDED' };
    case 'tokenAboutToExpire':
      return { type: 'TRANSPORT.TOKEN_EXPIRING' };
  }
}

/**
 * Hands a live connection the refreshed nonce, when its transport takes one (the chatbot's calls
 * send it); a refusal is not the chat's concern (the next refresh tries again).
 */
function passNonce(connection: ChatConnection, nonce: string): void {
  try {
    const done = connection.updateNonce?.(nonce);
    if (done) done.catch(() => undefined);
  } catch {
    // The transport refused it: the nonce in its hands stays until the next refresh.
  }
}

/**
 * The open conversation, as a callback actor: connects with the mode's transport, forwards the
 * transport's events as TRANSPORT.*, and runs the machine's commands (ConnectionCommand), each
 * answered by an event. Events of a connection it has already replaced or closed are dropped.
 * Stopping it (the machine leaves `live`, or is stopped) aborts the sends in flight and closes
 * the connection.
 */
export function connectActor(transports: ChatTransports) {
  return fromCallback<ConnectionCommand, ChatConnectInput>(({ input, sendBack, receive }) => {
    const transport = transports[input.mode];
    let current: ChatConnectInput = input;
    let connection: ChatConnection | null = null;
    /** Which connect is current: answers and events of an older one are dropped. */
    let generation = 0;
    let stopped = false;
    const inFlight = new Map<string, AbortController>();

    const live = (mine: number) => !stopped && mine === generation;
    const send = (event: ChatEvent) => sendBack(event);

    function open(): void {
      generation += 1;
      const mine = generation;
      const onEvent = (event: ChatTransportEvent) => {
        if (live(mine)) send(toMachineEvent(event));
      };
      Promise.resolve()
        .then(() => transport.connect(current, onEvent))
        .then(
          (opened) => {
            if (!live(mine)) {
              opened.close();
              return;
            }
            connection = opened;
            send({ type: 'CONNECTION.OPENED' });
          },
          (error: unknown) => {
            if (live(mine)) send({ type: 'CONNECTION.FAILED', error });
          },
        );
    }

    /** Drops the current connection: sends in flight fail at once (the user resends them). */
    function drop(answerInFlight: boolean): void {
      for (const [localId, controller] of inFlight) {
        controller.abort();
        if (answerInFlight) {
          send({ type: 'MESSAGE.FAILED', localId, error: new Error('Reconnecting') });
        }
      }
      inFlight.clear();
      const closing = connection;
      connection = null;
      closing?.close();
    }

    receive((command) => {
      const mine = generation;
      switch (command.type) {
        case 'HISTORY.LOAD': {
          if (!connection) {
            send({ type: 'HISTORY.FAILED', error: new Error('Not connected') });
            return;
          }
          connection.history(command.count).then(
            (messages) => live(mine) && send({ type: 'HISTORY.LOADED', messages }),
            (error: unknown) => live(mine) && send({ type: 'HISTORY.FAILED', error }),
          );
          return;
        }
        case 'MESSAGE.SEND': {
          const { localId } = command;
          if (!connection) {
            send({ type: 'MESSAGE.FAILED', localId, error: new Error('Not connected') });
            return;
          }
          const controller = new AbortController();
          inFlight.set(localId, controller);
          // Answered once: by the transport, or by `drop` when the connection is replaced.
          const mineOnly = () => live(mine) && inFlight.get(localId) === controller;
          connection.send(command.message, controller.signal).then(
            (message) => {
              if (!mineOnly()) return;
              inFlight.delete(localId);
              send({ type: 'MESSAGE.SENT', localId, message });
            },
            (error: unknown) => {
              if (!mineOnly()) return;
              inFlight.delete(localId);
              send({ type: 'MESSAGE.FAILED', localId, error });
            },
          );
          return;
        }
        case 'PING': {
          if (!connection) {
            send({ type: 'PING.FAILED', error: new Error('Not connected') });
            return;
          }
          connection.ping().then(
            () => live(mine) && send({ type: 'PING.OK' }),
            (error: unknown) => live(mine) && send({ type: 'PING.FAILED', error }),
          );
          return;
        }
        case 'TOKEN.UPDATE': {
          current = { ...current, token: command.token };
          // A refused token shows as a denied connection (the machine renews it then).
          connection?.updateToken(command.token).catch(() => undefined);
          return;
        }
        case 'NONCE.UPDATE': {
          current = { ...current, nonce: command.nonce };
          if (connection) passNonce(connection, command.nonce);
          return;
        }
        case 'RECONNECT': {
          drop(true);
          open();
          return;
        }
      }
    });

    open();
    return () => {
      stopped = true;
      drop(false);
    };
  });
}

export interface ChatActorOptions {
  /** A fresh nonce for webchat/authenticate (the service ties it to the signed-in user). */
  newNonce?: () => string;
}

/** The chat machine's actors over the chosen transports (the app picks the agent's). */
export function chatActors(transports: ChatTransports, options: ChatActorOptions = {}) {
  const newNonce = options.newNonce ?? (() => crypto.randomUUID());
  return {
    initChat: fromPromise<StartedChat, InitChatInput>(async ({ input, signal }) => {
      const answer = await initWebChat(initWebChatRequest(input), { signal });
      if (!answer.conversationSid) throw new Error('initWebChat answered no conversation');
      return {
        token: answer.token,
        conversationSid: answer.conversationSid,
        omniProxyChannelId: answer.omniProxyChannelId ?? null,
      };
    }),
    authenticate: fromPromise<string>(({ signal }) => authenticateWebChat(newNonce(), { signal })),
    refreshNonce: fromPromise<string, { nonce: string }>(({ input, signal }) =>
      refreshWebChatAuthentication(input.nonce, { signal }),
    ),
    refreshToken: fromPromise<string, { token: string }>(({ input, signal }) =>
      refreshChatToken(input.token, { signal }),
    ),
    sendFeedback: fromPromise<void, FeedbackInput>(({ input, signal }) =>
      setChatReplyUsedWithFeedback(
        {
          questionId: input.questionId,
          conversationId: input.conversationId,
          responseToCustomer: input.responseToCustomer,
          feedbackMessage: feedbackMessage(input.reason, input.details),
          rating: 0,
          senderEmail: input.senderEmail,
          senderType: 'applicant',
          ...(input.nonce ? { nonce: input.nonce } : {}),
        },
        { signal },
      ),
    ),
    connect: connectActor(transports),
  };
}

/** The reason, and the additional information after it when there is some (designed). */
export function feedbackMessage(reason: string, details: string): string {
  const more = details.trim();
  return more ? `${reason}: ${more}` : reason;
}
