/**
 * The production income provider: its hosted flow. The lender's link session names the
 * provider's page (`providerMode: HOSTED`, `providerUrl`); the borrower goes there (a full-page
 * navigation through the app's navigation guard) and the provider sends them back to the
 * callback route. Any other mode is one a production build does not support: it fails closed.
 */
import {
  IncomeProviderUnavailableError,
  type IncomeProvider,
  type IncomeProviderResult,
} from './incomeProvider';

/** The provider mode production supports. */
export const HOSTED_PROVIDER_MODE = 'HOSTED';

/**
 * `navigate` is the app's guarded full-page navigation (true when it went): the provider's URL
 * comes from a server, so it is checked like any other (src/app/navigation.ts).
 */
export function createHostedIncomeProvider(navigate: (url: string) => boolean): IncomeProvider {
  return {
    open(session) {
      if (session.providerMode !== HOSTED_PROVIDER_MODE || !session.providerUrl) {
        return Promise.reject(new IncomeProviderUnavailableError(`mode ${session.providerMode}`));
      }
      if (!navigate(session.providerUrl)) {
        return Promise.reject(new IncomeProviderUnavailableError('navigation refused'));
      }
      return Promise.resolve<IncomeProviderResult>({ kind: 'left' });
    },
  };
}
