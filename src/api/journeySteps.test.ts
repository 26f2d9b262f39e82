import { completeStep } from './application';
import {
  isJourneyStep,
  JOURNEY_STEPS,
  journeyStepBodies,
  type JourneyStep,
  type JourneyStepBody,
} from './journeySteps';

/** A body each step's screen sends (typed by the step: a wrong field fails the type check). */
const VALID: { [S in JourneyStep]: JourneyStepBody<S> } = {
  'select-offer': {
    offerUuid: 'offer-1',
    amount: 150_000,
    initialDraw: 50_000,
    drawPreference: 'PRESERVE',
  },
  'contact-info': {
    phoneNumber: '+19165550101',
    email: 'borrower@example.com',
    mailingAddressSameAsProperty: false,
    mailingAddress: {
      street1: '12 Oak Street',
      city: 'Sacramento',
      state: 'ca',
      zip: '95814',
    },
    maritalStatus: 'MARRIED',
  },
  hmda: { ethnicity: ['HISPANIC_OR_LATINO'], race: [], sex: ['FEMALE'] },
  'submit-application': { certified: true },
  'link-income': { verifications: [{ sourceId: 'income-1', method: 'PAYROLL' }] },
  'verify-employment': {
    employerName: 'Sample Co',
    employerPhone: '9165550123',
    jobTitle: 'Engineer',
    startDate: '03/01/2015',
  },
  'verify-identity': { verificationId: 'verification-1' },
  'disburse-account': { accountRef: 'account-1' },
  'autopay-account': { paymentMethod: 'AUTOPAY', accountRef: 'account-1' },
  'sign-closing-disclosure': { acknowledged: true, documentUuid: 'closing-disclosure' },
  'sign-note': { documentUuids: ['heloc-agreement', 'notice-of-right-to-cancel'] },
  'notary-disclosure': { acknowledged: true },
  notarize: { method: 'ENOTARY', sessionUuid: 'session-1' },
  'co-deed': {},
  'verify-liens': { liens: [{ id: 'lien-1', mine: true, status: 'OPEN' }] },
  'order-bpo': { accepted: true, kind: 'ORDER', fee: 150 },
  'estimate-value': { estimatedValue: 650_000 },
  'confirm-property': {
    candidateId: null,
    address: { street1: '12 Oak Street', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
  'confirm-ssn': { ssn: '123456789', dob: '1980-04-12' },
  'unfreeze-credit': { creditUnfrozen: true },
  'explain-delinquency': { explanation: 'A payment was late while I changed banks.' },
  requalify: { option: 'SMALLER_LINE' },
  'pay-appraisal': { coveredByLender: true },
  'link-assets': { accountType: 'SAVINGS', totalLiquidAssets: 250_000, confirmed: true },
};

/** A body each step's lender refuses, and one message it answers with. */
const INVALID: { [S in JourneyStep]: [body: unknown, message: string] } = {
  'select-offer': [{ drawPreference: 'ALL' }, 'drawPreference'],
  'contact-info': [
    {
      phoneNumber: '+19165550101',
      email: 'borrower@example.com',
      mailingAddressSameAsProperty: false,
      maritalStatus: 'MARRIED',
    },
    'A mailing address is required when it is not the property',
  ],
  hmda: [{ sex: ['FEMALE', 'SEX_NOT_PROVIDED'] }, 'cannot be combined with another answer'],
  'submit-application': [{}, 'The borrower must certify that the information is true'],
  'link-income': [{ verifications: [] }, 'verifications must name at least one source'],
  'verify-employment': [
    { employerName: 'Co', employerPhone: '916', jobTitle: 'x', startDate: '03/01/2015' },
    'employerPhone must be 10 digits',
  ],
  'verify-identity': [{ verificationId: '' }, 'verificationId'],
  'disburse-account': [{ accountRef: 42 }, 'accountRef'],
  'autopay-account': [{ paymentMethod: 'CHECK' }, 'paymentMethod'],
  'sign-closing-disclosure': [{ acknowledged: false }, 'acknowledged must be true'],
  'sign-note': [{ documentUuids: 'heloc-agreement' }, 'documentUuids'],
  'notary-disclosure': [{ acknowledged: false }, 'acknowledged must be true'],
  notarize: [{ method: 'IN_PERSON' }, 'method'],
  'co-deed': [{ signerUuids: [1] }, 'signerUuids'],
  'verify-liens': [{ liens: [] }, 'Answer for every lien'],
  'order-bpo': [{ accepted: false, kind: 'ORDER' }, 'The valuation must be accepted'],
  'estimate-value': [{ estimatedValue: 1000 }, 'Must be at least $50,000'],
  'confirm-property': [
    { address: { street1: '', city: 'Sacramento', state: 'CA', zip: '95814' } },
    'Street address is required',
  ],
  'confirm-ssn': [{ ssn: '12345', dob: '1980-04-12' }, 'Social Security number must be 9 digits'],
  'unfreeze-credit': [{ creditUnfrozen: false }, 'creditUnfrozen must be true'],
  'explain-delinquency': [{ explanation: 'late' }, 'Must be at least 10 characters'],
  requalify: [{ option: 'BIGGER_LINE' }, 'option'],
  'pay-appraisal': [{ coveredByLender: 'yes' }, 'coveredByLender'],
  'link-assets': [{ accountType: 'CRYPTO' }, 'accountType'],
};

function messagesOf(step: JourneyStep, body: unknown): string[] {
  const parsed = journeyStepBodies[step].safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the journey steps', () => {
  it('has one body schema per step, and knows only those steps', () => {
    expect(Object.keys(journeyStepBodies).sort()).toEqual([...JOURNEY_STEPS].sort());
    expect(new Set(JOURNEY_STEPS).size).toBe(JOURNEY_STEPS.length);
    expect(isJourneyStep('select-offer')).toBe(true);
    expect(isJourneyStep('select-offers')).toBe(false);
  });

  it.each(JOURNEY_STEPS)('%s: the screen’s body parses', (step) => {
    expect(messagesOf(step, VALID[step])).toEqual([]);
  });

  it.each(JOURNEY_STEPS)('%s: a wrong body is refused with a clear message', (step) => {
    const [body, message] = INVALID[step];
    const messages = messagesOf(step, body);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain(message);
  });

  it('reads what the lender keeps: trimmed text, upper-case state, defaults', () => {
    const contact = journeyStepBodies['contact-info'].parse(VALID['contact-info']);
    expect(contact.mailingAddress).toEqual({
      street1: '12 Oak Street',
      street2: '',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    });
    expect(journeyStepBodies.hmda.parse({})).toEqual({ ethnicity: [], race: [], sex: [] });
  });

  it('types completeStep by its step: an unknown step or another step’s body fails tsc', () => {
    const signal = new AbortController().signal;
    // Never called: the type check is the test (tsc fails when a directive is not needed).
    const typed = () => {
      void completeStep('uuid', 'estimate-value', { estimatedValue: 650_000 }, { signal });
      // @ts-expect-error an unknown step
      void completeStep('uuid', 'estimate-values', { estimatedValue: 650_000 });
      // @ts-expect-error another step's body
      void completeStep('uuid', 'estimate-value', { explanation: 'late' });
      // @ts-expect-error a wrong value
      void completeStep('uuid', 'order-bpo', { accepted: true, kind: 'APPRAISAL' });
    };
    expect(typeof typed).toBe('function');
  });
});
