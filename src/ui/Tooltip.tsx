import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import './kit.css';

export const TOOLTIP_OFFSET = 12;

export interface TooltipProps {
  /** Accessible name of the trigger button, e.g. "More about APR". */
  label: string;
  content: ReactNode;
  /** Visible trigger content; an "i" by default. */
  children?: ReactNode;
  /** Gap between the trigger and the bubble, in px (12 by default). */
  offset?: number;
  placement?: 'top' | 'bottom';
}

/**
 * A tooltip on its own button (WCAG 1.4.13): shown on hover, keyboard focus or click; stays
 * while the pointer is over the trigger or the bubble; Escape hides it without moving focus.
 * The content is the button's description (`aria-describedby`), read even while hidden.
 */
export function Tooltip({
  label,
  content,
  children,
  offset = TOOLTIP_OFFSET,
  placement = 'top',
}: TooltipProps) {
  const id = useId();
  const tooltipId = `tooltip-${id}`;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    // Escape must work while only hovering, when focus is elsewhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const style = { '--kit-tooltip-offset': `${offset}px` } as CSSProperties;

  return (
    <span
      className="kit-tooltip"
      style={style}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="kit-tooltip__trigger"
        aria-label={label}
        aria-describedby={tooltipId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        {children ?? <span aria-hidden="true">i</span>}
      </button>
      <span
        role="tooltip"
        id={tooltipId}
        className={`kit-tooltip__bubble kit-tooltip__bubble--${placement}`}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
