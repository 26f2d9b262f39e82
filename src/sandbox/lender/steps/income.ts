import { z } from 'zod';
import { LenderError } from '../errors';
import { stepRule, type StepRules } from './rule';

const METHOD = z.enum(['PAYROLL', 'BANK', 'DOCUMENTS']);

/**
 * link-income (income/review's Continue): the sources the borrower verified and how. Each named
 * source must be verified online or have its documents uploaded (409 otherwise), and every source
 * the lender asked for must be named. `{}` is accepted as the staff tools' and the journey
 * tests' shortcut (docs/sandbox.md): the screen always sends the list.
 */
const linkIncome = stepRule({
  input: z.object({
    verifications: z
      .array(z.object({ sourceId: z.string().min(1), method: METHOD }))
      .min(1, 'verifications must name at least one source')
      .optional(),
  }),
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
});

/** verify-employment (income/employer-verification): the employer's details, checked here too. */
const verifyEmployment = stepRule({
  input: z.object({
    employerName: z.string().trim().min(1, 'employerName is required').max(100),
    employerPhone: z.string().regex(/^\d{10}$/u, 'employerPhone must be 10 digits'),
    jobTitle: z.string().trim().min(1, 'jobTitle is required').max(100),
    startDate: z
      .string()
      .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/u, 'startDate must be MM/dd/yyyy'),
  }),
  apply: (_application, input, context) => {
    const [month, day, year] = input.startDate.split('/').map(Number) as [number, number, number];
    const start = new Date(year, month - 1, day);
    if (start.getMonth() !== month - 1 || start.getDate() !== day || year < 1900)
      throw new LenderError(400, { errors: ['startDate: not a real date'] });
    if (start.getTime() > Date.parse(context.nowIso()))
      throw new LenderError(400, { errors: ['startDate: cannot be in the future'] });
  },
});

/**
 * verify-identity (identity): the verification that succeeded; it must be VERIFIED (409
 * otherwise). `{}` is the staff tools' and the journey tests' shortcut.
 */
const verifyIdentity = stepRule({
  input: z.object({ verificationId: z.string().min(1).optional() }),
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
});

/** Step inputs of the income screens (see rule.ts). */
export const incomeStepRules: StepRules = {
  'link-income': linkIncome,
  'verify-employment': verifyEmployment,
  'verify-identity': verifyIdentity,
};
