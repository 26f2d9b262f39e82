import { LenderError } from '../errors';
import type { BankScreenState } from '../screenState/bank';
import type { HelocApplication } from '../types';
import type { StepRules } from './rule';

/** The bank screens' record on an application, made when first needed. */
export function bankStateOf(application: HelocApplication): BankScreenState {
  application.screens.bank ??= {
    accounts: [],
    chosenAccountRef: null,
    autopayCandidateRef: null,
    linkSessions: [],
    autopay: null,
  };
  return application.screens.bank;
}

/** All but the last 4 digits hidden (the account number as the lender answers it). */
export function maskedNumber(accountNumber: string): string {
  return accountNumber.length <= 4
    ? accountNumber
    : `${'x'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;
}

function accountNamed(application: HelocApplication, accountRef: string) {
  const account = bankStateOf(application).accounts.find((a) => a.accountRef === accountRef);
  if (!account) throw new LenderError(409, { errors: ['Bank account not found'] });
  return account;
}

/**
 * Step rules of the bank screens (see rule.ts; bodies: src/api/journeySteps.ts). Both fields are optional so that the staff
 * tools and the journey test can post `{}` (the journey's own patch then records its default
 * account); the app always sends them.
 */
export const bankStepRules: StepRules = {
  /**
   * The disbursement account: `accountRef` of an account linked or typed in for this application.
   * Records application.disburseAccount { routingNumber, mask, accountNumber (masked) }.
   */
  'disburse-account': {
    apply(application, input) {
      if (!input.accountRef) {
        // `{}` (staff tools, journey tests): the sandbox's default account, unless one is on file.
        if (!application.disburseAccount.routingNumber) {
          application.disburseAccount = {
            routingNumber: '021000021',
            mask: '4321',
            accountNumber: 'xxxxxxxx4321',
          };
        }
        return;
      }
      const account = accountNamed(application, input.accountRef);
      application.disburseAccount = {
        routingNumber: account.routingNumber,
        mask: account.mask,
        accountNumber: maskedNumber(account.accountNumber),
      };
      const bank = bankStateOf(application);
      bank.chosenAccountRef = null;
    },
  },
  /**
   * How the borrower pays: AUTOPAY from `accountRef` (an account of this application; left out:
   * the disbursement account on file, 409 when there is none, e.g. a crypto loan) or MANUAL.
   */
  'autopay-account': {
    apply(application, input) {
      if (!input.paymentMethod) return;
      const bank = bankStateOf(application);
      if (input.paymentMethod === 'MANUAL') {
        bank.autopay = { paymentMethod: 'MANUAL', accountRef: null };
        return;
      }
      if (input.accountRef) {
        accountNamed(application, input.accountRef);
        bank.autopay = { paymentMethod: 'AUTOPAY', accountRef: input.accountRef };
        return;
      }
      if (!application.disburseAccount.routingNumber) {
        throw new LenderError(409, {
          errors: ['There is no disbursement account on file: choose an account for autopay'],
        });
      }
      bank.autopay = { paymentMethod: 'AUTOPAY', accountRef: null };
    },
  },
};
