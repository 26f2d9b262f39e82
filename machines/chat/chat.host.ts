/**
 * What the app does for the chat chart: keep the live conversation on this device (so a reload or
 * another page resumes it) and forget it when it is over. Storage that is full or blocked only
 * means the conversation will not resume: it never stops the chat.
 */
import { CHAT_SESSION_STORAGE_KEY } from '../../src/domain/chat';
import type { StoredChatSession } from './chat.types';

export interface ChatHostDeps {
  /**
   * Where the conversation is kept (the browser's local storage in the app), read when used:
   * reading a blocked storage may throw too.
   */
  storage: () => Pick<Storage, 'setItem' | 'removeItem'> | undefined;
}

/** The chat chart's host actions, for `chatMachine.provide({ actions })`. */
export function chatHost(deps: ChatHostDeps) {
  return {
    storeSession: (_: unknown, stored: StoredChatSession) => {
      try {
        deps.storage()?.setItem(CHAT_SESSION_STORAGE_KEY, JSON.stringify(stored));
      } catch {
        // Storage full or blocked: the conversation goes on, it just will not resume.
      }
    },
    clearStoredSession: () => {
      try {
        deps.storage()?.removeItem(CHAT_SESSION_STORAGE_KEY);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
