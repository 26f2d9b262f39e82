/** The bank-link machine's actors: the lender's and the provider's calls (src/api/bankLink.ts). */
import { fromPromise } from 'xstate';
import {
  chooseProviderAccount,
  createLinkToken,
  exchangePublicToken,
  listInstitutions,
  resumeLink,
  signInAtBank,
  type BankAccount,
} from '../../src/api/bankLink';
import type {
  ChooseAccountInput,
  ExchangeInput,
  ResumeInput,
  ResumeOutput,
  SignInInput,
  SignInOutput,
  StartLinkInput,
  StartLinkOutput,
} from './bank-link.machine';

export const bankLinkActors = {
  startLink: fromPromise<StartLinkOutput, StartLinkInput>(async ({ input, signal }) => {
    const [token, institutions] = await Promise.all([
      createLinkToken(input.applicationUuid, input.purpose, { signal }),
      listInstitutions({ signal }),
    ]);
    return { linkToken: token.linkToken, institutions };
  }),
  signIn: fromPromise<SignInOutput, SignInInput>(({ input, signal }) =>
    signInAtBank(input, { signal }),
  ),
  chooseAccount: fromPromise<string, ChooseAccountInput>(({ input, signal }) =>
    chooseProviderAccount(input, { signal }),
  ),
  exchange: fromPromise<BankAccount, ExchangeInput>(({ input, signal }) =>
    exchangePublicToken(input.applicationUuid, input.publicToken, { signal }),
  ),
  resume: fromPromise<ResumeOutput, ResumeInput>(({ input, signal }) =>
    resumeLink(input, { signal }),
  ),
};
