import type { ReactNode } from 'react';
import './kit.css';

export const SUBMIT_LABEL = 'Continue';
export const SUBMITTING_LABEL = 'Submitting';

export interface SubmitRowProps {
  label?: string;
  loadingLabel?: string;
  /**
   * Shows a spinner and the loading label, sets `aria-busy`, and makes the button inert without
   * disabling it: `aria-disabled`, and a press does nothing. A disabled button would lose the
   * keyboard focus (the browser moves it to the page), so a keyboard user whose send failed would
   * start again from the top of the page (issue 20: keyboard-only journeys).
   */
  loading?: boolean;
  disabled?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
  /** Id of the form the button submits, when it sits outside it. */
  form?: string;
  /** Secondary actions shown before the button (e.g. a Back link). */
  children?: ReactNode;
}

/** The form's main button: "Continue", or "Submitting" with a spinner while loading. */
export function SubmitRow({
  label = SUBMIT_LABEL,
  loadingLabel = SUBMITTING_LABEL,
  loading = false,
  disabled = false,
  type = 'submit',
  onClick,
  form,
  children,
}: SubmitRowProps) {
  return (
    <div className="kit-submit-row">
      {children}
      <button
        className="kit-button"
        type={type}
        form={form}
        disabled={disabled}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={(event) => {
          // While loading, neither a click nor Enter in a field (implicit submission clicks the
          // default button) sends the form again.
          if (loading) event.preventDefault();
          else onClick?.();
        }}
      >
        {loading ? <span className="kit-spinner" aria-hidden="true" data-testid="spinner" /> : null}
        {loading ? loadingLabel : label}
      </button>
    </div>
  );
}
