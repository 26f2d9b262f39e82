import { z } from 'zod/mini';
import { isUsStateCode } from '../states';
import {
  CITY_INVALID,
  NY_NOT_AVAILABLE,
  REQUIRED,
  STATE_INVALID,
  STATE_LENGTH,
  STREET_INVALID,
  STREET_REQUIRED,
  ZIP_INVALID,
} from './messages';
import { stringRule } from './rule';

/** A street line: at least 3 characters and at least two words ("12 Main", not "Main"). */
export function isValidStreet(value: string): boolean {
  const street = value.trim();
  return street.length >= 3 && street.split(/\s+/).length >= 2;
}

export function checkStreet(value: string): string | undefined {
  if (value.trim() === '') return STREET_REQUIRED;
  return isValidStreet(value) ? undefined : STREET_INVALID;
}

/**
 * Letters and spaces (spec), plus the period, hyphen and apostrophe that US city names carry
 * (St. Louis, Winston-Salem, Coeur d'Alene): an address picked from the typeahead must pass.
 */
const CITY = /^[A-Za-z][A-Za-z .'\u2019-]*$/;

export function checkCity(value: string): string | undefined {
  return CITY.test(value.trim()) ? undefined : CITY_INVALID;
}

export function checkState(value: string, { nyBlocked = false } = {}): string | undefined {
  const state = value.trim().toUpperCase();
  if (state.length !== 2) return STATE_LENGTH;
  if (!isUsStateCode(state)) return STATE_INVALID;
  if (nyBlocked && state === 'NY') return NY_NOT_AVAILABLE;
  return undefined;
}

export function checkZip(value: string): string | undefined {
  return /^\d{5}$/.test(value.trim()) ? undefined : ZIP_INVALID;
}

export interface AddressOptions {
  /** New York is blocked while the regulator review applies. */
  nyBlocked?: boolean;
}

const trim = (v: string) => v.trim();

/** Property address. Outputs trimmed values and an upper-case state. */
export function addressSchema({ nyBlocked = false }: AddressOptions = {}) {
  return z.object({
    street1: z.pipe(stringRule(checkStreet), z.transform(trim)),
    street2: z.pipe(z._default(z.string({ error: REQUIRED }), ''), z.transform(trim)),
    city: z.pipe(stringRule(checkCity), z.transform(trim)),
    state: z.pipe(
      stringRule((v) => checkState(v, { nyBlocked })),
      z.transform((v) => v.trim().toUpperCase()),
    ),
    zip: z.pipe(stringRule(checkZip), z.transform(trim)),
  });
}
