import { useState } from 'react';
import {
  appraisalCalls,
  type AppraisalValues,
} from '../../../../machines/step-screen/calls/property';
import type { Appraisal } from '../../../api/property';
import {
  APPRAISAL_COST_MAX,
  APPRAISAL_COST_MIN,
  APPRAISAL_THRESHOLD,
  checkCard,
  type CardErrors,
  type CardInput,
} from '../../../domain/property';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { TextField } from '../../../ui/TextField';
import { useBrand } from '../../../app/shell/ShellProvider';
import { StepScreenFrame } from '../StepScreenFrame';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { Facts, SupportContact, displayDate, dollars, useApplicationId } from './shared';

export const APPRAISAL_PAY_TITLE = 'Your home needs an on-site appraisal';
export const APPRAISAL_PENDING_TITLE = 'Your appraisal is scheduled';

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
  const screen = useStepScreen(useApplicationId(), appraisalCalls);
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
  const form = useForm<CardInput, keyof CardInput>({
    initial: EMPTY_CARD,
    fields: CARD_FIELDS,
    idFor: cardFieldId,
    // The bank account on file needs no card.
    validate: (card): CardErrors => (method === 'BANK_ACCOUNT' ? {} : checkCard(card, new Date())),
    onValid: (card) => screen.submit(method === 'BANK_ACCOUNT' ? { method } : { method, card }),
  });
  const { values: card, errors } = form;
  const change = (field: keyof CardInput) => (value: string) => form.change(field, value);

  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary {...form.summaryProps} />
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
