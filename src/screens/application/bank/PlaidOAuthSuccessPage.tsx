import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { decideOAuth } from '../../../api/bankLink';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../../domain/bankAccount';
import { useHeadingFocus } from '../../../app/useHeadingFocus';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StepScreenFrame } from '../StepScreenFrame';
import { BankLinkDialog } from './BankLinkDialog';
import { bankPath } from './bankData';
import { bankLinkNavigation, forgetBankLink, useBankLink } from './useBankLink';
import { useStepMachine } from '../useStepScreen';
import './bank.css';

export const RETURN_TITLE = 'Finishing linking your bank';
export const MISSING_TITLE = 'We could not finish linking your bank';
export const MISSING_TEXT =
  'We could not find the application this bank link belongs to. Please start again from your dashboard.';
export const OAUTH_STAND_IN_TITLE = 'Platypus OAuth Bank';
/** The OAuth bank's redirect back carries the provider's state id (Plaid's parameter name). */
export const OAUTH_STATE_PARAM = 'oauth_state_id';
/** Sandbox only: the OAuth bank's stand-in page, rendered here (see docs/screens/bank.md). */
export const SANDBOX_OAUTH_PARAM = 'sandbox_bank_oauth';

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

function Ended({ applicationUuid, message }: { applicationUuid: string; message: string }) {
  return (
    <>
      <p role="alert">{message}</p>
      <Link className="kit-button" to={`/${encodeURIComponent(applicationUuid)}`}>
        Back to your application
      </Link>
    </>
  );
}

/** Back from the OAuth bank: resume the link, choose the account, exchange, go on. */
function OAuthReturn({
  applicationUuid,
  linkToken,
  oauthStateId,
  purpose,
}: {
  applicationUuid: string;
  linkToken: string;
  oauthStateId: string;
  purpose: 'DISBURSE' | 'AUTOPAY';
}) {
  const navigate = useNavigate();
  const headingRef = useHeadingFocus<HTMLHeadingElement>(RETURN_TITLE);
  const link = useBankLink(
    { applicationUuid, purpose, resume: { linkToken, oauthStateId } },
    () => {
      forgetBankLink();
      void navigate(bankPath(applicationUuid, purpose === 'AUTOPAY' ? 'autopay' : 'confirm'), {
        replace: true,
      });
    },
  );
  let body;
  if (link.phase === 'denied') {
    body = (
      <Ended
        applicationUuid={applicationUuid}
        message="You did not allow access at your bank, so nothing was linked. You can link another account or enter one by hand."
      />
    );
  } else if (link.phase === 'closed') {
    body = (
      <Ended
        applicationUuid={applicationUuid}
        message="Bank linking was cancelled: nothing was linked."
      />
    );
  } else {
    body = (
      <div role="status">
        <ProgressBar label={RETURN_TITLE} />
        <p>Finishing with the bank-link provider…</p>
      </div>
    );
  }
  return (
    <section className="page">
      <h1 ref={headingRef} tabIndex={-1}>
        {RETURN_TITLE}
      </h1>
      {body}
      <BankLinkDialog link={link} />
    </section>
  );
}

/**
 * Sandbox only: the OAuth bank's own sign-in page, stood in for inside the app (a full-page
 * visit, as a real bank's would be): Allow or Deny, then back to plaid-oauth-success.
 */
function OAuthBankStandIn({ oauthStateId }: { oauthStateId: string }) {
  const screen = useStepMachine<{ ready: true }, boolean, string>(
    oauthStateId,
    {
      load: async () => ({ ready: true }),
      save: ({ values, signal }) => decideOAuth({ oauthStateId, allow: values }, { signal }),
    },
    (redirectUri) => bankLinkNavigation.assign(redirectUri),
  );
  return (
    <div className="bank-oauth">
      <StepScreenFrame
        title={`${OAUTH_STAND_IN_TITLE} (sandbox OAuth stand-in)`}
        screen={screen}
        lead={
          <p className="bank-link__notice">
            Sandbox stand-in for an OAuth bank&apos;s own sign-in page: no real bank is contacted.
          </p>
        }
      >
        {() => (
          <>
            <p>
              You are signed in to Platypus OAuth Bank. Allow the bank-link provider to share your
              account details (account names, numbers and balances) with your lender?
            </p>
            <div className="bank-screen__actions">
              <button
                type="button"
                className="kit-button"
                disabled={screen.busy}
                onClick={() => screen.submit(true)}
              >
                Allow
              </button>
              <button
                type="button"
                className="kit-button kit-button--secondary"
                disabled={screen.busy}
                onClick={() => screen.submit(false)}
              >
                Deny
              </button>
            </div>
          </>
        )}
      </StepScreenFrame>
    </div>
  );
}

/**
 * plaid-oauth-success (outside the application layout: no status actor): where an OAuth bank
 * sends the browser back. The application id, the link token and what the link is for were
 * written to local storage before leaving (keys in src/domain/bankAccount.ts:
 * `plaidApplicationUuid`, `plaidLinkToken`, `plaidLinkPurpose`); without them the page says so
 * and links to the dashboard.
 */
export function Component() {
  const [search] = useSearchParams();
  const standIn = search.get(SANDBOX_OAUTH_PARAM);
  if (__SANDBOX__ && standIn) return <OAuthBankStandIn oauthStateId={standIn} />;
  const applicationUuid = localStorage.getItem(PLAID_APPLICATION_UUID_KEY);
  const linkToken = localStorage.getItem(PLAID_LINK_TOKEN_KEY);
  const oauthStateId = search.get(OAUTH_STATE_PARAM);
  if (!applicationUuid || !linkToken || !oauthStateId) return <MissingApplication />;
  return (
    <OAuthReturn
      applicationUuid={applicationUuid}
      linkToken={linkToken}
      oauthStateId={oauthStateId}
      purpose={localStorage.getItem(PLAID_LINK_PURPOSE_KEY) === 'AUTOPAY' ? 'AUTOPAY' : 'DISBURSE'}
    />
  );
}
