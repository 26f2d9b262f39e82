/**
 * The bank group's step-screen calls (src/screens/application/bank): the application and its
 * bank accounts, and the account steps.
 *
 * - bank/disburse: reads only (linking is the bank-link machine's).
 * - bank/manual-disburse: saves the account typed in (then bank/confirm shows it).
 * - bank/confirm: `disburse-account` with the chosen account's reference.
 * - bank/autopay: `autopay-account` with the payment method (and the account, for AUTOPAY from an
 *   account other than the disbursement one).
 */
import { getApplication, type HelocApplication } from '../../../src/api/application';
import {
  getBankAccounts,
  saveManualBankAccount,
  type BankAccount,
  type BankAccounts,
} from '../../../src/api/bankLink';
import type { JourneyStepBody } from '../../../src/api/journeySteps';
import { getProfile, type Profile } from '../../../src/api/profile';
import {
  manualAccountInput,
  type ManualAccountValues,
  type PaymentMethod,
} from '../../../src/domain/bankAccount';
import type { StepCallContext, StepScreenCalls } from '../step-screen.actors';

/** What the bank screens read: the application (offers, disburse account) and its accounts. */
export interface BankScreenData {
  application: HelocApplication;
  bank: BankAccounts;
}

async function loadBankData({ applicationUuid, signal }: StepCallContext): Promise<BankScreenData> {
  const [application, bank] = await Promise.all([
    getApplication(applicationUuid, { signal }),
    getBankAccounts(applicationUuid, { signal }),
  ]);
  return { application, bank };
}

/** bank/disburse: the accounts linked so far (the link itself is the bank-link machine's). */
export const disburseCalls: StepScreenCalls<BankScreenData> = { load: loadBankData };

/** What bank/manual-disburse reads: the application, and the name to offer as the holder's. */
export interface ManualDisburseData {
  application: HelocApplication;
  /**
   * The borrower's name as they gave it at registration ("First Middle Last"), prefilled as the
   * account holder's name so it is not asked again (WCAG 3.3.7); empty when the profile has none
   * or could not be read (the field is then typed in, as before).
   */
  holderName: string;
}

/** "Alex J Sample": the profile's name as a bank account holder's name. */
export function holderNameOf(profile: Profile | null | undefined): string {
  const name = profile?.name;
  return [name?.firstName, name?.middleName, name?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

async function profileOrNull(signal: AbortSignal): Promise<Profile | null> {
  try {
    return await getProfile({ signal });
  } catch {
    return null;
  }
}

/**
 * bank/manual-disburse: the application must exist and be the borrower's before anything is
 * typed in; the form's account (validated by src/domain/bankAccount) is saved as the chosen one.
 * The profile only prefills the holder's name: its failure does not stop the screen.
 */
export const manualDisburseCalls: StepScreenCalls<
  ManualDisburseData,
  ManualAccountValues,
  BankAccount
> = {
  load: async ({ applicationUuid, signal }) => {
    const [application, profile] = await Promise.all([
      getApplication(applicationUuid, { signal }),
      profileOrNull(signal),
    ]);
    return { application, holderName: holderNameOf(profile) };
  },
  save: ({ applicationUuid, signal, idempotencyKey, values }) =>
    saveManualBankAccount(applicationUuid, manualAccountInput(values), {
      signal,
      idempotencyKey,
    }),
};

/** The account confirmed for the disbursement. */
export interface ConfirmedAccount {
  accountRef: string;
}

/** bank/confirm: the chosen account becomes the disbursement account. */
export const confirmAccountCalls: StepScreenCalls<
  BankScreenData,
  ConfirmedAccount,
  unknown,
  'disburse-account'
> = {
  load: loadBankData,
  step: 'disburse-account',
  body: (values) => ({ accountRef: values.accountRef }),
};

/** How the borrower pays each month; `accountRef` names an account other than the one on file. */
export interface AutopayChoice {
  paymentMethod: PaymentMethod;
  accountRef?: string;
}

/** The `autopay-account` body: the method, and the account only when one was named. */
export function autopayBody(choice: AutopayChoice): JourneyStepBody<'autopay-account'> {
  return choice.accountRef
    ? { paymentMethod: choice.paymentMethod, accountRef: choice.accountRef }
    : { paymentMethod: choice.paymentMethod };
}

/** bank/autopay. */
export const autopayCalls: StepScreenCalls<
  BankScreenData,
  AutopayChoice,
  unknown,
  'autopay-account'
> = {
  load: loadBankData,
  step: 'autopay-account',
  body: autopayBody,
};
