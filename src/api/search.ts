import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { listOf } from './common';

export const AbilityToStartSchema = z.object({
  canStartApplication: z.boolean(),
  /** Org codes where the user already has an active application. */
  organizationsWithActiveApplication: listOf(z.string()),
});
export type AbilityToStart = z.infer<typeof AbilityToStartSchema>;

export function verifyAbilityToStartApplication(
  options: CallOptions = {},
): Promise<AbilityToStart> {
  return apiRequest('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', {
    ...options,
    schema: AbilityToStartSchema,
  });
}
