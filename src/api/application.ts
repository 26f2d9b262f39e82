import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import {
  AddressSchema,
  ConsentTypeSchema,
  listOf,
  optionalFlag,
  optionalNumber,
  optionalText,
  textOrNumber,
} from './common';
import type { AddressInput, ConsentType, NameInput } from './common';

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

export type OccupancyType = 'HOME' | 'SECONDARY' | 'INVESTMENT';

/** ALIMONY, CHILD_SUPPORT and PUBLIC_ASSISTANCE_PROGRAM are sent as SEPARATE_MAINTENANCE_PAYMENTS. */
export type SubmittedEmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'SELF_EMPLOYED'
  | 'RETIRED'
  | 'UNEMPLOYED'
  | 'SEPARATE_MAINTENANCE_PAYMENTS'
  | 'UNRECOGNIZED';

/** Consent types submitted at registration (registration §7). */
export type HelocConsentType = 'PRIVACY' | 'TERMS' | 'COMMUNICATIONS' | 'SOFT_CREDIT';

export interface UtmParameters {
  campaign?: string;
  medium?: string;
  source?: string;
  term?: string;
  content?: string;
  /** Uppercased. */
  id?: string;
}

/** The registration doc's "Create HELOC" payload. Inner shapes not shown there are designed. */
export interface CreateHelocRequest {
  abVersionsRequest: Array<{ name: string; version: string }>;
  affiliateAbVersion?: string;
  affiliateAppIndicator?: boolean;
  affiliateLiveOffers?: boolean;
  consentListRequest: Array<{ type: HelocConsentType; optIn: boolean }>;
  consentRequests: Array<{ type: HelocConsentType; version: string }>;
  income: { incomePrimary: number; incomeOther: number; incomeCoDeeders: number[] };
  marketingTools?: Record<string, string>;
  profileRequest: {
    name: NameInput;
    email: string;
    homeAddress: AddressInput;
    assetAddress: AddressInput;
  };
  propertyListedForSale: boolean;
  propertyRequest: AddressInput & { occupancyType: OccupancyType };
  publish: boolean;
  utmParameters?: UtmParameters;
  employmentType: SubmittedEmploymentType;
  offerCode?: string;
  optimizelyProfileRequest?: { optimizelyProfileUuid: string };
  referrerId?: string;
  referralId?: string;
}

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

export async function saveExperiments(
  uuid: string | undefined,
  experiments: readonly Experiment[],
  options: CallOptions = {},
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
  options: CallOptions = {},
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

/** What a step sends (each step's own shape: docs/sandbox.md "Screens' calls"). */
export type CompleteStepBody = Record<string, unknown>;

export function completeStep(
  uuid: string,
  step: string,
  body: CompleteStepBody = {},
  options: CallOptions = {},
): Promise<CompletedStep> {
  return apiRequest(
    `${APPLICATION_BASE}/${encodeURIComponent(uuid)}/steps/${encodeURIComponent(step)}`,
    { ...options, method: 'POST', body, schema: CompletedStepSchema },
  );
}
