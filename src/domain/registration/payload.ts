import type { StepAnswers } from './schemas';
import type { EmploymentType, ReferralDetails, UtmDetails } from './types';

/** The employment types the create-HELOC call accepts. */
export type SubmittedEmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'SELF_EMPLOYED'
  | 'RETIRED'
  | 'UNEMPLOYED'
  | 'SEPARATE_MAINTENANCE_PAYMENTS'
  | 'UNRECOGNIZED';

const SENT_AS_IS: ReadonlySet<string> = new Set([
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
]);
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

export type HelocConsentType = 'PRIVACY' | 'TERMS' | 'COMMUNICATIONS' | 'SOFT_CREDIT';

/** Consents submitted with the application, in this order (spec §7). */
export const SUBMITTED_CONSENTS: readonly HelocConsentType[] = [
  'PRIVACY',
  'TERMS',
  'COMMUNICATIONS',
  'SOFT_CREDIT',
];

/** Version sent when the service names none (designed: the sandbox accepts any text). */
export const DEFAULT_CONSENT_VERSION = '2025-06';

interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Structurally the API's CreateHelocRequest (src/api/application.ts). */
export interface CreateHelocPayload {
  abVersionsRequest: Array<{ name: string; version: string }>;
  affiliateAbVersion?: string;
  affiliateAppIndicator?: boolean;
  affiliateLiveOffers?: boolean;
  consentListRequest: Array<{ type: HelocConsentType; optIn: boolean }>;
  consentRequests: Array<{ type: HelocConsentType; version: string }>;
  income: { incomePrimary: number; incomeOther: number; incomeCoDeeders: number[] };
  marketingTools?: Record<string, string>;
  profileRequest: {
    name: { firstName: string; middleName?: string; lastName: string; suffix?: string };
    email: string;
    homeAddress: Address;
    assetAddress: Address;
  };
  propertyListedForSale: boolean;
  propertyRequest: Address & { occupancyType: 'HOME' | 'SECONDARY' | 'INVESTMENT' };
  publish: boolean;
  utmParameters?: UtmDetails;
  employmentType: SubmittedEmploymentType;
  offerCode?: string;
  optimizelyProfileRequest?: { optimizelyProfileUuid: string };
  referrerId?: string;
  referralId?: string;
}

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

/** The create-HELOC body, every field the spec lists. */
export function buildCreateHelocPayload(input: PayloadInput): CreateHelocPayload {
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
    employmentType: submittedEmploymentType(input.income.employmentType satisfies EmploymentType),
    ...(input.offerCode ? { offerCode: input.offerCode } : {}),
    ...(input.optimizelyProfileUuid
      ? { optimizelyProfileRequest: { optimizelyProfileUuid: input.optimizelyProfileUuid } }
      : {}),
    ...(input.referral?.referrerId ? { referrerId: input.referral.referrerId } : {}),
    ...(input.referral?.referralId ? { referralId: input.referral.referralId } : {}),
  };
}
