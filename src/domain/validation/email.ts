import { z } from 'zod/mini';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages';
import { stringRule } from './rule';

const emailFormat = z.email();

/** Required, then a valid address (zod's email format, after trimming). */
export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED;
  return emailFormat.safeParse(email).success ? undefined : EMAIL_INVALID;
}

/** Outputs the trimmed address. */
export const emailSchema = z.pipe(
  stringRule(checkEmail),
  z.transform((v) => v.trim()),
);
