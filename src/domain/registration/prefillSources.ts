import { prune, type PrefillData } from './prefill';
import type { AddressValues, NameValues, ProfilePrefillFlags } from './types';

/*
 * Prefill sources → PrefillData: the offer code, the affiliate record, the wholesale referral and
 * the signed-in profile (structural inputs: the domain does not import src/api). Loaded only when
 * the start has one of them to read (decision 008).
 */

type Text = string | null | undefined;

export interface OfferCodeSource {
  firstName?: Text;
  lastName?: Text;
  offerCode?: Text;
  street1?: Text;
  street2?: Text;
  city?: Text;
  state?: Text;
  zip?: Text;
}

const text = (value: Text): string | undefined => (value ? value : undefined);

function address(source: {
  street1?: Text;
  street2?: Text;
  city?: Text;
  state?: Text;
  zip?: Text;
}): Partial<AddressValues> | undefined {
  return prune({
    street1: text(source.street1),
    street2: text(source.street2),
    city: text(source.city),
    state: text(source.state),
    zip: text(source.zip),
  });
}

export function prefillFromOfferCode(record: OfferCodeSource): PrefillData {
  return {
    property: address(record),
    name: prune({ firstName: text(record.firstName), lastName: text(record.lastName) }),
    offerCode: text(record.offerCode),
  };
}

export interface AffiliatePrepopSource {
  name?: { firstName?: Text; middleName?: Text; lastName?: Text; suffix?: Text } | null;
  address?: { street1?: Text; street2?: Text; city?: Text; state?: Text; zip?: Text } | null;
  dob?: Text;
  email?: Text;
  phone?: Text;
  income?: number | null;
}

export function prefillFromAffiliate(record: AffiliatePrepopSource): PrefillData {
  return {
    property: record.address ? address(record.address) : undefined,
    name: record.name ? nameOf(record.name) : undefined,
    dob: text(record.dob),
    email: text(record.email),
    phoneNumber: text(record.phone),
    income: typeof record.income === 'number' ? { income: record.income } : undefined,
  };
}

export interface WholesaleReferralSource extends OfferCodeSource {
  suffix?: Text;
  phoneNumber?: Text;
  email?: Text;
}

export function prefillFromWholesaleReferral(
  record: WholesaleReferralSource,
  referralId: string,
): PrefillData {
  return {
    property: address(record),
    name: nameOf(record),
    email: text(record.email),
    phoneNumber: text(record.phoneNumber),
    referral: { referralId },
  };
}

function nameOf(name: { firstName?: Text; middleName?: Text; lastName?: Text; suffix?: Text }) {
  const suffix = text(name.suffix)?.toUpperCase().replace(/\./g, '');
  return prune({
    firstName: text(name.firstName),
    middleName: text(name.middleName),
    lastName: text(name.lastName),
    suffix: suffix && suffix !== 'N/A' ? (suffix as NameValues['suffix']) : undefined,
  });
}

export interface ProfileSource {
  email?: Text;
  name?: { firstName?: Text; middleName?: Text; lastName?: Text; suffix?: Text } | null;
  dob?: Text;
  phoneNumbers?: ReadonlyArray<{ type?: Text; number?: Text }>;
}

/** The signed-in profile's answers, and which of them it supplied. */
export function prefillFromProfile(profile: ProfileSource): {
  data: PrefillData;
  flags: ProfilePrefillFlags;
  hasContact: boolean;
} {
  const name = profile.name ? nameOf(profile.name) : undefined;
  const phone = profile.phoneNumbers?.find((p) => !!p.number)?.number ?? undefined;
  const email = text(profile.email);
  const dob = text(profile.dob);
  const hasName = !!name?.firstName && !!name.lastName;
  return {
    data: { name: hasName ? name : undefined, email, dob, phoneNumber: phone ?? undefined },
    flags: {
      isEmailPrefilledByProfile: !!email,
      isNamePrefilledByProfile: hasName,
      isDobPrefilledByProfile: !!dob,
    },
    hasContact: !!email && !!phone,
  };
}
