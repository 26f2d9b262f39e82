import { z } from 'zod/mini';
import { formatPhone, phoneDigits } from '../phone';
import {
  EMPLOYMENT_TYPES,
  type AddressValues,
  type EmploymentType,
  type NameValues,
  type OccupancyChoice,
  type ProfilePrefillFlags,
  type ReferralDetails,
  type RegisterValues,
  type UtmDetails,
} from './types';

/**
 * Prefill: what any source (offer code, affiliate, wholesale referral, the `userData` / `state`
 * URL parameter, the signed-in profile, a restored session) knows about the applicant, in one
 * shape, and how it fills the wizard's values without overwriting what the user typed.
 */
export interface PrefillData {
  property?: Partial<AddressValues> & { occupancyType?: Exclude<OccupancyChoice, 'INIT'> };
  homeAddress?: Partial<AddressValues>;
  isListedForSale?: boolean;
  income?: { income?: number; otherIncome?: number; employmentType?: EmploymentType };
  name?: Partial<NameValues>;
  /** yyyy-MM-dd */
  dob?: string;
  email?: string;
  /** Digits or formatted; shown formatted. */
  phoneNumber?: string;
  referral?: ReferralDetails;
  utm?: UtmDetails;
  offerCode?: string;
}

// ---------------------------------------------------------------------------------------------
// The compact URL codec (docs/registration-prefill.md)

/** Version of the compact layout; a different one is rejected (read as no prefill). */
export const PREFILL_CODEC_VERSION = 1;
/** Longer parameters are rejected before decoding: nobody's address is 4 KB. */
export const PREFILL_MAX_LENGTH = 4096;

const EMPLOYMENT_CODES: Record<EmploymentType, string> = {
  FULL_TIME: 'FT',
  PART_TIME: 'PT',
  SELF_EMPLOYED: 'SE',
  RETIRED: 'RE',
  UNEMPLOYED: 'UN',
  ALIMONY: 'AL',
  CHILD_SUPPORT: 'CS',
  SEPARATE_MAINTENANCE_PAYMENTS: 'SM',
  PUBLIC_ASSISTANCE_PROGRAM: 'PA',
};
const OCCUPANCY_CODES = { HOME: 'H', SECONDARY: 'S', INVESTMENT: 'I' } as const;

const short = z.optional(z.string().check(z.maxLength(200)));
const compactAddress = z.object({ a: short, b: short, c: short, s: short, z: short });
const CompactSchema = z.object({
  v: z.literal(PREFILL_CODEC_VERSION),
  p: z.optional(z.extend(compactAddress, { o: z.optional(z.enum(['H', 'S', 'I'])) })),
  h: z.optional(compactAddress),
  f: z.optional(z.union([z.literal(0), z.literal(1)])),
  i: z.optional(
    z.object({
      i: z.optional(z.number()),
      o: z.optional(z.number()),
      t: z.optional(z.enum(Object.values(EMPLOYMENT_CODES) as [string, ...string[]])),
    }),
  ),
  n: z.optional(z.object({ f: short, m: short, l: short, x: short })),
  d: z.optional(z.string().check(z.regex(/^\d{8}$/))),
  e: short,
  t: short,
  r: z.optional(z.object({ r: short, f: short, c: short, o: short })),
  u: z.optional(z.object({ c: short, m: short, s: short, t: short, n: short, i: short })),
  oc: short,
});
type Compact = z.infer<typeof CompactSchema>;

/** Drops undefined and empty strings; returns undefined for an object left empty. */
function prune<T extends Record<string, unknown>>(value: T): T | undefined {
  const out = Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as T;
  return Object.keys(out).length > 0 ? out : undefined;
}

function toCompactAddress(address: Partial<AddressValues> | undefined) {
  if (!address) return undefined;
  return prune({
    a: address.street1,
    b: address.street2,
    c: address.city,
    s: address.state,
    z: address.zip,
  });
}

function fromCompactAddress(address: z.infer<typeof compactAddress> | undefined) {
  if (!address) return undefined;
  return prune({
    street1: address.a,
    street2: address.b,
    city: address.c,
    state: address.s,
    zip: address.z,
  });
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** PrefillData → the compact parameter value (base64url JSON of abbreviated keys). */
export function encodePrefill(data: PrefillData): string {
  const employment = data.income?.employmentType;
  const occupancy = data.property?.occupancyType;
  const compact: Compact = {
    v: PREFILL_CODEC_VERSION,
    p: data.property
      ? prune({
          ...toCompactAddress(data.property),
          o: occupancy ? OCCUPANCY_CODES[occupancy] : undefined,
        })
      : undefined,
    h: toCompactAddress(data.homeAddress),
    f: data.isListedForSale === undefined ? undefined : data.isListedForSale ? 1 : 0,
    i: data.income
      ? prune({
          i: data.income.income,
          o: data.income.otherIncome,
          t: employment ? EMPLOYMENT_CODES[employment] : undefined,
        })
      : undefined,
    n: data.name
      ? prune({
          f: data.name.firstName,
          m: data.name.middleName,
          l: data.name.lastName,
          x: data.name.suffix,
        })
      : undefined,
    d: data.dob ? data.dob.replace(/-/g, '') : undefined,
    e: data.email,
    t: data.phoneNumber ? phoneDigits(data.phoneNumber) : undefined,
    r: data.referral
      ? prune({
          r: data.referral.referralId,
          f: data.referral.referrerId,
          c: data.referral.contactId,
          o: data.referral.ownerId,
        })
      : undefined,
    u: data.utm
      ? prune({
          c: data.utm.campaign,
          m: data.utm.medium,
          s: data.utm.source,
          t: data.utm.term,
          n: data.utm.content,
          i: data.utm.id,
        })
      : undefined,
    oc: data.offerCode,
  };
  return toBase64Url(JSON.stringify(prune(compact)));
}

/** The compact parameter → PrefillData, or null for anything that is not a valid encoding. */
export function decodePrefill(param: string | null | undefined): PrefillData | null {
  if (!param || param.length > PREFILL_MAX_LENGTH || !/^[A-Za-z0-9_-]+={0,2}$/.test(param)) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(param));
  } catch {
    return null;
  }
  const parsed = CompactSchema.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  const occupancy = c.p?.o
    ? (Object.entries(OCCUPANCY_CODES).find(([, code]) => code === c.p!.o)?.[0] as
        'HOME' | 'SECONDARY' | 'INVESTMENT')
    : undefined;
  const employment = c.i?.t
    ? (Object.entries(EMPLOYMENT_CODES).find(([, code]) => code === c.i!.t)?.[0] as EmploymentType)
    : undefined;
  const property = c.p
    ? prune({ ...fromCompactAddress(c.p), occupancyType: occupancy })
    : undefined;
  const data: PrefillData = {
    property,
    homeAddress: fromCompactAddress(c.h),
    isListedForSale: c.f === undefined ? undefined : c.f === 1,
    income: c.i
      ? prune({ income: c.i.i, otherIncome: c.i.o, employmentType: employment })
      : undefined,
    name: c.n
      ? prune({
          firstName: c.n.f,
          middleName: c.n.m,
          lastName: c.n.l,
          suffix: c.n.x as NameValues['suffix'] | undefined,
        })
      : undefined,
    dob: c.d ? `${c.d.slice(0, 4)}-${c.d.slice(4, 6)}-${c.d.slice(6, 8)}` : undefined,
    email: c.e,
    phoneNumber: c.t,
    referral: c.r
      ? prune({ referralId: c.r.r, referrerId: c.r.f, contactId: c.r.c, ownerId: c.r.o })
      : undefined,
    utm: c.u
      ? prune({
          campaign: c.u.c,
          medium: c.u.m,
          source: c.u.s,
          term: c.u.t,
          content: c.u.n,
          id: c.u.i?.toUpperCase(),
        })
      : undefined,
    offerCode: c.oc,
  };
  return prune(data as Record<string, unknown>) ?? {};
}

// ---------------------------------------------------------------------------------------------
// Sources → PrefillData (structural inputs: the domain does not import src/api)

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

// ---------------------------------------------------------------------------------------------
// Applying prefill

/** Later sources win over earlier ones, field by field. */
export function mergePrefill(
  ...sources: ReadonlyArray<PrefillData | null | undefined>
): PrefillData {
  const out: PrefillData = {};
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source) as Array<[keyof PrefillData, unknown]>) {
      if (value === undefined) continue;
      const current = out[key];
      (out as Record<string, unknown>)[key] =
        typeof value === 'object' && value !== null && typeof current === 'object'
          ? { ...current, ...value }
          : value;
    }
  }
  return out;
}

const fill = (current: string, value: string | undefined) =>
  current === '' && value ? value : current;

function fillAddress<T extends AddressValues>(
  current: T,
  from: Partial<AddressValues> | undefined,
): T {
  if (!from) return current;
  return {
    ...current,
    street1: fill(current.street1, from.street1),
    street2: fill(current.street2, from.street2),
    city: fill(current.city, from.city),
    state: fill(current.state, from.state?.toUpperCase()),
    zip: fill(current.zip, from.zip),
  };
}

/** Fills empty values from the prefill; never overwrites an answer already there. */
export function applyPrefill(values: RegisterValues, data: PrefillData): RegisterValues {
  const [year = '', month = '', day = ''] = data.dob?.split('-') ?? [];
  const employment =
    data.income?.employmentType &&
    (EMPLOYMENT_TYPES as readonly string[]).includes(data.income.employmentType)
      ? data.income.employmentType
      : undefined;
  const property = fillAddress(values.property, data.property);
  return {
    ...values,
    property: {
      ...property,
      occupancyType:
        property.occupancyType === 'INIT' && data.property?.occupancyType
          ? data.property.occupancyType
          : property.occupancyType,
    },
    homeAddress: fillAddress(values.homeAddress, data.homeAddress),
    forSale:
      values.forSale.isListedForSale === '' && data.isListedForSale !== undefined
        ? { isListedForSale: data.isListedForSale ? 'yes' : 'no' }
        : values.forSale,
    income: {
      ...values.income,
      income: fill(values.income.income, data.income?.income?.toString()),
      otherIncome: fill(values.income.otherIncome, data.income?.otherIncome?.toString()),
      employmentType: values.income.employmentType || employment || '',
    },
    name: {
      firstName: fill(values.name.firstName, data.name?.firstName),
      middleName: fill(values.name.middleName, data.name?.middleName),
      lastName: fill(values.name.lastName, data.name?.lastName),
      suffix: values.name.suffix || data.name?.suffix || '',
    },
    birthdate:
      values.birthdate.year === '' &&
      values.birthdate.month === '' &&
      values.birthdate.day === '' &&
      year
        ? { year, month, day }
        : values.birthdate,
    contact: {
      ...values.contact,
      email: fill(values.contact.email, data.email),
      phoneNumber: fill(
        values.contact.phoneNumber,
        data.phoneNumber ? formatPhone(data.phoneNumber) : undefined,
      ),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Query parameters

const UTM_KEYS = ['campaign', 'medium', 'source', 'term', 'content', 'id'] as const;

/** utm_campaign … utm_id from the query; id upper-cased; undefined when none is there. */
export function parseUtm(params: URLSearchParams): UtmDetails | undefined {
  const out: UtmDetails = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) out[key] = key === 'id' ? value.toUpperCase() : value;
  }
  return prune(out as Record<string, unknown>) as UtmDetails | undefined;
}

/** What the start of registration reads from the query string. */
export interface RegistrationQuery {
  /** Referring loan officer uuid (`referrer`). */
  referrer?: string;
  /** Wholesale referral id (`rid`). */
  rid?: string;
  offerCode?: string;
  /** The compact prefill (`userData`, or its older name `state`). */
  userData?: PrefillData;
  utm?: UtmDetails;
  /** Affiliate prepopulation record id (`prepopId`, or `affiliate`). */
  affiliate?: string;
  /** Returning from the hosted login with the pre-auth nonce. */
  externalStateNonce?: string;
  step?: string;
}

export function parseRegistrationQuery(search: string): RegistrationQuery {
  const params = new URLSearchParams(search);
  const get = (key: string) => params.get(key)?.trim() || undefined;
  return (
    (prune({
      referrer: get('referrer'),
      rid: get('rid'),
      offerCode: get('offerCode') ?? get('offercode') ?? get('code'),
      userData: decodePrefill(params.get('userData') ?? params.get('state')) ?? undefined,
      utm: parseUtm(params),
      affiliate: get('prepopId') ?? get('affiliate'),
      externalStateNonce: get('externalStateNonce'),
      step: get('step'),
    } as Record<string, unknown>) as RegistrationQuery) ?? {}
  );
}

/** Removes a parameter from a query string (a dropped unknown referrer). */
export function withoutParam(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}
