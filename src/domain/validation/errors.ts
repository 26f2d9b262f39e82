import type { z } from 'zod/mini';

/**
 * The first message per field from a zod error, keyed by dotted path (`address.zip`; the root is
 * `''`). What the inline messages and the error summary show.
 */
export function fieldErrors(error: z.core.$ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
