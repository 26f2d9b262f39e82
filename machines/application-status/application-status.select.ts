/**
 * Snapshot → what the views show. Views read these instead of matching states themselves, so a
 * guard is never re-derived in JSX.
 */
import type { SnapshotFrom } from 'xstate';
import { isApiError, userMessageOf } from '../../src/api/errors';
import { progressStep, stepLabels } from '../../src/domain/status';
import type { ApplicationStatusMachine } from './application-status.machine';
import type { ApplicationFacts } from './application-status.types';

export type ApplicationStatusSnapshot = SnapshotFrom<ApplicationStatusMachine>;

/**
 * - loading: a spinner while the next screen is found.
 * - stillWorking: "We're still working on it" while a waiting status is polled.
 * - ready: the current screen is the right one.
 * - error: the status could not be fetched; offer RETRY.
 * - leaving: the page is going away (dashboard, logout, the user left).
 */
export type ApplicationStatusPhase = 'loading' | 'stillWorking' | 'ready' | 'error' | 'leaving';

export interface ApplicationStatusView {
  phase: ApplicationStatusPhase;
  /** Show the retry button (sends RETRY). */
  canRetry: boolean;
  /** The user may finish a step now (sends STEP.COMPLETED). */
  canCompleteStep: boolean;
  checklistStatus: string | null;
  /** The server's message for the error view; undefined outside the error phase. */
  errorMessage: string | undefined;
  /** Progress sidebar: the current step index and the labels. */
  progressStep: number;
  stepLabels: string[];
  /** The lender's loan number, once the application answer has one. */
  loanNumber: string | null;
  /** The chosen offer for the sidebar (the sidebar shows it only when rate and amount are above 0). */
  offer: OfferView | null;
  /**
   * The layout's own data (the status for the steps, the application for the loan number and the
   * offer) is still on its way on the first load: the layout keeps their room with placeholders
   * and shows them together once both are in, instead of each part appearing (and moving the
   * page) as its answer arrives. False again only for a new application (a new actor).
   */
  layoutPending: boolean;
}

/** The chosen offer as the sidebar reads it: APR percent, dollars, years. */
export interface OfferView {
  rate: number | null;
  rateType: string | null;
  amount: number | null;
  initialDraw: number | null;
  termYears: number | null;
  /** The chosen offer's origination fee, percent; undefined when not known (no payment shown). */
  originationFeePercent?: number;
  /** ofeeMaxThreshold, dollars; undefined when none. */
  originationFeeCap?: number;
}

function selectOffer(application: ApplicationFacts | null): OfferView | null {
  if (!application) return null;
  return {
    rate: application.rate,
    rateType: application.rateType,
    amount: application.amount,
    initialDraw: application.uwCalculatedDrawAmount,
    termYears: application.term,
    originationFeePercent: application.originationFee,
    originationFeeCap: application.ofeeMaxThreshold,
  };
}

export function selectPhase(snapshot: ApplicationStatusSnapshot): ApplicationStatusPhase {
  if (snapshot.status === 'done') return 'leaving';
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('stillWorking')) return 'stillWorking';
  if (snapshot.hasTag('loading')) return 'loading';
  return 'ready';
}

/**
 * The first load has not brought both the status and the application yet. Only while loading:
 * after a failed first load the layout shows what it knows (the error, no steps), not placeholders.
 */
export function selectLayoutPending(snapshot: ApplicationStatusSnapshot): boolean {
  const { status, application } = snapshot.context;
  return snapshot.hasTag('loading') && (status === null || application === null);
}

export function selectApplicationStatusView(
  snapshot: ApplicationStatusSnapshot,
): ApplicationStatusView {
  const { context } = snapshot;
  const phase = selectPhase(snapshot);
  return {
    phase,
    canRetry: snapshot.can({ type: 'RETRY' }),
    canCompleteStep: snapshot.can({ type: 'STEP.COMPLETED' }),
    checklistStatus: context.status?.checklistStatus ?? null,
    errorMessage:
      phase === 'error' && isApiError(context.error) ? userMessageOf(context.error) : undefined,
    progressStep: progressStep(context.status?.progress),
    stepLabels: stepLabels(context.status?.manualNotary),
    loanNumber: context.application?.loanNumber ?? null,
    offer: selectOffer(context.application),
    layoutPending: selectLayoutPending(snapshot),
  };
}

function sameOffer(a: OfferView | null, b: OfferView | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.rate === b.rate &&
    a.rateType === b.rateType &&
    a.amount === b.amount &&
    a.initialDraw === b.initialDraw &&
    a.termYears === b.termYears &&
    a.originationFeePercent === b.originationFeePercent &&
    a.originationFeeCap === b.originationFeeCap
  );
}

/**
 * Equality for `useSelector`: the view changes only when what it shows changes (stepLabels and
 * offer are new objects on every snapshot).
 */
export function sameApplicationStatusView(
  a: ApplicationStatusView,
  b: ApplicationStatusView,
): boolean {
  return (
    a.phase === b.phase &&
    a.canRetry === b.canRetry &&
    a.progressStep === b.progressStep &&
    a.stepLabels.join('\n') === b.stepLabels.join('\n') &&
    a.loanNumber === b.loanNumber &&
    a.layoutPending === b.layoutPending &&
    sameOffer(a.offer, b.offer)
  );
}
