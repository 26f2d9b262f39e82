import { getApplication, type HelocApplication } from '../../../api/application';
import { getBankAccounts, type BankAccount, type BankAccounts } from '../../../api/bankLink';
import type { StepCallContext } from '../useStepScreen';

/** What the bank screens read: the application (offers, disburse account) and its accounts. */
export interface BankScreenData {
  application: HelocApplication;
  bank: BankAccounts;
}

export async function loadBankData({
  applicationUuid,
  signal,
}: StepCallContext): Promise<BankScreenData> {
  const [application, bank] = await Promise.all([
    getApplication(applicationUuid, { signal }),
    getBankAccounts(applicationUuid, { signal }),
  ]);
  return { application, bank };
}

/** The account chosen for the disbursement and not yet confirmed, if any. */
export function chosenAccount(bank: BankAccounts): BankAccount | null {
  return bank.accounts.find((account) => account.accountRef === bank.chosenAccountRef) ?? null;
}

/** The application's screen paths (the router's, relative to the base path). */
export const bankPath = (applicationUuid: string, screen: string) =>
  `/${encodeURIComponent(applicationUuid)}/bank/${screen}`;
