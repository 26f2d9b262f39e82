/**
 * incomeRequestRecords: derived from what registration recorded (employment type, income, other
 * income), one record per income source with its verification methods, read through the app's
 * own getApplication, and always in step with the income screens' sources.
 */
import { getApplication } from '../../api/application';
import { configureApi, resetApiConfig } from '../../api/config';
import { getIncomeVerification } from '../../api/incomeVerification';
import { stubBrowser } from '../../api/testSupport';
import { isVerificationMethod } from '../../domain/income';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { SEED } from '../lender';
import { incomeMethodsFor, incomeRequestRecordsJson } from './incomeRecords';
import { TEST_ORIGIN } from './testUrls';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;

beforeEach(() => {
  stubBrowser(`/account/heloc/${UUID}/income/review`);
  configureApi({ baseUrl: TEST_ORIGIN, orgCode: 'main', onUnauthenticated: () => undefined });
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});
afterEach(() => resetApiConfig());

function newApplication(employmentType: string, incomePrimary: number, incomeOther = 0) {
  const identity = lender.registerIdentity({
    email: `income-${employmentType.toLowerCase()}@example.com`,
    password: 'Another-pass1!',
    phoneNumber: '(619) 555-0199',
  });
  return lender.createHeloc(identity.uuid, {
    property: {
      street1: '310 Example Way',
      street2: '',
      city: 'San Diego',
      state: 'CA',
      zip: '92104',
      occupancyType: 'HOME',
    },
    name: { firstName: 'Pat', lastName: 'Tester' },
    incomePrimary,
    incomeOther,
    employmentType,
  });
}

describe('incomeRequestRecords', () => {
  it('has one record for a salaried borrower, verifiable by payroll, bank or documents', async () => {
    const application = await getApplication(UUID);
    expect(application.incomeRequestRecords).toEqual([
      { methods: ['PAYROLL', 'BANK', 'DOCUMENTS'] },
    ]);
    expect(incomeRequestRecordsJson(lender.application(UUID)!)).toEqual([
      {
        uuid: `${UUID.slice(0, 8)}-income-1`,
        incomeType: 'PRIMARY',
        employmentType: 'FULL_TIME',
        annualIncome: 145_000,
        methods: ['PAYROLL', 'BANK', 'DOCUMENTS'],
        status: 'UNVERIFIED',
        verifiedBy: null,
      },
    ]);
  });

  it('adds a record for other income; self-employment and other income have no payroll', () => {
    const records = incomeRequestRecordsJson(newApplication('SELF_EMPLOYED', 98_000, 6_000));
    expect(
      records.map(({ incomeType, employmentType, annualIncome, methods }) => ({
        incomeType,
        employmentType,
        annualIncome,
        methods,
      })),
    ).toEqual([
      {
        incomeType: 'PRIMARY',
        employmentType: 'SELF_EMPLOYED',
        annualIncome: 98_000,
        methods: ['BANK', 'DOCUMENTS'],
      },
      {
        incomeType: 'OTHER',
        employmentType: null,
        annualIncome: 6_000,
        methods: ['BANK', 'DOCUMENTS'],
      },
    ]);
  });

  it('follows what registration recorded (part-time: payroll too)', () => {
    const records = incomeRequestRecordsJson(newApplication('PART_TIME', 40_000));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ employmentType: 'PART_TIME', annualIncome: 40_000 });
    expect(records[0]!.methods).toEqual(['PAYROLL', 'BANK', 'DOCUMENTS']);
  });

  it('only uses the methods the app knows', () => {
    for (const type of ['FULL_TIME', 'RETIRED', 'ALIMONY', null]) {
      expect(incomeMethodsFor(type).every(isVerificationMethod)).toBe(true);
    }
  });

  it('agrees with the income screens, and follows a source once it is verified', async () => {
    const verification = await getIncomeVerification(UUID);
    const records = incomeRequestRecordsJson(lender.application(UUID)!);
    expect(records.map((record) => [record.uuid, record.annualIncome, record.methods])).toEqual(
      verification.sources.map((source) => [source.id, source.annualAmount, source.methods]),
    );
    lender.changeApplication(UUID, (application) => {
      const source = application.screens.income!.sources![0]!;
      source.status = 'VERIFIED';
      source.verifiedBy = 'PAYROLL';
    });
    expect(await getApplication(UUID)).toMatchObject({
      incomeRequestRecords: [{ methods: ['PAYROLL', 'BANK', 'DOCUMENTS'] }],
    });
    expect(incomeRequestRecordsJson(lender.application(UUID)!)[0]).toMatchObject({
      status: 'VERIFIED',
      verifiedBy: 'PAYROLL',
    });
  });

  it('reading the application never makes the income records', async () => {
    await getApplication(UUID);
    expect(lender.application(UUID)?.screens.income?.sources).toBeUndefined();
  });
});
