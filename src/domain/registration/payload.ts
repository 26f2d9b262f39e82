import type { StepAnswers } from './schemas';
import type { EmploymentType, ReferralDetails, UtmDetails } from './types';

/** How the property is occupied (the create-HELOC call's propertyRequest.occupancyType). */
export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

/** The employment types the create-HELOC call accepts. */
export const SUBMITTED_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNRECOGNIZED',
] as const;
export type SubmittedEmploymentType = (typeof SUBMITTED_EMPLOYMENT_TYPES)[number];

const SENT_AS_IS: ReadonlySet<string> = new Set(
  SUBMITTED_EMPLOYMENT_TYPES.filter((type) => type !== 'UNRECOGNIZED'),
);
const SENT_AS_SEPARATE_MAINTENANCE: ReadonlySet<string> = new Set([
  'ALIMONY',
  'CHILD_SUPPORT',
  'PUBLIC_ASSISTANCE_PROGRAM',
]);

/** Spec §7: ALIMONY, CHILD_SUPPORT, PUBLIC_ASSISTANCE_PROGRAM → SEPARATE_MAINTENANCE_PAYMENTS; unknown → UNRECOGNIZED. */
export function submittedEmploymentType(type: string): SubmittedEmploymentType {
  if (SENT_AS_SEPARATE_MAINTENANCE.has(type)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  if (SENT_AS_IS.has(type)) return type as SubmittedEmploymentType;
  return 'UNRECOGNIZED';
}

/** Consents submitted with the application, in this order (spec §7). */
export const HELOC_CONSENT_TYPES = ['PRIVACY', 'TERMS', 'COMMUNICATIONS', 'SOFT_CREDIT'] as const;
export type HelocConsentType = (typeof HELOC_CONSENT_TYPES)[number];
export const SUBMITTED_CONSENTS: readonly HelocConsentType[] = HELOC_CONSENT_TYPES;

/** Version sent when the service names none (designed: the sandbox accepts any text). */
export const DEFAULT_CONSENT_VERSION = '2025-06';

interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The create-HELOC body as built here; the call's own type is src/api/application.ts's
 * CreateHelocRequest (its schema), which the registration's call checks this against.
 */
export type CreateHelocPayload = ReturnType<typeof buildCreateHelocPayload>;

export interface PayloadInput {
  property: StepAnswers['property'];
  /** Absent for a primary residence: the property is the home. */
  homeAddress?: StepAnswers['homeAddress'];
  forSale: StepAnswers['forSale'];
  income: StepAnswers['income'];
  name: StepAnswers['name'];
  email: string;
  /** The consents the user gave on the closing step. */
  communicationConsent: boolean;
  /** Versions by consent type, from the consent-types call; default otherwise. */
  consentVersions?: Partial<Record<HelocConsentType, string>>;
  referral?: ReferralDetails;
  utm?: UtmDetails;
  /** A crypto-backed HELOC (isCryptoVisit): the body names the product. */
  crypto?: boolean;
  offerCode?: string;
  affiliate?: { abVersion?: string; liveOffers?: boolean };
  abVersions?: Array<{ name: string; version: string }>;
  optimizelyProfileUuid?: string;
}

function address(a: {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}): Address {
  return {
    street1: a.street1,
    ...(a.street2 ? { street2: a.street2 } : {}),
    city: a.city,
    state: a.state,
    zip: a.zip,
  };
}

/** The product type of a crypto-backed HELOC (shell §9: "crypto HELOC product type"). */
export const CRYPTO_HELOC_PRODUCT = 'CRYPTO_HELOC';

/** The create-HELOC body, every field the spec lists. */
export function buildCreateHelocPayload(input: PayloadInput) {
  const assetAddress = address(input.property);
  const homeAddress = input.homeAddress ? address(input.homeAddress) : assetAddress;
  const name = input.name;
  return {
    abVersionsRequest: input.abVersions ?? [],
    ...(input.affiliate?.abVersion ? { affiliateAbVersion: input.affiliate.abVersion } : {}),
    affiliateAppIndicator: !!input.affiliate,
    affiliateLiveOffers: input.affiliate?.liveOffers ?? false,
    consentListRequest: SUBMITTED_CONSENTS.map((type) => ({
      type,
      optIn: type === 'COMMUNICATIONS' ? input.communicationConsent : true,
    })),
    consentRequests: SUBMITTED_CONSENTS.map((type) => ({
      type,
      version: input.consentVersions?.[type] ?? DEFAULT_CONSENT_VERSION,
    })),
    income: {
      incomePrimary: input.income.income,
      incomeOther: input.income.otherIncome,
      incomeCoDeeders: [],
    },
    profileRequest: {
      name: {
        firstName: name.firstName,
        ...(name.middleName ? { middleName: name.middleName } : {}),
        lastName: name.lastName,
        ...(name.suffix ? { suffix: name.suffix } : {}),
      },
      email: input.email,
      homeAddress,
      assetAddress,
    },
    propertyListedForSale: input.forSale.isListedForSale,
    propertyRequest: { ...assetAddress, occupancyType: input.property.occupancyType },
    publish: true,
    ...(input.utm ? { utmParameters: input.utm } : {}),
    // Designed (docs/sandbox.md): the spec's body has no product field; a crypto HELOC says so.
    ...(input.crypto ? { productType: CRYPTO_HELOC_PRODUCT } : {}),
    employmentType: submittedEmploymentType(input.income.employmentType satisfies EmploymentType),
    ...(input.offerCode ? { offerCode: input.offerCode } : {}),
    ...(input.optimizelyProfileUuid
      ? { optimizelyProfileRequest: { optimizelyProfileUuid: input.optimizelyProfileUuid } }
      : {}),
    ...(input.referral?.referrerId ? { referrerId: input.referral.referrerId } : {}),
    ...(input.referral?.referralId ? { referralId: input.referral.referralId } : {}),
  };
}
