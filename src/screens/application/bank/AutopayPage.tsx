import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { HelocApplication } from '../../../api/application';
import {
  AUTOPAY_ACCOUNT_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  accountHint,
  autopayRate,
  chosenOffer,
  describeAccount,
  formatRate,
  type PaymentMethod,
} from '../../../domain/bankAccount';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RadioGroup, type RadioOption } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { BankLinkStatus } from './BankLinkStatus';
import { loadBankData, type BankScreenData } from './bankData';
import { useBankLink } from './useBankLink';
import './bank.css';

export const AUTOPAY_TITLE = 'How do you want to make your monthly payments?';
export const LINK_ANOTHER = 'Link another account';
/** The radio value of "the disbursement account on file" (sent without an accountRef). */
const DISBURSEMENT = 'DISBURSEMENT';

interface AutopayValues {
  paymentMethod: PaymentMethod;
  accountRef?: string;
}

function selectedOfferUuid(application: HelocApplication): string | null {
  const answer = application.answers?.['select-offer'];
  if (typeof answer !== 'object' || answer === null) return null;
  const uuid: unknown = (answer as { offerUuid?: unknown }).offerUuid;
  return typeof uuid === 'string' ? uuid : null;
}

/** The accounts autopay can draw from: the disbursement account on file, then linked ones. */
function accountOptions(data: BankScreenData): RadioOption[] {
  const { application, bank } = data;
  const options: RadioOption[] = [];
  const disburse = application.disburseAccount;
  if (disburse?.routingNumber) {
    options.push({
      value: DISBURSEMENT,
      label: 'The account your funds go to',
      hint: accountHint(disburse.mask, disburse.accountNumber) ?? undefined,
    });
  }
  const candidate = bank.accounts.find((a) => a.accountRef === bank.autopayCandidateRef);
  if (candidate) options.push({ value: candidate.accountRef, label: describeAccount(candidate) });
  return options;
}

/**
 * bank/autopay (AUTOPAY_ACCOUNT, VERIFIED_AUTOPAY_ACCOUNT): AUTOPAY (monthly payments drawn from
 * the disbursement account, or another account linked here, with the chosen offer's AUTOPAY
 * discount when it has one) or MANUAL (the borrower pays each month; the discount is lost).
 * Posts `autopay-account` with `{ paymentMethod, accountRef? }`. A crypto loan has no
 * disbursement account (the status table skips bank/disburse): autopay needs a linked account.
 */
export function Component() {
  const { applicationId = '' } = useParams();
  const screen = useStepScreen<BankScreenData, AutopayValues>(applicationId, {
    load: loadBankData,
    step: 'autopay-account',
    body: (values) => ({ ...values }),
  });
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const link = useBankLink({ applicationUuid: applicationId, purpose: 'AUTOPAY' }, (linked) => {
    if (linked) setAccount(linked.accountRef);
    screen.reload();
  });

  return (
    <StepScreenFrame title={AUTOPAY_TITLE} screen={screen}>
      {(data) => {
        const offer = chosenOffer(data.application.offers, {
          offerUuid: selectedOfferUuid(data.application),
          term: data.application.term,
          rate: data.application.rate,
        });
        const baseRate = offer?.rate ?? data.application.rate ?? null;
        const discounted = autopayRate(offer);
        const options = accountOptions(data);
        const chosenAccount =
          account ?? (options.length === 1 ? (options[0]?.value ?? null) : null);

        const onSubmit = (event: FormEvent) => {
          event.preventDefault();
          const found: Record<string, string> = {};
          if (!method) found.paymentMethod = PAYMENT_METHOD_REQUIRED;
          else if (method === 'AUTOPAY' && !chosenAccount)
            found.autopayAccount = AUTOPAY_ACCOUNT_REQUIRED;
          setErrors(found);
          setAttempt((n) => n + 1);
          if (Object.keys(found).length > 0 || !method) return;
          screen.submit(
            method === 'MANUAL' || chosenAccount === DISBURSEMENT || !chosenAccount
              ? { paymentMethod: method }
              : { paymentMethod: method, accountRef: chosenAccount },
          );
        };
        const summary = errorSummaryItems(errors, ['paymentMethod', 'autopayAccount'], (field) =>
          field === 'paymentMethod' ? 'payment-method' : 'autopay-account',
        );
        const autopayHint =
          discounted !== null && baseRate !== null
            ? `Lowers your rate to ${formatRate(discounted)} (from ${formatRate(baseRate)}).`
            : 'Never miss a payment.';
        const manualHint =
          discounted !== null && baseRate !== null
            ? `You lose the autopay discount: your rate stays ${formatRate(baseRate)} instead of ${formatRate(discounted)}.`
            : 'You pay each monthly statement yourself.';

        return (
          <>
            {summary.length > 0 ? <ErrorSummary errors={summary} focusKey={attempt} /> : null}
            {discounted !== null ? (
              <p className="bank-screen__rate">
                Autopay lowers your rate to {formatRate(discounted)}.
              </p>
            ) : null}
            <form noValidate onSubmit={onSubmit}>
              <RadioGroup
                id="payment-method"
                legend="Payment method"
                options={[
                  {
                    value: 'AUTOPAY',
                    label: 'Autopay: monthly payments drawn automatically',
                    hint: autopayHint,
                  },
                  { value: 'MANUAL', label: 'Pay each month yourself', hint: manualHint },
                ]}
                value={method}
                onChange={(value) => {
                  setMethod(value === 'MANUAL' ? 'MANUAL' : 'AUTOPAY');
                  setErrors({});
                }}
                error={errors.paymentMethod}
              />
              {method === 'AUTOPAY' ? (
                <div className="bank-screen__option">
                  {options.length > 0 ? (
                    <RadioGroup
                      id="autopay-account"
                      legend="Draw my payments from"
                      options={options}
                      value={chosenAccount}
                      onChange={(value) => {
                        setAccount(value);
                        setErrors({});
                      }}
                      error={errors.autopayAccount}
                    />
                  ) : (
                    <p id="autopay-account" tabIndex={-1}>
                      {errors.autopayAccount ??
                        'Link the bank account your monthly payments are drawn from.'}
                    </p>
                  )}
                  <button
                    type="button"
                    className="kit-button kit-button--secondary"
                    onClick={() => link.send({ type: 'OPEN' })}
                  >
                    {LINK_ANOTHER}
                  </button>
                </div>
              ) : null}
              <SubmitRow loading={screen.busy} />
            </form>
            <BankLinkStatus link={link} />
          </>
        );
      }}
    </StepScreenFrame>
  );
}
