/**
 * What the lender receives from the step screens: each calls object runs on the real step-screen
 * chart with the API mocked, and the request is compared with a body written out by hand.
 */
import { createActor, waitFor } from 'xstate';
import { completeStep, getApplication } from '../../../src/api/application';
import { saveManualBankAccount } from '../../../src/api/bankLink';
import { uploadDocument } from '../../../src/api/documents';
import {
  submitIncomeDocuments,
  type IncomeSource,
  type IncomeVerification,
} from '../../../src/api/incomeVerification';
import type { Offer } from '../../../src/api/application';
import { getApplicationSummary } from '../../../src/api/moreInfo';
import { payAppraisal } from '../../../src/api/payments';
import { getAppraisal } from '../../../src/api/property';
import { EMPTY_HMDA, toHmdaBody } from '../../../src/domain/hmda';
import { stepScreenActors, type StepScreenCalls } from '../step-screen.actors';
import { stepScreenMachine } from '../step-screen.machine';
import { autopayBody, autopayCalls, confirmAccountCalls, manualDisburseCalls } from './bank';
import { employerVerificationCalls, incomeReviewCalls, incomeUploadCalls } from './income';
import { appSummaryCalls, contactInfoBody, hmdaCalls } from './moreInfo';
import { assetsCalls, selectOfferBody, selectOfferCalls } from './offer';
import { appraisalCalls, bpoConditionCalls, bpoOrderCalls } from './property';

vi.mock('../../../src/api/application', () => ({
  completeStep: vi.fn(),
  getApplication: vi.fn(),
}));
vi.mock('../../../src/api/bankLink', () => ({
  getBankAccounts: vi.fn(),
  saveManualBankAccount: vi.fn(),
}));
vi.mock('../../../src/api/documents', () => ({ uploadDocument: vi.fn() }));
vi.mock('../../../src/api/incomeVerification', () => ({
  getIncomeVerification: vi.fn(),
  submitIncomeDocuments: vi.fn(),
}));
vi.mock('../../../src/api/moreInfo', () => ({ getApplicationSummary: vi.fn() }));
vi.mock('../../../src/api/payments', () => ({ payAppraisal: vi.fn() }));
vi.mock('../../../src/api/property', () => ({
  getAppraisal: vi.fn(),
  getValuation: vi.fn(),
  getLiens: vi.fn(),
  getClosing: vi.fn(),
  getPropertyCandidates: vi.fn(),
}));
vi.mock('../../../src/api/profile', () => ({ getProfile: vi.fn(), saveProfileName: vi.fn() }));
vi.mock('../../../src/api/decision', () => ({ getDecision: vi.fn() }));

const UUID = 'a0000000-0000-4000-8000-000000000001';
/** What every write is sent with: the abort signal and the attempt's Idempotency-Key. */
const write = { signal: expect.any(AbortSignal), idempotencyKey: expect.any(String) };

beforeEach(() => {
  vi.mocked(completeStep).mockResolvedValue({ uuid: UUID, step: 'x' });
});

/**
 * Runs a screen's calls on the real chart: its load (each test mocks what it reads, or gives
 * `data`), then SUBMIT with `values`, to the end.
 */
async function submit<TData, TValues, TSaved>(
  calls: StepScreenCalls<TData, TValues, TSaved>,
  values: TValues,
  data?: TData,
) {
  const actors = stepScreenActors(
    data === undefined ? calls : { ...calls, load: async () => data },
  );
  const actor = createActor(stepScreenMachine.provide({ actors }), {
    input: { applicationUuid: UUID },
  }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  actor.send({ type: 'SUBMIT', values });
  const end = await waitFor(
    actor,
    (snapshot) => snapshot.status === 'done' || snapshot.matches('ready'),
  );
  expect(end.context.error).toBeNull();
  return end;
}

describe('bank', () => {
  it('a typed-in account is saved trimmed, digits only, as checking unless savings', async () => {
    vi.mocked(getApplication).mockResolvedValue({ uuid: UUID } as never);
    vi.mocked(saveManualBankAccount).mockResolvedValue({ accountRef: 'acct-1' } as never);
    const end = await submit(manualDisburseCalls, {
      holderName: '  Jamie Rivera ',
      routingNumber: '011 000-015',
      accountNumber: '0001-2345 6789',
      confirmAccountNumber: '0001-2345 6789',
      accountType: 'SAVINGS',
    });
    expect(saveManualBankAccount).toHaveBeenCalledWith(
      UUID,
      {
        holderName: 'Jamie Rivera',
        routingNumber: '011000015',
        accountNumber: '000123456789',
        accountType: 'SAVINGS',
      },
      // The attempt's save key, kept in the machine's context.
      { signal: expect.any(AbortSignal), idempotencyKey: end.context.keys.save },
    );
    expect(completeStep).not.toHaveBeenCalled();
  });

  it('bank/confirm posts disburse-account with the chosen account only', async () => {
    await submit(confirmAccountCalls, { accountRef: 'acct-7' }, {} as never);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'disburse-account',
      { accountRef: 'acct-7' },
      write,
    );
  });

  it('bank/autopay names an account only when one was chosen', async () => {
    await submit(autopayCalls, { paymentMethod: 'AUTOPAY', accountRef: 'acct-2' }, {} as never);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'autopay-account',
      { paymentMethod: 'AUTOPAY', accountRef: 'acct-2' },
      write,
    );
    expect(autopayBody({ paymentMethod: 'AUTOPAY' })).toEqual({ paymentMethod: 'AUTOPAY' });
    expect(autopayBody({ paymentMethod: 'MANUAL' })).toEqual({ paymentMethod: 'MANUAL' });
  });
});

describe('moreInfo', () => {
  it('hmda: the codes in form order and only the text of a chosen option', async () => {
    vi.mocked(getApplicationSummary).mockResolvedValue({ uuid: UUID } as never);
    const answers = {
      ...EMPTY_HMDA,
      ethnicity: ['NOT_HISPANIC_OR_LATINO'],
      race: ['WHITE', 'OTHER_ASIAN', 'ASIAN'],
      sex: ['FEMALE'],
      otherAsian: '  Hmong ',
      otherPacificIslander: 'Tongan',
    };
    await submit(hmdaCalls, toHmdaBody(answers));
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'hmda',
      {
        ethnicity: ['NOT_HISPANIC_OR_LATINO'],
        race: ['ASIAN', 'OTHER_ASIAN', 'WHITE'],
        sex: ['FEMALE'],
        otherAsian: 'Hmong',
      },
      write,
    );
  });

  it('contact-info: E.164 phone, trimmed e-mail, a separate mailing address in capitals', () => {
    const mailing = {
      street1: ' 12 Oak St ',
      street2: '',
      city: ' Austin ',
      state: 'tx ',
      zip: '78701',
    };
    expect(
      contactInfoBody({
        phone: '(512) 555-0142',
        email: ' jamie@example.com ',
        sameAsProperty: 'no',
        mailing,
        maritalStatus: 'MARRIED',
      }),
    ).toEqual({
      phoneNumber: '+15125550142',
      email: 'jamie@example.com',
      mailingAddressSameAsProperty: false,
      maritalStatus: 'MARRIED',
      mailingAddress: {
        street1: '12 Oak St',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    });
    expect(
      contactInfoBody({
        phone: '(512) 555-0142',
        email: 'jamie@example.com',
        sameAsProperty: 'yes',
        mailing,
        maritalStatus: 'UNMARRIED',
      }),
    ).toEqual({
      phoneNumber: '+15125550142',
      email: 'jamie@example.com',
      mailingAddressSameAsProperty: true,
      maritalStatus: 'UNMARRIED',
    });
  });

  it('submit-application: the certification, with only the sections corrected', async () => {
    await submit(appSummaryCalls, { contactInfo: null, hmda: null }, {} as never);
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'submit-application',
      { certified: true },
      write,
    );
    await submit(
      appSummaryCalls,
      { contactInfo: null, hmda: { ethnicity: [], race: ['WHITE'], sex: [] } },
      {} as never,
    );
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'submit-application',
      { certified: true, hmda: { ethnicity: [], race: ['WHITE'], sex: [] } },
      write,
    );
  });
});

describe('income', () => {
  const source = (id: string, verifiedBy: string | null, extra: Partial<IncomeSource> = {}) =>
    ({
      id,
      kind: 'EMPLOYMENT',
      employmentType: 'FULL_TIME',
      methods: ['PAYROLL', 'DOCUMENTS'],
      status: 'VERIFIED',
      verifiedBy,
      documents: [],
      ...extra,
    }) as IncomeSource;

  it('link-income: each source with how it was verified, documents otherwise', async () => {
    const data = {
      sources: [source('src-1', 'PAYROLL'), source('src-2', null), source('src-3', 'BANK')],
    } as IncomeVerification;
    await submit(incomeReviewCalls, undefined, data);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'link-income',
      {
        verifications: [
          { sourceId: 'src-1', method: 'PAYROLL' },
          { sourceId: 'src-2', method: 'DOCUMENTS' },
          { sourceId: 'src-3', method: 'BANK' },
        ],
      },
      write,
    );
  });

  it('verify-employment: trimmed names, phone digits, the start date as MM/dd/yyyy', async () => {
    await submit(employerVerificationCalls, {
      employerName: ' Acme Corp ',
      employerPhone: '(512) 555-0100',
      jobTitle: ' Engineer ',
      startDate: '3/7/2019',
    });
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'verify-employment',
      {
        employerName: 'Acme Corp',
        employerPhone: '5125550100',
        jobTitle: 'Engineer',
        startDate: '03/07/2019',
      },
      write,
    );
  });

  it('income/upload: one upload per file as its document type, then attaches them', async () => {
    let n = 0;
    vi.mocked(uploadDocument).mockImplementation(async (_uuid, request) => {
      n += 1;
      return {
        uuid: `doc-${n}`,
        documentType: request.documentType,
        fileName: `stub-${n}.pdf`,
        size: 1,
        uploadedAt: '2026-11-25',
      };
    });
    vi.mocked(submitIncomeDocuments).mockResolvedValue({ sources: [] } as never);
    const paystub = (name: string) => new File(['%PDF-'], name, { type: 'application/pdf' });
    const first = paystub('may.pdf');
    const second = paystub('june.pdf');
    const end = await submit(
      incomeUploadCalls,
      { source: source('src-1', null), files: [[first, second]] },
      { sources: [] } as never,
    );
    // Each upload its own key, derived from the attempt's save key; two minutes to upload.
    const key = end.context.keys.save;
    expect(uploadDocument).toHaveBeenNthCalledWith(
      1,
      UUID,
      { documentType: 'USER_UPLOADED_PAYSTUB', file: first },
      { signal: expect.any(AbortSignal), idempotencyKey: `${key}.upload-0-0`, timeoutMs: 120_000 },
    );
    expect(uploadDocument).toHaveBeenNthCalledWith(
      2,
      UUID,
      { documentType: 'USER_UPLOADED_PAYSTUB', file: second },
      { signal: expect.any(AbortSignal), idempotencyKey: `${key}.upload-0-1`, timeoutMs: 120_000 },
    );
    expect(submitIncomeDocuments).toHaveBeenCalledWith(
      UUID,
      'src-1',
      [
        { documentId: 'doc-1', type: 'USER_UPLOADED_PAYSTUB', fileName: 'stub-1.pdf' },
        { documentId: 'doc-2', type: 'USER_UPLOADED_PAYSTUB', fileName: 'stub-2.pdf' },
      ],
      { signal: expect.any(AbortSignal), idempotencyKey: `${key}.attach` },
    );
    expect(completeStep).not.toHaveBeenCalled();
  });
});

describe('offer', () => {
  const offer = { uuid: 'offer-10', term: 10, max: 150000 } as Offer;

  it('select-offer: the line is the offer max, with the draw and preference chosen', async () => {
    await submit(selectOfferCalls, { offer, draw: 42000, preference: 'PRESERVE' }, {} as never);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'select-offer',
      { offerUuid: 'offer-10', amount: 150000, initialDraw: 42000, drawPreference: 'PRESERVE' },
      write,
    );
    expect(selectOfferBody({ offer, draw: 150000, preference: 'MAXIMIZE' })).toEqual({
      offerUuid: 'offer-10',
      amount: 150000,
      initialDraw: 150000,
      drawPreference: 'MAXIMIZE',
    });
  });

  it('link-assets: the account type, the total and the confirmation', async () => {
    await submit(assetsCalls, {
      accountType: 'BROKERAGE',
      totalLiquidAssets: 250000.5,
      confirmed: true,
    });
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'link-assets',
      { accountType: 'BROKERAGE', totalLiquidAssets: 250000.5, confirmed: true },
      write,
    );
  });
});

describe('property', () => {
  it('order-bpo: ordered, or accepted as the Texas condition, with the fee', async () => {
    await submit(bpoOrderCalls, { fee: 180 }, {} as never);
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'order-bpo',
      { accepted: true, kind: 'ORDER', fee: 180 },
      write,
    );
    await submit(bpoConditionCalls, { fee: 180 }, {} as never);
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'order-bpo',
      { accepted: true, kind: 'TX_CONDITION', fee: 180 },
      write,
    );
  });

  it('pay-appraisal by card: the number goes once, digits only, then the payment is posted', async () => {
    vi.mocked(getAppraisal).mockResolvedValue({ status: 'PAYMENT_DUE' } as never);
    vi.mocked(payAppraisal).mockResolvedValue({
      paymentUuid: 'pay-9',
      method: 'CARD',
      amount: 650,
    });
    const card = {
      name: 'Jamie Rivera',
      number: '4111 1111-1111 1111',
      expiry: '12/29',
      cvc: '123',
      zip: '78701',
    };
    const end = await submit(appraisalCalls, { method: 'CARD', card });
    const { keys } = end.context;
    expect(keys.save).not.toBe(keys.complete);
    expect(payAppraisal).toHaveBeenCalledWith(
      UUID,
      { method: 'CARD', card: { ...card, number: '4111111111111111' } },
      { signal: expect.any(AbortSignal), idempotencyKey: keys.save },
    );
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'pay-appraisal',
      { paymentUuid: 'pay-9' },
      { signal: expect.any(AbortSignal), idempotencyKey: keys.complete },
    );
  });

  it('pay-appraisal covered by the lender, paid before, or only checked again', async () => {
    vi.mocked(getAppraisal).mockResolvedValue({ status: 'PAYMENT_DUE' } as never);
    await submit(appraisalCalls, { method: 'COVERED' });
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'pay-appraisal',
      { coveredByLender: true },
      write,
    );
    await submit(appraisalCalls, { method: 'PAID', paymentUuid: 'pay-3' });
    expect(completeStep).toHaveBeenLastCalledWith(
      UUID,
      'pay-appraisal',
      { paymentUuid: 'pay-3' },
      write,
    );
    vi.mocked(completeStep).mockClear();
    await submit(appraisalCalls, { method: 'CHECK' });
    expect(completeStep).not.toHaveBeenCalled();
    expect(payAppraisal).not.toHaveBeenCalled();
  });
});
