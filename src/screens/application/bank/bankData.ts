/** The bank screens' pure helpers (their calls: machines/step-screen/calls/bank.ts). */
import type { BankAccount, BankAccounts } from '../../../api/bankLink';
import { applicationScreenPath, type ApplicationScreen } from '../../../domain/screenPaths';

/** The account chosen for the disbursement and not yet confirmed, if any. */
export function chosenAccount(bank: BankAccounts): BankAccount | null {
  return bank.accounts.find((account) => account.accountRef === bank.chosenAccountRef) ?? null;
}

/** The application's screen paths (the router's, relative to the base path). */
export const bankPath = (applicationUuid: string, screen: BankScreen) =>
  applicationScreenPath(applicationUuid, `bank/${screen}`);

/** The bank group's screens ('disburse', 'confirm', …: src/domain/screenPaths.ts). */
export type BankScreen = ApplicationScreen extends infer P
  ? P extends `bank/${infer S}`
    ? S
    : never
  : never;
