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
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup, type RadioOption } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen } from '../useStepScreen';
import { BankLinkStatus } from './BankLinkStatus';
import { autopayCalls, type BankScreenData } from '../../../../machines/step-screen/calls/bank';
import { useBankLink } from './useBankLink';
import './bank.css';

export const AUTOPAY_TITLE = 'How do you want to make your monthly payments?';
export const LINK_ANOTHER = 'Link another account';
/** The radio value of "the disbursement account on file" (sent without an accountRef). */
const DISBURSEMENT = 'DISBURSEMENT';

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
  const screen = useStepScreen(applicationId, autopayCalls);
  /** The account chosen, or the only one offered. */
  const chosenAccountOf = (account: string | null) => {
    const options = screen.data ? accountOptions(screen.data) : [];
    return account ?? (options.length === 1 ? (options[0]?.value ?? null) : null);
  };
  const form = useForm<
    { method: PaymentMethod | null; account: string | null },
    'paymentMethod' | 'autopayAccount'
  >({
    initial: { method: null, account: null },
    fields: ['paymentMethod', 'autopayAccount'],
    idFor: (field) => (field === 'paymentMethod' ? 'payment-method' : 'autopay-account'),
    validate: ({ method, account }) => ({
      paymentMethod: method ? undefined : PAYMENT_METHOD_REQUIRED,
      autopayAccount:
        method === 'AUTOPAY' && !chosenAccountOf(account) ? AUTOPAY_ACCOUNT_REQUIRED : undefined,
    }),
    onValid: ({ method, account }) => {
      const chosenAccount = chosenAccountOf(account);
      if (!method) return;
      screen.submit(
        method === 'MANUAL' || chosenAccount === DISBURSEMENT || !chosenAccount
          ? { paymentMethod: method }
          : { paymentMethod: method, accountRef: chosenAccount },
      );
    },
  });
  const { method, account } = form.values;
  const { errors, setErrors } = form;
  const link = useBankLink({ applicationUuid: applicationId, purpose: 'AUTOPAY' }, (linked) => {
    if (linked) form.change('account', linked.accountRef);
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
        const chosenAccount = chosenAccountOf(account);
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
            <ErrorSummary {...form.summaryProps} />
            {discounted !== null ? (
              <p className="bank-screen__rate">
                Autopay lowers your rate to {formatRate(discounted)}.
              </p>
            ) : null}
            <form noValidate onSubmit={form.submit}>
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
                  form.change('method', value === 'MANUAL' ? 'MANUAL' : 'AUTOPAY');
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
                        form.change('account', value);
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
