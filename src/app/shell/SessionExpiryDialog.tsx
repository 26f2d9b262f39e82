/**
 * The session-expiry warning (issue 17, part 6; WCAG 2.2.1 Timing Adjustable): a skin over the
 * shell's session-expiry actor (machines/session-expiry). An alert dialog, announced with its
 * message when it opens, focus on "Stay signed in"; the time left is the chart's, read each
 * second. A screen reader hears the countdown at 1 minute, 30 s and 10 s (a live region), not
 * every second. Escape does not close it: the user chooses, or the time runs out.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import {
  SESSION_EXPIRY_TITLE,
  selectSessionExpiryView,
} from '../../../machines/session-expiry/session-expiry.select';
import { Modal } from '../../ui/Modal';
import type { SessionExpiryActorRef } from './SessionExpiry';
import './safeguards.css';

export const STAY_SIGNED_IN_LABEL = 'Stay signed in';
export const SIGN_OUT_LABEL = 'Sign out';

export function SessionExpiryDialog({ actor }: { actor: SessionExpiryActorRef }) {
  const view = useSelector(actor, selectSessionExpiryView, shallowEqual);
  const messageId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={view.open}
      role="alertdialog"
      dismissible={false}
      onClose={() => {}}
      title={SESSION_EXPIRY_TITLE}
      describedBy={messageId}
      initialFocusRef={stayRef}
    >
      <p id={messageId}>
        For your security, we will sign you out in <strong>{view.timeLeft}</strong>. Do you want to
        stay signed in?
      </p>
      <p className="kit-visually-hidden" role="status" aria-atomic="true">
        {view.announcement}
      </p>
      {view.error ? (
        <p role="alert" className="kit-alert kit-alert--error">
          {view.error}
        </p>
      ) : null}
      <div className="kit-submit-row shell-expiry__actions">
        {/* aria-disabled, not disabled: the button keeps the focus while the call runs. */}
        <button
          ref={stayRef}
          type="button"
          className="kit-button"
          aria-disabled={!view.canExtend || undefined}
          onClick={() => {
            if (view.canExtend) actor.send({ type: 'SESSION.EXTEND' });
          }}
        >
          {view.extending ? 'Keeping you signed in…' : STAY_SIGNED_IN_LABEL}
        </button>
        <button
          type="button"
          className="kit-button kit-button--secondary"
          aria-disabled={!view.canSignOut || undefined}
          onClick={() => {
            if (view.canSignOut) actor.send({ type: 'SESSION.SIGN_OUT' });
          }}
        >
          {SIGN_OUT_LABEL}
        </button>
      </div>
    </Modal>
  );
}
