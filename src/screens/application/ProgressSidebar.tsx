import { useId } from 'react';
import { useBrand } from '../../app/shell';
import { formatMoney } from '../../domain/money';
import { monthlyPayment } from '../../domain/payment';
import { PROGRESS_STEPS, TALK_TO_ENOTARY_LABEL } from '../../domain/status';
import '../../ui/kit.css';
import './application.css';

/** Shown under the steps when no other progress text is given (shell spec §2). */
export const DEFAULT_PROGRESS_TEXT =
  'Complete the loan process today and get funded in as little as five days.';

/** The notary-only sidebar (additional signers): identity, then the notary. */
export const NOTARY_ONLY_LABELS = ['Identity verification', TALK_TO_ENOTARY_LABEL] as const;

/** The main step bar's index of the notary step (ENOTARY / MANUAL_NOTARY). */
const NOTARY_STEP = PROGRESS_STEPS.ENOTARY ?? 6;

/** The accepted offer as the sidebar shows it. Amounts in dollars, rate in percent. */
export interface OfferSummary {
  rate?: number | null;
  /** FIXED, VARIABLE, … (shown as "(Fixed)"). */
  rateType?: string | null;
  amount?: number | null;
  /** uwCalculatedDrawAmount. */
  initialDraw?: number | null;
  /** Given: shown as is. Else computed (src/domain/payment) when the origination fee is known. */
  monthlyPayment?: number | null;
  /** The chosen offer's origination fee, percent of the draw (the payment's principal). */
  originationFeePercent?: number | null;
  /** ofeeMaxThreshold: the most the origination fee may be, dollars. */
  originationFeeCap?: number | null;
  /** Fixed term in years; hidden when missing or 0. */
  termYears?: number | null;
}

export interface ProgressSidebarProps {
  /** 0-based index into `labels` (progressStep); `labels.length` or more: every step done. */
  currentStep: number;
  /** The step labels (stepLabels(status.manualNotary)). */
  labels: readonly string[];
  /** The notary-only variant (an additional signer): identity verification, then the notary. */
  notaryOnly?: boolean;
  /** Hide the step list (nothing known yet about the application's progress). */
  stepsUnknown?: boolean;
  /**
   * The progress is on its way: the step list keeps its room (the same labels, none marked,
   * hidden from assistive technology) and the aside is busy, so nothing moves when it arrives.
   */
  pending?: boolean;
  offer?: OfferSummary | null;
  progressText?: string;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

function titleCase(text: string): string {
  const lower = text.replace(/_/g, ' ').toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** `7.49` → `7.49%`; `8` → `8.00%`. */
export function formatRate(rate: number): string {
  return `${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}%`;
}

/** "7.49% APR (Variable)". */
export function aprText(rate: number, rateType: string | null | undefined): string {
  return rateType ? `${formatRate(rate)} APR (${titleCase(rateType)})` : `${formatRate(rate)} APR`;
}

/** The notary-only bar's current step, from the main bar's step index. */
function notaryOnlyStep(currentStep: number): number {
  if (currentStep > NOTARY_STEP) return NOTARY_ONLY_LABELS.length;
  return currentStep === NOTARY_STEP ? 1 : 0;
}

/**
 * The step list while the progress is on its way: the same rows (so the same height at any width
 * and text size) in a muted look, none done or current. Hidden from assistive technology: the
 * aside says it is busy, and the real list replaces this one.
 */
function PendingSteps({ labels }: { labels: readonly string[] }) {
  return (
    <ol className="progress-steps progress-steps--pending" aria-hidden="true">
      {labels.map((label, index) => (
        <li key={label} className="progress-steps__step">
          <span className="progress-steps__marker">{index + 1}</span>
          <span className="progress-steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}

function Steps({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <ol className="progress-steps">
      {labels.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`progress-steps__step progress-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="progress-steps__marker" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="progress-steps__label">
              {label}
              {state === 'done' && <span className="kit-visually-hidden"> (completed)</span>}
              {state === 'current' && <span className="kit-visually-hidden"> (current step)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The monthly payment: the one given, else computed from the initial draw, the rate, the term and
 * the origination fee (interest only in the brand's age-restricted mode); null when a part is
 * missing (a payment without its fee would understate it).
 */
export function sidebarMonthlyPayment(
  offer: OfferSummary,
  rate: number,
  interestOnly: boolean,
): number | null {
  if (positive(offer.monthlyPayment)) return offer.monthlyPayment;
  const fee = offer.originationFeePercent;
  if (!positive(offer.initialDraw) || !positive(offer.termYears)) return null;
  if (typeof fee !== 'number' || !Number.isFinite(fee) || fee < 0) return null;
  return monthlyPayment({
    draw: offer.initialDraw,
    apr: rate,
    termYears: offer.termYears,
    originationFeePercent: fee,
    originationFeeCap: offer.originationFeeCap,
    interestOnly,
  });
}

function OfferDetails({ offer, rate }: { offer: OfferSummary; rate: number }) {
  const brand = useBrand();
  const payment = sidebarMonthlyPayment(offer, rate, brand.ageRestricted);
  return (
    <dl className="offer-details">
      <div>
        <dt>Rate</dt>
        <dd>{aprText(rate, offer.rateType)}</dd>
      </div>
      {positive(offer.initialDraw) && (
        <div>
          <dt>Initial draw</dt>
          <dd>{formatMoney(offer.initialDraw)}</dd>
        </div>
      )}
      {positive(payment) && (
        <div>
          <dt>Monthly payment</dt>
          <dd>{formatMoney(payment)}</dd>
        </div>
      )}
      {positive(offer.termYears) && (
        <div>
          <dt>Fixed term</dt>
          <dd>
            {offer.termYears} {offer.termYears === 1 ? 'year' : 'years'}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The progress sidebar (shell spec §2): the step bar with the current step marked
 * (`aria-current="step"`), the offer details once there is an offer (rate and amount above 0),
 * and the progress text. Above the content on narrow screens, beside it on wide ones.
 */
export function ProgressSidebar({
  currentStep,
  labels,
  notaryOnly = false,
  stepsUnknown = false,
  pending = false,
  offer,
  progressText = DEFAULT_PROGRESS_TEXT,
}: ProgressSidebarProps) {
  const headingId = useId();
  const shownLabels = notaryOnly ? NOTARY_ONLY_LABELS : labels;
  const current = notaryOnly ? notaryOnlyStep(currentStep) : currentStep;
  const rate = offer?.rate;
  // Offer details only once there is an offer: rate and amount above 0 (shell spec §2).
  const showOffer = !pending && offer && positive(rate) && positive(offer.amount);
  return (
    <aside
      className="progress-sidebar"
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
    >
      <h2 id={headingId} className="progress-sidebar__heading">
        Your progress
      </h2>
      {pending ? (
        <PendingSteps labels={shownLabels} />
      ) : (
        !stepsUnknown && <Steps labels={shownLabels} current={current} />
      )}
      {showOffer && <OfferDetails offer={offer} rate={rate} />}
      <p className="progress-sidebar__text">{progressText}</p>
    </aside>
  );
}
