/**
 * The sandbox income provider's sign-in (src/sandbox/handlers/incomeScreens.ts answers it): its
 * stand-in page signs in with test credentials and answers the redirect back to the app's
 * callback. Only the sandbox's income stand-in (./provider.tsx) calls it; production's provider
 * is hosted (src/api/hostedIncomeProvider.ts).
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from '../../api/client';

export const ProviderRedirectSchema = z.object({ redirectUrl: z.string() });
export type ProviderRedirect = z.infer<typeof ProviderRedirectSchema>;

export function signInIncomeProvider(
  sessionId: string,
  input: { institution: string; username: string; password: string },
  options: CallOptions = {},
): Promise<ProviderRedirect> {
  return apiRequest(
    `/sandbox-income-provider/api/v1/sessions/${encodeURIComponent(sessionId)}/sign-in`,
    {
      ...options,
      method: 'POST',
      body: input,
      context: 'external',
      redirectOnUnauthenticated: false,
      schema: ProviderRedirectSchema,
    },
  );
}
