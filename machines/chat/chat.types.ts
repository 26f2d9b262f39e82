/**
 * Types of the two chat machines (issue 13; shell spec §2 "Chat widget", §3, §4, §5, §7, §8, §9):
 * - `chatHours` (chat-hours.machine.ts): OPS_CHAT open status and week, polled every 60 s: the
 *   mode a new chat starts in (agent while open, else the chatbot) and the support hours.
 * - `chat` (chat.machine.ts): one conversation per widget: the panel, the pre-engagement form,
 *   init, connecting, messaging (connection, token, nonce, ping, outbox, answer feedback), the
 *   thanks panel.
 * The machine files stay lean; what each field means and who sends which event is written here.
 */
import type { BusinessHours } from '../../src/api/operatingHours';
import type {
  ChatConnectionState,
  ChatMessageView,
  OutgoingChatMessage,
} from '../../src/api/chatTransport';
import type {
  ChatIntake,
  ChatIntakeErrors,
  ChatMode,
  StoredChatSession,
} from '../../src/domain/chat';

export type { BusinessHours } from '../../src/api/operatingHours';
export type {
  ChatConnectInput,
  ChatConnectionState,
  ChatMessageView,
  ChatTransports,
  OutgoingChatMessage,
} from '../../src/api/chatTransport';
export type {
  ChatIntake,
  ChatIntakeErrors,
  ChatMode,
  StoredChatSession,
} from '../../src/domain/chat';

// ── chatHours ─────────────────────────────────────────────────────────────────────────────────

export interface ChatHoursInput {
  /** The main brand's org code: chat hours are the main brand's whatever the page's org (§7). */
  orgCode: string;
  /** The tab is hidden at start (`document.visibilityState === 'hidden'`): no read until shown. */
  hidden?: boolean;
}

/** One read of OPS_CHAT: `openStatus` and `week`, asked together. */
export interface ChatHoursAnswer {
  isOpen: boolean;
  /** The week's entries (Pacific Time, display=true), for the support-hours text. */
  week: BusinessHours[];
}

export interface ChatHoursContext {
  orgCode: string;
  /** The tab is hidden: no timer runs, nothing is asked. */
  hidden: boolean;
  /** The last answer; kept through failed reads. null: none yet (the mode is then the chatbot). */
  answer: ChatHoursAnswer | null;
  /** The last failed read (kept for the inspector; the view shows the last answer). */
  error: unknown;
}

export type ChatHoursEvent =
  /** document.visibilityState became 'hidden': polling pauses (the read in flight is cancelled). */
  | { type: 'VISIBILITY.HIDDEN' }
  /** document.visibilityState became 'visible': a paused poll reads at once. */
  | { type: 'VISIBILITY.VISIBLE' };

export type ChatHoursTag = 'reading';

// ── chat ──────────────────────────────────────────────────────────────────────────────────────

export interface ChatInput {
  /** The page's org code: initWebChat `orgCode`, the chatbot's `organization`. */
  orgCode: string;
  /** `location.href` when the widget starts (LOCATION.CHANGED keeps it current). */
  pageUrl: string;
  applicationUuid?: string | null;
  identityUuid?: string | null;
  /** A user is signed in: the webchat nonce is asked for, sent and refreshed every 60 s. */
  signedIn?: boolean;
  /**
   * The mode a new chat starts in: chat-hours' answer (HOURS.CHANGED keeps it current). Absent
   * until the hours have answered: a form sent before then waits for them (CHAT_MODE_WAIT_MS).
   */
  mode?: ChatMode;
  /**
   * The session kept on the device (localStorage), read by the host when it starts the machine.
   * On OPEN it is resumed while its token lives (`canResumeChat`), else cleared.
   */
  stored?: StoredChatSession | null;
  /** The pre-engagement form's first values (the signed-in user's name and e-mail). */
  intake?: Partial<ChatIntake>;
}

/** A message the user sent that the transport has not confirmed yet (or refused). */
export interface OutboxEntry {
  /** `local-1`, `local-2`, …: the view's key, and RESEND's. */
  localId: string;
  text: string;
  files: readonly File[];
  /**
   * queued: waits for the connection; sending: handed to the transport; failed: RESEND it;
   * refused: the transport refused its attachment (resending cannot help: `filesMessage` says so).
   */
  status: 'queued' | 'sending' | 'failed' | 'refused';
  /** Epoch ms, when the user sent it (the view places it by this time). */
  time: number;
}

/** Answer feedback per chatbot answer (`questionId`). */
export interface FeedbackEntry {
  /** invalid: the last FEEDBACK broke a rule (error says which); sent: never asked again. */
  status: 'invalid' | 'sending' | 'sent' | 'failed';
  /** The spec's message (invalid) or the failure's (failed); null otherwise. */
  error: string | null;
}

export interface ChatContext {
  orgCode: string;
  pageUrl: string;
  applicationUuid: string | null;
  identityUuid: string | null;
  signedIn: boolean;
  /** The mode a new chat starts in (a live conversation keeps its own: `session.mode`). */
  mode: ChatMode;
  /** The hours have answered (input `mode`, or HOURS.CHANGED): `mode` is the desk's, not a guess. */
  modeKnown: boolean;
  /** The clock when the stored session was checked (resume needs "now"). */
  now: number;
  /** The pre-engagement form: the answers (kept through errors and failed inits). */
  values: ChatIntake;
  errors: ChatIntakeErrors;
  /** Why the last init failed, shown on the form; null otherwise. */
  initError: string | null;
  /** The conversation (the stored one until OPEN decides, then the live one); null: none. */
  session: StoredChatSession | null;
  /** The signed-in user's webchat nonce; null when signed out or not issued yet. */
  nonce: string | null;
  /** The conversation as shown, oldest first, one per id. */
  messages: ChatMessageView[];
  /** What the user sent that is not confirmed yet, in order. */
  outbox: OutboxEntry[];
  /** The number of the next local id. */
  nextLocalId: number;
  /** "Required" after an empty SEND; null otherwise. */
  composerError: string | null;
  /** Why picked files were left out of the last SEND (5 MB, kind) or refused; null otherwise. */
  filesMessage: string | null;
  /** The other side is typing (the chatbot from a question until its answer). */
  typing: boolean;
  /** Messages from the other side that arrived while the panel was closed. */
  unread: number;
  /** Reconnect attempts since the connection was last online. */
  reconnectAttempts: number;
  /** The connection is online (queued messages go out only then). */
  online: boolean;
  /** Answer feedback by questionId. */
  feedback: Record<string, FeedbackEntry>;
  /** The feedback being sent. */
  pendingFeedback: FeedbackRequest | null;
}

/** What the user says about one chatbot answer. */
export interface FeedbackRequest {
  questionId: string;
  /** The reason picked; null or '' when none ("Please select a reason"). */
  reason: string | null;
  /** Additional information, at most 140 characters. */
  details: string;
}

export type ChatEvent =
  // ── from the widget ──
  /** The launcher, "Chat with us" or `pop-webchat`: show the panel (the first time: resume or the form). */
  | { type: 'OPEN' }
  /** Hide the panel; a conversation keeps running (unread messages are counted). */
  | { type: 'CLOSE' }
  /** chat-hours' mode changed (the widget forwards it): the mode a new chat starts in. */
  | { type: 'HOURS.CHANGED'; mode: ChatMode }
  /** The page changed inside the app: the pageUrl sent with init. */
  | { type: 'LOCATION.CHANGED'; pageUrl: string }
  /** A form field changed (its error is cleared until the next SUBMIT). */
  | { type: 'CHANGE'; field: keyof ChatIntake; value: string }
  /** Send the pre-engagement form. */
  | { type: 'SUBMIT' }
  /** Send a message: text, attachments or both (files are screened: 5 MB, accepted kinds). */
  | { type: 'SEND'; text: string; files?: readonly File[] }
  /** Send a failed message again (same local id: never listed twice). */
  | { type: 'RESEND'; localId: string }
  /** Feedback on a chatbot answer (once per answer). */
  | ({ type: 'FEEDBACK' } & FeedbackRequest)
  /** After "Something went wrong. Please try again later.": connect again. */
  | { type: 'RETRY' }
  /** The user ends the conversation: the thanks panel. */
  | { type: 'END' }
  /** "Start a new chat": the stored session is cleared, the connection closed, the form shown. */
  | { type: 'START_NEW' }
  // ── from the connection actor: the transport's own events ──
  /** A message arrived (appended in time order, once per id). */
  | { type: 'TRANSPORT.MESSAGE'; message: ChatMessageView }
  /** The other side started or stopped typing. */
  | { type: 'TRANSPORT.TYPING'; active: boolean }
  /** The connection changed: lost (disconnected), refused (denied), back (connected). */
  | { type: 'TRANSPORT.CONNECTION'; state: ChatConnectionState }
  /** The other side closed or froze the conversation. */
  | { type: 'TRANSPORT.ENDED' }
  /** The provider warns that the token expires soon (Twilio `tokenAboutToExpire`). */
  | { type: 'TRANSPORT.TOKEN_EXPIRING' }
  // ── from the connection actor: answers to commands ──
  /** `transport.connect` resolved (first connect or RECONNECT). */
  | { type: 'CONNECTION.OPENED' }
  /** `transport.connect` rejected (a ChatTransportError says why). */
  | { type: 'CONNECTION.FAILED'; error: unknown }
  | { type: 'HISTORY.LOADED'; messages: ChatMessageView[] }
  | { type: 'HISTORY.FAILED'; error: unknown }
  /** The transport confirmed the message (as shown: its id and time). */
  | { type: 'MESSAGE.SENT'; localId: string; message: ChatMessageView }
  | { type: 'MESSAGE.FAILED'; localId: string; error: unknown }
  | { type: 'PING.OK' }
  | { type: 'PING.FAILED'; error: unknown };

/**
 * Commands the chat machine sends to its connection actor (`sendTo('connection', …)`); each is
 * answered by the events above (TOKEN.UPDATE and NONCE.UPDATE are not answered: a refused token
 * shows as a denied connection).
 */
export type ConnectionCommand =
  /** Load the last `count` messages: HISTORY.LOADED / HISTORY.FAILED. */
  | { type: 'HISTORY.LOAD'; count: number }
  /** Send one message: MESSAGE.SENT / MESSAGE.FAILED with the same localId. */
  | { type: 'MESSAGE.SEND'; localId: string; message: OutgoingChatMessage }
  /** Keep-alive: PING.OK / PING.FAILED. */
  | { type: 'PING' }
  /** Hand the provider the refreshed token (and use it for later reconnects). */
  | { type: 'TOKEN.UPDATE'; token: string }
  /** The refreshed nonce (for the chatbot's calls, and later reconnects). */
  | { type: 'NONCE.UPDATE'; nonce: string }
  /**
   * Close the connection and connect again: CONNECTION.OPENED / CONNECTION.FAILED. Messages in
   * flight are answered MESSAGE.FAILED at once (the user resends: never sent twice silently).
   */
  | { type: 'RECONNECT' };

/** Input of `initChat`: the form's answers and what the init body needs (§7). */
export interface InitChatInput {
  intake: ChatIntake;
  mode: ChatMode;
  orgCode: string;
  pageUrl: string;
  applicationUuid: string | null;
  identityUuid: string | null;
  nonce: string | null;
}

/** What `initChat` answers: the conversation's token and ids. */
export interface StartedChat {
  token: string;
  conversationSid: string;
  omniProxyChannelId: string | null;
}

/** Input of `sendFeedback`: the answer, the feedback, and who gives it. */
export interface FeedbackInput {
  questionId: string;
  reason: string;
  details: string;
  conversationId: string;
  /** The answer's text (the call's `responseToCustomer`). */
  responseToCustomer: string;
  senderEmail: string;
  nonce: string | null;
}

export type ChatTag =
  /** The panel is shown. */
  | 'panelOpen'
  /** The pre-engagement form. */
  | 'form'
  /** Waiting for init (and the nonce, when signed in). */
  | 'initializing'
  /** Opening the conversation and loading its last messages. */
  | 'connecting'
  /** The conversation is shown (connected, or unavailable with Retry). */
  | 'messaging'
  /** "Connection lost. Attempting to reconnect." */
  | 'reconnecting'
  /** "Token state is invalid." while the token is renewed. */
  | 'tokenInvalid'
  /** "Something went wrong. Please try again later." with Retry. */
  | 'failed'
  /** The thanks panel. */
  | 'ended';
