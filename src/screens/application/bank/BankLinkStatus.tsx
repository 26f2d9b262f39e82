import { useEffect, useRef } from 'react';
import { Link } from '../../../ui/Link';
import { ProgressBar } from '../../../ui/ProgressBar';
import type { BankLink } from './useBankLink';

export const BANK_LINK_FAILED_TITLE = 'We could not link your bank';
export const BANK_LINK_EXPIRED_TEXT = 'This bank link session expired. Please start again.';
export const TRY_AGAIN = 'Try again';

const BUSY_TEXT: Partial<Record<BankLink['phase'], string>> = {
  starting: 'Opening the bank-link provider',
  open: 'Continue with the bank-link provider',
  linking: 'Linking your account',
};

/** A heading that takes focus when it appears, so the failure is read first. */
function FocusedHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <h2 ref={ref} tabIndex={-1} className="bank-link-status__heading">
      {children}
    </h2>
  );
}

/**
 * The page's side of a bank link (the provider shows its own overlay): progress while the link
 * token is made and the account saved; on a failure the message with Try again and Close; when
 * the provider cannot be opened at all (fails closed) the same, plus entering the account by
 * hand where the page has that (`manualHref`).
 */
export function BankLinkStatus({ link, manualHref }: { link: BankLink; manualHref?: string }) {
  const busy = BUSY_TEXT[link.phase];
  if (busy) {
    return (
      <div role="status" className="bank-link-status">
        <ProgressBar label={busy} />
        <p>{`${busy}…`}</p>
      </div>
    );
  }
  if (link.phase !== 'failed' && link.phase !== 'unavailable' && link.phase !== 'expired') {
    return null;
  }
  return (
    <section className="bank-link-status" aria-labelledby="bank-link-status-title">
      <div id="bank-link-status-title">
        <FocusedHeading>{BANK_LINK_FAILED_TITLE}</FocusedHeading>
      </div>
      <div role="alert" className="kit-alert kit-alert--error">
        <p>
          {link.phase === 'expired'
            ? BANK_LINK_EXPIRED_TEXT
            : (link.errorMessage ?? 'Something went wrong. Please try again.')}
        </p>
      </div>
      <div className="bank-screen__actions">
        {link.canRestart ? (
          <button
            type="button"
            className="kit-button"
            onClick={() => link.send({ type: 'RESTART' })}
          >
            Start again
          </button>
        ) : null}
        {link.canRetry ? (
          <button type="button" className="kit-button" onClick={() => link.send({ type: 'RETRY' })}>
            {TRY_AGAIN}
          </button>
        ) : null}
        {link.phase === 'unavailable' && manualHref ? (
          <Link className="kit-button kit-button--secondary" to={manualHref}>
            Enter your account details by hand
          </Link>
        ) : null}
        {link.canClose ? (
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => link.send({ type: 'CLOSE' })}
          >
            Close
          </button>
        ) : null}
      </div>
    </section>
  );
}
