import { z } from 'zod/mini';
import { FORMATTED_PHONE_LENGTH, formatPhone, phoneDigits, toE164 } from '../phone';
import { PHONE_COUNTRY_CODE, PHONE_INVALID, PHONE_REQUIRED } from './messages';
import { stringRule } from './rule';

/**
 * Mobile phone, as typed: required; must not start with the country code 1; 14 characters once
 * formatted as `(xxx) xxx-xxxx`. An E.164 `+1` prefix is not "typing a 1".
 */
export function checkPhone(value: string): string | undefined {
  if (value.trim() === '') return PHONE_REQUIRED;
  if (phoneDigits(value).startsWith('1')) return PHONE_COUNTRY_CODE;
  return formatPhone(value).length === FORMATTED_PHONE_LENGTH ? undefined : PHONE_INVALID;
}

/** Validates what was typed; outputs E.164 (`+15551234567`) for the services. */
export const phoneSchema = z.pipe(
  stringRule(checkPhone),
  z.transform((value: string) => toE164(formatPhone(value)) ?? value),
);
