/**
 * The property group's step-screen calls (src/screens/application/property): what each screen
 * reads, and the journey step it posts with its request body.
 *
 * - Holds and reviews that only inform (a "Check again" asks for the status again): flood
 *   certificate, payoff statements, valuation hold and waiting, timeout, review-app pages, the
 *   decisions (credit, decline, income) and the funding timeline (complete).
 * - Screens that post a step: valuation order and Texas condition (`order-bpo`), home value
 *   estimate (`estimate-value`), late payments (`explain-delinquency`), liens (`verify-liens`),
 *   property review (`confirm-property`) and the on-site appraisal (`pay-appraisal`, after the
 *   payment call).
 */
import { completeStep, getApplication } from '../../../src/api/application';
import type { HelocApplication } from '../../../src/api/application';
import { getDecision, type Decision } from '../../../src/api/decision';
import type { JourneyStepBody } from '../../../src/api/journeySteps';
import {
  payAppraisal,
  type AppraisalPaymentRequest,
  type Payment,
} from '../../../src/api/payments';
import {
  getAppraisal,
  getClosing,
  getLiens,
  getPropertyCandidates,
  getValuation,
  type Appraisal,
  type Closing,
  type Liens,
  type PropertyCandidates,
  type Valuation,
} from '../../../src/api/property';
import { digitsOnly, type CardInput, type LienAnswer } from '../../../src/domain/property';
import type { AddressValues } from '../../../src/domain/registration/types';
import { loadNothing, type StepCallContext, type StepScreenCalls } from '../step-screen.actors';

const loadApplication = ({ applicationUuid, signal }: StepCallContext) =>
  getApplication(applicationUuid, { signal });
const loadValuation = ({ applicationUuid, signal }: StepCallContext) =>
  getValuation(applicationUuid, { signal });
const loadLiens = ({ applicationUuid, signal }: StepCallContext) =>
  getLiens(applicationUuid, { signal });

// ---------------------------------------------------------------------------------------------
// Screens that inform

/** error/flood-cert: the application (the property's address). */
export const floodCertCalls: StepScreenCalls<HelocApplication> = { load: loadApplication };

/** payoff/hold: the liens whose payoff statements were requested. */
export const payoffHoldCalls: StepScreenCalls<Liens> = { load: loadLiens };

/** bpo/hold and bpo/waiting: the valuation ordered. */
export const valuationHoldCalls: StepScreenCalls<Valuation> = { load: loadValuation };

/** error/timeout: nothing to read. */
export const timeoutCalls: StepScreenCalls<object> = { load: loadNothing };

/** review-app/{incorrect-pin, no-credit, uw, incorrect-ownership, datatree}: nothing to read. */
export const reviewInfoCalls: StepScreenCalls<object> = { load: loadNothing };

/** The decision pages (credit decision, decline, income decision): the lender's decision. */
export const decisionCalls: StepScreenCalls<Decision> = {
  load: ({ applicationUuid, signal }) => getDecision(applicationUuid, { signal }),
};

/** What the complete page shows: the line and draw, and when the documents were signed. */
export interface FundingData {
  application: HelocApplication;
  closing: Closing;
}

/** complete: the application and its closing, read together. */
export const completeCalls: StepScreenCalls<FundingData> = {
  load: async ({ applicationUuid, signal }) => {
    const [application, closing] = await Promise.all([
      getApplication(applicationUuid, { signal }),
      getClosing(applicationUuid, { signal }),
    ]);
    return { application, closing };
  },
};

// ---------------------------------------------------------------------------------------------
// Screens that post a step

/** The valuation fee the borrower agreed to. */
export interface AcceptedFee {
  fee: number;
}

/** `order-bpo` from bpo/order-bpo: the borrower orders the valuation for its fee. */
export function orderValuationBody({ fee }: AcceptedFee): JourneyStepBody<'order-bpo'> {
  return { accepted: true, kind: 'ORDER', fee };
}

/** `order-bpo` from bpo/condition: the borrower accepts Texas's valuation condition. */
export function valuationConditionBody({ fee }: AcceptedFee): JourneyStepBody<'order-bpo'> {
  return { accepted: true, kind: 'TX_CONDITION', fee };
}

/** bpo/order-bpo. */
export const bpoOrderCalls: StepScreenCalls<Valuation, AcceptedFee, unknown, 'order-bpo'> = {
  load: loadValuation,
  step: 'order-bpo',
  body: orderValuationBody,
};

/** bpo/condition (TX). */
export const bpoConditionCalls: StepScreenCalls<Valuation, AcceptedFee, unknown, 'order-bpo'> = {
  load: loadValuation,
  step: 'order-bpo',
  body: valuationConditionBody,
};

/** bpo/estimate-value: the borrower's estimate, in whole dollars. */
export const estimateValueCalls: StepScreenCalls<Valuation, number, unknown, 'estimate-value'> = {
  load: loadValuation,
  step: 'estimate-value',
  body: (estimatedValue) => ({ estimatedValue }),
};

/** review-app/delinquency: the borrower's explanation of the late payments. */
export const delinquencyCalls: StepScreenCalls<object, string, unknown, 'explain-delinquency'> = {
  load: loadNothing,
  step: 'explain-delinquency',
  body: (explanation) => ({ explanation }),
};

/** liens: each lien, the borrower's or not, and where it stands. */
export const liensCalls: StepScreenCalls<Liens, LienAnswer[], unknown, 'verify-liens'> = {
  load: loadLiens,
  step: 'verify-liens',
  body: (liens) => ({ liens }),
};

/** The property the borrower confirmed: one of the candidates found, or the address typed. */
export interface ConfirmedProperty {
  candidateId: string | null;
  address: AddressValues;
}

/** review-app/property. */
export const propertyReviewCalls: StepScreenCalls<
  PropertyCandidates,
  ConfirmedProperty,
  unknown,
  'confirm-property'
> = {
  load: ({ applicationUuid, signal }) => getPropertyCandidates(applicationUuid, { signal }),
  step: 'confirm-property',
  body: (values) => ({ candidateId: values.candidateId, address: values.address }),
};

const PAY_APPRAISAL_STEP = 'pay-appraisal';

/** What the appraisal screen submits: a payment, the lender's cover, or "check the status again". */
export type AppraisalValues =
  | { method: 'CARD'; card: CardInput }
  | { method: 'BANK_ACCOUNT' }
  | { method: 'COVERED' }
  | { method: 'PAID'; paymentUuid: string }
  | { method: 'CHECK' };

/** The payment call's request for a card or the bank account on file; null when none is due. */
export function appraisalPaymentRequest(values: AppraisalValues): AppraisalPaymentRequest | null {
  if (values.method === 'CARD') {
    const { card } = values;
    return { method: 'CARD', card: { ...card, number: digitsOnly(card.number) } };
  }
  if (values.method === 'BANK_ACCOUNT') return { method: 'BANK_ACCOUNT' };
  return null;
}

/** The `pay-appraisal` body: the lender's cover, or the payment made (now or before). */
export function payAppraisalBody(
  values: AppraisalValues,
  saved: Payment | null,
): JourneyStepBody<'pay-appraisal'> {
  if (values.method === 'COVERED') return { coveredByLender: true };
  const paymentUuid = values.method === 'PAID' ? values.paymentUuid : saved?.paymentUuid;
  return { paymentUuid };
}

/**
 * hold (on-site appraisal): pay by card or bank account (the card goes once to the payment call,
 * nothing keeps its number), then post `pay-appraisal`; "check again" posts nothing.
 */
export const appraisalCalls: StepScreenCalls<Appraisal, AppraisalValues, Payment | null> = {
  load: ({ applicationUuid, signal }) => getAppraisal(applicationUuid, { signal }),
  save: async ({ applicationUuid, signal, idempotencyKey, values }) => {
    const request = appraisalPaymentRequest(values);
    return request ? payAppraisal(applicationUuid, request, { signal, idempotencyKey }) : null;
  },
  complete: async ({ applicationUuid, signal, idempotencyKey, values, saved }) => {
    if (values.method === 'CHECK') return null;
    return completeStep(applicationUuid, PAY_APPRAISAL_STEP, payAppraisalBody(values, saved), {
      signal,
      idempotencyKey,
    });
  },
};
