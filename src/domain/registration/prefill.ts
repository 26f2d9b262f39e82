import { formatPhone } from '../phone';
import {
  EMPLOYMENT_TYPES,
  type AddressValues,
  type EmploymentType,
  type NameValues,
  type OccupancyChoice,
  type ReferralDetails,
  type RegisterValues,
  type UtmDetails,
} from './types';

/**
 * Prefill: what any source (offer code, affiliate, wholesale referral, the `userData` / `state`
 * URL parameter, the signed-in profile, a restored session) knows about the applicant, in one
 * shape, and how it fills the wizard's values without overwriting what the user typed.
 *
 * The compact URL codec (prefillCodec.ts) and the API sources (prefillSources.ts) are separate
 * modules, loaded only when a link carries them: a plain visit to the start page never needs
 * them (docs/decisions/008-start-page-budget.md). The index does not re-export them for that
 * reason.
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

/** Drops undefined and empty strings; returns undefined for an object left empty. */
export function prune<T extends Record<string, unknown>>(value: T): T | undefined {
  const out = Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ''),
  ) as T;
  return Object.keys(out).length > 0 ? out : undefined;
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

/** Shell §2: `utm_source=cloc` marks a crypto HELOC, for visitors not logged in. */
export const CRYPTO_UTM_SOURCE = 'cloc';

/**
 * The registration is for a crypto-backed HELOC: a visitor (not signed in when the registration
 * started) who came with `utm_source=cloc`. A signed-in borrower's attribution never changes
 * the product they apply for.
 */
export function isCryptoVisit(utm: UtmDetails | undefined, signedIn: boolean): boolean {
  return !signedIn && utm?.source === CRYPTO_UTM_SOURCE;
}

/** What the start of registration reads from the query string. */
export interface RegistrationQuery {
  /** Referring loan officer uuid (`referrer`). */
  referrer?: string;
  /** Wholesale referral id (`rid`). */
  rid?: string;
  offerCode?: string;
  /**
   * The compact prefill (`userData`, or its older name `state`) as the link carries it: decoded
   * with the start's other sources (prefillCodec.ts `decodePrefill`).
   */
  userData?: string;
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
      userData: get('userData') ?? get('state'),
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
