import { useState, type FormEvent } from 'react';
import { completeStep } from '../../../api/application';
import { payAppraisal, type Payment } from '../../../api/payments';
import { getAppraisal, type Appraisal } from '../../../api/property';
import {
  APPRAISAL_COST_MAX,
  APPRAISAL_COST_MIN,
  APPRAISAL_THRESHOLD,
  checkCard,
  digitsOnly,
  type CardErrors,
  type CardInput,
} from '../../../domain/property';
import { ErrorSummary, errorSummaryItems } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { useBrand } from '../../../app/shell/ShellProvider';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { Facts, SupportContact, displayDate, dollars, useApplicationId } from './shared';

export const APPRAISAL_PAY_TITLE = 'Your home needs an on-site appraisal';
export const APPRAISAL_PENDING_TITLE = 'Your appraisal is scheduled';
const STEP = 'pay-appraisal';

/** What the screen submits: a payment, the lender's cover, or "check the status again". */
export type AppraisalValues =
  | { method: 'CARD'; card: CardInput }
  | { method: 'BANK_ACCOUNT' }
  | { method: 'COVERED' }
  | { method: 'PAID'; paymentUuid: string }
  | { method: 'CHECK' };

type Screen = StepScreen<Appraisal, AppraisalValues>;

const CARD_FIELDS = ['name', 'number', 'expiry', 'cvc', 'zip'] as const;
const cardFieldId = (field: keyof CardInput) => `card-${field}`;
const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvc: '', zip: '' };

/**
 * hold (ONSITE_APPRAISAL_BORROWER_PAYMENT: pay the appraisal, step pay-appraisal;
 * ONSITE_APPRAISAL_PENDING: the appraisal is scheduled). The card goes once to the payment call:
 * nothing keeps its number.
 */
export function Component() {
  const screen = useStepScreen<Appraisal, AppraisalValues, Payment | null>(useApplicationId(), {
    load: ({ applicationUuid, signal }) => getAppraisal(applicationUuid, { signal }),
    save: async ({ applicationUuid, signal, values }) => {
      if (values.method === 'CARD') {
        const { card } = values;
        return payAppraisal(
          applicationUuid,
          { method: 'CARD', card: { ...card, number: digitsOnly(card.number) } },
          { signal },
        );
      }
      if (values.method === 'BANK_ACCOUNT') {
        return payAppraisal(applicationUuid, { method: 'BANK_ACCOUNT' }, { signal });
      }
      return null;
    },
    complete: ({ applicationUuid, signal, values, saved }) => {
      if (values.method === 'CHECK') return Promise.resolve(null);
      if (values.method === 'COVERED') {
        return completeStep(applicationUuid, STEP, { coveredByLender: true }, { signal });
      }
      const paymentUuid = values.method === 'PAID' ? values.paymentUuid : saved?.paymentUuid;
      return completeStep(applicationUuid, STEP, { paymentUuid }, { signal });
    },
  });
  const pending = screen.data?.status === 'SCHEDULED';
  return (
    <StepScreenFrame
      title={pending ? APPRAISAL_PENDING_TITLE : APPRAISAL_PAY_TITLE}
      screen={screen}
    >
      {(appraisal) =>
        appraisal.status === 'SCHEDULED' ? (
          <Scheduled appraisal={appraisal} screen={screen} />
        ) : (
          <PayAppraisal appraisal={appraisal} screen={screen} />
        )
      }
    </StepScreenFrame>
  );
}

function Scheduled({ appraisal, screen }: { appraisal: Appraisal; screen: Screen }) {
  return (
    <>
      <p>
        A licensed appraiser will visit your home to confirm its value. They need to see the inside
        and the outside: about 30 to 60 minutes.
      </p>
      <Facts
        items={[
          [
            'Visit',
            appraisal.appointmentOn ? displayDate(appraisal.appointmentOn) : 'Being scheduled',
          ],
          ['Time', appraisal.appointmentWindow ?? 'The appraiser will call you to agree a time'],
        ]}
      />
      <p>
        The report usually arrives 2 to 3 business days after the visit. This page moves on when it
        does.
      </p>
      <div className="kit-submit-row">
        <button
          type="button"
          className="kit-button"
          disabled={screen.busy}
          aria-busy={screen.busy || undefined}
          onClick={() => screen.submit({ method: 'CHECK' })}
        >
          {screen.busy ? 'Checking' : 'Check again'}
        </button>
      </div>
      <SupportContact lead="Need to change the appointment?" />
    </>
  );
}

function Why({ appraisal }: { appraisal: Appraisal }) {
  return (
    <>
      <p>
        Your home&apos;s estimated value
        {typeof appraisal.estimatedValue === 'number'
          ? ` of ${dollars(appraisal.estimatedValue)}`
          : ''}{' '}
        is above {dollars(APPRAISAL_THRESHOLD)}, so a licensed appraiser must visit it before we can
        lend. Appraisals cost between {dollars(APPRAISAL_COST_MIN)} and{' '}
        {dollars(APPRAISAL_COST_MAX)}, depending on the home.
      </p>
    </>
  );
}

function PayAppraisal({ appraisal, screen }: { appraisal: Appraisal; screen: Screen }) {
  const brand = useBrand();
  if (appraisal.coveredByLender) {
    return (
      <>
        <Why appraisal={appraisal} />
        <p className="kit-alert kit-alert--success">
          Good news: {brand.shortName} pays for your appraisal. There is nothing to pay.
        </p>
        <SubmitRow
          type="button"
          label="Schedule my appraisal"
          loading={screen.busy}
          onClick={() => screen.submit({ method: 'COVERED' })}
        />
        <SupportContact />
      </>
    );
  }
  if (appraisal.payment) {
    const paymentUuid = appraisal.payment.paymentUuid;
    return (
      <>
        <p className="kit-alert kit-alert--success">
          We received your payment
          {appraisal.payment.last4 ? ` (ending ${appraisal.payment.last4})` : ''}.
        </p>
        <SubmitRow
          type="button"
          label="Schedule my appraisal"
          loading={screen.busy}
          onClick={() => screen.submit({ method: 'PAID', paymentUuid })}
        />
        <SupportContact />
      </>
    );
  }
  return <PaymentForm appraisal={appraisal} screen={screen} />;
}

function PaymentForm({ appraisal, screen }: { appraisal: Appraisal; screen: Screen }) {
  const bank = appraisal.bankAccountOnFile;
  const [method, setMethod] = useState<'CARD' | 'BANK_ACCOUNT'>('CARD');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submits, setSubmits] = useState(0);
  const change = (field: keyof CardInput) => (value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    if (method === 'BANK_ACCOUNT') {
      setErrors({});
      screen.submit({ method });
      return;
    }
    const found = checkCard(card, new Date());
    setErrors(found);
    if (Object.keys(found).length === 0) screen.submit({ method, card });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary
        errors={errorSummaryItems(errors, CARD_FIELDS, (field) =>
          cardFieldId(field as keyof CardInput),
        )}
        focusKey={submits}
      />
      <Why appraisal={appraisal} />
      <Facts items={[['Appraisal fee', dollars(appraisal.fee)]]} />
      {bank ? (
        <RadioGroup
          id="paymentMethod"
          legend="How would you like to pay?"
          options={[
            { value: 'CARD', label: 'Debit or credit card' },
            { value: 'BANK_ACCOUNT', label: `Bank account on file ending ${bank.mask}` },
          ]}
          value={method}
          onChange={(value) => setMethod(value as 'CARD' | 'BANK_ACCOUNT')}
        />
      ) : null}
      {method === 'CARD' ? (
        <fieldset className="kit-field property-payment-methods">
          <legend className="kit-fieldset__legend">Card details</legend>
          <TextField
            id={cardFieldId('name')}
            label="Name on card"
            autoComplete="cc-name"
            value={card.name}
            onChange={change('name')}
            error={errors.name}
            required
          />
          <TextField
            id={cardFieldId('number')}
            label="Card number"
            autoComplete="cc-number"
            inputMode="numeric"
            spellCheck={false}
            value={card.number}
            onChange={change('number')}
            error={errors.number}
            required
          />
          <div className="property-card-row">
            <TextField
              id={cardFieldId('expiry')}
              label="Expiry date"
              hint="MM/YY"
              autoComplete="cc-exp"
              inputMode="numeric"
              value={card.expiry}
              onChange={change('expiry')}
              error={errors.expiry}
              required
            />
            <TextField
              id={cardFieldId('cvc')}
              label="Security code"
              hint="3 digits on the back (4 on the front for American Express)"
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvc}
              onChange={change('cvc')}
              error={errors.cvc}
              required
            />
            <TextField
              id={cardFieldId('zip')}
              label="Billing ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              value={card.zip}
              onChange={change('zip')}
              error={errors.zip}
              required
            />
          </div>
        </fieldset>
      ) : null}
      <p>Your card details are sent securely to our payment processor and never stored by us.</p>
      <SubmitRow
        label={`Pay ${dollars(appraisal.fee)}`}
        loadingLabel="Paying"
        loading={screen.busy}
      />
      <SupportContact />
    </form>
  );
}
