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
export function Toasts({ toasts, onDismiss, max = MAX_VISIBLE_TOASTS }: ToastsProps) {
  const shown = visibleToasts(toasts, max);
  return (
    <section aria-label="Notifications">
      <ul className="kit-toasts" aria-live="polite" aria-relevant="additions text">
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
                  onClick={() => onDismiss(toast.id)}
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
