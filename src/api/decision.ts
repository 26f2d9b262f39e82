/**
 * The underwriting decision behind the decision pages (error/decline, error/credit,
 * error/income): the adverse-action reasons and the credit bureau used (designed,
 * docs/sandbox.md "Property, holds and outcomes").
 */
import { z } from 'zod/mini';
import { APPLICATION_BASE } from './application';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf, optionalNumber, optionalText } from './common';

export const CreditBureauSchema = z.object({
  name: z.string(),
  address: optionalText,
  phone: optionalText,
  website: optionalText,
});
export type CreditBureau = z.infer<typeof CreditBureauSchema>;

export const DecisionSchema = z.object({
  /** status.uwDecision (DECLINE, …). */
  decision: optionalText,
  /** CREDIT, INCOME, PROPERTY, OTHER: what the decision mainly rests on. */
  basis: optionalText,
  /** yyyy-MM-dd. */
  decidedOn: optionalText,
  reasons: listOf(z.object({ code: z.string(), text: z.string() })),
  creditBureau: z.nullish(CreditBureauSchema),
  creditScore: z.nullish(
    z.object({
      score: z.number(),
      rangeMin: z.number(),
      rangeMax: z.number(),
      /** yyyy-MM-dd. */
      scoredOn: optionalText,
      factors: listOf(z.string()),
    }),
  ),
  /** Debt-to-income ratio in percent, for an income decision. */
  debtToIncome: optionalNumber,
  maxDebtToIncome: optionalNumber,
});
export type Decision = z.infer<typeof DecisionSchema>;

export function getDecision(uuid: string, options: CallOptions = {}): Promise<Decision> {
  return apiRequest(`${APPLICATION_BASE}/${encodeURIComponent(uuid)}/decision`, {
    ...options,
    schema: DecisionSchema,
  });
}
