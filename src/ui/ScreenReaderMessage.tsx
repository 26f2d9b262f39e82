import { SCREEN_READER_MESSAGE_CLEAR_MS, useTransientMessage } from './useTransientMessage';
import './kit.css';

export interface ScreenReaderMessageProps {
  message: string;
  /** Change to announce the same message again. */
  messageKey?: string | number;
  politeness?: 'polite' | 'assertive';
  clearAfterMs?: number;
}

/**
 * A visually hidden live region: speaks `message`, then empties itself after 300 ms. The region is
 * always rendered (live regions must exist before their text changes).
 */
export function ScreenReaderMessage({
  message,
  messageKey,
  politeness = 'polite',
  clearAfterMs = SCREEN_READER_MESSAGE_CLEAR_MS,
}: ScreenReaderMessageProps) {
  const text = useTransientMessage(message, messageKey, clearAfterMs);
  return (
    <div
      className="kit-visually-hidden"
      role={politeness === 'assertive' ? 'alert' : 'status'}
      aria-live={politeness}
      aria-atomic="true"
    >
      {text}
    </div>
  );
}
