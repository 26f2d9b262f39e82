/**
 * The sandbox stand-in provider's calls (src/sandbox/handlers/bankScreens.ts answers them): the
 * Plaid-style provider's banks, a sign-in with test credentials, the OAuth bank's stand-in page,
 * the resume after its redirect, the account choice that answers a public token. External: no
 * bearer token; the link token names the session. Only the sandbox's bank-link stand-in
 * (./provider.tsx) calls them; a production build opens Plaid Link instead.
 */
import { z } from 'zod/mini';
import { apiRequest, type CallOptions } from '../../api/client';
import { listOf, optionalText } from '../../api/common';

const LINK_PROVIDER_BASE = '/sandbox-bank-link/v1';

export const InstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The bank signs in on its own site (OAuth): the browser leaves and comes back. */
  oauth: z.optional(z.boolean()),
});
export type Institution = z.infer<typeof InstitutionSchema>;

export const InstitutionsSchema = z.object({ institutions: listOf(InstitutionSchema) });

export const ProviderAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** checking or savings. */
  subtype: z.string(),
  mask: optionalText,
});
export type ProviderAccount = z.infer<typeof ProviderAccountSchema>;

/** Signed in: the bank's accounts; an OAuth bank: where to send the browser instead. */
export const SignInSchema = z.object({
  accounts: z.optional(z.array(ProviderAccountSchema)),
  oauthUrl: optionalText,
  oauthStateId: optionalText,
});
export type SignInAnswer = z.infer<typeof SignInSchema>;

export const ResumeSchema = z.object({
  institution: z.nullish(z.object({ id: z.string(), name: z.string() })),
  accounts: listOf(ProviderAccountSchema),
});
export type ResumeAnswer = z.infer<typeof ResumeSchema>;

export const ChosenAccountSchema = z.object({ publicToken: z.string() });

export const OAuthDecisionSchema = z.object({ redirectUri: z.string() });

/** The provider's error codes the flow answers differently (the message is the provider's). */
export const PROVIDER_ERROR = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  oauthDenied: 'OAUTH_DENIED',
  invalidLinkToken: 'INVALID_LINK_TOKEN',
} as const;

export function listInstitutions(options: CallOptions = {}): Promise<Institution[]> {
  return apiRequest(`${LINK_PROVIDER_BASE}/institutions`, {
    ...options,
    context: 'external',
    schema: InstitutionsSchema,
  }).then((answer) => answer.institutions);
}

export function signInAtBank(
  request: { linkToken: string; institutionId: string; username?: string; password?: string },
  options: CallOptions = {},
): Promise<SignInAnswer> {
  return apiRequest(`${LINK_PROVIDER_BASE}/sign-in`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: SignInSchema,
  });
}

/** Back from the OAuth bank: the accounts it allowed. */
export function resumeLink(
  request: { linkToken: string; oauthStateId: string },
  options: CallOptions = {},
): Promise<ResumeAnswer> {
  return apiRequest(`${LINK_PROVIDER_BASE}/resume`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: ResumeSchema,
  });
}

/** The account to link: the provider answers a public token for the lender to exchange. */
export function chooseProviderAccount(
  request: { linkToken: string; accountId: string },
  options: CallOptions = {},
): Promise<string> {
  return apiRequest(`${LINK_PROVIDER_BASE}/choose-account`, {
    ...options,
    method: 'POST',
    context: 'external',
    body: request,
    schema: ChosenAccountSchema,
  }).then((answer) => answer.publicToken);
}
