/**
 * US phone numbers. The form shows `(xxx) xxx-xxxx` as the user types; the services receive
 * E.164 (`+1XXXXXXXXXX`). Only the US (+1) is offered.
 */

/** Default maximum input length (spec: the country's national format, default 19). */
export const PHONE_MAX_INPUT_LENGTH = 19;
/** Length of a complete national number as formatted: `(555) 123-4567`. */
export const FORMATTED_PHONE_LENGTH = 14;
export const US_CALLING_CODE = '1';

/** A country choice of the phone field (spec entity; `flagPosition` addresses a flag sprite). */
export interface CountryEntry {
  country: string;
  countryCode: string;
  callingCode: string;
  flagPosition: string;
}

export const US_COUNTRY: CountryEntry = {
  country: 'United States',
  countryCode: 'US',
  callingCode: US_CALLING_CODE,
  flagPosition: '0px 0px',
};

export const PHONE_COUNTRIES: readonly CountryEntry[] = [US_COUNTRY];

/**
 * The national digits of what was typed or stored: digits only, an E.164 `+1` prefix removed,
 * at most 10. A leading `1` typed by hand is kept (validation then says the country code is not
 * needed) so the user sees what they typed.
 */
export function phoneDigits(value: string): string {
  const trimmed = value.trim();
  const withoutCode = trimmed.startsWith(`+${US_CALLING_CODE}`) ? trimmed.slice(2) : trimmed;
  return withoutCode.replace(/\D/g, '').slice(0, 10);
}

/**
 * Formats progressively as the user types: `5` → `(5`, `5551` → `(555) 1`,
 * `5551234` → `(555) 123-4`, `5551234567` → `(555) 123-4567`. With `international`, a `+1 `
 * prefix: `+1 (555) 123-4567`. Empty in, empty out.
 */
export function formatPhone(value: string, { international = false } = {}): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let national = `(${area}`;
  if (digits.length > 3) national += `) ${exchange}`;
  if (digits.length > 6) national += `-${line}`;
  return international ? `+${US_CALLING_CODE} ${national}` : national;
}

/**
 * E.164 (`+15551234567`) for a complete number, else `null`. Accepts formatted input, E.164 and
 * 11 digits starting with the country code 1.
 */
export function toE164(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith(US_CALLING_CODE)) digits = digits.slice(1);
  return digits.length === 10 ? `+${US_CALLING_CODE}${digits}` : null;
}
