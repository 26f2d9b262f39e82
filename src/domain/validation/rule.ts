import { z } from 'zod/mini';
import { REQUIRED } from './messages';

/** A pure check: the first failing message, or `undefined` when the value is fine. */
export type Check<T> = (value: T) => string | undefined;

/**
 * A zod string schema from a check, reporting exactly one message per field (the first rule that
 * fails, in the order the spec lists them) so the inline message and the error summary agree.
 * A missing value (`undefined`) reads 'Required'.
 */
export function stringRule(check: Check<string>) {
  return z.string({ error: REQUIRED }).check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}
