import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../../domain/bankLinkStorage';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { BankLinkStatus } from './BankLinkStatus';
import { bankPath } from './bankData';
import { forgetBankLink, useBankLink } from './useBankLink';
import './bank.css';

export const RETURN_TITLE = 'Finishing linking your bank';
export const MISSING_TITLE = 'We could not finish linking your bank';
export const MISSING_TEXT =
  'We could not find the application this bank link belongs to. Please start again from your dashboard.';
/** The OAuth bank's redirect back carries the provider's state id (Plaid's parameter name). */
export const OAUTH_STATE_PARAM = 'oauth_state_id';
export const CANCELLED_TEXT = 'Bank linking was cancelled: nothing was linked.';

function MissingApplication() {
  const headingRef = useHeadingFocus<HTMLHeadingElement>(MISSING_TITLE);
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {MISSING_TITLE}
      </h1>
      <p role="alert">{MISSING_TEXT}</p>
      <a className="kit-button" href="/dashboard">
        Go to your dashboard
      </a>
    </section>
  );
}

/**
 * Back from the OAuth bank: the bank-link provider opens again with the link token kept before
 * leaving and this page's URL (`receivedRedirectUri`), finishes (the account), then the lender
 * exchanges the public token and the borrower goes on.
 */
function OAuthReturn({
  applicationUuid,
  linkToken,
  purpose,
}: {
  applicationUuid: string;
  linkToken: string;
  purpose: 'DISBURSE' | 'AUTOPAY';
}) {
  const navigate = useNavigate();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(RETURN_TITLE);
  const link = useBankLink(
    {
      applicationUuid,
      purpose,
      resume: { linkToken, receivedRedirectUri: window.location.href },
    },
    () => {
      forgetBankLink();
      void navigate(bankPath(applicationUuid, purpose === 'AUTOPAY' ? 'autopay' : 'confirm'), {
        replace: true,
      });
    },
  );
  const back = `/${encodeURIComponent(applicationUuid)}`;
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {RETURN_TITLE}
      </h1>
      {link.phase === 'closed' ? <p role="alert">{CANCELLED_TEXT}</p> : null}
      <BankLinkStatus
        link={link}
        manualHref={
          purpose === 'DISBURSE' ? bankPath(applicationUuid, 'manual-disburse') : undefined
        }
      />
      {link.phase === 'closed' || link.phase === 'failed' || link.phase === 'unavailable' ? (
        <p>
          <Link to={back}>Back to your application</Link>
        </p>
      ) : null}
    </section>
  );
}

/**
 * plaid-oauth-success (outside the application layout: no status actor): where an OAuth bank
 * sends the browser back. The application id, the link token and what the link is for were
 * written to session storage before the provider opened (keys in src/domain/bankAccount.ts:
 * `plaidApplicationUuid`, `plaidLinkToken`, `plaidLinkPurpose`); without them, or without the
 * bank's `oauth_state_id`, the page says so and links to the dashboard.
 */
export function Component() {
  const [search] = useSearchParams();
  const applicationUuid = sessionStorage.getItem(PLAID_APPLICATION_UUID_KEY);
  const linkToken = sessionStorage.getItem(PLAID_LINK_TOKEN_KEY);
  if (!applicationUuid || !linkToken || !search.get(OAUTH_STATE_PARAM)) {
    return <MissingApplication />;
  }
  return (
    <OAuthReturn
      applicationUuid={applicationUuid}
      linkToken={linkToken}
      purpose={
        sessionStorage.getItem(PLAID_LINK_PURPOSE_KEY) === 'AUTOPAY' ? 'AUTOPAY' : 'DISBURSE'
      }
    />
  );
}
