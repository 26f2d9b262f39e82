import { Lender, LenderError, manualClock, SEED, sequentialIds } from '../index';

/** The moreInfo steps' bodies as the lender takes them (docs/sandbox.md, group moreInfo). */

const UUID = SEED.borrower.applicationUuid;
const CONTACT = {
  phoneNumber: '+19165550199',
  email: 'alex@example.com',
  mailingAddressSameAsProperty: true,
  maritalStatus: 'MARRIED',
};

function lenderAt(status: string) {
  const lender = new Lender({
    ids: sequentialIds('40e10000'),
    clock: manualClock('2026-03-02T18:00:00Z'),
  });
  lender.updateApplication(UUID, { status: { checklistStatus: status } });
  return lender;
}

function refusal(lender: Lender, step: string, body: unknown): unknown {
  try {
    lender.completeStep(UUID, step, body);
  } catch (error) {
    return error;
  }
  return null;
}

const statusOf = (lender: Lender) => lender.application(UUID)!.status.checklistStatus;

describe('contact-info', () => {
  it('takes the contact details and moves on to HMDA', () => {
    const lender = lenderAt('COLLECT_ADDITIONAL_INFO');
    lender.completeStep(UUID, 'contact-info', CONTACT);
    expect(statusOf(lender)).toBe('HMDA');
    expect(lender.application(UUID)!.answers['contact-info']).toMatchObject(CONTACT);
    expect(lender.application(UUID)!.screens.moreInfo?.contactConfirmedAt).toBe(
      '2026-03-02T18:00:00.000Z',
    );
  });

  it.each([
    [{}, 'phoneNumber'],
    [{ ...CONTACT, phoneNumber: '5551234' }, 'phoneNumber: Please enter a valid phone number'],
    [{ ...CONTACT, email: 'nope' }, 'email: Please enter a valid email address'],
    [{ ...CONTACT, mailingAddressSameAsProperty: false }, 'mailingAddress: A mailing address'],
    [
      {
        ...CONTACT,
        mailingAddressSameAsProperty: false,
        mailingAddress: { street1: 'Main', city: 'Reno', state: 'NV', zip: '8950' },
      },
      'mailingAddress.street1: Please enter a valid address',
    ],
    [{ ...CONTACT, maritalStatus: 'COMPLICATED' }, 'maritalStatus: Marital status is required'],
  ])('refuses %j (400)', (body, message) => {
    const lender = lenderAt('COLLECT_ADDITIONAL_INFO');
    const error = refusal(lender, 'contact-info', body);
    expect(error).toBeInstanceOf(LenderError);
    expect((error as LenderError).status).toBe(400);
    expect(JSON.stringify((error as LenderError).body)).toContain(message);
    expect(statusOf(lender)).toBe('COLLECT_ADDITIONAL_INFO');
  });
});

describe('hmda', () => {
  it('takes an empty body (nothing selected) and moves on to APP_SUBMISSION', () => {
    const lender = lenderAt('HMDA');
    lender.completeStep(UUID, 'hmda', {});
    expect(statusOf(lender)).toBe('APP_SUBMISSION');
    expect(lender.application(UUID)!.answers.hmda).toEqual({ ethnicity: [], race: [], sex: [] });
  });

  it.each([
    [{ sex: ['SEX_NOT_PROVIDED', 'FEMALE'] }, 'cannot be combined'],
    [{ race: ['CHINESE'] }, 'CHINESE needs ASIAN'],
    [{ race: ['WHITE'], otherAsian: 'Thai' }, 'otherAsian needs OTHER_ASIAN'],
    [{ race: ['MARTIAN'] }, 'race.0'],
    [
      { race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'], americanIndianTribe: 'x'.repeat(101) },
      'americanIndianTribe',
    ],
  ])('refuses what contradicts itself: %j', (body, message) => {
    const error = refusal(lenderAt('HMDA'), 'hmda', body);
    expect((error as LenderError).status).toBe(400);
    expect(JSON.stringify((error as LenderError).body)).toContain(message);
  });
});

describe('submit-application', () => {
  it('needs the certification', () => {
    const error = refusal(lenderAt('APP_SUBMISSION'), 'submit-application', {});
    expect(JSON.stringify((error as LenderError).body)).toContain(
      'The borrower must certify that the information is true',
    );
  });

  it('records corrections made on the summary over the earlier answers, then pulls credit', () => {
    const lender = lenderAt('COLLECT_ADDITIONAL_INFO');
    lender.completeStep(UUID, 'contact-info', CONTACT);
    lender.completeStep(UUID, 'hmda', { sex: ['FEMALE'] });
    lender.completeStep(UUID, 'submit-application', {
      certified: true,
      hmda: { sex: ['SEX_NOT_PROVIDED'] },
    });
    const application = lender.application(UUID)!;
    expect(application.status.checklistStatus).toBe('HARD_CREDIT_PULL');
    expect(application.answers.hmda).toEqual({
      ethnicity: [],
      race: [],
      sex: ['SEX_NOT_PROVIDED'],
    });
    expect(application.answers['contact-info']).toMatchObject({ email: 'alex@example.com' });
    expect(application.screens.moreInfo).toMatchObject({
      submittedAt: '2026-03-02T18:00:00.000Z',
      correctedOnSummary: ['hmda'],
    });
  });
});

describe('confirm-ssn', () => {
  it('keeps only the last four digits', () => {
    const lender = lenderAt('CREDIT_NO_MATCH');
    lender.completeStep(UUID, 'confirm-ssn', { ssn: '123456789', dob: '1980-04-12' });
    const application = lender.application(UUID)!;
    expect(application.answers['confirm-ssn']).toEqual({ ssnLast4: '6789', dob: '1980-04-12' });
    expect(application.screens.moreInfo?.ssnLast4).toBe('6789');
    expect(JSON.stringify(lender.state)).not.toContain('123456789');
    expect(statusOf(lender)).toBe('WAITING_FOR_OFFERS');
  });

  it.each([
    [{ ssn: '12345678', dob: '1980-04-12' }, 'must be 9 digits'],
    [{ ssn: '666123456', dob: '1980-04-12' }, 'not a valid Social Security number'],
    [{ ssn: '123456789' }, 'dob'],
  ])('refuses %j', (body, message) => {
    const error = refusal(lenderAt('CREDIT_NO_MATCH'), 'confirm-ssn', body);
    expect((error as LenderError).status).toBe(400);
    expect(JSON.stringify((error as LenderError).body)).toContain(message);
    expect(JSON.stringify((error as LenderError).body)).not.toMatch(/\d{9}/u);
  });
});

describe('unfreeze-credit', () => {
  it('records each request and pulls again', () => {
    const lender = lenderAt('HARD_CREDIT_LOCKED_OR_FROZEN');
    expect((refusal(lender, 'unfreeze-credit', {}) as LenderError).status).toBe(400);
    lender.completeStep(UUID, 'unfreeze-credit', { creditUnfrozen: true });
    expect(statusOf(lender)).toBe('HARD_CREDIT_PULL');
    expect(lender.application(UUID)!.screens.moreInfo?.unfreezeRequestedAt).toHaveLength(1);
  });
});
