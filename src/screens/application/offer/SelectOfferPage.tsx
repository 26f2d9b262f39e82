import { useSelector } from '@xstate/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { HelocApplication, Offer } from '../../../api/application';
import { useBrand } from '../../../app/shell';
import { formatMoney, formatMoneyInput } from '../../../domain/money';
import {
  clamp,
  DRAW_MESSAGES,
  validateDrawInput,
  type DrawPreference,
} from '../../../domain/offer';
import { OFFER_FROM_PARAM } from '../../../domain/status';
import { ErrorSummary } from '../../../ui/ErrorSummary';
import { useForm } from '../../../ui/form/useForm';
import { RadioGroup } from '../../../ui/RadioGroup';
import { SubmitRow } from '../../../ui/SubmitRow';
import { useApplicationStatus } from '../applicationStatusContext';
import { StepScreenFrame } from '../StepScreenFrame';
import {
  selectOfferCalls,
  type OfferSelection,
} from '../../../../machines/step-screen/calls/offer';
import { useStepScreen, type StepScreen } from '../useStepScreen';
import { DrawControl } from './DrawControl';
import { AprHeadline, CostsTable, PaymentSummary, RateDetails } from './OfferDetails';
import {
  choiceFromSearch,
  choiceToSearch,
  initialChoice,
  offerName,
  percent,
  rangeFor,
  summarize,
  visibleOffers,
  type OfferChoice,
} from './offerChoice';
import {
  COMPANY_COVERS_APPRAISAL_FLAG,
  MULTI_PAGE_FLAG,
  RATE_BUY_DOWN_FLAG,
  useFlag,
} from './useFlag';
import './offer.css';
import { applicationScreenPath } from '../../../domain/screenPaths';

export const SELECT_OFFER_TITLE = 'Select Offer';
export const REVISED_OFFER_LEAD =
  'Your offers changed after we reviewed your home’s value. Please review them and choose again.';
export const VERIFIED_OFFER_LEAD =
  'Your offer was updated after we verified your information. Please review it and choose again.';
export const NO_OFFERS_TEXT =
  'We don’t have an offer to show you right now. Please call us and we will look at your options.';
export const SELECT_LABEL = 'Select offer';
export const CONTINUE_LABEL = 'Continue';

const DRAW_FIELD = 'draw';

/** The 'from' value the status route adds when the offer was verified (VERIFIED_OFFER). */
const FROM_VERIFIED = 'signing/intro';

const PREFERENCE_OPTIONS: ReadonlyArray<{ value: DrawPreference; label: string; hint: string }> = [
  {
    value: 'PRESERVE',
    label: 'Keep the cash amount I choose',
    hint: 'The payoff is added to your draw.',
  },
  {
    value: 'DEDUCT',
    label: 'Take the payoff out of my draw',
    hint: 'You receive your draw minus the payoff.',
  },
  {
    value: 'MAXIMIZE',
    label: 'Draw the most this offer allows',
    hint: 'You receive what is left after the payoff.',
  },
];

function offerHint(offer: Offer): string {
  const parts = [
    `Origination fee ${percent(offer.originationFee)}`,
    ...offer.discountList.map(
      (d) =>
        `${percent(d.rateWithDiscount)} APR with ${d.discountType.replace(/_/g, ' ').toLowerCase()} discount`,
    ),
    `Draw ${formatMoney(offer.minDraw, 0)} to ${formatMoney(offer.maxDraw, 0)}`,
  ];
  if (offer.payOff === 'REQUIRED' || offer.payOff === 'REQUESTED') {
    parts.push('Some debts must be paid off from this line');
  }
  return parts.join(' · ');
}

interface OfferFormProps {
  application: HelocApplication;
  screen: StepScreen<HelocApplication, OfferSelection>;
  applicationUuid: string;
  from: OfferChoice | null;
}

function OfferForm({ application, screen, applicationUuid, from }: OfferFormProps) {
  const brand = useBrand();
  const navigate = useNavigate();
  const multiPage = useFlag(MULTI_PAGE_FLAG);
  const rateBuyDown = useFlag(RATE_BUY_DOWN_FLAG);
  const companyCoversAppraisal = useFlag(COMPANY_COVERS_APPRAISAL_FLAG);
  const shown = visibleOffers(application.offers, rateBuyDown);
  const summaryOf = (choice: OfferChoice) =>
    summarize(application, choice, { interestOnly: brand.ageRestricted, companyCoversAppraisal });
  /** The draw to post for a choice and what was typed, or why there is none. */
  const drawOf = (choice: OfferChoice, text: string) => {
    const range = summaryOf(choice)!.range;
    return range.adjustable
      ? validateDrawInput(text, range)
      : range.fits
        ? ({ ok: true, value: range.max } as const)
        : ({ ok: false, message: DRAW_MESSAGES.payoffTooLarge } as const);
  };
  const form = useForm<{ choice: OfferChoice | null; text: string }>({
    initial: () => {
      const choice =
        from && shown.some((offer) => offer.uuid === from.offerUuid)
          ? from
          : initialChoice(application, shown);
      return { choice, text: choice ? formatMoneyInput(choice.value) : '' };
    },
    fields: [DRAW_FIELD],
    validate: ({ choice, text }) => {
      const result = choice ? drawOf(choice, text) : null;
      return { [DRAW_FIELD]: result && !result.ok ? result.message : undefined };
    },
    onValid: ({ choice, text }) => {
      const result = choice ? drawOf(choice, text) : null;
      if (!choice || !result?.ok) return;
      const confirmed = { ...choice, value: result.value };
      if (multiPage) {
        void navigate(
          `${applicationScreenPath(applicationUuid, 'product/select/confirm')}?${choiceToSearch(confirmed)}`,
        );
        return;
      }
      const final = summaryOf(confirmed)!;
      screen.submit({ offer: final.offer, draw: final.draw, preference: confirmed.preference });
    },
  });
  const { choice, text } = form.values;
  const setChoice = (next: OfferChoice) => form.change('choice', next);
  const setText = (next: string) => form.change('text', next);
  const clearError = () => form.clearError(DRAW_FIELD);

  const summary = choice ? summaryOf(choice) : null;
  if (!choice || !summary || shown.length === 0) {
    return (
      <div className="kit-alert" role="status">
        <p>{NO_OFFERS_TEXT}</p>
        <p>
          <a href={`tel:${brand.support.phone}`}>{brand.support.phone}</a>
        </p>
      </div>
    );
  }
  const { range } = summary;

  /** A new offer or preference: the draw is kept, within the new bounds. */
  const rechoose = (offerUuid: string, preference: DrawPreference) => {
    const offer = application.offers.find((candidate) => candidate.uuid === offerUuid)!;
    const next = rangeFor(application, offer, preference);
    const wanted = next.controls === 'cash' ? summary.draw - next.payoff : summary.draw;
    const value = clamp(wanted, next.min, next.max);
    setChoice({ offerUuid, preference, value });
    setText(formatMoneyInput(value));
    clearError();
  };

  const onValue = (value: number) => {
    setChoice({ ...choice, value });
    setText(formatMoneyInput(value));
    clearError();
  };

  const onText = (typed: string) => {
    setText(typed);
    const result = validateDrawInput(typed, range);
    if (result.ok) {
      setChoice({ ...choice, value: result.value });
      clearError();
    }
  };

  const busy = screen.busy;
  return (
    <form noValidate onSubmit={form.submit} className="offer-select">
      <ErrorSummary {...form.summaryProps} />
      <RadioGroup
        id="offer"
        legend="Choose your offer"
        options={shown.map((offer) => ({
          value: offer.uuid,
          label: `${offerName(offer)}, ${percent(offer.rate)} APR`,
          hint: offerHint(offer),
        }))}
        value={choice.offerUuid}
        onChange={(offerUuid) => rechoose(offerUuid, choice.preference)}
        disabled={busy}
      />
      <section className="offer-card" aria-labelledby="offer-card-title">
        <h2 id="offer-card-title">Your offer</h2>
        <AprHeadline summary={summary} />
        <RateDetails summary={summary} />
        {range.payoff > 0 ? (
          <RadioGroup
            id="drawPreference"
            legend={`Debts of ${formatMoney(range.payoff, 0)} must be paid off from your draw. What would you like to do?`}
            options={PREFERENCE_OPTIONS}
            value={choice.preference}
            onChange={(value) => rechoose(choice.offerUuid, value as DrawPreference)}
            disabled={busy}
          />
        ) : null}
        {range.fits ? (
          <DrawControl
            id={DRAW_FIELD}
            range={range}
            value={clamp(choice.value, range.min, range.max)}
            text={text}
            error={form.errors[DRAW_FIELD]}
            disabled={busy}
            onValue={onValue}
            onText={onText}
          />
        ) : (
          <div className="kit-alert kit-alert--error" id={DRAW_FIELD} tabIndex={-1}>
            <p>{DRAW_MESSAGES.payoffTooLarge}</p>
          </div>
        )}
        <PaymentSummary summary={summary} />
        <p className="kit-visually-hidden" role="status" aria-live="polite">
          {`Monthly payment ${formatMoney(summary.payment.payment)} for an initial draw of ${formatMoney(summary.draw, 0)}.`}
        </p>
      </section>
      <CostsTable summary={summary} />
      <SubmitRow label={multiPage ? CONTINUE_LABEL : SELECT_LABEL} loading={busy} disabled={busy} />
    </form>
  );
}

/** product/select: the offers, the draw, the payment and the costs; posts select-offer. */
export function Component() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const status = useApplicationStatus();
  const checklistStatus = useSelector(status, (s) => s.context.status?.checklistStatus ?? null);
  const screen = useStepScreen(applicationId, selectOfferCalls);
  const verified = search.get(OFFER_FROM_PARAM) === FROM_VERIFIED;
  const lead = verified ? (
    <p className="lede offer-notice" role="note">
      {VERIFIED_OFFER_LEAD}
    </p>
  ) : checklistStatus === 'REVISED_OFFER_SELECTION' ? (
    <p className="lede offer-notice">{REVISED_OFFER_LEAD}</p>
  ) : (
    <p className="lede">
      Choose a term and how much to draw now. Your monthly payment and costs update as you go.
    </p>
  );
  return (
    <StepScreenFrame title={SELECT_OFFER_TITLE} screen={screen} lead={lead}>
      {(application) => (
        <OfferForm
          application={application}
          screen={screen}
          applicationUuid={applicationId}
          from={choiceFromSearch(search)}
        />
      )}
    </StepScreenFrame>
  );
}
