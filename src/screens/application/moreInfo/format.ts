import type { SummaryProperty } from '../../../api/moreInfo';
import type { Profile } from '../../../api/profile';
import { formatDisplayDate } from '../../../domain/dates';
import { formatPhone } from '../../../domain/phone';

/** How the moreInfo screens word what they show back to the borrower. */

export const NOT_PROVIDED = 'Not provided';

const OCCUPANCY_LABELS: Readonly<Record<string, string>> = {
  HOME: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
};

const EMPLOYMENT_LABELS: Readonly<Record<string, string>> = {
  FULL_TIME: 'Employed full time',
  PART_TIME: 'Employed part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Alimony, child support or public assistance',
  UNRECOGNIZED: 'Other',
};

export const MARITAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  MARRIED: 'Married',
  SEPARATED: 'Separated',
  UNMARRIED: 'Unmarried (single, divorced or widowed)',
};

export function occupancyLabel(type: string | null | undefined): string {
  return type ? (OCCUPANCY_LABELS[type] ?? type) : NOT_PROVIDED;
}

export function employmentLabel(type: string | null | undefined): string {
  return type ? (EMPLOYMENT_LABELS[type] ?? type) : NOT_PROVIDED;
}

export interface AddressParts {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** "12 Main St, Apt 4, Sacramento, CA 95814". */
export function addressLine(address: AddressParts | null | undefined): string {
  if (!address?.street1) return NOT_PROVIDED;
  const street = [address.street1, address.street2]
    .filter((part) => part && part.trim())
    .join(', ');
  const cityState = [address.city, address.state].filter(Boolean).join(', ');
  return [street, [cityState, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function propertyLine(property: SummaryProperty | null | undefined): string {
  return addressLine(property);
}

/** "Alex J Sample Jr." */
export function fullName(name: Profile['name']): string {
  const parts = [name?.firstName, name?.middleName, name?.lastName].filter(
    (part) => part && part.trim(),
  );
  const suffix = name?.suffix === 'JR' ? 'Jr.' : name?.suffix === 'SR' ? 'Sr.' : name?.suffix;
  const full = [...parts, suffix].filter((part) => part && part.trim()).join(' ');
  return full || NOT_PROVIDED;
}

/** The profile's date of birth (yyyy-MM-dd) as MM/dd/yyyy. */
export function displayDob(dob: string | null | undefined): string {
  return dob ? formatDisplayDate(dob) : NOT_PROVIDED;
}

/** The profile's first phone number, as (555) 123-4567. */
export function profilePhone(profile: Profile): string {
  const number = profile.phoneNumbers.find((phone) => phone.number)?.number;
  return number ? formatPhone(number) : '';
}
