import { LenderError } from '../errors';
import { emptyPropertyScreenState, type PropertyScreenState } from '../screenState/property';
import type { HelocApplication } from '../types';
import type { StepRules } from './rule';

/** The lender's records of the property screens on an application (made when first needed). */
export function propertyStateOf(application: HelocApplication): PropertyScreenState {
  application.screens.property ??= emptyPropertyScreenState();
  return application.screens.property;
}

export interface LienRecord {
  id: string;
  holder: string;
  type: 'FIRST_MORTGAGE' | 'SECOND_MORTGAGE' | 'HELOC' | 'JUDGMENT' | 'OTHER';
  position: number;
  balance: number;
  monthlyPayment: number;
  recordedOn: string;
}

/**
 * The liens the title search finds (designed): the first mortgage of the borrower's liabilities
 * (the same numbers getApplication answers as `liabilities`) and an old home equity line that the
 * county still shows as open, the usual "is this paid off?" case.
 */
export function liensFor(application: HelocApplication): LienRecord[] {
  const value = application.property.estimatedValue;
  return [
    {
      id: `${application.uuid.slice(0, 8)}-lien-1`,
      holder: 'Sandbox Home Loans',
      type: 'FIRST_MORTGAGE',
      position: 1,
      balance: Math.round(value * 0.45),
      monthlyPayment: Math.round(value * 0.003),
      recordedOn: '2019-06-14',
    },
    {
      id: `${application.uuid.slice(0, 8)}-lien-2`,
      holder: 'Example Credit Union',
      type: 'HELOC',
      position: 2,
      balance: 0,
      monthlyPayment: 0,
      recordedOn: '2012-03-02',
    },
  ];
}

/** Step rules of the property screens (see rule.ts; bodies: src/api/journeySteps.ts). */
export const propertyStepRules: StepRules = {
  /** An answer for every lien the title search found. */
  'verify-liens': {
    apply(application, input) {
      const known = liensFor(application).map((lien) => lien.id);
      const answered = new Set(input.liens.map((answer) => answer.id));
      const missing = known.filter((id) => !answered.has(id));
      const unknown = [...answered].filter((id) => !known.includes(id));
      if (missing.length > 0 || unknown.length > 0) {
        throw new LenderError(409, {
          errors: [
            ...missing.map((id) => `No answer for lien ${id}`),
            ...unknown.map((id) => `Lien ${id} not found`),
          ],
        });
      }
      const problems = input.liens.flatMap((answer) => {
        if (!answer.mine) return [];
        if (answer.status === null) return [`Lien ${answer.id}: status is required`];
        if (answer.status === 'PAID_OFF' && !answer.paidInFullStatement) {
          return [`Lien ${answer.id}: a paid-off lien needs the paid-in-full statement`];
        }
        return [];
      });
      if (problems.length > 0) throw new LenderError(400, { errors: problems });
    },
  },
  /** The valuation ordered (bpo/order-bpo, fee accepted) or the Texas condition accepted. */
  'order-bpo': {
    apply(application, _input, context) {
      propertyStateOf(application).valuationOrderedAt = context.nowIso();
    },
  },
  /** The borrower's estimate of the home's value: offers are made again from it. */
  'estimate-value': {
    apply(application, input) {
      application.property.estimatedValue = input.estimatedValue;
      application.offers = [];
    },
  },
  /** The property confirmed or corrected (review-app/property). */
  'confirm-property': {
    apply(application, input) {
      const { address } = input;
      application.property.street1 = address.street1;
      application.property.street2 = address.street2?.trim() ?? '';
      application.property.city = address.city;
      application.property.state = address.state.toUpperCase();
      application.property.zip = address.zip;
    },
  },
  /** The appraisal paid (a recorded payment) or covered by the lender. */
  'pay-appraisal': {
    apply(application, input) {
      if (input.coveredByLender) return;
      const paid = propertyStateOf(application).appraisalPayments.some(
        (payment) => payment.paymentUuid === input.paymentUuid,
      );
      if (!paid) throw new LenderError(409, { errors: ['The appraisal has not been paid'] });
    },
  },
};
