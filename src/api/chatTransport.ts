/**
 * The chat transport port (decision 011): how the chat machine talks to a live conversation,
 * whoever carries it. Three implementations:
 * - the agent over Twilio Conversations (`chatTwilio.ts`, loaded only when an agent chat starts);
 * - the chatbot over its HTTP calls (`chatbotTransport.ts`, production and sandbox alike);
 * - the sandbox's simulated agent (`src/sandbox/chat`), never in a production build.
 * The app picks the agent transport at its entry point (main.tsx) and hands both to the widget.
 * React-free; the machine wraps a transport in its actors (machines/chat/chat.actors.ts).
 */
import type { ChatMode, ChatRole } from '../domain/chat';

/** An attachment as shown in the conversation. */
export interface ChatMedia {
  filename: string;
  contentType: string;
  /** Where to open or download it; null while the provider has not answered its URL. */
  url: string | null;
  /** Bytes. */
  size: number;
}

/** One message as the widget shows it, whoever sent it. Bodies are text, never markup. */
export interface ChatMessageView {
  /** Stable per conversation (the provider's index or sid). */
  id: string;
  role: ChatRole;
  /** The author's display name; null when the provider gives none. */
  author: string | null;
  body: string;
  media: ChatMedia[];
  /** Epoch ms. */
  time: number;
  /** The chatbot's answer id (for answer feedback); null otherwise. */
  questionId: string | null;
}

export type ChatConnectionState = 'connecting' | 'connected' | 'disconnected' | 'denied';

/** What a transport tells the machine while a conversation is open. */
export type ChatTransportEvent =
  /** A message arrived (from the other side; the user's own come back from `send`). */
  | { type: 'message'; message: ChatMessageView }
  /** The agent or the chatbot started or stopped typing. */
  | { type: 'typing'; active: boolean }
  /** The connection changed: lost (`disconnected`), refused (`denied`), back (`connected`). */
  | { type: 'connection'; state: ChatConnectionState }
  /** The conversation was closed or frozen by the other side: the thanks panel. */
  | { type: 'ended' }
  /** The provider warns that the token will expire soon: refresh it now. */
  | { type: 'tokenAboutToExpire' };

/** What opening a conversation needs (the init answer, and who is chatting). */
export interface ChatConnectInput {
  mode: ChatMode;
  token: string;
  conversationSid: string;
  /** For the chatbot's calls: the applicant's details and where they are. */
  email: string;
  organization: string;
  pageUrl: string;
  applicationUuid: string | null;
  /** The signed-in user's webchat nonce, when there is one. */
  nonce: string | null;
}

/** The message the user sends: text, attachments, or both. */
export interface OutgoingChatMessage {
  text: string;
  files: readonly File[];
}

/** An open conversation. Every call rejects when the conversation is gone or unreachable. */
export interface ChatConnection {
  /** The last `count` messages, oldest first. */
  history(count: number): Promise<ChatMessageView[]>;
  /** Sends one message; resolves with it as shown (the chatbot's answer comes as an event). */
  send(message: OutgoingChatMessage, signal?: AbortSignal): Promise<ChatMessageView>;
  /** Hands the provider a refreshed token. */
  updateToken(token: string): Promise<void>;
  /**
   * Hands the transport the signed-in user's refreshed webchat nonce (every 60 s), for the calls
   * that send it (the chatbot's). Transports whose provider never reads it leave it out.
   */
  updateNonce?(nonce: string): void | Promise<void>;
  /** Keep-alive (§4, every 10 s): resolves while the connection is alive, rejects when it is not. */
  ping(): Promise<void>;
  /** Leaves the conversation (the widget closed for good, or a new chat started). */
  close(): void;
}

export interface ChatTransport {
  /** Opens the conversation; events arrive through `onEvent` until `close()`. */
  connect(
    input: ChatConnectInput,
    onEvent: (event: ChatTransportEvent) => void,
  ): Promise<ChatConnection>;
}

/** The two transports the widget needs: the agent's (chosen at the entry point) and the chatbot's. */
export interface ChatTransports {
  agent: ChatTransport;
  chatbot: ChatTransport;
}

/**
 * Why a transport call failed, so the chat machine can choose without reading messages:
 * - `token`: the token is expired or refused ("Token state is invalid."; no resume);
 * - `connection`: the provider cannot be reached now (reconnect with backoff);
 * - `ended`: the conversation is closed or gone (the thanks panel);
 * - `attachment`: the provider refused an attachment (over 5 MB, or a kind it does not take);
 * - `unsupported`: this transport cannot do that (attachments to the chatbot);
 * - `closed`: the app already closed this connection;
 * - `failed`: anything else (the HTTP or provider error is the `cause`).
 */
export type ChatTransportErrorCode =
  'token' | 'connection' | 'ended' | 'attachment' | 'unsupported' | 'closed' | 'failed';

/** What every transport rejects with (an aborted `send` rejects with the abort reason instead). */
export class ChatTransportError extends Error {
  override readonly name = 'ChatTransportError';
  readonly code: ChatTransportErrorCode;

  constructor(code: ChatTransportErrorCode, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}

export function isChatTransportError(
  error: unknown,
  code?: ChatTransportErrorCode,
): error is ChatTransportError {
  return error instanceof ChatTransportError && (code === undefined || error.code === code);
}
