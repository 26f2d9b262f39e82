import type { z as zMini } from 'zod/mini';
import { z } from 'zod';
import type { DecisionSchema } from '../../api/decision';
import type { PaymentSchema } from '../../api/payments';
import type {
  AppraisalSchema,
  ClosingSchema,
  LiensSchema,
  PropertyCandidatesSchema,
  ValuationSchema,
} from '../../api/property';
import { formatDataDate } from '../../domain/dates';
import { addBusinessDays } from '../../domain/funding';
import {
  APPRAISAL_COST_MAX,
  APPRAISAL_COST_MIN,
  cardBrand,
  checkCard,
  VALUATION_FEE,
} from '../../domain/property';
import { isUuid, LenderError, notFound, type HelocApplication } from '../lender';
import { liensFor, propertyStateOf } from '../lender/steps/property';
import {
  operation,
  readBody,
  signedIn,
  type OperationContext,
  type OperationDefinition,
} from './define';

type Answer<S extends zMini.ZodMiniType> = zMini.input<S>;

/** The application the signed-in borrower may see, by the path's uuid (404 otherwise). */
function applicationOf(context: OperationContext): HelocApplication {
  const identity = signedIn(context);
  const uuid = context.params.uuid ?? '';
  if (!isUuid(uuid)) throw notFound('Application');
  return context.lender.accessibleApplication(identity.uuid, uuid);
}

const today = (context: OperationContext) => new Date(context.lender.now());

/** Business days a valuation takes (designed). */
const VALUATION_BUSINESS_DAYS = 5;

/** The appraisal fee by the home's value (designed, within the spec's $500 to $2,000). */
export function appraisalFeeFor(estimatedValue: number): number {
  const fee = estimatedValue <= 1_000_000 ? 650 : estimatedValue <= 2_000_000 ? 950 : 1_500;
  return Math.min(APPRAISAL_COST_MAX, Math.max(APPRAISAL_COST_MIN, fee));
}

/** A card number the sandbox declines (docs/sandbox.md), like the payment processors' test cards. */
export const DECLINED_TEST_CARD = '4000000000000002';

const cardBody = z.object({
  name: z.string(),
  number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
  zip: z.string(),
});

const paymentBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('CARD'), card: cardBody }),
  z.object({ method: z.literal('BANK_ACCOUNT') }),
]);

/** The property screens' calls (operationGroups/property.ts). */
export const propertyScreensOperations: OperationDefinition[] = [
  operation('getLiens', (context) => {
    const application = applicationOf(context);
    return {
      source: 'TITLE_SEARCH',
      liens: liensFor(application),
    } satisfies Answer<typeof LiensSchema>;
  }),

  operation('getPropertyCandidates', (context) => {
    const application = applicationOf(context);
    const { property } = application;
    const status = application.status.checklistStatus;
    const multiple = status === 'MULTIPLE_PROPERTIES';
    const county = `${property.city} County`;
    return {
      reason: multiple || status === 'NO_PROPERTY_FOUND' ? status : null,
      addressOnFile: {
        street1: property.street1,
        street2: property.street2,
        city: property.city,
        state: property.state,
        zip: property.zip,
      },
      candidates: multiple
        ? [
            {
              id: 'parcel-1',
              street1: property.street1,
              street2: '',
              city: property.city,
              state: property.state,
              zip: property.zip,
              county,
              parcelNumber: '104-221-07',
            },
            {
              id: 'parcel-2',
              street1: property.street1,
              street2: 'Unit B',
              city: property.city,
              state: property.state,
              zip: property.zip,
              county,
              parcelNumber: '104-221-08',
            },
          ]
        : [],
    } satisfies Answer<typeof PropertyCandidatesSchema>;
  }),

  operation('getValuation', (context) => {
    const application = applicationOf(context);
    const orderedAt = propertyStateOf(application).valuationOrderedAt;
    const ordered = orderedAt ? new Date(orderedAt) : null;
    return {
      kind: (application.status.checklistStatus ?? '').includes('RESI_EVAL') ? 'RESI_EVAL' : 'BPO',
      status: application.status.bpo,
      fee: VALUATION_FEE,
      orderedOn: ordered ? formatDataDate(ordered) : null,
      expectedBy: ordered
        ? formatDataDate(addBusinessDays(ordered, VALUATION_BUSINESS_DAYS))
        : null,
      turnaroundBusinessDays: VALUATION_BUSINESS_DAYS,
      propertyState: application.property.state,
      estimatedValue: application.property.estimatedValue,
    } satisfies Answer<typeof ValuationSchema>;
  }),

  operation('getAppraisal', (context) => {
    const application = applicationOf(context);
    const payment = propertyStateOf(application).appraisalPayments.at(-1) ?? null;
    const coveredByLender =
      context.lender.flag('fe-heloc-company-covers-appraisal')?.enabled ?? false;
    const pending = application.status.checklistStatus === 'ONSITE_APPRAISAL_PENDING';
    const status = pending ? 'SCHEDULED' : payment ? 'PAID' : 'PAYMENT_DUE';
    return {
      status,
      fee: appraisalFeeFor(application.property.estimatedValue),
      coveredByLender,
      estimatedValue: application.property.estimatedValue,
      bankAccountOnFile: application.disburseAccount.routingNumber
        ? { mask: (application.disburseAccount.mask ?? '').slice(-4) || '4321' }
        : null,
      appointmentOn: pending ? formatDataDate(addBusinessDays(today(context), 3)) : null,
      appointmentWindow: pending ? '9:00 AM to 12:00 PM' : null,
      payment: payment
        ? { paymentUuid: payment.paymentUuid, method: payment.method, last4: payment.last4 }
        : null,
    } satisfies Answer<typeof AppraisalSchema>;
  }),

  operation('getClosing', (context) => {
    const application = applicationOf(context);
    // The lender records the signing date the first time the closing is asked for.
    const signedAt = context.lender.changeApplication(application.uuid, (changed) => {
      const state = propertyStateOf(changed);
      state.signedAt ??= context.lender.nowIso();
      return state.signedAt;
    });
    return {
      signedOn: formatDataDate(new Date(signedAt)),
      occupancyType: application.property.occupancyType,
    } satisfies Answer<typeof ClosingSchema>;
  }),

  operation('getDecision', (context) => {
    const application = applicationOf(context);
    const decided = application.status.uwDecision === 'DECLINE';
    return {
      decision: application.status.uwDecision,
      basis: 'CREDIT',
      decidedOn: formatDataDate(new Date(application.auditFields.updatedDate)),
      reasons: decided
        ? [
            { code: 'CREDIT_SCORE', text: 'Credit score below our minimum requirement' },
            { code: 'DTI', text: 'Debt obligations too high in relation to income' },
            { code: 'DELINQUENCY', text: 'Delinquent past or present credit obligations' },
          ]
        : [],
      creditBureau: {
        name: 'Experian',
        address: 'P.O. Box 4500, Allen, TX 75013',
        phone: '888-397-3742',
        website: 'https://www.experian.com',
      },
      creditScore: {
        score: decided ? 598 : 712,
        rangeMin: 300,
        rangeMax: 850,
        scoredOn: formatDataDate(new Date(application.auditFields.createdDate)),
        factors: [
          'Serious delinquency',
          'Proportion of balances to credit limits is too high',
          'Too many inquiries in the last 12 months',
          'Length of time accounts have been established',
        ],
      },
      debtToIncome: decided ? 52 : 31,
      maxDebtToIncome: 45,
    } satisfies Answer<typeof DecisionSchema>;
  }),

  operation('payAppraisal', async (context) => {
    const application = applicationOf(context);
    const body = await readBody(context.request, paymentBody);
    if (application.status.checklistStatus !== 'ONSITE_APPRAISAL_BORROWER_PAYMENT') {
      throw new LenderError(409, { errors: ['No appraisal payment is due'] });
    }
    if (context.lender.flag('fe-heloc-company-covers-appraisal')?.enabled) {
      throw new LenderError(409, { errors: ['The lender covers this appraisal'] });
    }
    let brand: string | null = null;
    let last4: string | null;
    if (body.method === 'CARD') {
      const errors = Object.values(checkCard(body.card, today(context)));
      if (errors.length > 0) throw new LenderError(400, { errors });
      const digits = body.card.number.replace(/\D/gu, '');
      if (digits === DECLINED_TEST_CARD) {
        throw new LenderError(402, {
          errors: ['Your card was declined. Try another card or pay from your bank account.'],
        });
      }
      // Only the brand and the last 4 digits are kept: never the number, expiry or code.
      brand = cardBrand(digits);
      last4 = digits.slice(-4);
    } else if (!application.disburseAccount.routingNumber) {
      throw new LenderError(409, { errors: ['There is no bank account on file'] });
    } else {
      last4 = (application.disburseAccount.mask ?? '').slice(-4) || null;
    }
    const record = {
      paymentUuid: context.lender.newId(),
      method: body.method,
      amount: appraisalFeeFor(application.property.estimatedValue),
      brand,
      last4,
      paidAt: context.lender.nowIso(),
    };
    context.lender.changeApplication(application.uuid, (changed) => {
      propertyStateOf(changed).appraisalPayments.push(record);
    });
    return record satisfies Answer<typeof PaymentSchema>;
  }),
];
