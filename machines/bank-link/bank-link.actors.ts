/**
 * The bank-link machine's actors: the lender's calls (src/api/bankLink.ts) and the bank-link
 * provider the app was given (the port in src/api/bankLinkProvider.ts: Plaid Link in production,
 * the sandbox's stand-in otherwise).
 */
import { fromPromise } from 'xstate';
import { createLinkToken, exchangePublicToken, type BankAccount } from '../../src/api/bankLink';
import type { BankLinkProvider, BankLinkResult } from '../../src/api/bankLinkProvider';
import { plaidBankLinkProvider } from '../../src/api/plaidLink';
import type { CreateLinkTokenInput, ExchangeInput, OpenProviderInput } from './bank-link.machine';

/** Production's bank-link provider (Plaid Link), when the entry point chose none. */
export const productionBankLinkProvider: BankLinkProvider = plaidBankLinkProvider;

export function bankLinkActors(provider: BankLinkProvider) {
  return {
    createLinkToken: fromPromise<string, CreateLinkTokenInput>(async ({ input, signal }) => {
      const token = await createLinkToken(input.applicationUuid, input.purpose, { signal });
      return token.linkToken;
    }),
    openProvider: fromPromise<BankLinkResult, OpenProviderInput>(({ input, signal }) =>
      provider.open({
        linkToken: input.linkToken,
        ...(input.receivedRedirectUri ? { receivedRedirectUri: input.receivedRedirectUri } : {}),
        signal,
      }),
    ),
    exchange: fromPromise<BankAccount, ExchangeInput>(({ input, signal }) =>
      exchangePublicToken(input.applicationUuid, input.publicToken, {
        signal,
        idempotencyKey: input.idempotencyKey,
      }),
    ),
  };
}
