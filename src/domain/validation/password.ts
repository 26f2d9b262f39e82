import { z } from 'zod/mini';
import {
  PASSWORDS_DONT_MATCH,
  PASSWORD_NEEDS_DIGIT,
  PASSWORD_NEEDS_LOWERCASE,
  PASSWORD_NEEDS_SPECIAL,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  REQUIRED,
} from './messages';
import { stringRule } from './rule';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** The rules in the order they are checked and listed to the user. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: PASSWORD_TOO_SHORT,
    test: (pw: string) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    message: PASSWORD_NEEDS_UPPERCASE,
    test: (pw: string) => /[A-Z]/.test(pw),
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    message: PASSWORD_NEEDS_LOWERCASE,
    test: (pw: string) => /[a-z]/.test(pw),
  },
  {
    id: 'digit',
    label: 'A number',
    message: PASSWORD_NEEDS_DIGIT,
    test: (pw: string) => /\d/.test(pw),
  },
  {
    id: 'special',
    label: `One of ${PASSWORD_SPECIAL_CHARACTERS}`,
    message: PASSWORD_NEEDS_SPECIAL,
    test: (pw: string) => /[!@#$%^&*]/.test(pw),
  },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Each rule and whether the password meets it (the live checklist under the field). */
export function passwordRuleStatus(
  pw: string,
): Array<{ id: PasswordRuleId; label: string; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(pw) }));
}

export function checkPassword(pw: string): string | undefined {
  if (pw === '') return REQUIRED;
  return PASSWORD_RULES.find((rule) => !rule.test(pw))?.message;
}

export function checkConfirmPassword(confirm: string, pw: string): string | undefined {
  if (confirm === '') return REQUIRED;
  return confirm === pw ? undefined : PASSWORDS_DONT_MATCH;
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/** Words for each strength, read out with the four-bar meter. */
export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: 'Too weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

/**
 * Bars lit on the four-bar meter, one per requirement group met: length (12+), mixed case
 * (upper and lower), a digit, a special character. 4 therefore means "meets every rule":
 * the meter shows progress towards an acceptable password, with no hidden scoring.
 */
export function passwordStrength(pw: string): PasswordStrength {
  if (pw === '') return 0;
  const groups = [
    pw.length >= PASSWORD_MIN_LENGTH,
    /[A-Z]/.test(pw) && /[a-z]/.test(pw),
    /\d/.test(pw),
    /[!@#$%^&*]/.test(pw),
  ];
  return groups.filter(Boolean).length as PasswordStrength;
}

export const passwordSchema = stringRule(checkPassword);

/** Password and its confirmation; the mismatch message sits on `confirmPassword`. */
export const passwordFieldsSchema = z
  .object({
    password: z.string({ error: REQUIRED }),
    confirmPassword: z.string({ error: REQUIRED }),
  })
  .check(
    z.superRefine(({ password, confirmPassword }, ctx) => {
      const pwMessage = checkPassword(password);
      if (pwMessage) ctx.addIssue({ code: 'custom', path: ['password'], message: pwMessage });
      const confirmMessage = checkConfirmPassword(confirmPassword, password);
      if (confirmMessage) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: confirmMessage });
      }
    }),
  );
