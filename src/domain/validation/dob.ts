import { z } from 'zod/mini';
import { isAtLeastAge, isValidDate, parseDateParts, type DateParts } from '../dates';
import {
  DOB_MIN_AGE_18,
  DOB_MIN_AGE_19,
  DOB_MIN_AGE_62,
  DOB_REQUIRED,
  INVALID_DATE,
  REQUIRED,
} from './messages';

export const ADULT_AGE = 18;
/** Alabama's age of majority. */
export const ALABAMA_ADULT_AGE = 19;
/** Age-restricted (reverse-mortgage-style) brands. */
export const AGE_RESTRICTED_MIN_AGE = 62;

export interface DobOptions {
  /** Property state (USPS code); Alabama requires 19. */
  state?: string;
  /** The brand's age-restricted mode: 62 or older. */
  ageRestricted?: boolean;
  /** Injected so the rule is testable and agrees with the machine's clock. */
  today?: Date;
}

export function minimumAge({
  state,
  ageRestricted,
}: Pick<DobOptions, 'state' | 'ageRestricted'>): number {
  if (ageRestricted) return AGE_RESTRICTED_MIN_AGE;
  return state?.trim().toUpperCase() === 'AL' ? ALABAMA_ADULT_AGE : ADULT_AGE;
}

function ageMessage(age: number): string {
  if (age === AGE_RESTRICTED_MIN_AGE) return DOB_MIN_AGE_62;
  if (age === ALABAMA_ADULT_AGE) return DOB_MIN_AGE_19;
  return DOB_MIN_AGE_18;
}

/**
 * The date-of-birth rule, in order: all parts empty → 'Date of birth is required'; not a real
 * calendar date, before 1900 or in the future → 'Invalid date'; too young → the age message.
 */
export function checkDob(parts: DateParts, options: DobOptions = {}): string | undefined {
  const today = options.today ?? new Date();
  const filled = [parts.day, parts.month, parts.year].filter((p) => p.trim() !== '');
  if (filled.length === 0) return DOB_REQUIRED;
  if (!isValidDate(parts)) return INVALID_DATE;
  const dob = parseDateParts(parts);
  if (!dob || dob.getTime() > today.getTime()) return INVALID_DATE;
  const age = minimumAge(options);
  return isAtLeastAge(dob, age, today) ? undefined : ageMessage(age);
}

/** Date of birth from its three inputs. The issue sits on the object itself (path `[]`). */
export function dobSchema(options: DobOptions = {}) {
  return z
    .object({
      day: z.string({ error: REQUIRED }),
      month: z.string({ error: REQUIRED }),
      year: z.string({ error: REQUIRED }),
    })
    .check(
      z.superRefine((parts, ctx) => {
        const message = checkDob(parts, options);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    );
}
