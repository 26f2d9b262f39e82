import { routeForStatus, type RouteInput } from '../../domain/status';
import {
  AUTOMATIC,
  Lender,
  LenderError,
  manualClock,
  SCENARIO_NAMES,
  SEED,
  sequentialIds,
  STEP_TABLE,
  stepsAt,
  type HelocApplication,
  type JourneyStep,
} from './index';
import { applySignerState } from './signers';
import { sampleStepBody } from './steps/samples';

const UUID = SEED.borrower.applicationUuid;

function newLender() {
  return new Lender({ ids: sequentialIds('10e70000'), clock: manualClock('2026-03-02T18:00:00Z') });
}

/** What the app's router reads of an application (the status answer and three fields). */
function routeInput(application: HelocApplication): RouteInput {
  return {
    ...application.status,
    isCrypto: application.isCrypto,
    disburseRoutingNumber: application.disburseAccount.routingNumber,
    propertyState: application.property.state,
  };
}

/** Every additional signer of the seed application has signed (staff `signer=signed`). */
function signersSigned(lender: Lender): void {
  lender.changeApplication(UUID, (application) => {
    for (const signer of application.helocSigners)
      applySignerState(application, signer, 'signed', {
        nowIso: () => lender.nowIso(),
        newId: () => lender.newId(),
      });
  });
}

const statusOf = (lender: Lender) => lender.application(UUID)!.status.checklistStatus;

/** Polls until the status is not the one given; answers how many polls still answered it. */
function pollsWhile(lender: Lender, status: string): number {
  let polls = 0;
  while (lender.pollStatus(UUID).status.checklistStatus === status) {
    polls += 1;
    if (polls > 20) throw new Error(`${status} never moved on`);
  }
  return polls;
}

describe('the journey engine', () => {
  it('carries the borrower from OFFER_SELECTION to COMPLETE by completed steps and polls', () => {
    const lender = newLender();
    signersSigned(lender);
    const seen: string[] = [];
    const walk: [step: string, expectedNext: string][] = [
      ['select-offer', 'COLLECT_ADDITIONAL_INFO'],
      ['contact-info', 'HMDA'],
      ['hmda', 'APP_SUBMISSION'],
      ['submit-application', 'INCOME_VERIFICATION'],
      ['link-income', 'IDENTITY_VERIFICATION'],
      ['verify-identity', 'DISBURSEMENT_ACCOUNT'],
      ['disburse-account', 'AUTOPAY_ACCOUNT'],
      ['autopay-account', 'GEN_CLOSING_DISCLOSURE'],
      ['sign-closing-disclosure', 'NOTE_SIGNING'],
      ['sign-note', 'GEN_NOTARY_DISCLOSURE'],
      ['notary-disclosure', 'NOTARY_WAITING_PERIOD'],
      ['notarize', 'RESCISSION'],
    ];
    for (const [step, expectedNext] of walk) {
      lender.completeStep(
        UUID,
        step,
        sampleStepBody(step as JourneyStep, lender.application(UUID)!),
      );
      // Waiting statuses last their polls, then the next actionable status answers.
      let status = statusOf(lender)!;
      while (status !== expectedNext) {
        seen.push(`${status}×${pollsWhile(lender, status)}`);
        status = statusOf(lender)!;
      }
      seen.push(status);
    }
    // After closing, the lender moves on by itself (one poll each: each reload of the app).
    for (const status of ['RESCISSION', 'RECORDING', 'FUNDABLE']) {
      expect(statusOf(lender)).toBe(status);
      seen.push(`${status}×${pollsWhile(lender, status)}`);
    }
    expect(statusOf(lender)).toBe('COMPLETE');
    expect(seen).toEqual([
      'WAITING_FOR_UNDERWRITING×2',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'APP_SUBMISSION',
      'HARD_CREDIT_PULL×2',
      'INCOME_VERIFICATION',
      'WAITING_FOR_INCOME_VERIFICATION×2',
      'IDENTITY_VERIFICATION',
      'WAITING_FOR_IDENTITY_VERIFICATION×1',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'GEN_CLOSING_DISCLOSURE',
      'GEN_NOTE_SIGNING×1',
      'NOTE_SIGNING',
      'GEN_NOTARY_DISCLOSURE',
      'NOTARY_WAITING_PERIOD',
      'WAITING_FOR_NOTARY×2',
      'RESCISSION',
      'RESCISSION×1',
      'RECORDING×1',
      'FUNDABLE×1',
    ]);
    const application = lender.application(UUID)!;
    expect(application.progress).toBe('COMPLETE');
    expect(application.status.primaryParticipantAcceptComplete).toBe(true);
    expect(routeForStatus(routeInput(application))).toMatchObject({ root: true });
  });

  it('routes every actionable status of the walk to a screen of its own (no timeouts)', () => {
    for (const status of Object.keys(STEP_TABLE)) {
      const lender = newLender();
      lender.updateApplication(UUID, { status: { checklistStatus: status } });
      expect(routeForStatus(routeInput(lender.application(UUID)!)).warning, status).toBeUndefined();
    }
  });

  it('stores the chosen offer: rate, amount, first draw and term', () => {
    const lender = newLender();
    const offer = lender.application(UUID)!.offers[1]!;
    lender.completeStep(UUID, 'select-offer', {
      offerUuid: offer.uuid,
      amount: offer.min,
      initialDraw: offer.min,
    });
    expect(lender.application(UUID)).toMatchObject({
      rate: offer.rate,
      amount: offer.min,
      uwCalculatedDrawAmount: Math.min(offer.maxDraw, offer.min),
      term: offer.term,
      status: { checklistStatus: 'WAITING_FOR_UNDERWRITING' },
    });
  });

  it('branches at NOTE_SIGNING: an unsigned additional signer signs first (CO_DEED_REQ)', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'NOTE_SIGNING' } });
    lender.completeStep(UUID, 'sign-note');
    expect(lender.application(UUID)).toMatchObject({
      status: { checklistStatus: 'CO_DEED_REQ' },
      progress: 'SIGNING',
    });
    expect(() => lender.completeStep(UUID, 'co-deed')).toThrow('Every signer must sign first');
    signersSigned(lender);
    lender.completeStep(UUID, 'co-deed');
    expect(pollsWhile(lender, 'WAITING_FOR_DOCUMENTS')).toBe(2);
    expect(statusOf(lender)).toBe('GEN_NOTARY_DISCLOSURE');
  });

  it('after the signers, a manual notary still goes to MANUAL_DEED_SIGNING', () => {
    const lender = newLender();
    lender.updateApplication(UUID, {
      status: { checklistStatus: 'CO_DEED_REQ', manualNotary: true },
    });
    signersSigned(lender);
    lender.completeStep(UUID, 'co-deed');
    expect(pollsWhile(lender, 'WAITING_FOR_DOCUMENTS')).toBe(2);
    expect(lender.application(UUID)).toMatchObject({
      status: { checklistStatus: 'MANUAL_DEED_SIGNING' },
      progress: 'MANUAL_NOTARY',
    });
  });

  it('branches at NOTE_SIGNING: a manual notary goes to MANUAL_DEED_SIGNING', () => {
    const lender = newLender();
    signersSigned(lender);
    lender.updateApplication(UUID, {
      status: { checklistStatus: 'NOTE_SIGNING', manualNotary: true },
    });
    lender.completeStep(UUID, 'sign-note');
    expect(lender.application(UUID)).toMatchObject({
      status: { checklistStatus: 'MANUAL_DEED_SIGNING' },
      progress: 'MANUAL_NOTARY',
    });
    lender.completeStep(UUID, 'notarize');
    expect(statusOf(lender)).toBe('WAITING_FOR_NOTARY');
  });

  it('refuses a step that does not fit the status (409) and an unknown step (400)', () => {
    const lender = newLender();
    const refusal = (step: string) => {
      try {
        lender.completeStep(
          UUID,
          step,
          sampleStepBody(step as JourneyStep, lender.application(UUID)!),
        );
      } catch (error) {
        return error;
      }
      return null;
    };
    const wrong = refusal('hmda');
    expect(wrong).toBeInstanceOf(LenderError);
    expect(wrong).toMatchObject({
      status: 409,
      body: {
        errors: ['The step hmda cannot be completed at OFFER_SELECTION (expected select-offer)'],
      },
    });
    expect(refusal('fly-to-the-moon')).toMatchObject({ status: 400 });
    expect(statusOf(lender)).toBe('OFFER_SELECTION');
    expect(stepsAt('DECLINED')).toEqual([]);
  });
});

describe('statuses set by hand (staff tools)', () => {
  it.each(Object.entries(AUTOMATIC))('%s moves on by itself after its polls', (status, move) => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: status } });
    expect(pollsWhile(lender, status)).toBe(move.polls);
    expect(statusOf(lender)).toBe(move.next.status);
  });

  it('WAITING_FOR_OFFERS: 2 polls, then OFFER_SELECTION with offers', () => {
    const lender = newLender();
    lender.updateApplication(UUID, {
      status: { checklistStatus: 'WAITING_FOR_OFFERS' },
      offers: [],
    });
    expect(lender.pollStatus(UUID).status.checklistStatus).toBe('WAITING_FOR_OFFERS');
    expect(lender.pollStatus(UUID).status.checklistStatus).toBe('WAITING_FOR_OFFERS');
    const application = lender.pollStatus(UUID);
    expect(application.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(application.offers.length).toBeGreaterThan(0);
  });

  it('an actionable status stays until its step is completed', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'HMDA' } });
    for (let i = 0; i < 5; i += 1) lender.pollStatus(UUID);
    expect(statusOf(lender)).toBe('HMDA');
  });

  it('clearSchedule keeps a waiting status where it is', () => {
    const lender = newLender();
    lender.updateApplication(UUID, { status: { checklistStatus: 'GEN_NOTE_SIGNING' } });
    lender.clearSchedule(UUID);
    for (let i = 0; i < 5; i += 1) lender.pollStatus(UUID);
    expect(statusOf(lender)).toBe('GEN_NOTE_SIGNING');
  });
});

describe('scenarios', () => {
  const expected: Record<string, string> = {
    decline: 'error/decline',
    'credit-frozen': 'credit/error',
    'credit-no-match': 'credit/social',
    'no-property': 'review-app/property',
    'bpo-required-tx': 'bpo/condition',
    'bpo-required': 'bpo/order-bpo',
    'flood-cert': 'error/flood-cert',
    'payoff-pending': 'payoff/hold',
    'appraisal-hold': 'hold',
    'lien-verification': 'liens',
    'co-deed-required': 'signing/additional',
    'manual-notary': 'notary/reserve-manual',
    crypto: 'bank/autopay',
  };

  it('covers every branch the issue names', () => {
    expect([...SCENARIO_NAMES].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s routes to %s', (name, screen) => {
    const lender = newLender();
    // From a Texas application too: bpo-required must then leave Texas.
    lender.updateApplication(UUID, { propertyState: 'TX', disburseRoutingNumber: null });
    lender.applyScenario(UUID, name);
    const application = lender.application(UUID)!;
    expect(routeForStatus(routeInput(application)).screen).toBe(screen);
    // The status is answered at least once: the app lands there before anything moves on.
    expect(routeForStatus(routeInput(lender.pollStatus(UUID))).screen).toBe(screen);
  });

  it('flood-cert: the certificate arrives after 2 more polls, then review-app/signdocs', () => {
    const lender = newLender();
    lender.applyScenario(UUID, 'flood-cert');
    lender.pollStatus(UUID);
    lender.pollStatus(UUID);
    expect(routeForStatus(routeInput(lender.pollStatus(UUID))).screen).toBe('review-app/signdocs');
  });

  it('the holds resume the journey by themselves', () => {
    const lender = newLender();
    lender.applyScenario(UUID, 'payoff-pending');
    expect(pollsWhile(lender, 'PAYOFF_REQUEST_PENDING')).toBe(2);
    expect(statusOf(lender)).toBe('GEN_CLOSING_DISCLOSURE');
  });

  it('the branches lead back onto the main path by their steps', () => {
    const lender = newLender();
    lender.applyScenario(UUID, 'co-deed-required');
    signersSigned(lender);
    lender.completeStep(
      UUID,
      'co-deed',
      sampleStepBody('co-deed' as JourneyStep, lender.application(UUID)!),
    );
    expect(pollsWhile(lender, 'WAITING_FOR_DOCUMENTS')).toBe(2);
    expect(statusOf(lender)).toBe('GEN_NOTARY_DISCLOSURE');

    lender.applyScenario(UUID, 'bpo-required');
    lender.completeStep(
      UUID,
      'order-bpo',
      sampleStepBody('order-bpo' as JourneyStep, lender.application(UUID)!),
    );
    expect(pollsWhile(lender, 'NAV_BPO_PROCESSING')).toBe(2);
    expect(lender.application(UUID)!.status).toMatchObject({
      checklistStatus: 'REVISED_OFFER_SELECTION',
      bpo: 'BPO_COMPLETE',
    });
  });

  it('refuses an unknown scenario', () => {
    expect(() => newLender().applyScenario(UUID, 'nope')).toThrow(LenderError);
  });
});
