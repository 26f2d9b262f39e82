import { useRef } from 'react';
import './kit.css';

export const MAX_VISIBLE_TOASTS = 5;

export interface Toast {
  id: string;
  message: string;
  variant?: 'info' | 'success' | 'warn' | 'error';
}

/** The newest `max` toasts (the list is in the order they were raised). */
export function visibleToasts<T extends Toast>(
  toasts: readonly T[],
  max = MAX_VISIBLE_TOASTS,
): T[] {
  return max > 0 ? toasts.slice(-max) : [];
}

export interface ToastsProps {
  toasts: readonly Toast[];
  /** Closing is the parent's (machine's) business, like their timing. */
  onDismiss?: (id: string) => void;
  max?: number;
  /**
   * The pointer came over the toasts or focus came inside them: their timers should stop
   * (WCAG 2.2.1). `onResume` when both have left.
   */
  onPause?: () => void;
  onResume?: () => void;
  /** The region's name ('Notifications' by default; the shell's is 'Messages', beside its notifications panel). */
  label?: string;
}

const PREFIX: Record<NonNullable<Toast['variant']>, string> = {
  info: '',
  success: 'Success: ',
  warn: 'Warning: ',
  error: 'Error: ',
};

/**
 * Toasts: at most 5 visible at once (the newest). The list is a polite live region that is always
 * present, so additions are announced. No timers here: when a toast goes is the machine's call.
 */
export function Toasts({
  toasts,
  onDismiss,
  max = MAX_VISIBLE_TOASTS,
  onPause,
  onResume,
  label = 'Notifications',
}: ToastsProps) {
  const shown = visibleToasts(toasts, max);
  const listRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const pointerInside = () => listRef.current?.matches(':hover') === true;
  const focusInside = () => listRef.current?.contains(document.activeElement) === true;
  return (
    <section aria-label={label} ref={regionRef} tabIndex={-1} className="kit-toasts-region">
      <ul
        ref={listRef}
        className="kit-toasts"
        aria-live="polite"
        aria-relevant="additions text"
        onMouseEnter={onPause}
        onFocus={onPause}
        onMouseLeave={() => {
          if (!focusInside()) onResume?.();
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (!(next && listRef.current?.contains(next)) && !pointerInside()) onResume?.();
        }}
      >
        {shown.map((toast) => {
          const variant = toast.variant ?? 'info';
          return (
            <li key={toast.id} className={`kit-toast kit-toast--${variant}`}>
              <p className="kit-banner__message" id={`toast-${toast.id}`}>
                {PREFIX[variant] ? (
                  <span className="kit-visually-hidden">{PREFIX[variant]}</span>
                ) : null}
                {toast.message}
              </p>
              {onDismiss ? (
                <button
                  type="button"
                  className="kit-banner__dismiss"
                  aria-describedby={`toast-${toast.id}`}
                  onClick={(event) => {
                    // Focus must not fall to the page's start: on to the next toast's button,
                    // or, after the last, to the region (which lets the timers run again).
                    const buttons = Array.from(
                      listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [],
                    );
                    const index = buttons.indexOf(event.currentTarget);
                    const next = buttons[index + 1] ?? buttons[index - 1];
                    onDismiss(toast.id);
                    if (next) next.focus();
                    else regionRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                  <span className="kit-visually-hidden">Dismiss</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
