import { needsBackOfId } from './identityDocuments';
import {
  EMPLOYER_MESSAGES,
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  canContinueIncome,
  checkEmployer,
  employerBody,
  employmentTypeLabel,
  isIncomeLinkType,
  requiredDocuments,
} from './income';

const TODAY = new Date(2026, 0, 15);
const VALID = {
  employerName: 'Acme',
  employerPhone: '(555) 123-4567',
  jobTitle: 'Engineer',
  startDate: '01/15/2026',
};

describe('income rules', () => {
  it('labels every employment type the spec lists, and anything else as other income', () => {
    expect(EMPLOYMENT_TYPES).toHaveLength(9);
    for (const type of EMPLOYMENT_TYPES) expect(EMPLOYMENT_TYPE_LABELS[type]).toBeTruthy();
    expect(employmentTypeLabel('CHILD_SUPPORT')).toBe('Child support');
    expect(employmentTypeLabel('SOMETHING_NEW')).toBe('Other income');
  });

  it('knows the link types', () => {
    expect(['payroll', 'bank'].every(isIncomeLinkType)).toBe(true);
    expect([undefined, '', 'crypto', 'PAYROLL'].some(isIncomeLinkType)).toBe(false);
  });

  it('continues only when every source is verified or has its documents', () => {
    expect(canContinueIncome([])).toBe(false);
    expect(canContinueIncome([{ status: 'VERIFIED' }, { status: 'DOCUMENTS_SUBMITTED' }])).toBe(
      true,
    );
    expect(canContinueIncome([{ status: 'VERIFIED' }, { status: 'PROCESSING' }])).toBe(false);
  });

  it('asks for documents by employment type', () => {
    expect(requiredDocuments('FULL_TIME')).toEqual([
      expect.objectContaining({ type: 'USER_UPLOADED_PAYSTUB', count: 2 }),
    ]);
    expect(requiredDocuments('SELF_EMPLOYED').map((d) => d.type)).toEqual([
      'SUPPORT_DOCUMENT',
      'BANK_STATEMENT',
    ]);
    expect(requiredDocuments(null)).toEqual([
      expect.objectContaining({ type: 'SUPPORT_DOCUMENT', count: 1 }),
    ]);
  });
});

describe('employer verification', () => {
  it('accepts a complete form, today as the start date, and builds the step body', () => {
    expect(checkEmployer(VALID, TODAY)).toEqual({});
    expect(employerBody({ ...VALID, startDate: '1/5/2020' })).toEqual({
      employerName: 'Acme',
      employerPhone: '5551234567',
      jobTitle: 'Engineer',
      startDate: '01/05/2020',
    });
  });

  it.each([
    [{ employerName: ' ' }, 'employerName', EMPLOYER_MESSAGES.employerNameRequired],
    [{ employerName: 'x'.repeat(101) }, 'employerName', EMPLOYER_MESSAGES.employerNameTooLong],
    [{ employerPhone: '' }, 'employerPhone', EMPLOYER_MESSAGES.employerPhoneRequired],
    [{ employerPhone: '555-1234' }, 'employerPhone', EMPLOYER_MESSAGES.employerPhoneInvalid],
    [{ jobTitle: '' }, 'jobTitle', EMPLOYER_MESSAGES.jobTitleRequired],
    [{ startDate: '' }, 'startDate', EMPLOYER_MESSAGES.startDateRequired],
    [{ startDate: '2019-03-15' }, 'startDate', EMPLOYER_MESSAGES.startDateInvalid],
    [{ startDate: '02/30/2019' }, 'startDate', EMPLOYER_MESSAGES.startDateInvalid],
    [{ startDate: '01/01/1899' }, 'startDate', EMPLOYER_MESSAGES.startDateInvalid],
    [{ startDate: '01/16/2026' }, 'startDate', EMPLOYER_MESSAGES.startDateFuture],
  ])('%o → %s: %s', (patch, field, message) => {
    expect(checkEmployer({ ...VALID, ...patch }, TODAY)).toEqual({ [field]: message });
  });
});

describe('identity documents', () => {
  it('asks for the back only for a card with a back and the flag on', () => {
    expect(needsBackOfId('DRIVERS_LICENSE', true)).toBe(true);
    expect(needsBackOfId('PERMANENT_RESIDENT_CARD', true)).toBe(true);
    expect(needsBackOfId('PASSPORT', true)).toBe(false);
    expect(needsBackOfId('DRIVERS_LICENSE', false)).toBe(false);
    expect(needsBackOfId(null, true)).toBe(false);
  });
});
