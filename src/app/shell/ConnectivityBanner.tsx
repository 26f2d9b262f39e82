/**
 * The offline banner at the top of every page (issue 17, part 4): a skin over the shell's
 * connectivity actor (machines/connectivity). The live region (polite, like role="status") is
 * always in the page, empty while there is nothing to say, so that screen readers announce the
 * message when it appears. It is `aria-live` rather than `role="status"` so that an empty banner
 * is not one more status on every page for a test (or a user's landmark list) to tell apart.
 */
import { useSelector } from '@xstate/react';
import {
  connectivityMessage,
  selectConnectivityNotice,
} from '../../../machines/connectivity/connectivity.select';
import { useConnectivityActor } from './ShellSafeguards';
import './safeguards.css';

export function ConnectivityBanner() {
  const notice = useSelector(useConnectivityActor(), selectConnectivityNotice);
  const message = connectivityMessage(notice);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className={notice ? `shell-connectivity shell-connectivity--${notice}` : 'shell-connectivity'}
    >
      {message ? <p className="shell-connectivity__message">{message}</p> : null}
    </div>
  );
}
