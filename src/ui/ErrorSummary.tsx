import { useEffect, useRef, type MouseEvent } from 'react';
import './kit.css';

export interface ErrorSummaryItem {
  /** Id of the input to focus (for a group: its first input). */
  fieldId: string;
  /** Exactly the words of the field's inline message. */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: string;
  /**
   * Change it (e.g. the submit count) to move focus to the summary again after another failed
   * submit; the summary also takes focus whenever it appears.
   */
  focusKey?: string | number;
}

export const ERROR_SUMMARY_TITLE = 'There is a problem';

/**
 * GOV.UK error summary: shown above the form after a failed submit, it takes focus (so screen
 * readers read it at once), lists each problem as a link with the same words as the inline
 * message, and a link moves focus to its field and scrolls the field's label into view.
 * Screen readers checked in the GOV.UK research this follows: JAWS, NVDA, VoiceOver.
 */
export function ErrorSummary({ errors, title = ERROR_SUMMARY_TITLE, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = errors.length > 0;

  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    const focusable = target.matches('input, select, textarea, button, [tabindex]')
      ? target
      : target.querySelector<HTMLElement>('input, select, textarea, button');
    focusable?.focus();
    // Show the label or legend too, not just the input (GOV.UK).
    const labels = (focusable as HTMLInputElement | null)?.labels;
    const context: Element =
      target.closest('fieldset')?.querySelector('legend') ?? labels?.[0] ?? target;
    context.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="kit-error-summary" ref={ref} tabIndex={-1}>
      <div role="alert">
        <h2 className="kit-error-summary__title">{title}</h2>
        <ul className="kit-error-summary__list">
          {errors.map((item) => (
            <li key={item.fieldId}>
              <a href={`#${item.fieldId}`} onClick={(event) => onLinkClick(event, item.fieldId)}>
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Summary items from a field → message record, in the order of `fieldOrder`. */
export function errorSummaryItems(
  errors: Readonly<Record<string, string | undefined>>,
  fieldOrder: readonly string[],
  idFor: (field: string) => string = (field) => field,
): ErrorSummaryItem[] {
  return fieldOrder
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: idFor(field), message: errors[field]! }));
}
