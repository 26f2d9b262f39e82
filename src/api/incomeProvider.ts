/**
 * The income provider PORT (docs/screens/income.md): what the income-link machine asks of the
 * provider that signs the borrower in at their payroll provider or bank. The lender makes the
 * link session (src/api/incomeVerification.ts); the provider takes the borrower through its own
 * pages and sends them back to the app's callback (income/pointserv-callback) with the session
 * id and a code, which the lender exchanges.
 *
 * Production: the provider's hosted flow (hostedIncomeProvider.ts: a full-page visit to the
 * session's providerUrl). The sandbox: its in-app stand-in (src/sandbox/income), chosen at the
 * entry point (src/main.tsx) and handed to the app as a prop.
 */
import type { IncomeLinkSession } from './incomeVerification';

export type IncomeProviderResult =
  /** The browser is on its way to the provider's own pages (it comes back on the callback). */
  | { kind: 'left' }
  /** The provider answered where to send the borrower back (the callback URL). */
  | { kind: 'redirect'; url: string }
  /** The borrower left the provider without linking. */
  | { kind: 'cancelled' };

export interface IncomeProvider {
  /**
   * Takes the borrower to the provider for this link session. Rejects with
   * IncomeProviderUnavailableError when the session's provider mode is not one this build
   * supports, or the provider cannot be reached.
   */
  open(
    session: IncomeLinkSession,
    options?: { signal?: AbortSignal },
  ): Promise<IncomeProviderResult>;
}

/** Fails closed: shown when the provider cannot be opened (no internal address in it). */
export const INCOME_PROVIDER_UNAVAILABLE_MESSAGE =
  'Our income provider is not available right now. Please try again later, or upload documents instead.';

export class IncomeProviderUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(INCOME_PROVIDER_UNAVAILABLE_MESSAGE);
    this.name = 'IncomeProviderUnavailableError';
  }
}

export function isIncomeProviderUnavailable(
  error: unknown,
): error is IncomeProviderUnavailableError {
  return error instanceof IncomeProviderUnavailableError;
}
