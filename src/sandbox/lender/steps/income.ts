import { LenderError } from '../errors';
import type { StepRule, StepRules } from './rule';

/**
 * link-income (income/review's Continue): the sources the borrower verified and how. Each named
 * source must be verified online or have its documents uploaded (409 otherwise), and every source
 * the lender asked for must be named. `{}` is accepted as the staff tools' and the journey
 * tests' shortcut (docs/sandbox.md): the screen always sends the list.
 */
const linkIncome: StepRule<'link-income'> = {
  apply: (application, input) => {
    if (!input.verifications) return;
    const sources = application.screens.income?.sources ?? [];
    const problems: string[] = [];
    for (const source of sources) {
      const named = input.verifications.find((v) => v.sourceId === source.id);
      if (!named) problems.push(`Income source ${source.id} is not verified yet`);
      else if (source.status !== 'VERIFIED' && source.status !== 'DOCUMENTS_SUBMITTED')
        problems.push(`Income source ${source.id} is not verified yet`);
      else if (source.verifiedBy !== named.method)
        problems.push(`Income source ${source.id} was verified by ${source.verifiedBy}`);
    }
    for (const named of input.verifications) {
      if (!sources.some((source) => source.id === named.sourceId))
        problems.push(`Unknown income source ${named.sourceId}`);
    }
    if (problems.length > 0) throw new LenderError(409, { errors: problems });
  },
};

/** verify-employment (income/employer-verification): the employer's details, checked here too. */
const verifyEmployment: StepRule<'verify-employment'> = {
  apply: (_application, input, context) => {
    const [month, day, year] = input.startDate.split('/').map(Number) as [number, number, number];
    const start = new Date(year, month - 1, day);
    if (start.getMonth() !== month - 1 || start.getDate() !== day || year < 1900)
      throw new LenderError(400, { errors: ['startDate: not a real date'] });
    if (start.getTime() > Date.parse(context.nowIso()))
      throw new LenderError(400, { errors: ['startDate: cannot be in the future'] });
  },
};

/**
 * verify-identity (identity): the verification that succeeded; it must be VERIFIED (409
 * otherwise). `{}` is the staff tools' and the journey tests' shortcut.
 */
const verifyIdentity: StepRule<'verify-identity'> = {
  apply: (application, input) => {
    if (!input.verificationId) return;
    // The primary borrower's own verification (a signer's does not count for the borrower).
    const record = (application.screens.income?.identity ?? []).find(
      (v) =>
        v.id === input.verificationId &&
        (v.identityUuid ?? application.identityUuid) === application.identityUuid,
    );
    if (!record) throw new LenderError(409, { errors: ['Unknown identity verification'] });
    if (record.status !== 'VERIFIED')
      throw new LenderError(409, { errors: [`The identity verification is ${record.status}`] });
  },
};

/** Step rules of the income screens (see rule.ts; bodies: src/api/journeySteps.ts). */
export const incomeStepRules: StepRules = {
  'link-income': linkIncome,
  'verify-employment': verifyEmployment,
  'verify-identity': verifyIdentity,
};
