import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { LoaderMachine } from '../../../machines/loader/loader.machine';
import { selectLoaderView } from '../../../machines/loader/loader.select';
import './spinner.css';
import './LoaderOverlay.css';

export interface LoaderOverlayProps {
  /** The loader actor; the overlay only renders what its snapshot says. */
  actorRef: ActorRefFrom<LoaderMachine>;
}

/**
 * The full-page loader with its rotating message. No timers here: when it shows, hides and which
 * message it shows is the loader machine's business.
 *
 * Accessibility: the message is a polite live region that stays mounted (empty while hidden),
 * so each message is announced when it appears. `aria-busy` sits on the progress indicator, not
 * on an ancestor of the live region: some screen readers hold back a busy region's updates, which
 * would silence the messages. The app shell can mark its main content busy (or `inert`) from the
 * same `busy` flag.
 */
export function LoaderOverlay({ actorRef }: LoaderOverlayProps) {
  const { visible, busy, message } = useSelector(actorRef, selectLoaderView, shallowEqual);
  return (
    <div className="loader-overlay" data-state={visible ? 'visible' : 'hidden'}>
      <div className="loader-overlay__panel">
        {visible && (
          <span className="ui-spinner" role="progressbar" aria-label="Loading" aria-busy={busy} />
        )}
        <p className="loader-overlay__message" role="status" aria-live="polite" aria-atomic="true">
          {message}
        </p>
      </div>
    </div>
  );
}
