/**
 * Pure helpers of the chat machine: the conversation's message list (time order, one per id),
 * the inputs its actors take, and the clock. The rules themselves (validation, resume, backoff)
 * are src/domain/chat.ts; these only shape the machine's context.
 */
import type { ActorSystem, AnyActorRef } from 'xstate';
import type { ChatConnectInput, ChatMessageView } from '../../src/api/chatTransport';
import { isApiError, isPresentableMessage } from '../../src/api/errors';
import { CHAT_ALERTS, type StoredChatSession } from '../../src/domain/chat';
import type { ChatContext, FeedbackInput, InitChatInput, OutboxEntry } from './chat.types';

type Clock = ActorSystem<never>['_clock'];

function hasNow(clock: Clock): clock is Clock & { now: () => number } {
  return 'now' in clock && typeof clock.now === 'function';
}

/**
 * "Now" from the actor system's clock: a SimulatedClock in tests, the real clock (Date.now) in
 * the app, so token ages and the delays run on one clock.
 */
export function clockNow(system: AnyActorRef['system']): number {
  const clock: Clock = system._clock;
  return hasNow(clock) ? clock.now() : Date.now();
}

/**
 * The list with `message` placed after every message of the same time or earlier (an arrival in
 * order is an append); unchanged when a message with its id is already there.
 */
export function insertMessage(
  messages: readonly ChatMessageView[],
  message: ChatMessageView,
): ChatMessageView[] {
  if (messages.some((shown) => shown.id === message.id)) return [...messages];
  let at = messages.length;
  while (at > 0 && messages[at - 1]!.time > message.time) at -= 1;
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** The list with every message of `incoming` it does not have yet (history after a reconnect). */
export function mergeMessages(
  messages: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const ids = new Set(messages.map((message) => message.id));
  let merged = [...messages];
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    ids.add(message.id);
    merged = insertMessage(merged, message);
  }
  return merged;
}

/** The form's message after a failed init: the server's own words, else the spec's alert. */
export function initErrorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    error.kind === 'http' &&
    error.serverMessages.length > 0 &&
    isPresentableMessage(error.message)
  ) {
    return error.message;
  }
  return CHAT_ALERTS.failed;
}

/** The live conversation (the chart only asks for it where there is one). */
export function liveSession(context: ChatContext): StoredChatSession {
  if (!context.session) throw new Error('chat: no conversation in this state');
  return context.session;
}

/** The signed-in user's nonce (the chart only asks for it where there is one). */
export function liveNonce(context: ChatContext): string {
  if (context.nonce === null) throw new Error('chat: no nonce in this state');
  return context.nonce;
}

/** The message the outbox hands to the transport (the chart only asks while one is sending). */
export function sendingEntry(context: ChatContext): OutboxEntry {
  const entry = context.outbox.find((candidate) => candidate.status === 'sending');
  if (!entry) throw new Error('chat: no message is sending');
  return entry;
}

export function connectInputOf(context: ChatContext): ChatConnectInput {
  const session = liveSession(context);
  return {
    mode: session.mode,
    token: session.token,
    conversationSid: session.conversationSid,
    email: session.emailAddress,
    organization: context.orgCode,
    pageUrl: context.pageUrl,
    applicationUuid: context.applicationUuid,
    nonce: context.nonce,
  };
}

export function initInputOf(context: ChatContext): InitChatInput {
  return {
    intake: context.values,
    mode: context.mode,
    orgCode: context.orgCode,
    pageUrl: context.pageUrl,
    applicationUuid: context.applicationUuid,
    identityUuid: context.identityUuid,
    nonce: context.nonce,
  };
}

export function feedbackInputOf(context: ChatContext): FeedbackInput {
  const pending = context.pendingFeedback;
  if (!pending) throw new Error('chat: no feedback is sending');
  const session = liveSession(context);
  const answer = context.messages.find((message) => message.questionId === pending.questionId);
  return {
    questionId: pending.questionId,
    reason: pending.reason ?? '',
    details: pending.details,
    conversationId: session.conversationSid,
    responseToCustomer: answer?.body ?? '',
    senderEmail: session.emailAddress,
    nonce: context.nonce,
  };
}

/** A chatbot answer shown in the conversation that can take feedback. */
export function isFeedbackAnswer(context: ChatContext, questionId: string): boolean {
  return context.messages.some(
    (message) => message.role === 'chatbot' && message.questionId === questionId,
  );
}
