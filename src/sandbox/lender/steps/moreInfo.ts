import { z } from 'zod';
import { MARITAL_STATUSES } from '../../../api/moreInfo';
import {
  DECLINE_CODES,
  HMDA_OPTIONS,
  HMDA_SECTIONS,
  HMDA_TEXT_MAX,
  textOwner,
} from '../../../domain/hmda';
import type { HmdaSection, HmdaTextField } from '../../../domain/hmda';
import { isIssuableSsn } from '../../../domain/ssn';
import type { HelocApplication } from '../types';
import type { MoreInfoScreenState } from '../screenState/moreInfo';
import { stepRule, type StepRules } from './rule';

/** The application's moreInfo record, made when first needed. */
function moreInfoOf(application: HelocApplication): MoreInfoScreenState {
  application.screens.moreInfo ??= {};
  return application.screens.moreInfo;
}

const mailingAddress = z.object({
  street1: z
    .string()
    .trim()
    .refine((v) => v.length >= 3 && v.split(/\s+/u).length >= 2, 'Please enter a valid address'),
  street2: z.string().trim().default(''),
  city: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z .'\u2019-]*$/u, 'Please enter a valid city name'),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/u, 'State must be two characters in length')
    .transform((v) => v.toUpperCase()),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/u, 'Please enter a valid zipcode'),
});

/** contact-info: the phone and e-mail confirmed, where mail goes, and the marital status. */
export const contactInfoInput = z
  .object({
    phoneNumber: z.string().regex(/^\+1[2-9]\d{9}$/u, 'Please enter a valid phone number'),
    email: z.email('Please enter a valid email address'),
    mailingAddressSameAsProperty: z.boolean(),
    mailingAddress: mailingAddress.optional(),
    maritalStatus: z.enum(MARITAL_STATUSES, 'Marital status is required'),
  })
  .superRefine((input, ctx) => {
    if (!input.mailingAddressSameAsProperty && !input.mailingAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['mailingAddress'],
        message: 'A mailing address is required when it is not the property',
      });
    }
  })
  .transform((input) =>
    input.mailingAddressSameAsProperty ? { ...input, mailingAddress: undefined } : input,
  );

const codesOf = (section: HmdaSection) =>
  HMDA_OPTIONS[section].map((option) => option.code) as [string, ...string[]];

const hmdaText = z.string().trim().max(HMDA_TEXT_MAX).optional();

/**
 * hmda: every answer optional (an empty body is "nothing selected"); the lender refuses only what
 * contradicts itself: "not provided" with another box, a subcategory without its parent, free text
 * without its box.
 */
export const hmdaInput = z
  .object({
    ethnicity: z.array(z.enum(codesOf('ethnicity'))).default([]),
    race: z.array(z.enum(codesOf('race'))).default([]),
    sex: z.array(z.enum(codesOf('sex'))).default([]),
    otherHispanicOrLatino: hmdaText,
    americanIndianTribe: hmdaText,
    otherAsian: hmdaText,
    otherPacificIslander: hmdaText,
  })
  .superRefine((input, ctx) => {
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
    for (const field of [
      'otherHispanicOrLatino',
      'americanIndianTribe',
      'otherAsian',
      'otherPacificIslander',
    ] as const satisfies readonly HmdaTextField[]) {
      const { section, option } = textOwner(field);
      if (input[field] && !(input[section] as string[]).includes(option.code)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} needs ${option.code}` });
      }
    }
  });

/** submit-application: the certification, and the sections corrected on the summary. */
export const submitApplicationInput = z.object({
  certified: z.literal(true, 'The borrower must certify that the information is true'),
  contactInfo: contactInfoInput.optional(),
  hmda: hmdaInput.optional(),
});

/** confirm-ssn: nine issuable digits and the date of birth; only the last four are kept. */
export const confirmSsnInput = z
  .object({
    ssn: z
      .string()
      .regex(/^\d{9}$/u, 'Social Security number must be 9 digits')
      .refine(isIssuableSsn, 'This is not a valid Social Security number'),
    dob: z.iso.date('Date of birth must be yyyy-MM-dd'),
  })
  .transform(({ ssn, dob }) => ({ ssnLast4: ssn.slice(-4), dob }));

/** unfreeze-credit: the borrower says the freeze is lifted; the lender pulls again. */
export const unfreezeCreditInput = z.object({
  creditUnfrozen: z.literal(true, 'creditUnfrozen must be true'),
});

/** Step inputs of the moreInfo screens (see rule.ts). */
export const moreInfoStepRules: StepRules = {
  'contact-info': stepRule({
    input: contactInfoInput,
    apply(application, _input, context) {
      moreInfoOf(application).contactConfirmedAt = context.nowIso();
    },
  }),
  hmda: stepRule({
    input: hmdaInput,
    apply(application, _input, context) {
      moreInfoOf(application).hmdaAnsweredAt = context.nowIso();
    },
  }),
  'submit-application': stepRule({
    input: submitApplicationInput,
    apply(application, input, context) {
      const record = moreInfoOf(application);
      const corrected: string[] = [];
      // Corrections made on the summary replace what the earlier steps recorded.
      if (input.contactInfo) {
        application.answers['contact-info'] = structuredClone(input.contactInfo);
        corrected.push('contact-info');
      }
      if (input.hmda) {
        application.answers.hmda = structuredClone(input.hmda);
        corrected.push('hmda');
      }
      record.submittedAt = context.nowIso();
      record.correctedOnSummary = corrected;
    },
  }),
  'confirm-ssn': stepRule({
    input: confirmSsnInput,
    apply(application, input, context) {
      const record = moreInfoOf(application);
      record.ssnLast4 = input.ssnLast4;
      record.ssnConfirmedAt = context.nowIso();
    },
  }),
  'unfreeze-credit': stepRule({
    input: unfreezeCreditInput,
    apply(application, _input, context) {
      const record = moreInfoOf(application);
      record.unfreezeRequestedAt = [...(record.unfreezeRequestedAt ?? []), context.nowIso()];
    },
  }),
};
