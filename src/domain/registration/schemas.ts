import { z } from 'zod/mini';
import {
  REQUIRED,
  addressSchema,
  consentsSchema,
  dobSchema,
  emailSchema,
  nameSchema,
  passwordFieldsSchema,
  phoneSchema,
} from '../validation';
import {
  CONFIRM_LOW_INCOME,
  INCOME_NOT_A_NUMBER,
  INCOME_TOO_HIGH,
  INCOME_TOO_LOW,
  OCCUPANCY_REQUIRED,
  UNEMPLOYED_NOT_ELIGIBLE,
} from './messages';
import { EMPLOYMENT_TYPES, type StepId, type StepValues } from './types';

/** Spec §9: the highest income accepted. */
export const MAX_INCOME = 9_999_999;
/** Spec §9: an income below this needs the user's confirmation. */
export const LOW_INCOME_THRESHOLD = 15_000;

/** What the schemas depend on besides the values. */
export interface RegistrationRules {
  /** New York blocked while the regulator review applies (property address). */
  nyBlocked?: boolean;
  /** Brand's age-restricted mode (62+). */
  ageRestricted?: boolean;
  /** Property state, for Alabama's 19 (birthdate). */
  propertyState?: string;
  /** Last names allow digits outside production. */
  isProduction?: boolean;
  /** The machine's clock, so age checks agree with it. */
  today?: Date;
}

/** "85,000", "$85,000.50" → number; '' → undefined; anything else → NaN. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const occupancy = z.enum(['INIT', 'HOME', 'SECONDARY', 'INVESTMENT'], {
  error: OCCUPANCY_REQUIRED,
});

export function propertySchema(rules: RegistrationRules = {}) {
  return z.extend(addressSchema({ nyBlocked: rules.nyBlocked }), {
    occupancyType: z.pipe(
      occupancy.check(z.refine((value) => value !== 'INIT', { message: OCCUPANCY_REQUIRED })),
      z.transform((value) => value as 'HOME' | 'SECONDARY' | 'INVESTMENT'),
    ),
  });
}

export function homeAddressSchema() {
  return addressSchema();
}

export const forSaleSchema = z.pipe(
  z.object({ isListedForSale: z.string({ error: REQUIRED }) }).check(
    z.superRefine((values, ctx) => {
      if (values.isListedForSale !== 'yes' && values.isListedForSale !== 'no') {
        ctx.addIssue({ code: 'custom', path: ['isListedForSale'], message: REQUIRED });
      }
    }),
  ),
  z.transform((values) => ({ isListedForSale: values.isListedForSale === 'yes' })),
);

export const incomeSchema = z.pipe(
  z
    .object({
      income: z.string({ error: REQUIRED }),
      otherIncome: z._default(z.string(), ''),
      employmentType: z.string({ error: REQUIRED }),
      lowIncomeConfirmed: z._default(z.boolean(), false),
    })
    .check(
      z.superRefine((values, ctx) => {
        const type = values.employmentType;
        if (type === '' || !(EMPLOYMENT_TYPES as readonly string[]).includes(type)) {
          ctx.addIssue({ code: 'custom', path: ['employmentType'], message: REQUIRED });
        } else if (type === 'UNEMPLOYED') {
          ctx.addIssue({
            code: 'custom',
            path: ['employmentType'],
            message: UNEMPLOYED_NOT_ELIGIBLE,
          });
        }
        const income = parseAmount(values.income);
        if (income === undefined) {
          ctx.addIssue({ code: 'custom', path: ['income'], message: REQUIRED });
        } else if (Number.isNaN(income)) {
          ctx.addIssue({ code: 'custom', path: ['income'], message: INCOME_NOT_A_NUMBER });
        } else if (income < 0) {
          ctx.addIssue({ code: 'custom', path: ['income'], message: INCOME_TOO_LOW });
        } else if (income > MAX_INCOME) {
          ctx.addIssue({ code: 'custom', path: ['income'], message: INCOME_TOO_HIGH });
        } else if (income < LOW_INCOME_THRESHOLD && !values.lowIncomeConfirmed) {
          ctx.addIssue({ code: 'custom', path: ['income'], message: CONFIRM_LOW_INCOME });
        }
        const other = parseAmount(values.otherIncome);
        if (other !== undefined && Number.isNaN(other)) {
          ctx.addIssue({ code: 'custom', path: ['otherIncome'], message: INCOME_NOT_A_NUMBER });
        } else if (other !== undefined && other < 0) {
          ctx.addIssue({ code: 'custom', path: ['otherIncome'], message: INCOME_TOO_LOW });
        }
      }),
    ),
  z.transform((values) => ({
    income: parseAmount(values.income) ?? 0,
    otherIncome: parseAmount(values.otherIncome) ?? 0,
    employmentType: values.employmentType as (typeof EMPLOYMENT_TYPES)[number],
  })),
);

export function legalNameSchema(rules: RegistrationRules = {}) {
  return nameSchema({ isProduction: rules.isProduction ?? false });
}

/** Birthdate: the message sits on `dob` (the DateParts group). Outputs `yyyy-MM-dd`. */
export function birthdateSchema(rules: RegistrationRules = {}) {
  const dob = dobSchema({
    state: rules.propertyState,
    ageRestricted: rules.ageRestricted,
    today: rules.today,
  });
  return z.pipe(
    z.object({ day: z.string(), month: z.string(), year: z.string() }).check(
      z.superRefine((parts, ctx) => {
        const result = dob.safeParse(parts);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: ['dob'], message: result.error.issues[0]!.message });
        }
      }),
    ),
    z.transform(
      (parts) =>
        `${parts.year.trim()}-${parts.month.trim().padStart(2, '0')}-${parts.day.trim().padStart(2, '0')}`,
    ),
  );
}

export const contactSchema = z.object({
  email: emailSchema,
  phoneNumber: phoneSchema,
  smsMarketingConsent: z._default(z.boolean(), false),
  smsTransactionalConsent: z._default(z.boolean(), false),
});

const termsSchema = z.pick(consentsSchema, {
  termPrivacyConsent: true,
  communicationConsent: true,
});

export const loginInfoSchema = termsSchema;

export const setPasswordSchema = z
  .object({
    password: z.string({ error: REQUIRED }),
    confirmPassword: z.string({ error: REQUIRED }),
    termPrivacyConsent: z.boolean(),
    communicationConsent: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const pw = passwordFieldsSchema.safeParse(values);
      if (!pw.success)
        for (const issue of pw.error.issues)
          ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      const terms = termsSchema.safeParse(values);
      if (!terms.success)
        for (const issue of terms.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  );

/** The parsed output of each step. */
export interface StepAnswers {
  property: z.output<ReturnType<typeof propertySchema>>;
  homeAddress: z.output<ReturnType<typeof homeAddressSchema>>;
  forSale: z.output<typeof forSaleSchema>;
  income: z.output<typeof incomeSchema>;
  name: z.output<ReturnType<typeof legalNameSchema>>;
  birthdate: string;
  contact: z.output<typeof contactSchema>;
  password: z.output<typeof setPasswordSchema>;
  loginInfo: z.output<typeof loginInfoSchema>;
}

export type StepValidation<K extends StepId> =
  { ok: true; answer: StepAnswers[K] } | { ok: false; errors: Record<string, string> };

/** First message per field (dotted path). */
function firstErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The schema of one step. */
export function schemaFor(step: StepId, rules: RegistrationRules = {}): z.ZodMiniType {
  switch (step) {
    case 'property':
      return propertySchema(rules);
    case 'homeAddress':
      return homeAddressSchema();
    case 'forSale':
      return forSaleSchema;
    case 'income':
      return incomeSchema;
    case 'name':
      return legalNameSchema(rules);
    case 'birthdate':
      return birthdateSchema(rules);
    case 'contact':
      return contactSchema;
    case 'password':
      return setPasswordSchema;
    case 'loginInfo':
      return loginInfoSchema;
  }
}

/** Validates one step's values: the clean answer, or the first message per field. */
export function validateStep<K extends StepId>(
  step: K,
  values: StepValues[K],
  rules: RegistrationRules = {},
): StepValidation<K> {
  const result = schemaFor(step, rules).safeParse(values);
  if (result.success) return { ok: true, answer: result.data as StepAnswers[K] };
  return { ok: false, errors: firstErrors(result.error) };
}
