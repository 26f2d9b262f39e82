/**
 * Registration v2 data, as the wizard holds it. Every value is what the user typed (strings for
 * text inputs, booleans for checkboxes), so a failed validation never loses an answer; the step
 * schemas (./schemas.ts) turn them into the clean values the services get.
 */

/** The wizard's steps, in the widest order (./steps.ts decides which apply). */
export const STEP_IDS = [
  'property',
  'homeAddress',
  'forSale',
  'income',
  'name',
  'birthdate',
  'contact',
  'password',
  'loginInfo',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** INIT is the unselected placeholder of the occupancy select. */
export type OccupancyChoice = 'INIT' | 'HOME' | 'SECONDARY' | 'INVESTMENT';

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export interface AddressValues {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface PropertyValues extends AddressValues {
  occupancyType: OccupancyChoice;
}

export interface ForSaleValues {
  /** '' until answered. */
  isListedForSale: '' | 'yes' | 'no';
}

export interface IncomeValues {
  /** As typed ("85,000" is fine). */
  income: string;
  otherIncome: string;
  /** '' until chosen. */
  employmentType: EmploymentType | '';
  /** The user confirmed an income below the threshold is their annual pre-tax income. */
  lowIncomeConfirmed: boolean;
}

export interface NameValues {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: '' | 'I' | 'II' | 'III' | 'IV' | 'V' | 'JR' | 'SR';
}

export interface BirthdateValues {
  day: string;
  month: string;
  year: string;
}

export interface ContactValues {
  email: string;
  /** As typed or formatted, `(555) 123-4567`. */
  phoneNumber: string;
  smsMarketingConsent: boolean;
  smsTransactionalConsent: boolean;
}

export interface TermsValues {
  termPrivacyConsent: boolean;
  communicationConsent: boolean;
}

export interface PasswordValues extends TermsValues {
  password: string;
  confirmPassword: string;
}

export type LoginInfoValues = TermsValues;

/** Values by step. */
export interface StepValues {
  property: PropertyValues;
  homeAddress: AddressValues;
  forSale: ForSaleValues;
  income: IncomeValues;
  name: NameValues;
  birthdate: BirthdateValues;
  contact: ContactValues;
  password: PasswordValues;
  loginInfo: LoginInfoValues;
}

export type RegisterValues = { [K in StepId]: StepValues[K] };

const EMPTY_ADDRESS: AddressValues = { street1: '', street2: '', city: '', state: '', zip: '' };

export function emptyRegisterValues(): RegisterValues {
  return {
    property: { ...EMPTY_ADDRESS, occupancyType: 'INIT' },
    homeAddress: { ...EMPTY_ADDRESS },
    forSale: { isListedForSale: '' },
    income: { income: '', otherIncome: '', employmentType: '', lowIncomeConfirmed: false },
    name: { firstName: '', middleName: '', lastName: '', suffix: '' },
    birthdate: { day: '', month: '', year: '' },
    contact: {
      email: '',
      phoneNumber: '',
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    },
    password: {
      password: '',
      confirmPassword: '',
      termPrivacyConsent: false,
      communicationConsent: false,
    },
    loginInfo: { termPrivacyConsent: false, communicationConsent: false },
  };
}

/** Where a referral came from (referrer / rid query parameters, wholesale referral). */
export interface ReferralDetails {
  referralId?: string;
  referrerId?: string;
  contactId?: string;
  ownerId?: string;
}

/** Campaign attribution; `id` is upper-cased. */
export interface UtmDetails {
  campaign?: string;
  medium?: string;
  source?: string;
  term?: string;
  content?: string;
  id?: string;
}

/** Which answers came from the signed-in profile (shown read-only or skipped). */
export interface ProfilePrefillFlags {
  isEmailPrefilledByProfile: boolean;
  isNamePrefilledByProfile: boolean;
  isDobPrefilledByProfile: boolean;
}
