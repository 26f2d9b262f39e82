import { z } from 'zod/mini';
import { phoneDigits } from '../phone';
import { prune, type PrefillData } from './prefill';
import type { AddressValues, EmploymentType, NameValues } from './types';

/*
 * The compact `userData` / `state` URL parameter (docs/registration-prefill.md). Loaded with the
 * start's other prefill sources, only when a link carries one (decision 008).
 */

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
