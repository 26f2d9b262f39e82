import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { ApiRequestOptions, CallOptions } from './client';
import {
  AddressSchema,
  ConsentTypeSchema,
  listOf,
  optionalFlag,
  optionalNumber,
  optionalText,
  textOrNumber,
} from './common';
import type { ConsentType } from './common';
import {
  HELOC_CONSENT_TYPES,
  OCCUPANCY_TYPES,
  SUBMITTED_EMPLOYMENT_TYPES,
  type HelocConsentType,
  type OccupancyType,
  type SubmittedEmploymentType,
} from '../domain/registration/payload';
import type { JourneyStep, JourneyStepBody } from './journeySteps';

/** The v1 HELOC application service (the spec's "{application base}"). */
export const APPLICATION_BASE = '/service-application/api/v1/application/heloc';
const APPLICATION_V2 = '/service-application/api/v2/heloc';
const APPLICATION_V3 = '/service-application/api/v3/application';
const APPLICATION_EXTERNAL = '/service-application/external/api/v1/heloc';

/** Thrown before calling when an experiment would be saved without an application (spec §8). */
export const MISSING_APP_ID_MESSAGE = 'App ID is required to save experiment';

// ---------------------------------------------------------------------------------------------
// What it reads

/** status.*: enumerations are kept as text; unknown values are routed by the domain, not rejected. */
export const HelocStatusSchema = z.object({
  checklistStatus: optionalText,
  waitingOnFloodCert: optionalFlag,
  bpo: optionalText,
  title: optionalText,
  uwDecision: optionalText,
  uwSubDecision: optionalText,
  primaryParticipantAcceptComplete: optionalFlag,
  manualNotary: optionalFlag,
  /** Shape not shown in the spec: kept as sent. */
  condition: z.optional(z.unknown()),
});
export type HelocStatus = z.infer<typeof HelocStatusSchema>;

/** An offer (shell doc §3 "Offer"): amounts in dollars, rates and fee in percent, term in years. */
export const OfferSchema = z.object({
  uuid: z.string(),
  term: z.number(),
  type: z.string(),
  min: z.number(),
  max: z.number(),
  minDraw: z.number(),
  maxDraw: z.number(),
  originationFee: z.number(),
  rate: z.number(),
  otherRate: optionalNumber,
  baseRate: optionalNumber,
  discountList: listOf(z.object({ discountType: z.string(), rateWithDiscount: z.number() })),
  payOff: optionalText,
});
export type Offer = z.infer<typeof OfferSchema>;

/** A cost line (shell doc §3 "Application data"). */
export const CostSchema = z.object({
  feeType: z.string(),
  borrowerPaidAmount: optionalNumber,
  jsCriteria: z.optional(z.unknown()),
  totalPaidByBorrower: optionalNumber,
});
export type Cost = z.infer<typeof CostSchema>;

export const LiabilitySchema = z.object({
  monetaryBalance: optionalNumber,
  monetaryCalculatedNextPaymentMinimumAmount: optionalNumber,
});

export const HelocApplicationSchema = z.object({
  uuid: z.string(),
  loanNumber: z.nullish(textOrNumber),
  status: z.nullish(HelocStatusSchema),
  activeForAppStart: optionalFlag,
  active: optionalFlag,
  isInquiry: optionalFlag,
  isCrypto: optionalFlag,
  disburseAccount: z.nullish(
    z.object({ routingNumber: optionalText, mask: optionalText, accountNumber: optionalText }),
  ),
  property: z.nullish(AddressSchema),
  referrer: z.nullish(z.object({ referrerUuid: optionalText, wholesaleBrokerNmls: optionalText })),
  rate: optionalNumber,
  rateType: optionalText,
  amount: optionalNumber,
  uwCalculatedDrawAmount: optionalNumber,
  /** Years. */
  term: optionalNumber,
  adjustedHomeAmount: optionalNumber,
  auditFields: z.nullish(z.object({ createdDate: optionalText })),
  helocSigners: listOf(z.object({ identityUuid: optionalText })),
  additionalSignerVersion: optionalText,
  progress: optionalText,
  // The application data the screens read (shell doc §3), all optional on the wire.
  offers: listOf(OfferSchema),
  costs: listOf(CostSchema),
  ofeeMaxThreshold: optionalNumber,
  maxDtiUnlimited: optionalFlag,
  maxRecordingTax: optionalNumber,
  minRecordingTax: optionalNumber,
  incomeRequestRecords: listOf(z.object({ methods: listOf(z.string()) })),
  decision: optionalText,
  subDecision: optionalText,
  assetDepletion: optionalFlag,
  liabilities: listOf(LiabilitySchema),
  drawPreference: optionalText,
  /** Designed (docs/sandbox.md): what the borrower sent with each completed step, by step. */
  answers: z.nullish(z.record(z.string(), z.unknown())),
});
export type HelocApplication = z.infer<typeof HelocApplicationSchema>;

export const HelocApplicationListSchema = z.array(HelocApplicationSchema);

export const ConsentTypesSchema = z.array(ConsentTypeSchema);

/** Answer not shown in the spec: designed as the signer's co-deed status text. */
/** The signer's own progress (designed; docs/sandbox.md "Signer mode"). */
export const SignerProgressSchema = z.object({
  /** The signer's own ESIGN consent, recorded per identity. */
  eConsented: z.boolean(),
  /** null: not started; VERIFIED, FAILED_VERIFICATION or PENDING_REVIEW (shell §4). */
  identityVerification: optionalText,
  /** ISO time the signer finished signing; null until then. */
  signedAt: optionalText,
  /**
   * The lender asks for the signer's own eNotary session (their signature on the deed notarised,
   * once they have signed and the application is at its eNotary stage; never with a manual notary).
   */
  notaryRequired: optionalFlag,
  /** ISO time the lender recorded the signer's notarisation; null until then. */
  notarizedAt: optionalText,
});
export type SignerProgress = z.infer<typeof SignerProgressSchema>;

/**
 * GET …/heloc/co-deed/status: the additional signer's application and their own progress
 * (shell §6: only an additional signer asks; 400 for anyone else, never retried). The spec shows
 * the call, not the answer: designed in docs/sandbox.md "Signer mode".
 */
export const CoDeedStatusSchema = z.object({
  applicationUuid: z.string(),
  loanNumber: optionalText,
  checklistStatus: optionalText,
  /** "Alex Sample": whose application the signer is asked to sign. */
  primaryBorrowerName: optionalText,
  propertyAddress: z.nullish(
    z.object({
      street1: optionalText,
      street2: optionalText,
      city: optionalText,
      state: optionalText,
      zip: optionalText,
    }),
  ),
  /** SIGNED or NOT_SIGNED (kept for older answers; `signer.signedAt` is the detail). */
  status: optionalText,
  primaryParticipantAcceptComplete: optionalFlag,
  /** The application was cancelled (or the signer taken off it): nothing more to do. */
  cancelled: optionalFlag,
  signer: SignerProgressSchema,
});
export type CoDeedStatus = z.infer<typeof CoDeedStatusSchema>;

export const OptimizelyProfileSchema = z.object({ optimizelyProfileUuid: optionalText });
export type OptimizelyProfile = z.infer<typeof OptimizelyProfileSchema>;

/** Answer not shown in the spec: designed as one entry per state. */
export const StatesEligibilitySchema = z.array(
  z.object({ state: z.string(), eligible: z.boolean() }),
);
export type StatesEligibility = z.infer<typeof StatesEligibilitySchema>;

/** Answer not shown in the spec: designed as the zips the partner cannot lend in. */
export const ZipEligibilitySchema = z.object({ ineligibleZips: listOf(z.string()) });
export type ZipEligibility = z.infer<typeof ZipEligibilitySchema>;

export const ReferralIdSchema = z.object({ status: optionalText, email: optionalText });
export type ReferralId = z.infer<typeof ReferralIdSchema>;

export const StateLicensesSchema = z.array(z.object({ abbrev: z.string(), name: optionalText }));
export type StateLicenses = z.infer<typeof StateLicensesSchema>;

/** Answer not shown in the spec: designed as the new application with its first status. */
export const CreatedHelocSchema = z.object({
  uuid: z.string(),
  status: z.nullish(z.object({ checklistStatus: optionalText })),
});
export type CreatedHeloc = z.infer<typeof CreatedHelocSchema>;

// ---------------------------------------------------------------------------------------------
// What it sends

export type { HelocConsentType, OccupancyType, SubmittedEmploymentType };

/** An address in a request body (the lender trims it and refuses what is not an address). */
export const RequestAddressSchema = z.object({
  street1: z.string().check(z.trim(), z.minLength(1, 'Street address is required')),
  street2: z.nullish(z.string()),
  city: z.string().check(z.trim(), z.minLength(1, 'City is required')),
  state: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z]{2}$/u, 'State must be two characters in length')),
  zip: z.string().check(z.regex(/^\d{5}$/u, 'Please enter a valid zipcode')),
});

/** A name in a request body. */
export const RequestNameSchema = z.object({
  firstName: z.string(),
  middleName: z.nullish(z.string()),
  lastName: z.string(),
  suffix: z.nullish(z.string()),
});

/** The property of a new application: its address and how it is occupied. */
export const PropertyRequestSchema = z.extend(RequestAddressSchema, {
  occupancyType: z.enum(OCCUPANCY_TYPES),
});

/** Who applies: name, e-mail, where they live and the property's address. */
export const ProfileRequestSchema = z.object({
  name: RequestNameSchema,
  email: z.string(),
  homeAddress: RequestAddressSchema,
  assetAddress: RequestAddressSchema,
});

/** Yearly income in dollars. */
export const IncomeRequestSchema = z.object({
  incomePrimary: z.number().check(z.nonnegative()),
  incomeOther: z.number().check(z.nonnegative()),
  incomeCoDeeders: z.array(z.number()),
});

/** Campaign parameters of the landing (the id uppercased). */
export const UtmParametersSchema = z.object({
  campaign: z.optional(z.string()),
  medium: z.optional(z.string()),
  source: z.optional(z.string()),
  term: z.optional(z.string()),
  content: z.optional(z.string()),
  id: z.optional(z.string()),
});
export type UtmParameters = z.infer<typeof UtmParametersSchema>;

/**
 * The registration doc's "Create HELOC" body (inner shapes not shown there are designed): what
 * the product sends (machines/registration builds it with src/domain/registration/payload.ts) and
 * what the lender (the sandbox, src/sandbox/handlers/application.ts) parses.
 */
export const CreateHelocRequestSchema = z.object({
  abVersionsRequest: z.array(z.object({ name: z.string(), version: z.string() })),
  affiliateAbVersion: z.optional(z.string()),
  affiliateAppIndicator: z.optional(z.boolean()),
  affiliateLiveOffers: z.optional(z.boolean()),
  consentListRequest: z.array(z.object({ type: z.enum(HELOC_CONSENT_TYPES), optIn: z.boolean() })),
  consentRequests: z.array(z.object({ type: z.enum(HELOC_CONSENT_TYPES), version: z.string() })),
  income: IncomeRequestSchema,
  marketingTools: z.optional(z.record(z.string(), z.string())),
  profileRequest: ProfileRequestSchema,
  propertyListedForSale: z.boolean(),
  propertyRequest: PropertyRequestSchema,
  publish: z.boolean(),
  utmParameters: z.optional(UtmParametersSchema),
  employmentType: z.enum(SUBMITTED_EMPLOYMENT_TYPES),
  offerCode: z.optional(z.string()),
  optimizelyProfileRequest: z.optional(z.object({ optimizelyProfileUuid: z.string() })),
  referrerId: z.optional(z.string()),
  referralId: z.optional(z.string()),
});
export type CreateHelocRequest = z.input<typeof CreateHelocRequestSchema>;

export interface Experiment {
  name: string;
  variation: 'variation' | 'control';
}

// ---------------------------------------------------------------------------------------------
// Calls

export function listApplications(options: CallOptions = {}): Promise<HelocApplication[]> {
  return apiRequest(`${APPLICATION_BASE}/all`, { ...options, schema: HelocApplicationListSchema });
}

export function getApplication(uuid: string, options: CallOptions = {}): Promise<HelocApplication> {
  return apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}`, {
    ...options,
    schema: HelocApplicationSchema,
  });
}

const CreatedTimeSchema = z.object({
  auditFields: z.nullish(z.object({ createdDate: optionalText })),
});

/**
 * When the application was created (`auditFields.createdDate`), for the flag decision's created
 * time (shell §7): a background read, so a 401 only rejects (no login redirect).
 */
export async function getApplicationCreatedTime(
  uuid: string,
  options: CallOptions = {},
): Promise<string | undefined> {
  const answer = await apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}`, {
    ...options,
    schema: CreatedTimeSchema,
    redirectOnUnauthenticated: false,
  });
  return answer.auditFields?.createdDate ?? undefined;
}

export function getApplicationConsentTypes(options: CallOptions = {}): Promise<ConsentType[]> {
  return apiRequest(`${APPLICATION_BASE}/consent-types`, {
    ...options,
    schema: ConsentTypesSchema,
  });
}

/** Only an additional signer asks; machines must not retry it on 400. */
export function getCoDeedStatus(options: CallOptions = {}): Promise<CoDeedStatus> {
  return apiRequest(`${APPLICATION_BASE}/co-deed/status`, {
    ...options,
    schema: CoDeedStatusSchema,
  });
}

/**
 * A background save (experiments, the replay link): the caller may ask that a 401 only rejects,
 * without ending the session and going to the login.
 */
export type BackgroundCallOptions = Pick<ApiRequestOptions, 'signal' | 'redirectOnUnauthenticated'>;

export async function saveExperiments(
  uuid: string | undefined,
  experiments: readonly Experiment[],
  options: BackgroundCallOptions = {},
): Promise<void> {
  if (!uuid) throw new Error(MISSING_APP_ID_MESSAGE);
  await apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}/experiments`, {
    ...options,
    method: 'PATCH',
    body: { experiments },
  });
}

/** Links the session replay to the application (body link = the replay URL). */
export async function saveSessionReplayLink(
  uuid: string,
  link: string,
  options: BackgroundCallOptions = {},
): Promise<void> {
  await apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}/full-story-link`, {
    ...options,
    method: 'PUT',
    body: { link },
  });
}

/** The path really says "optermizerly". */
const OPTIMIZELY_PROFILE_PATH = `${APPLICATION_V3}/heloc/optermizerly-profile`;

export function getOptimizelyProfile(
  identityUuid: string,
  options: CallOptions = {},
): Promise<OptimizelyProfile> {
  return apiRequest(OPTIMIZELY_PROFILE_PATH, {
    ...options,
    query: { identityUuid },
    schema: OptimizelyProfileSchema,
  });
}

export function saveOptimizelyProfile(
  identityUuid: string,
  optimizelyProfileUuid: string,
  options: CallOptions = {},
): Promise<OptimizelyProfile> {
  return apiRequest(OPTIMIZELY_PROFILE_PATH, {
    ...options,
    method: 'PATCH',
    query: { identityUuid },
    body: { optimizelyProfileUuid },
    schema: OptimizelyProfileSchema,
  });
}

export function getStatesEligibility(options: CallOptions = {}): Promise<StatesEligibility> {
  return apiRequest(`${APPLICATION_V2}/states-eligibility`, {
    ...options,
    schema: StatesEligibilitySchema,
  });
}

export function getZipEligibility(
  orgCode: string,
  options: CallOptions = {},
): Promise<ZipEligibility> {
  return apiRequest(`${APPLICATION_EXTERNAL}/zip-eligibility`, {
    ...options,
    context: 'external',
    query: { orgCode },
    schema: ZipEligibilitySchema,
  });
}

export function getReferralId(
  referralUuid: string,
  options: CallOptions = {},
): Promise<ReferralId> {
  return apiRequest(`${APPLICATION_EXTERNAL}/referral-id/${encodeURIComponent(referralUuid)}`, {
    ...options,
    context: 'external',
    schema: ReferralIdSchema,
  });
}

export function getStateLicenses(
  orgCode: string,
  options: CallOptions = {},
): Promise<StateLicenses> {
  return apiRequest(`${APPLICATION_EXTERNAL}/state-licenses`, {
    ...options,
    context: 'external',
    query: { orgCode },
    schema: StateLicensesSchema,
  });
}

/** Registration's "Create HELOC" (query state = the property state). */
export function createHeloc(
  request: CreateHelocRequest,
  state: string | undefined,
  options: CallOptions = {},
): Promise<CreatedHeloc> {
  return apiRequest(`${APPLICATION_V3}/helocs`, {
    ...options,
    method: 'POST',
    query: { state },
    body: request,
    schema: CreatedHelocSchema,
  });
}

/**
 * Designed (docs/sandbox.md; not shown in the spec): the borrower completed a step and the lender
 * moves the application on. The status machine then asks for the next screen.
 */
export const CompletedStepSchema = z.object({
  uuid: z.string(),
  step: z.string(),
  checklistStatus: optionalText,
});
export type CompletedStep = z.infer<typeof CompletedStepSchema>;

/** Posts a step with its own body (journeySteps.ts; docs/sandbox.md "Step calls"). */
export function completeStep<S extends JourneyStep>(
  uuid: string,
  step: S,
  body: JourneyStepBody<S>,
  options: CallOptions = {},
): Promise<CompletedStep> {
  return apiRequest(
    `${APPLICATION_BASE}/${encodeURIComponent(uuid)}/steps/${encodeURIComponent(step)}`,
    { ...options, method: 'POST', body, schema: CompletedStepSchema },
  );
}
