/**
 * The part of web chat's rules the shell needs before chat's own code loads (src/domain/chat.ts
 * re-exports it): `pop-webchat`, the session kept on the device and whether it may be resumed.
 * Kept apart so the start page carries only this.
 */

/** The query parameter that opens the chat at load (shell §2); it then leaves the URL. */
export const POP_WEBCHAT_PARAM = 'pop-webchat';

/** Agent during the OPS_CHAT operating hours, otherwise the chatbot. */
export type ChatMode = 'agent' | 'chatbot';

/** How long a session token lives: 6 h with an agent, 10 min with the chatbot. */
export const CHAT_TOKEN_LIFE_MS: Readonly<Record<ChatMode, number>> = {
  agent: 6 * 60 * 60 * 1000,
  chatbot: 10 * 60 * 1000,
};

// ── resume (§4) ───────────────────────────────────────────────────────────────────────────────

/** The session the widget keeps (localStorage) so a reload or a new page resumes it. */
export interface StoredChatSession {
  mode: ChatMode;
  token: string;
  conversationSid: string;
  omniProxyChannelId: string | null;
  friendlyName: string;
  emailAddress: string;
  /** When the token was issued or last refreshed (epoch ms). */
  issuedAt: number;
}

/** An active session resumes while its token lives; an expired or missing one does not. */
export function canResumeChat(stored: StoredChatSession | null, now: number): boolean {
  if (!stored || !stored.token || !stored.conversationSid) return false;
  return now - stored.issuedAt < CHAT_TOKEN_LIFE_MS[stored.mode];
}

/** localStorage key of the session the widget keeps (shell §4 "an active session resumes"). */
export const CHAT_SESSION_STORAGE_KEY = 'heloc-webchat-session';

/** The stored session from its JSON text; null when absent or not one (it is then ignored). */
export function parseStoredChatSession(raw: string | null): StoredChatSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChatSession> | null;
    if (
      !value ||
      (value.mode !== 'agent' && value.mode !== 'chatbot') ||
      typeof value.token !== 'string' ||
      typeof value.conversationSid !== 'string' ||
      typeof value.issuedAt !== 'number'
    ) {
      return null;
    }
    return {
      mode: value.mode,
      token: value.token,
      conversationSid: value.conversationSid,
      omniProxyChannelId:
        typeof value.omniProxyChannelId === 'string' ? value.omniProxyChannelId : null,
      friendlyName: typeof value.friendlyName === 'string' ? value.friendlyName : '',
      emailAddress: typeof value.emailAddress === 'string' ? value.emailAddress : '',
      issuedAt: value.issuedAt,
    };
  } catch {
    return null;
  }
}
