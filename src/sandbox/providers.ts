/**
 * What a sandbox build hands the app in place of production's providers (src/api/providers.ts):
 * the stand-ins for Plaid Link and the income provider, behind the same ports. Each stand-in (its
 * UI, machine and calls) loads when it is first opened, as Plaid's script does: the sandbox's
 * boot does not wait for it, nor depend on the chunks its UI shares with the screens.
 */
import type { BankLinkProvider } from '../api/bankLinkProvider';
import type { IncomeProvider } from '../api/incomeProvider';
import type { Providers } from '../api/providers';

const bankLink: BankLinkProvider = {
  async open(request) {
    const { sandboxBankLinkProvider } = await import('./bankLink/provider');
    return sandboxBankLinkProvider.open(request);
  },
};

const income: IncomeProvider = {
  async open(session, options) {
    const { sandboxIncomeProvider } = await import('./income/provider');
    return sandboxIncomeProvider.open(session, options);
  },
};

export const sandboxProviders: Required<Providers> = { bankLink, income };
