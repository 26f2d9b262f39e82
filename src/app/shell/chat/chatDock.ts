/**
 * The shell's link to web chat before chat's own code is loaded (it is its own chunk, loaded when
 * the chat is first opened or a conversation is there to resume). "Chat with us", the launcher
 * and `pop-webchat` ask for the panel here; the widget, once loaded, forwards each request to its
 * chat machine as OPEN. Requests are counted, so every click opens the panel again.
 */
import { useSyncExternalStore } from 'react';

let requests = 0;
const listeners = new Set<() => void>();

/** Ask for the chat panel (loads the widget the first time). */
export function requestChatOpen(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => requests;

/** How many times the panel was asked for so far (0: never). */
export function useChatOpenRequests(): number {
  return useSyncExternalStore(subscribe, read, read);
}

/** How many times the panel was asked for so far (outside React). */
export function chatOpenRequestCount(): number {
  return requests;
}

/** Tests: forget earlier requests. */
export function resetChatDock(): void {
  requests = 0;
  for (const listener of listeners) listener();
}
