import { useNavigate, useParams } from 'react-router';
import { Link } from '../../../ui/Link';
import { describeAccount } from '../../../domain/bankAccount';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { BankLinkStatus } from './BankLinkStatus';
import { disburseCalls } from '../../../../machines/step-screen/calls/bank';
import { bankPath, chosenAccount } from './bankData';
import { useBankLink } from './useBankLink';
import './bank.css';

export const DISBURSE_TITLE = 'Where should we send your funds?';
export const LINK_BUTTON = 'Link your bank account';
export const MANUAL_LINK = 'Enter account details manually';

/**
 * bank/disburse (DISBURSEMENT_ACCOUNT; AUTOPAY_ACCOUNT without a disburse account on a non-crypto
 * loan): the account the line's funds go to. Link it through the bank-link provider, or type it
 * in (bank/manual-disburse); either way bank/confirm shows it before the step is posted.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const navigate = useNavigate();
  const screen = useStepScreen(applicationId, disburseCalls);
  const link = useBankLink({ applicationUuid: applicationId, purpose: 'DISBURSE' }, () => {
    void navigate(bankPath(applicationId, 'confirm'));
  });

  return (
    <StepScreenFrame title={DISBURSE_TITLE} screen={screen}>
      {(data) => {
        const pending = chosenAccount(data.bank);
        return (
          <>
            <p>
              Choose the bank account we deposit your funds into. It must be an account in your name
              at a US bank.
            </p>
            {pending ? (
              <div className="bank-screen__account" role="status">
                <p>
                  You chose <strong>{describeAccount(pending)}</strong>. Review and confirm it to
                  continue, or choose another account below.
                </p>
                <Link className="kit-button" to={bankPath(applicationId, 'confirm')}>
                  Review and confirm
                </Link>
              </div>
            ) : null}
            <div className="bank-screen__options">
              <section className="bank-screen__option" aria-labelledby="bank-link-option">
                <h2 id="bank-link-option">Link your bank (recommended)</h2>
                <p>
                  Sign in to your bank through our secure bank-link provider. It takes about a
                  minute and we never see or store your bank credentials.
                </p>
                <button
                  type="button"
                  className="kit-button"
                  onClick={() => link.send({ type: 'OPEN' })}
                >
                  {LINK_BUTTON}
                </button>
              </section>
              <section className="bank-screen__option" aria-labelledby="bank-manual-option">
                <h2 id="bank-manual-option">Or type it in</h2>
                <p>You will need your routing number and account number.</p>
                <Link to={bankPath(applicationId, 'manual-disburse')}>{MANUAL_LINK}</Link>
              </section>
            </div>
            <BankLinkStatus link={link} manualHref={bankPath(applicationId, 'manual-disburse')} />
          </>
        );
      }}
    </StepScreenFrame>
  );
}
