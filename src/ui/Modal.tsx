import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import './kit.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'object',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

export interface ModalProps {
  open: boolean;
  /** Close request (Escape, close button, backdrop) when `dismissible`. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Escape, the close button and a backdrop click close it. False for a decision the user must make. */
  dismissible?: boolean;
  closeLabel?: string;
  /** What to focus on opening; by default the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (its main message). */
  describedBy?: string;
  /** 'alertdialog' for an urgent message that needs an answer (a session about to end). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, labelled by its title. Focus moves in on open,
 * Tab and Shift+Tab cycle inside, and focus returns to where it was on close. The rest of the
 * page is made `inert` while open (for screen readers that ignore `aria-modal`) and does not
 * scroll behind it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  closeLabel = 'Close',
  initialFocusRef,
  describedBy,
  role = 'dialog',
}: ModalProps) {
  const titleId = `modal-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const portal = portalRef.current;

    // Everything else becomes inert; remember what we changed so we only undo our own work.
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el !== portal &&
        !el.contains(portal) &&
        !el.hasAttribute('inert'),
    );
    for (const el of madeInert) el.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    if (dialog) {
      const target = initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => {
      for (const el of madeInert) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (dismissible) {
        event.stopPropagation();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="kit-modal__portal" ref={portalRef}>
      <div
        className="kit-modal__backdrop"
        onMouseDown={(event) => {
          if (dismissible && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          className="kit-modal__dialog kit-brand"
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="kit-modal__header">
            <h2 className="kit-modal__title" id={titleId}>
              {title}
            </h2>
            {dismissible ? (
              <button type="button" className="kit-modal__close" onClick={onClose}>
                <span aria-hidden="true">×</span>
                <span className="kit-visually-hidden">{closeLabel}</span>
              </button>
            ) : null}
          </div>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
