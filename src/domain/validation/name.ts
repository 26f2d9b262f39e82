import { z } from 'zod/mini';
import { FIRST_NAME_TOO_SHORT, NAME_UNSUPPORTED_CHARACTERS, REQUIRED } from './messages';
import { stringRule } from './rule';

/**
 * Letters, hyphen, apostrophe and space (spec). "Letters" are A-Z: the credit bureaus match on
 * unaccented names. The typographic apostrophe (U+2019) counts as an apostrophe because phone
 * keyboards insert it in "O’Brien".
 */
const NAME_CHARACTERS = /^[A-Za-z'\u2019 -]+$/;
/** Outside production last names may also hold digits (test identities such as "Tester2"). */
const NAME_CHARACTERS_WITH_DIGITS = /^[A-Za-z0-9'\u2019 -]+$/;

export const NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'] as const;
export type NameSuffix = (typeof NAME_SUFFIXES)[number];

export function checkFirstName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return REQUIRED;
  if (!NAME_CHARACTERS.test(name)) return NAME_UNSUPPORTED_CHARACTERS;
  if (name.length < 2) return FIRST_NAME_TOO_SHORT;
  return undefined;
}

/** Optional; when given, the same characters as the first name. */
export function checkMiddleName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return undefined;
  return NAME_CHARACTERS.test(name) ? undefined : NAME_UNSUPPORTED_CHARACTERS;
}

export function checkLastName(
  value: string,
  { isProduction }: { isProduction: boolean },
): string | undefined {
  const name = value.trim();
  if (name === '') return REQUIRED;
  const allowed = isProduction ? NAME_CHARACTERS : NAME_CHARACTERS_WITH_DIGITS;
  return allowed.test(name) ? undefined : NAME_UNSUPPORTED_CHARACTERS;
}

const trim = (v: string) => v.trim();

export const firstNameSchema = z.pipe(stringRule(checkFirstName), z.transform(trim));
export const middleNameSchema = z.pipe(stringRule(checkMiddleName), z.transform(trim));
export const lastNameSchema = ({ isProduction }: { isProduction: boolean }) =>
  z.pipe(
    stringRule((v) => checkLastName(v, { isProduction })),
    z.transform(trim),
  );
export const suffixSchema = z.enum(NAME_SUFFIXES, { error: REQUIRED });

/** The legal name group: first, middle (optional), last, suffix (may be empty). */
export function nameSchema({ isProduction }: { isProduction: boolean }) {
  return z.object({
    firstName: firstNameSchema,
    middleName: z._default(middleNameSchema, ''),
    lastName: lastNameSchema({ isProduction }),
    suffix: z._default(suffixSchema, ''),
  });
}
