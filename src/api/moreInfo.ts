import { z } from 'zod/mini';
import { APPLICATION_BASE } from './application';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalFlag, optionalNumber, optionalText, textOrNumber } from './common';
import type { JourneyStepBody, JourneyStepInput } from './journeySteps';

/**
 * What the "more information" screens (start/…, credit/…) read of the application and what their
 * steps send. The application is the same GET as application.ts's getApplication, read with the
 * fields these screens show that the shared schema leaves out (occupancy, income, employment).
 * The step bodies are designed (docs/sandbox.md, group moreInfo).
 */

export const SummaryPropertySchema = z.object({
  street1: optionalText,
  street2: optionalText,
  city: optionalText,
  state: optionalText,
  zip: optionalText,
  occupancyType: optionalText,
  listedForSale: optionalFlag,
});
export type SummaryProperty = z.infer<typeof SummaryPropertySchema>;

export const ApplicationSummarySchema = z.object({
  uuid: z.string(),
  loanNumber: z.nullish(textOrNumber),
  property: z.nullish(SummaryPropertySchema),
  income: z.nullish(
    z.object({
      incomePrimary: optionalNumber,
      incomeOther: optionalNumber,
      employmentType: optionalText,
    }),
  ),
  /** Percent. */
  rate: optionalNumber,
  rateType: optionalText,
  /** The line amount, dollars. */
  amount: optionalNumber,
  /** The first draw, dollars. */
  uwCalculatedDrawAmount: optionalNumber,
  /** Years. */
  term: optionalNumber,
  offers: listOf(z.object({ uuid: z.string(), originationFee: optionalNumber })),
  /** What the borrower sent with each completed step, by step. */
  answers: z.nullish(z.record(z.string(), z.unknown())),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export function getApplicationSummary(
  uuid: string,
  options: CallOptions = {},
): Promise<ApplicationSummary> {
  return apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}`, {
    ...options,
    schema: ApplicationSummarySchema,
  });
}

// ---------------------------------------------------------------------------------------------
// Step bodies (POST …/steps/{step} with completeStep from application.ts)

/** Step `contact-info`. */
export type ContactInfoBody = JourneyStepBody<'contact-info'>;
/** The mailing address of `contact-info`, as the lender keeps it (street2 '' when none). */
export type MailingAddress = NonNullable<JourneyStepInput<'contact-info'>['mailingAddress']>;
/** Step `submit-application`: the certification, and any answers corrected on the summary. */
export type SubmitApplicationBody = JourneyStepBody<'submit-application'>;
/** Step `confirm-ssn`: nine digits and the date of birth (the lender keeps only the last four). */
export type ConfirmSsnBody = JourneyStepBody<'confirm-ssn'>;
/** Step `unfreeze-credit`: the borrower says the freeze is lifted. */
export type UnfreezeCreditBody = JourneyStepBody<'unfreeze-credit'>;
