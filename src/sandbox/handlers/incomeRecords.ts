/**
 * The application's incomeRequestRecords (shell §3: records carrying "methods"), as the lender
 * derives them: one record per income source to verify, from what registration recorded
 * (application.income: the employment type and its annual income, plus other income) and, once
 * the income screens have touched it, the lender's own source records
 * (application.screens.income.sources, where each one stands).
 *
 * The derivation is the same as the income screens' (handlers/incomeScreens.ts): the same ids,
 * amounts and methods, so `getApplication` and `getIncomeVerification` never disagree (a test
 * keeps them equal). Pure: reading the application never changes it.
 */
import type { HelocApplication } from '../lender';
import type { IncomeMethodRecord, IncomeSourceRecord } from '../lender/screenState/income';

/** A salary can be verified with the payroll provider; every source by bank or documents. */
export function incomeMethodsFor(employmentType: string | null): IncomeMethodRecord[] {
  return employmentType === 'FULL_TIME' || employmentType === 'PART_TIME'
    ? ['PAYROLL', 'BANK', 'DOCUMENTS']
    : ['BANK', 'DOCUMENTS'];
}

function derivedSource(
  id: string,
  kind: IncomeSourceRecord['kind'],
  employmentType: string | null,
  annualAmount: number,
): IncomeSourceRecord {
  return {
    id,
    kind,
    employmentType,
    annualAmount,
    methods: incomeMethodsFor(employmentType),
    status: 'UNVERIFIED',
    verifiedBy: null,
    institution: null,
    documents: [],
  };
}

/** The income sources to verify: the lender's records once made, else derived from registration. */
export function incomeSourcesOf(application: HelocApplication): IncomeSourceRecord[] {
  const recorded = application.screens.income?.sources;
  if (recorded) return recorded;
  const { income } = application;
  const prefix = application.uuid.slice(0, 8);
  return [
    derivedSource(`${prefix}-income-1`, 'PRIMARY', income.employmentType, income.incomePrimary),
    ...(income.incomeOther > 0
      ? [derivedSource(`${prefix}-income-2`, 'OTHER', null, income.incomeOther)]
      : []),
  ];
}

/** incomeRequestRecords on the wire: one per source, with its methods and where it stands. */
export function incomeRequestRecordsJson(application: HelocApplication) {
  return incomeSourcesOf(application).map((source) => ({
    uuid: source.id,
    incomeType: source.kind,
    employmentType: source.employmentType,
    annualIncome: source.annualAmount,
    methods: [...source.methods],
    status: source.status,
    verifiedBy: source.verifiedBy,
  }));
}
