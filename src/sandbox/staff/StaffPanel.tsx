import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { APP_BASE } from '../paths';
import { StaffControls } from './StaffControls';
import './staff.css';

/** sessionStorage key remembering whether the panel is open across page loads. */
export const PANEL_KEY = 'heloc-sandbox-panel';

function storedOpen(): boolean {
  try {
    return window.sessionStorage.getItem(PANEL_KEY) === 'open';
  } catch {
    return false;
  }
}

/**
 * The floating staff panel (non-production builds): a small "Sandbox tools" pill at the bottom
 * left; open, it shows the same controls as /account/heloc/__sandbox. Escape closes it.
 */
export function StaffPanel() {
  const [open, setOpen] = useState(storedOpen);
  const bodyId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = (next: boolean) => {
    setOpen(next);
    try {
      window.sessionStorage.setItem(PANEL_KEY, next ? 'open' : 'closed');
    } catch {
      // Storage blocked: the panel still works for this page.
    }
  };

  // Open, the panel may cover what has the focus in the page (WCAG 2.4.11 lets content the user
  // opened do so only when they can reveal the focus without moving it): Escape anywhere closes
  // the panel and leaves the focus where it is. Inside the panel, Escape also brings the focus
  // back to the toggle (below), and a page's own Escape (a modal, a menu) stops it first.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      try {
        window.sessionStorage.setItem(PANEL_KEY, 'closed');
      } catch {
        // Storage blocked: the panel still works for this page.
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      toggle(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <aside className="sandbox-panel" aria-label="Sandbox staff tools" onKeyDown={onKeyDown}>
      <div
        id={bodyId}
        className="sandbox-body sandbox-staff"
        hidden={!open}
        aria-labelledby={headingId}
        role="group"
      >
        <h2 id={headingId}>Sandbox staff tools</h2>
        <p>
          <a href={`${APP_BASE}/__sandbox`}>Open the staff page</a>
        </p>
        {open && <StaffControls headingLevel={3} />}
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="sandbox-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => toggle(!open)}
      >
        {open ? 'Close sandbox tools' : 'Sandbox tools'}
      </button>
    </aside>
  );
}
