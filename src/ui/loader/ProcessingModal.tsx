import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ProcessingMachine } from '../../../machines/processing/processing.machine';
import {
  selectProcessingView,
  type ProcessingView,
} from '../../../machines/processing/processing.select';
import './spinner.css';
import './ProcessingModal.css';

export interface ProcessingModalProps {
  /** The processing actor (usually invoked by a flow machine); the modal renders its snapshot. */
  actorRef: ActorRefFrom<ProcessingMachine>;
}

/**
 * The blocking "processing" dialog. It renders the machine's snapshot and sends RETRY / CLOSE;
 * the timeout, the messages and what Escape may do are the machine's. While open, focus is in
 * the dialog and Tab stays there; on close, focus returns where it was.
 */
export function ProcessingModal({ actorRef }: ProcessingModalProps) {
  const view = useSelector(actorRef, selectProcessingView, shallowEqual);
  if (!view.open) return null;
  return (
    <ProcessingDialog
      view={view}
      onRetry={() => actorRef.send({ type: 'RETRY' })}
      onClose={() => actorRef.send({ type: 'CLOSE' })}
    />
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex="0"]';

function ProcessingDialog({
  view,
  onRetry,
  onClose,
}: {
  view: ProcessingView;
  onRetry: () => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  // Focus moves into the dialog when it opens and back where it was when it closes.
  useEffect(() => {
    const previous = document.activeElement;
    dialogRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  // On timeout the user has to choose: put them on the first choice.
  useEffect(() => {
    if (view.phase === 'timedOut') retryRef.current?.focus();
  }, [view.phase]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only when the machine accepts CLOSE (after a timeout); while processing, nothing.
      if (view.canClose) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
    } else if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="processing-modal">
      <div
        ref={dialogRef}
        className="processing-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {view.phase === 'processing' && <span className="ui-spinner" aria-hidden="true" />}
        <h2 id={titleId} className="processing-modal__title">
          {view.title}
        </h2>
        <p
          id={messageId}
          className="processing-modal__message"
          role="status"
          aria-live="polite"
          aria-atomic="true"
        >
          {view.message}
        </p>
        {(view.canRetry || view.canClose) && (
          <div className="processing-modal__actions">
            {view.canRetry && (
              <button
                ref={retryRef}
                type="button"
                className="processing-modal__button processing-modal__button--primary"
                onClick={onRetry}
              >
                {view.retryLabel}
              </button>
            )}
            {view.canClose && (
              <button type="button" className="processing-modal__button" onClick={onClose}>
                {view.closeLabel}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
