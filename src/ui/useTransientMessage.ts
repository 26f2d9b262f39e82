import { useEffect, useState } from 'react';

/** Screen-reader messages clear after 300 ms (spec). */
export const SCREEN_READER_MESSAGE_CLEAR_MS = 300;

/**
 * The message to put in a live region, cleared `clearAfterMs` after it was set.
 *
 * This is the ONE timer allowed in views, and it is presentation, not flow: a live region must be
 * emptied soon after speaking so that the same words can be announced again (screen readers stay
 * silent when the text does not change) and so that a stale message is not found later while
 * reading the page. Nothing else depends on it; no state of any machine changes when it fires.
 *
 * `messageKey` re-announces an identical message (pass a counter or timestamp).
 */
export function useTransientMessage(
  message: string,
  messageKey: string | number = '',
  clearAfterMs: number = SCREEN_READER_MESSAGE_CLEAR_MS,
): string {
  const key = `${messageKey}\u0000${message}`;
  const [clearedKey, setClearedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setClearedKey(key), clearAfterMs);
    return () => clearTimeout(timer);
  }, [key, message, clearAfterMs]);
  return clearedKey === key ? '' : message;
}
