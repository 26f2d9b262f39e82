import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { accountHint, accountTypeLabel } from '../../../domain/bankAccount';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { confirmAccountCalls } from '../../../../machines/step-screen/calls/bank';
import { bankPath, chosenAccount } from './bankData';
import './bank.css';

export const CONFIRM_TITLE = 'Confirm your bank account';
export const CONFIRM_BUTTON = 'Confirm account';

/**
 * bank/confirm: the account chosen on bank/disburse (linked) or bank/manual-disburse (typed in):
 * bank, account type and "ending in 1234" (last 4 characters of the mask or number, shell §5).
 * Confirm posts `disburse-account` with the account's reference; the lender records it as the
 * disbursement account and the status moves on.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen(applicationId, confirmAccountCalls);

  return (
    <StepScreenFrame title={CONFIRM_TITLE} screen={screen}>
      {(data) => {
        const account = chosenAccount(data.bank);
        if (!account) {
          return (
            <>
              <p>You have not chosen an account yet.</p>
              <Link className="kit-button" to={bankPath(applicationId, 'disburse')}>
                Choose an account
              </Link>
            </>
          );
        }
        const onSubmit = (event: FormEvent) => {
          event.preventDefault();
          screen.submit({ accountRef: account.accountRef });
        };
        return (
          <form noValidate onSubmit={onSubmit}>
            <p>We will deposit your funds into this account.</p>
            <div className="bank-screen__account">
              <dl>
                <dt>Bank</dt>
                <dd>{account.institutionName ?? 'Your bank'}</dd>
                <dt>Account</dt>
                <dd>
                  {accountTypeLabel(account.accountType)}{' '}
                  {accountHint(account.mask, account.accountNumber) ?? ''}
                </dd>
                {account.routingNumber ? (
                  <>
                    <dt>Routing number</dt>
                    <dd>{account.routingNumber}</dd>
                  </>
                ) : null}
              </dl>
            </div>
            <SubmitRow label={CONFIRM_BUTTON} loading={screen.busy}>
              <Link to={bankPath(applicationId, 'disburse')}>Use a different account</Link>
            </SubmitRow>
          </form>
        );
      }}
    </StepScreenFrame>
  );
}
