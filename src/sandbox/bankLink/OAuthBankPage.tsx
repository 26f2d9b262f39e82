import { useState } from 'react';
import { authorizeBankOAuth } from '../handlers/bankScreens';
import type { Lender } from '../lender';
import { OAUTH_BANK_NAME, OAUTH_STATE_PARAM } from './oauthBank';
import { standInNavigation } from './provider';
import './standIn.css';

export const OAUTH_BANK_TITLE = `${OAUTH_BANK_NAME} (sandbox OAuth stand-in)`;

/**
 * The OAuth bank's own sign-in page, stood in for outside the app (a full-page visit, as a real
 * bank's is): Allow or Deny, then the provider's redirect back to plaid-oauth-success. Outside
 * the app no service worker answers calls: it asks the page's sandbox lender directly.
 */
export function OAuthBankPage({ search, lender }: { search: string; lender: Lender }) {
  const oauthStateId = new URLSearchParams(search).get(OAUTH_STATE_PARAM) ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = (allow: boolean) => {
    const redirectUri = authorizeBankOAuth(lender, oauthStateId, allow);
    if (!redirectUri) {
      setError('This bank sign-in has expired. Go back to your application and link again.');
      return;
    }
    setBusy(true);
    standInNavigation.assign(redirectUri);
  };
  return (
    <div className="outside">
      <title>{`${OAUTH_BANK_TITLE} · Sandbox stand-in`}</title>
      <header className="outside-header">
        <p className="outside-notice">
          <strong>Sandbox stand-in</strong> for an OAuth bank&apos;s own sign-in page: no real bank
          is contacted.
        </p>
      </header>
      <main id="main" className="outside-main bank-oauth">
        <h1>{OAUTH_BANK_TITLE}</h1>
        <p>
          You are signed in to {OAUTH_BANK_NAME}. Allow the bank-link provider to share your account
          details (account names, numbers and balances) with your lender?
        </p>
        <div role="alert" className={error ? 'kit-alert kit-alert--error' : undefined}>
          {error ? <p>{error}</p> : null}
        </div>
        <div className="bank-link__actions">
          <button
            type="button"
            className="kit-button"
            disabled={busy || !oauthStateId}
            onClick={() => decide(true)}
          >
            Allow
          </button>
          <button
            type="button"
            className="kit-button kit-button--secondary"
            disabled={busy || !oauthStateId}
            onClick={() => decide(false)}
          >
            Deny
          </button>
        </div>
      </main>
    </div>
  );
}
