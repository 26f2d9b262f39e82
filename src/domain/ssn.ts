import { z } from 'zod/mini';

/**
 * Social Security numbers: what the borrower types (digits, with or without dashes), shown as
 * ###-##-####, and the rules that reject numbers the Social Security Administration never issues
 * (area 000, 666 or 900-999; group 00; serial 0000). Messages are ours (the spec shows none).
 */

export const SSN_LENGTH = 9;
/** ###-##-#### */
export const FORMATTED_SSN_LENGTH = 11;

export const SSN_REQUIRED = 'Please enter your Social Security number';
export const SSN_INCOMPLETE = 'Social Security number must be 9 digits';
export const SSN_INVALID =
  'This is not a valid Social Security number. Please check it and try again.';

/** The digits typed (anything else dropped), at most nine. */
export function ssnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, SSN_LENGTH);
}

/** Formats as the user types: `123` → `123`, `1234` → `123-4`, `123456789` → `123-45-6789`. */
export function formatSsn(value: string): string {
  const digits = ssnDigits(value);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** Nine digits the SSA could have issued. */
export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  if (area === '000' || area === '666' || area.startsWith('9')) return false;
  return group !== '00' && serial !== '0000';
}

/** The first rule that fails, or undefined. Letters typed count as "not 9 digits". */
export function checkSsn(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return SSN_REQUIRED;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== SSN_LENGTH || /[^\d\s-]/.test(trimmed)) return SSN_INCOMPLETE;
  return isIssuableSsn(digits) ? undefined : SSN_INVALID;
}

/** Validates what was typed; outputs the nine digits. */
export const ssnSchema = z.pipe(
  z.string({ error: SSN_REQUIRED }).check(
    z.superRefine((value, ctx) => {
      const message = checkSsn(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  ),
  z.transform((value: string) => value.replace(/\D/g, '')),
);

/** The last four digits (all a lender keeps outside its vault), or '' when there are none. */
export function ssnLastFour(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}
