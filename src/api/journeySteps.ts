import { z } from 'zod/mini';
import {
  DECLINE_CODES,
  HMDA_OPTIONS,
  HMDA_SECTIONS,
  HMDA_TEXT_MAX,
  textOwner,
  type HmdaSection,
  type HmdaTextField,
} from '../domain/hmda';
import { VERIFICATION_METHODS } from '../domain/income';
import { ASSET_ACCOUNT_TYPES, MAX_LIQUID_ASSETS } from '../domain/offerAssets';
import { MARITAL_STATUSES } from '../domain/maritalStatus';
import { DRAW_PREFERENCES } from '../domain/offer';
import { isIssuableSsn } from '../domain/ssn';

/**
 * The journey steps: POST {application base}/{uuid}/steps/{step} (designed, docs/sandbox.md
 * "Step calls"; decision 006). One contract for both sides: the product types its calls with
 * `JourneyStepBody<S>` (application.ts `completeStep`) and the lender (the sandbox) parses each
 * body with the same schema, answering 400 with the schema's messages when it does not parse and
 * 400 for a step it does not know.
 *
 * Fields the staff tools and the journey tests leave out are optional (they post `{}` to move an
 * application on); the screens always send them.
 */
export const JOURNEY_STEPS = [
  'select-offer',
  'contact-info',
  'hmda',
  'submit-application',
  'link-income',
  'verify-employment',
  'verify-identity',
  'disburse-account',
  'autopay-account',
  'sign-closing-disclosure',
  'sign-note',
  'notary-disclosure',
  'notarize',
  'co-deed',
  'verify-liens',
  'order-bpo',
  'estimate-value',
  'confirm-property',
  'confirm-ssn',
  'unfreeze-credit',
  'explain-delinquency',
  'requalify',
  'pay-appraisal',
  'link-assets',
] as const;

export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export function isJourneyStep(step: string): step is JourneyStep {
  return (JOURNEY_STEPS as readonly string[]).includes(step);
}

// ---------------------------------------------------------------------------------------------
// Pieces

const STATE_MESSAGE = 'State must be two characters in length';
const ZIP_MESSAGE = 'Please enter a valid zipcode';
const twoLetterState = () => z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/u, STATE_MESSAGE));

const mailingAddress = z.object({
  street1: z.string().check(
    z.trim(),
    z.refine((v) => v.length >= 3 && v.split(/\s+/u).length >= 2, 'Please enter a valid address'),
  ),
  street2: z._default(z.string().check(z.trim()), ''),
  city: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z][A-Za-z .'\u2019-]*$/u, 'Please enter a valid city name')),
  state: twoLetterState().check(z.toUpperCase()),
  zip: z.string().check(z.trim(), z.regex(/^\d{5}$/u, ZIP_MESSAGE)),
});

/** contact-info: the phone and e-mail confirmed, where mail goes, and the marital status. */
const contactInfo = z
  .object({
    /** E.164: +1 and ten digits. */
    phoneNumber: z.string().check(z.regex(/^\+1[2-9]\d{9}$/u, 'Please enter a valid phone number')),
    email: z.email('Please enter a valid email address'),
    mailingAddressSameAsProperty: z.boolean(),
    /** Only when it is not the property. */
    mailingAddress: z.optional(mailingAddress),
    maritalStatus: z.enum(MARITAL_STATUSES, 'Marital status is required'),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (!input.mailingAddressSameAsProperty && !input.mailingAddress) {
        ctx.addIssue({
          code: 'custom',
          path: ['mailingAddress'],
          message: 'A mailing address is required when it is not the property',
        });
      }
    }),
  );

const codesOf = (section: HmdaSection) =>
  HMDA_OPTIONS[section].map((option) => option.code) as [string, ...string[]];

const hmdaText = z.optional(z.string().check(z.trim(), z.maxLength(HMDA_TEXT_MAX)));
const hmdaCodes = (section: HmdaSection) => z._default(z.array(z.enum(codesOf(section))), []);

const HMDA_TEXT_FIELDS = [
  'otherHispanicOrLatino',
  'americanIndianTribe',
  'otherAsian',
  'otherPacificIslander',
] as const satisfies readonly HmdaTextField[];

/**
 * hmda: every answer optional (an empty body is "nothing selected"); the lender refuses only what
 * contradicts itself: "not provided" with another box, a subcategory without its parent, free text
 * without its box.
 */
const hmda = z
  .object({
    ethnicity: hmdaCodes('ethnicity'),
    race: hmdaCodes('race'),
    sex: hmdaCodes('sex'),
    otherHispanicOrLatino: hmdaText,
    americanIndianTribe: hmdaText,
    otherAsian: hmdaText,
    otherPacificIslander: hmdaText,
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const section of HMDA_SECTIONS) {
        const chosen: string[] = input[section];
        if (chosen.includes(DECLINE_CODES[section]) && chosen.length > 1) {
          ctx.addIssue({
            code: 'custom',
            path: [section],
            message: `${DECLINE_CODES[section]} cannot be combined with another answer`,
          });
        }
        for (const option of HMDA_OPTIONS[section]) {
          if (option.parent && chosen.includes(option.code) && !chosen.includes(option.parent)) {
            ctx.addIssue({
              code: 'custom',
              path: [section],
              message: `${option.code} needs ${option.parent}`,
            });
          }
        }
      }
      for (const field of HMDA_TEXT_FIELDS) {
        const { section, option } = textOwner(field);
        if (input[field] && !input[section].includes(option.code)) {
          ctx.addIssue({ code: 'custom', path: [field], message: `${field} needs ${option.code}` });
        }
      }
    }),
  );

const acknowledged = z.optional(z.literal(true, { error: 'acknowledged must be true' }));
const nonEmptyText = () => z.string().check(z.minLength(1));

const lienAnswer = z.object({
  id: nonEmptyText(),
  mine: z.boolean(),
  status: z.nullable(z.enum(['OPEN', 'PAID_OFF', 'CLOSED'])),
  paidInFullStatement: z.optional(z.boolean()),
});

const ASSET_ACCOUNT_TYPE_VALUES = ASSET_ACCOUNT_TYPES.map((option) => option.value) as [
  (typeof ASSET_ACCOUNT_TYPES)[number]['value'],
  ...(typeof ASSET_ACCOUNT_TYPES)[number]['value'][],
];

// ---------------------------------------------------------------------------------------------
// The bodies, step by step (written out: the docs and the contract test read this table)

export const journeyStepBodies = {
  /** offer/select, offer/confirm: the offer chosen, its line amount, first draw and preference. */
  'select-offer': z.looseObject({
    offerUuid: z.nullish(z.string()),
    amount: z.nullish(z.number().check(z.positive())),
    initialDraw: z.nullish(z.number().check(z.nonnegative())),
    drawPreference: z.nullish(z.enum(DRAW_PREFERENCES)),
  }),
  /** moreInfo/contact. */
  'contact-info': contactInfo,
  /** moreInfo/hmda. */
  hmda,
  /** moreInfo/summary: the certification, and the sections corrected on the summary. */
  'submit-application': z.object({
    certified: z.literal(true, 'The borrower must certify that the information is true'),
    contactInfo: z.optional(contactInfo),
    hmda: z.optional(hmda),
  }),
  /** income/review: the sources the borrower verified and how (`{}`: staff shortcut). */
  'link-income': z.object({
    verifications: z.optional(
      z
        .array(z.object({ sourceId: nonEmptyText(), method: z.enum(VERIFICATION_METHODS) }))
        .check(z.minLength(1, 'verifications must name at least one source')),
    ),
  }),
  /** income/employer-verification: phone as 10 digits, start date as MM/dd/yyyy. */
  'verify-employment': z.object({
    employerName: z
      .string()
      .check(z.trim(), z.minLength(1, 'employerName is required'), z.maxLength(100)),
    employerPhone: z.string().check(z.regex(/^\d{10}$/u, 'employerPhone must be 10 digits')),
    jobTitle: z.string().check(z.trim(), z.minLength(1, 'jobTitle is required'), z.maxLength(100)),
    startDate: z
      .string()
      .check(
        z.regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/u, 'startDate must be MM/dd/yyyy'),
      ),
  }),
  /** identity: the verification that succeeded (`{}`: staff shortcut). */
  'verify-identity': z.object({ verificationId: z.optional(nonEmptyText()) }),
  /** bank/confirm: the account (linked or typed in) the line pays out to. */
  'disburse-account': z.looseObject({ accountRef: z.nullish(nonEmptyText()) }),
  /** bank/autopay: AUTOPAY from an account of this application (or the one on file), or MANUAL. */
  'autopay-account': z.looseObject({
    paymentMethod: z.nullish(z.enum(['AUTOPAY', 'MANUAL'])),
    accountRef: z.nullish(nonEmptyText()),
  }),
  /** review-app/signdocs: the closing disclosure acknowledged. */
  'sign-closing-disclosure': z.object({
    acknowledged,
    documentUuid: z.optional(z.string()),
  }),
  /** signing/sign: every note document signed. */
  'sign-note': z.object({ documentUuids: z.optional(z.array(z.string())) }),
  /** notary/intro: the notary disclosure acknowledged. */
  'notary-disclosure': z.object({ acknowledged }),
  /** notary/session (ENOTARY) or notary/reserve-manual (MANUAL). */
  notarize: z.object({
    method: z.optional(z.enum(['ENOTARY', 'MANUAL'])),
    sessionUuid: z.optional(z.string()),
    reservationUuid: z.optional(z.string()),
  }),
  /** signing/additional: every additional signer has signed. */
  'co-deed': z.object({ signerUuids: z.optional(z.array(z.string())) }),
  /** liens: an answer for every lien the title search found. */
  'verify-liens': z.looseObject({
    liens: z.array(lienAnswer).check(z.minLength(1, 'Answer for every lien')),
  }),
  /** bpo/order-bpo (ORDER, fee accepted) or bpo/condition (TX_CONDITION). */
  'order-bpo': z.looseObject({
    accepted: z.literal(true, { error: 'The valuation must be accepted' }),
    kind: z.enum(['ORDER', 'TX_CONDITION']),
    fee: z.optional(z.number().check(z.nonnegative())),
  }),
  /** bpo/estimate: the borrower's estimate of the home's value, in whole dollars. */
  'estimate-value': z.looseObject({
    estimatedValue: z
      .int()
      .check(
        z.gte(50_000, 'Must be at least $50,000'),
        z.lte(20_000_000, 'Must be $20,000,000 or less'),
      ),
  }),
  /** review-app/property: the property confirmed (a candidate) or corrected. */
  'confirm-property': z.looseObject({
    candidateId: z.nullish(z.string()),
    address: z.object({
      street1: z.string().check(z.trim(), z.minLength(1, 'Street address is required')),
      street2: z.nullish(z.string()),
      city: z.string().check(z.trim(), z.minLength(1, 'City is required')),
      state: twoLetterState(),
      zip: z.string().check(z.regex(/^\d{5}$/u, ZIP_MESSAGE)),
    }),
  }),
  /** credit/social: nine issuable digits and the date of birth (the lender keeps the last four). */
  'confirm-ssn': z.object({
    ssn: z
      .string()
      .check(
        z.regex(/^\d{9}$/u, 'Social Security number must be 9 digits'),
        z.refine(isIssuableSsn, 'This is not a valid Social Security number'),
      ),
    /** yyyy-MM-dd. */
    dob: z.iso.date('Date of birth must be yyyy-MM-dd'),
  }),
  /** credit/error: the borrower says the freeze is lifted; the lender pulls again. */
  'unfreeze-credit': z.object({
    creditUnfrozen: z.literal(true, 'creditUnfrozen must be true'),
  }),
  /** delinquency: the borrower's explanation of the late payments. */
  'explain-delinquency': z.looseObject({
    explanation: z
      .string()
      .check(
        z.trim(),
        z.minLength(10, 'Must be at least 10 characters'),
        z.maxLength(1000, 'Must be 1000 characters or fewer'),
      ),
  }),
  /** product/winback: SMALLER_LINE requalifies for a smaller line. */
  requalify: z.looseObject({ option: z.nullish(z.enum(['SMALLER_LINE'])) }),
  /** appraisal: the appraisal paid (a recorded payment) or covered by the lender. */
  'pay-appraisal': z.looseObject({
    paymentUuid: z.nullish(z.string()),
    coveredByLender: z.optional(z.boolean()),
  }),
  /** product/assets: the account type holding the liquid assets and their total, confirmed. */
  'link-assets': z.looseObject({
    accountType: z.nullish(z.enum(ASSET_ACCOUNT_TYPE_VALUES)),
    totalLiquidAssets: z.nullish(z.number().check(z.positive(), z.lte(MAX_LIQUID_ASSETS))),
    confirmed: z.nullish(z.literal(true)),
  }),
} as const satisfies Record<JourneyStep, z.ZodMiniType>;

/** What the product sends with a step. */
export type JourneyStepBody<S extends JourneyStep> = z.input<(typeof journeyStepBodies)[S]>;
/** What the lender reads from a step's body (defaults applied, text trimmed). */
export type JourneyStepInput<S extends JourneyStep> = z.output<(typeof journeyStepBodies)[S]>;
