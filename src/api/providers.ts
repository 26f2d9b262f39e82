/**
 * The providers that differ between production and the sandbox, one port each (decision 011 for
 * chat, the same for these): chosen at the entry point (src/main.tsx) and handed to the app as
 * a prop. Absent, the screens use production's: Plaid Link (plaidLink.ts) and the income
 * provider's hosted flow (hostedIncomeProvider.ts).
 */
import type { BankLinkProvider } from './bankLinkProvider';
import type { IncomeProvider } from './incomeProvider';
import type { SessionReplayProvider } from './sessionReplay';

export interface Providers {
  bankLink?: BankLinkProvider;
  income?: IncomeProvider;
  /** The session recorder (sessionReplay.ts); absent: none. */
  sessionReplay?: SessionReplayProvider;
}
