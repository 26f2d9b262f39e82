/**
 * The journey engine: the HELOC lifecycle as the sandbox lender runs it. Pure data plus two pure
 * functions; the Lender applies what they answer (`lender.completeStep`, `lender.updateApplication`).
 *
 * - STEP_TABLE: for each actionable status, the steps the borrower can complete there (the screen
 *   the status routes to), and what follows: the waiting statuses passed through (each answered
 *   for `polls` status polls) and the next actionable status.
 * - AUTOMATIC: statuses the lender moves on by itself after a few polls (every WAITING_FOR… and
 *   in-progress status, the holds, and the post-closing statuses), with their natural next status.
 *   A status set from the staff tools gets this schedule too, so waiting statuses never hang.
 *
 * Status names follow src/domain/status/statusRoutes.ts (the same assumed names).
 */
import type { JourneyStep } from '../../api/journeySteps';
import { everySignerSigned } from './signers';
import type { ApplicationPatch, HelocApplication, Progress, ScheduledStep } from './types';

// The steps a borrower completes, by name: the product's own list (src/api/journeySteps.ts).
export { isJourneyStep, JOURNEY_STEPS, type JourneyStep } from '../../api/journeySteps';

/** A status the application moves to, with what changes with it. */
export interface Leg {
  status: string;
  /** Status polls that still answer this status before the next leg (waiting legs only). */
  polls?: number;
  progress?: Progress;
  /** Other fields that change with it (status fields, offer, disburse account, …). */
  patch?: ApplicationPatch;
}

export interface StepTransition {
  step: JourneyStep;
  /** Waiting statuses passed through (each with its polls), then the next actionable status. */
  legs: readonly Leg[];
  /** When several transitions of a status share a step: the first whose `when` holds wins. */
  when?: (application: HelocApplication) => boolean;
  /** The branch, in words (docs, tests). */
  describe?: string;
}

const waitFor = (status: string, polls: number): Leg => ({ status, polls });

/** After the notary: the post-closing statuses run on by themselves (see AUTOMATIC). */
const AFTER_NOTARY: Leg = {
  status: 'RESCISSION',
  progress: 'COMPLETE',
  patch: { status: { primaryParticipantAcceptComplete: true } },
};
const NOTARIZED: readonly Leg[] = [waitFor('WAITING_FOR_NOTARY', 2), AFTER_NOTARY];

const TO_OFFERS: readonly Leg[] = [
  waitFor('WAITING_FOR_OFFERS', 2),
  { status: 'OFFER_SELECTION', progress: 'PRODUCT_SELECT' },
];

const SELECT_OFFER: StepTransition = {
  step: 'select-offer',
  legs: [
    waitFor('WAITING_FOR_UNDERWRITING', 2),
    {
      status: 'COLLECT_ADDITIONAL_INFO',
      progress: 'MORE_INFO',
      patch: { status: { uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_OFFER' } },
    },
  ],
};

const NOTARIZE: StepTransition = { step: 'notarize', legs: NOTARIZED };

/**
 * The lifecycle. Main path: OFFER_SELECTION → COLLECT_ADDITIONAL_INFO → HMDA → APP_SUBMISSION →
 * INCOME_VERIFICATION → IDENTITY_VERIFICATION → DISBURSEMENT_ACCOUNT → AUTOPAY_ACCOUNT →
 * GEN_CLOSING_DISCLOSURE → NOTE_SIGNING → GEN_NOTARY_DISCLOSURE (or MANUAL_DEED_SIGNING) →
 * NOTARY_WAITING_PERIOD → RESCISSION → RECORDING → FUNDABLE → COMPLETE. The other rows are the
 * branches' ways back onto it.
 */
export const STEP_TABLE: Readonly<Record<string, readonly StepTransition[]>> = {
  OFFER_SELECTION: [SELECT_OFFER],
  REVISED_OFFER_SELECTION: [SELECT_OFFER],
  COLLECT_ADDITIONAL_INFO: [{ step: 'contact-info', legs: [{ status: 'HMDA' }] }],
  HMDA: [{ step: 'hmda', legs: [{ status: 'APP_SUBMISSION' }] }],
  APP_SUBMISSION: [
    {
      step: 'submit-application',
      legs: [
        waitFor('HARD_CREDIT_PULL', 2),
        { status: 'INCOME_VERIFICATION', progress: 'LINK_INCOME' },
      ],
    },
  ],
  GEN_SUMMARY_DISCLOSURE: [
    {
      step: 'submit-application',
      legs: [
        waitFor('HARD_CREDIT_PULL', 2),
        { status: 'INCOME_VERIFICATION', progress: 'LINK_INCOME' },
      ],
    },
  ],
  INCOME_VERIFICATION: [
    {
      step: 'link-income',
      legs: [
        waitFor('WAITING_FOR_INCOME_VERIFICATION', 2),
        {
          status: 'IDENTITY_VERIFICATION',
          progress: 'ID_UPLOAD',
          patch: { status: { uwSubDecision: 'VERIFIED_OFFER' } },
        },
      ],
    },
  ],
  EMPLOYMENT_VERIFICATION: [
    {
      step: 'verify-employment',
      legs: [
        waitFor('WAITING_FOR_INCOME_VERIFICATION', 2),
        {
          status: 'IDENTITY_VERIFICATION',
          progress: 'ID_UPLOAD',
          patch: { status: { uwSubDecision: 'VERIFIED_OFFER' } },
        },
      ],
    },
  ],
  IDENTITY_VERIFICATION: [
    {
      step: 'verify-identity',
      legs: [waitFor('WAITING_FOR_IDENTITY_VERIFICATION', 1), { status: 'DISBURSEMENT_ACCOUNT' }],
    },
  ],
  DISBURSEMENT_ACCOUNT: [
    {
      step: 'disburse-account',
      // The account itself is recorded by the step's rule (lender/steps/bank.ts).
      legs: [{ status: 'AUTOPAY_ACCOUNT' }],
    },
  ],
  AUTOPAY_ACCOUNT: [
    {
      step: 'autopay-account',
      legs: [{ status: 'GEN_CLOSING_DISCLOSURE', progress: 'SIGNING' }],
    },
  ],
  VERIFIED_AUTOPAY_ACCOUNT: [
    {
      step: 'autopay-account',
      legs: [{ status: 'GEN_CLOSING_DISCLOSURE', progress: 'SIGNING' }],
    },
  ],
  GEN_CLOSING_DISCLOSURE: [
    {
      step: 'sign-closing-disclosure',
      legs: [waitFor('GEN_NOTE_SIGNING', 1), { status: 'NOTE_SIGNING' }],
    },
  ],
  NOTE_SIGNING: [
    {
      step: 'sign-note',
      when: (application) => !everySignerSigned(application),
      describe: 'an additional signer has not signed yet: they sign first',
      legs: [{ status: 'CO_DEED_REQ', progress: 'SIGNING' }],
    },
    {
      step: 'sign-note',
      when: (application) => application.status.manualNotary,
      describe: 'status.manualNotary: a notary in person',
      legs: [{ status: 'MANUAL_DEED_SIGNING', progress: 'MANUAL_NOTARY' }],
    },
    {
      step: 'sign-note',
      describe: 'otherwise: the eNotary',
      legs: [{ status: 'GEN_NOTARY_DISCLOSURE', progress: 'ENOTARY' }],
    },
  ],
  FINAL_OFFER: [
    { step: 'sign-note', legs: [{ status: 'GEN_NOTARY_DISCLOSURE', progress: 'ENOTARY' }] },
  ],
  GEN_NOTARY_DISCLOSURE: [
    { step: 'notary-disclosure', legs: [{ status: 'NOTARY_WAITING_PERIOD' }] },
    NOTARIZE,
  ],
  ATTORNEY_REVIEW: [NOTARIZE],
  NOTARY_WAITING_PERIOD: [NOTARIZE],
  DEED_SIGNING: [NOTARIZE],
  MANUAL_DEED_SIGNING: [NOTARIZE],
  CO_DEED_REQ: [
    {
      step: 'co-deed',
      when: (application) => application.status.manualNotary,
      describe: 'status.manualNotary: a notary in person',
      legs: [
        waitFor('WAITING_FOR_DOCUMENTS', 2),
        { status: 'MANUAL_DEED_SIGNING', progress: 'MANUAL_NOTARY' },
      ],
    },
    {
      step: 'co-deed',
      describe: 'otherwise: the eNotary',
      legs: [
        waitFor('WAITING_FOR_DOCUMENTS', 2),
        { status: 'GEN_NOTARY_DISCLOSURE', progress: 'ENOTARY' },
      ],
    },
  ],
  LIEN_VERIFICATION: [
    {
      step: 'verify-liens',
      legs: [waitFor('WAITING_FOR_TITLE', 2), { status: 'DISBURSEMENT_ACCOUNT' }],
    },
  ],
  LIEN_VERIFICATION_INQUIRY: [
    {
      step: 'verify-liens',
      legs: [waitFor('WAITING_FOR_TITLE', 2), { status: 'DISBURSEMENT_ACCOUNT' }],
    },
  ],
  NAV_BPO_ORDER_REQUEST: [
    {
      step: 'order-bpo',
      legs: [{ status: 'NAV_BPO_PROCESSING', patch: { status: { bpo: 'BPO_PROCESSING' } } }],
    },
  ],
  NAV_RESI_EVAL_ORDER_REQUEST: [
    {
      step: 'order-bpo',
      legs: [{ status: 'NAV_RESI_EVAL_PROCESSING', patch: { status: { bpo: 'BPO_PROCESSING' } } }],
    },
  ],
  NO_AVM_FOUND: [{ step: 'estimate-value', legs: TO_OFFERS }],
  NAV_BPO_ESTIMATE_VALUE: [{ step: 'estimate-value', legs: TO_OFFERS }],
  NAV_RESI_EVAL_ESTIMATE_VALUE: [{ step: 'estimate-value', legs: TO_OFFERS }],
  NO_PROPERTY_FOUND: [{ step: 'confirm-property', legs: TO_OFFERS }],
  MULTIPLE_PROPERTIES: [{ step: 'confirm-property', legs: TO_OFFERS }],
  CREDIT_NO_MATCH: [{ step: 'confirm-ssn', legs: TO_OFFERS }],
  SOFT_CREDIT_LOCKED_OR_FROZEN: [
    {
      step: 'unfreeze-credit',
      legs: TO_OFFERS.map((leg) => ({ ...leg, patch: { status: { uwSubDecision: null } } })),
    },
  ],
  HARD_CREDIT_LOCKED_OR_FROZEN: [
    {
      step: 'unfreeze-credit',
      legs: [
        waitFor('HARD_CREDIT_PULL', 2),
        {
          status: 'INCOME_VERIFICATION',
          progress: 'LINK_INCOME',
          patch: { status: { uwSubDecision: 'UNVERIFIED_OFFER' } },
        },
      ],
    },
  ],
  DELINQUENCY_REVIEW: [
    {
      step: 'explain-delinquency',
      legs: [
        waitFor('WAITING_FOR_UNDERWRITING', 2),
        {
          status: 'OFFER_SELECTION',
          progress: 'PRODUCT_SELECT',
          patch: { status: { uwDecision: 'SELECT' } },
        },
      ],
    },
  ],
  CLTV_LIEN_POSITION_REQUALIFY: [{ step: 'requalify', legs: TO_OFFERS }],
  // Asset depletion: the borrower links the accounts that hold their assets; offers follow.
  ASSETS_PREQUAL: [{ step: 'link-assets', legs: TO_OFFERS }],
  ONSITE_APPRAISAL_BORROWER_PAYMENT: [
    { step: 'pay-appraisal', legs: [{ status: 'ONSITE_APPRAISAL_PENDING' }] },
  ],
};

/** A status the lender moves on by itself: after `polls` status polls, `next`. */
export interface AutomaticMove {
  polls: number;
  next: Leg;
}

/**
 * The lender's own moves. Waiting statuses last 1-3 polls (the app polls them); the holds and
 * post-closing statuses are not polled by the app, so they move on at the next load (a reload).
 */
export const AUTOMATIC: Readonly<Record<string, AutomaticMove>> = {
  WAITING_FOR_CREDIT_PULL: {
    polls: 2,
    next: { status: 'OFFER_SELECTION', progress: 'PRODUCT_SELECT' },
  },
  WAITING_FOR_OFFERS: { polls: 2, next: { status: 'OFFER_SELECTION', progress: 'PRODUCT_SELECT' } },
  WAITING_FOR_UNDERWRITING: {
    polls: 2,
    next: { status: 'COLLECT_ADDITIONAL_INFO', progress: 'MORE_INFO' },
  },
  WAITING_FOR_INCOME_VERIFICATION: {
    polls: 2,
    next: {
      status: 'IDENTITY_VERIFICATION',
      progress: 'ID_UPLOAD',
      patch: { status: { uwSubDecision: 'VERIFIED_OFFER' } },
    },
  },
  WAITING_FOR_IDENTITY_VERIFICATION: { polls: 1, next: { status: 'DISBURSEMENT_ACCOUNT' } },
  WAITING_FOR_PROPERTY_VALUE: {
    polls: 2,
    next: { status: 'OFFER_SELECTION', progress: 'PRODUCT_SELECT' },
  },
  WAITING_FOR_TITLE: { polls: 2, next: { status: 'DISBURSEMENT_ACCOUNT' } },
  WAITING_FOR_DOCUMENTS: {
    polls: 2,
    next: { status: 'GEN_NOTARY_DISCLOSURE', progress: 'ENOTARY' },
  },
  WAITING_FOR_NOTARY: { polls: 2, next: AFTER_NOTARY },
  WAITING_FOR_FUNDING: { polls: 2, next: { status: 'COMPLETE', progress: 'COMPLETE' } },
  GEN_APP_DISCLOSURES: { polls: 1, next: { status: 'APP_SUBMISSION' } },
  HARD_CREDIT_PULL: { polls: 2, next: { status: 'INCOME_VERIFICATION', progress: 'LINK_INCOME' } },
  IN_PROGRESS: { polls: 2, next: { status: 'OFFER_SELECTION', progress: 'PRODUCT_SELECT' } },
  GEN_NOTE_SIGNING: { polls: 1, next: { status: 'NOTE_SIGNING' } },
  // Holds: the lender finishes them (not polled by the app: they move on at the next load).
  NAV_BPO_PROCESSING: {
    polls: 2,
    next: {
      status: 'REVISED_OFFER_SELECTION',
      progress: 'PRODUCT_SELECT',
      patch: { status: { bpo: 'BPO_COMPLETE', uwSubDecision: 'UNVERIFIED_OFFER' } },
    },
  },
  NAV_RESI_EVAL_PROCESSING: {
    polls: 2,
    next: {
      status: 'REVISED_OFFER_SELECTION',
      progress: 'PRODUCT_SELECT',
      patch: { status: { bpo: 'BPO_COMPLETE', uwSubDecision: 'UNVERIFIED_OFFER' } },
    },
  },
  PAYOFF_REQUEST_PENDING: {
    polls: 2,
    next: { status: 'GEN_CLOSING_DISCLOSURE', progress: 'SIGNING' },
  },
  ONSITE_APPRAISAL_PENDING: {
    polls: 2,
    next: { status: 'INCOME_VERIFICATION', progress: 'LINK_INCOME' },
  },
  // After closing: rescission, recording, funding.
  RESCISSION: { polls: 1, next: { status: 'RECORDING', progress: 'COMPLETE' } },
  GEN_RESCISSION: { polls: 1, next: { status: 'RESCISSION', progress: 'COMPLETE' } },
  RECORDING: { polls: 1, next: { status: 'FUNDABLE', progress: 'COMPLETE' } },
  FUNDABLE: { polls: 1, next: { status: 'COMPLETE', progress: 'COMPLETE' } },
};

/** Longest chain followed (guards against a cycle in the tables). */
const MAX_CHAIN = 20;

/** The steps the borrower can complete at a status (empty: none; the lender moves it, or it ends). */
export function stepsAt(status: string | null): JourneyStep[] {
  if (status === null) return [];
  return [...new Set((STEP_TABLE[status] ?? []).map((transition) => transition.step))];
}

/** The transition a step takes from the application's current status, if the step fits there. */
export function transitionFor(
  application: HelocApplication,
  step: string,
): StepTransition | undefined {
  const status = application.status.checklistStatus;
  if (status === null) return undefined;
  return (STEP_TABLE[status] ?? []).find(
    (transition) => transition.step === step && (transition.when?.(application) ?? true),
  );
}

export function legPatch(leg: Leg): ApplicationPatch {
  return {
    ...leg.patch,
    status: { ...leg.patch?.status, checklistStatus: leg.status },
    ...(leg.progress ? { progress: leg.progress } : {}),
  };
}

/**
 * What the lender does when the application arrives at `legs[0]`: the patch applied at once, and
 * the schedule of the rest (each waiting leg's polls, then the automatic moves from the last).
 */
export function planLegs(legs: readonly Leg[]): {
  now: ApplicationPatch;
  schedule: ScheduledStep[];
} {
  const [first, ...rest] = legs;
  if (!first) throw new Error('planLegs: no legs');
  const schedule: ScheduledStep[] = [];
  let current = first;
  for (const leg of rest) {
    schedule.push({ afterPolls: current.polls ?? 0, patch: legPatch(leg) });
    current = leg;
  }
  schedule.push(...automaticFrom(current.status));
  return { now: legPatch(first), schedule };
}

/** The lender's own moves from a status, in order, until an actionable or final status. */
export function automaticFrom(status: string | null): ScheduledStep[] {
  const schedule: ScheduledStep[] = [];
  let current = status;
  while (current !== null && schedule.length < MAX_CHAIN) {
    const move = AUTOMATIC[current];
    if (!move) break;
    schedule.push({ afterPolls: move.polls, patch: legPatch(move.next) });
    current = move.next.status;
  }
  return schedule;
}

// ---------------------------------------------------------------------------------------------
// Scenarios: the branches, one staff control each (`scenario=<name>`)

export interface Scenario {
  name: string;
  /** What QA reads in the staff tools and docs/sandbox.md. */
  describe: string;
  /** The status and fields that route there (the property state may depend on the application). */
  patch: (application: HelocApplication) => ApplicationPatch;
  /** Extra moves after the status's own automatic ones (e.g. the flood certificate arriving). */
  then?: readonly ScheduledStep[];
}

const fixed = (patch: ApplicationPatch) => (): ApplicationPatch => structuredClone(patch);

/** The state a BPO order goes to when it must not be Texas (the application's own, unless TX). */
function notTexas(application: HelocApplication): string {
  return application.property.state === 'TX' ? 'CA' : application.property.state;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'decline',
    describe: 'DECLINED, uwDecision DECLINE, inactive → error/decline',
    patch: fixed({
      status: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE', uwSubDecision: null },
      active: false,
      activeForAppStart: false,
    }),
  },
  {
    name: 'credit-frozen',
    describe: 'SOFT_CREDIT_LOCKED_OR_FROZEN, uwSubDecision CREDIT_FROZEN → credit/error',
    patch: fixed({
      status: { checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN', uwSubDecision: 'CREDIT_FROZEN' },
      progress: 'INITIAL',
    }),
  },
  {
    name: 'credit-no-match',
    describe: 'CREDIT_NO_MATCH → credit/social',
    patch: fixed({ status: { checklistStatus: 'CREDIT_NO_MATCH' }, progress: 'INITIAL' }),
  },
  {
    name: 'no-property',
    describe: 'NO_PROPERTY_FOUND → review-app/property',
    patch: fixed({ status: { checklistStatus: 'NO_PROPERTY_FOUND' }, progress: 'INITIAL' }),
  },
  {
    name: 'bpo-required-tx',
    describe: 'NAV_BPO_ORDER_REQUEST, bpo BPO_REQUIRED, property in TX → bpo/condition',
    patch: fixed({
      status: {
        checklistStatus: 'NAV_BPO_ORDER_REQUEST',
        bpo: 'BPO_REQUIRED',
        uwSubDecision: 'BPO_PENDING',
      },
      propertyState: 'TX',
    }),
  },
  {
    name: 'bpo-required',
    describe:
      'NAV_BPO_ORDER_REQUEST, bpo BPO_REQUIRED, property not in TX (TX becomes CA) → bpo/order-bpo',
    patch: (application) => ({
      status: {
        checklistStatus: 'NAV_BPO_ORDER_REQUEST',
        bpo: 'BPO_REQUIRED',
        uwSubDecision: 'BPO_PENDING',
      },
      propertyState: notTexas(application),
    }),
  },
  {
    name: 'flood-cert',
    describe:
      'GEN_CLOSING_DISCLOSURE waiting on a flood certificate → error/flood-cert; it arrives after 2 more status polls (then review-app/signdocs)',
    patch: fixed({
      status: { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true },
      progress: 'SIGNING',
    }),
    then: [{ afterPolls: 2, patch: { status: { waitingOnFloodCert: false } } }],
  },
  {
    name: 'payoff-pending',
    describe: 'PAYOFF_REQUEST_PENDING → payoff/hold (GEN_CLOSING_DISCLOSURE after 2 more polls)',
    patch: fixed({ status: { checklistStatus: 'PAYOFF_REQUEST_PENDING' }, progress: 'SIGNING' }),
  },
  {
    name: 'appraisal-hold',
    describe: 'ONSITE_APPRAISAL_PENDING → hold (INCOME_VERIFICATION after 2 more polls)',
    patch: fixed({
      status: { checklistStatus: 'ONSITE_APPRAISAL_PENDING' },
      progress: 'MORE_INFO',
    }),
  },
  {
    name: 'lien-verification',
    describe: 'LIEN_VERIFICATION → liens',
    patch: fixed({ status: { checklistStatus: 'LIEN_VERIFICATION' }, progress: 'ID_UPLOAD' }),
  },
  {
    name: 'co-deed-required',
    describe: 'CO_DEED_REQ → signing/additional',
    patch: fixed({ status: { checklistStatus: 'CO_DEED_REQ' }, progress: 'SIGNING' }),
  },
  {
    name: 'manual-notary',
    describe: 'MANUAL_DEED_SIGNING, manualNotary, progress MANUAL_NOTARY → notary/reserve-manual',
    patch: fixed({
      status: {
        checklistStatus: 'MANUAL_DEED_SIGNING',
        manualNotary: true,
        primaryParticipantAcceptComplete: false,
      },
      progress: 'MANUAL_NOTARY',
    }),
  },
  {
    name: 'crypto',
    describe:
      'a crypto loan at AUTOPAY_ACCOUNT without a disburse account → bank/autopay (no disburse account needed)',
    patch: fixed({
      status: { checklistStatus: 'AUTOPAY_ACCOUNT' },
      isCrypto: true,
      disburseRoutingNumber: null,
      progress: 'ID_UPLOAD',
    }),
  },
];

export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((scenario) => scenario.name);

export function scenarioNamed(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}
