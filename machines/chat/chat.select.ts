/**
 * Snapshot → what the chat widget renders. Views read this (and send events) instead of matching
 * states: the phase from tags, buttons from `snapshot.can(...)`, never `state.value`.
 */
import type { SnapshotFrom } from 'xstate';
import type { ChatMedia, ChatMessageView } from '../../src/api/chatTransport';
import {
  CHAT_ALERTS,
  CHAT_ALERT_LEVEL,
  type ChatIntake,
  type ChatIntakeErrors,
  type ChatMode,
} from '../../src/domain/chat';
import type { ChatMachine } from './chat.machine';
import type { FeedbackEntry, OutboxEntry } from './chat.types';

export type ChatSnapshot = SnapshotFrom<ChatMachine>;

/**
 * - closed: only the launcher (with `unread`); a conversation may be running behind it.
 * - form: the pre-engagement form (`form`).
 * - initializing: the form was sent; the conversation is being started.
 * - connecting: opening the conversation and loading its last messages.
 * - messaging: the conversation (`items`, the composer); also after "try again later" (`canRetry`).
 * - ended: the thanks panel with "start a new chat" (`canStartNew`).
 */
export type ChatPhase = 'closed' | 'form' | 'initializing' | 'connecting' | 'messaging' | 'ended';

export type ChatAlertKind = keyof typeof CHAT_ALERTS;

/** One of the spec's chat alerts (§8): warnings are announced politely, errors at once. */
export interface ChatAlertView {
  kind: ChatAlertKind;
  level: 'warning' | 'error';
  text: string;
}

/** sent: confirmed by the transport (or from the other side); sending: queued or in flight. */
export type ChatDelivery = 'sent' | 'sending' | 'failed';

/** Feedback on one chatbot answer: `open` until given; `error` is the message to show. */
export interface ChatFeedbackView {
  status: 'open' | FeedbackEntry['status'];
  error: string | null;
}

/** A message as the conversation shows it, with its delivery. */
export interface ChatItemView extends ChatMessageView {
  delivery: ChatDelivery;
  /** The user's unconfirmed message's local id (RESEND takes it); null once sent. */
  localId: string | null;
  /** Show "resend" (sends RESEND with `localId`). */
  canResend: boolean;
  /** Chatbot answers only (they have a questionId); null for every other message. */
  feedback: ChatFeedbackView | null;
}

export interface ChatFormView {
  values: ChatIntake;
  /** By field, the spec's messages (after SUBMIT). */
  errors: ChatIntakeErrors;
  /** Why the last init failed; null otherwise. */
  error: string | null;
}

export interface ChatView {
  phase: ChatPhase;
  /** The live conversation's mode, else the mode a new chat starts in. */
  mode: ChatMode;
  /** The conversation, oldest first; the user's unconfirmed messages last. */
  items: ChatItemView[];
  /** The agent or the chatbot is typing. */
  typing: boolean;
  alert: ChatAlertView | null;
  form: ChatFormView;
  /** "Required" after an empty SEND; null otherwise. */
  composerError: string | null;
  /** Why picked files were left out (5 MB, kind); null otherwise. */
  filesMessage: string | null;
  /** Messages from the other side since the panel was last open (the launcher's badge). */
  unread: number;
  /** The composer sends (SEND is taken in this state). */
  canSend: boolean;
  /** Show Retry (sends RETRY) with the "try again later" alert. */
  canRetry: boolean;
  /** Offer attachments: an agent takes files, the chatbot text only. */
  canAttach: boolean;
  /** Show "end chat" (sends END). */
  canEnd: boolean;
  /** Show "start a new chat" (sends START_NEW). */
  canStartNew: boolean;
}

export function selectChatPhase(snapshot: ChatSnapshot): ChatPhase {
  if (!snapshot.hasTag('panelOpen')) return 'closed';
  if (snapshot.hasTag('ended')) return 'ended';
  if (snapshot.hasTag('messaging')) return 'messaging';
  if (snapshot.hasTag('connecting')) return 'connecting';
  if (snapshot.hasTag('initializing')) return 'initializing';
  return 'form';
}

function alertOf(kind: ChatAlertKind): ChatAlertView {
  return { kind, level: CHAT_ALERT_LEVEL[kind], text: CHAT_ALERTS[kind] };
}

/** The alert to show, the most serious first. */
export function selectChatAlert(snapshot: ChatSnapshot): ChatAlertView | null {
  if (snapshot.hasTag('failed')) return alertOf('failed');
  if (snapshot.hasTag('reconnecting')) return alertOf('connectionLost');
  if (snapshot.hasTag('tokenInvalid')) return alertOf('tokenInvalid');
  if (snapshot.context.outbox.some((entry) => entry.status === 'failed')) {
    return alertOf('sendFailed');
  }
  return null;
}

function mediaOf(file: File): ChatMedia {
  return {
    filename: file.name,
    contentType: file.type || 'application/octet-stream',
    url: null,
    size: file.size,
  };
}

function outboxItem(
  entry: OutboxEntry,
  author: string | null,
  resendable: ReadonlySet<string>,
): ChatItemView {
  return {
    id: entry.localId,
    role: 'applicant',
    author,
    body: entry.text,
    media: entry.files.map(mediaOf),
    time: entry.time,
    questionId: null,
    delivery: entry.status === 'failed' || entry.status === 'refused' ? 'failed' : 'sending',
    localId: entry.localId,
    canResend: resendable.has(entry.localId),
    feedback: null,
  };
}

/**
 * Each message's item, kept while the message and its feedback entry are the same objects: a new
 * message in a long conversation builds one item, and the rows of the others (memoized by the
 * view) are not rendered again (the 1,000-message benchmark, e2e/bench/chat-render.bench.ts).
 */
const messageItems = new WeakMap<
  ChatMessageView,
  { entry: FeedbackEntry | undefined; item: ChatItemView }
>();

function messageItem(
  message: ChatMessageView,
  feedback: Readonly<Record<string, FeedbackEntry>>,
): ChatItemView {
  const entry = message.questionId ? feedback[message.questionId] : undefined;
  const kept = messageItems.get(message);
  if (kept && kept.entry === entry) return kept.item;
  const item = buildMessageItem(message, entry);
  messageItems.set(message, { entry, item });
  return item;
}

function buildMessageItem(
  message: ChatMessageView,
  entry: FeedbackEntry | undefined,
): ChatItemView {
  return {
    ...message,
    delivery: 'sent',
    localId: null,
    canResend: false,
    feedback:
      message.role === 'chatbot' && message.questionId
        ? { status: entry?.status ?? 'open', error: entry?.error ?? null }
        : null,
  };
}

interface ItemsCache {
  messages: readonly ChatMessageView[];
  outbox: readonly OutboxEntry[];
  feedback: Readonly<Record<string, FeedbackEntry>>;
  author: string | null;
  resendable: string;
  items: ChatItemView[];
}
let itemsCache: ItemsCache | null = null;

/**
 * The conversation's items. The same list object while nothing it shows changed (a long
 * conversation is not rebuilt on every ping or timer).
 */
export function selectChatItems(snapshot: ChatSnapshot): ChatItemView[] {
  const { messages, outbox, feedback, session } = snapshot.context;
  const author = session?.friendlyName ?? null;
  const resendable = new Set(
    outbox
      .filter((entry) => snapshot.can({ type: 'RESEND', localId: entry.localId }))
      .map((entry) => entry.localId),
  );
  const resendKey = [...resendable].join(' ');
  const cache = itemsCache;
  if (
    cache &&
    cache.messages === messages &&
    cache.outbox === outbox &&
    cache.feedback === feedback &&
    cache.author === author &&
    cache.resendable === resendKey
  ) {
    return cache.items;
  }
  const items = [
    ...messages.map((message) => messageItem(message, feedback)),
    ...outbox.map((entry) => outboxItem(entry, author, resendable)),
  ];
  itemsCache = { messages, outbox, feedback, author, resendable: resendKey, items };
  return items;
}

export function selectChatView(snapshot: ChatSnapshot): ChatView {
  const { context } = snapshot;
  return {
    phase: selectChatPhase(snapshot),
    mode: context.session?.mode ?? context.mode,
    items: selectChatItems(snapshot),
    typing: context.typing,
    alert: selectChatAlert(snapshot),
    form: { values: context.values, errors: context.errors, error: context.initError },
    composerError: context.composerError,
    filesMessage: context.filesMessage,
    unread: context.unread,
    canSend: snapshot.can({ type: 'SEND', text: 'x' }),
    canAttach: (context.session?.mode ?? context.mode) === 'agent',
    canRetry: snapshot.can({ type: 'RETRY' }),
    canEnd: snapshot.can({ type: 'END' }),
    canStartNew: snapshot.can({ type: 'START_NEW' }),
  };
}

/** Equality for `useSelector`: the view changes only when what it shows changes. */
export function sameChatView(a: ChatView, b: ChatView): boolean {
  return (
    a.phase === b.phase &&
    a.mode === b.mode &&
    a.items === b.items &&
    a.typing === b.typing &&
    a.alert?.kind === b.alert?.kind &&
    a.form.values === b.form.values &&
    a.form.errors === b.form.errors &&
    a.form.error === b.form.error &&
    a.composerError === b.composerError &&
    a.filesMessage === b.filesMessage &&
    a.unread === b.unread &&
    a.canSend === b.canSend &&
    a.canAttach === b.canAttach &&
    a.canRetry === b.canRetry &&
    a.canEnd === b.canEnd &&
    a.canStartNew === b.canStartNew
  );
}
