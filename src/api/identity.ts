import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { CallOptions } from './client';
import { optionalText } from './common';
import { ApiError } from './errors';
import { BEARER_PREFIX, HEADER } from './headers';
import { setToken } from './session';

const IDENTITY_SECURE = '/identity/secure/api';

/** The registration answered a token but the identity check with it failed (shell §8). */
export const IDENTITY_EXISTS_MESSAGE = 'identity exists';

export const IdentitySchema = z.object({
  uuid: z.string(),
  email: optionalText,
});
export type Identity = z.infer<typeof IdentitySchema>;

export const RegisterIdentityAnswerSchema = z.object({ jwt: z.string().check(z.minLength(1)) });

export interface RegisterIdentityRequest {
  email: string;
  password: string;
  phoneNumber: string;
}

/** The current identity (v1.1, the one the app uses). */
export function getIdentity(options: CallOptions = {}): Promise<Identity> {
  return apiRequest(`${IDENTITY_SECURE}/v1_1/identity`, { ...options, schema: IdentitySchema });
}

/** The older v1 read, still used in places. */
export function getIdentityV1(options: CallOptions = {}): Promise<Identity> {
  return apiRequest(`${IDENTITY_SECURE}/v1/identity`, { ...options, schema: IdentitySchema });
}

/**
 * Legacy registration: registers, checks the identity with the new token, then keeps the token.
 * A 401 here means the account exists: it is rejected without the login redirect.
 */
export async function registerIdentity(
  request: RegisterIdentityRequest,
  organization: string | undefined,
  options: CallOptions = {},
): Promise<{ jwt: string; identity: Identity }> {
  const { jwt } = await apiRequest('/identity/api/v1/registration/register', {
    ...options,
    method: 'POST',
    context: 'external',
    query: { organization },
    body: request,
    schema: RegisterIdentityAnswerSchema,
    redirectOnUnauthenticated: false,
  });
  let identity: Identity;
  try {
    identity = await apiRequest(`${IDENTITY_SECURE}/v1_1/identity`, {
      ...options,
      headers: { [HEADER.authorization]: `${BEARER_PREFIX}${jwt}` },
      schema: IdentitySchema,
      redirectOnUnauthenticated: false,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError({
      kind: error.kind,
      status: error.status,
      statusText: error.statusText,
      data: error.data,
      url: error.url,
      serverMessages: error.serverMessages,
      message: IDENTITY_EXISTS_MESSAGE,
      cause: error,
    });
  }
  setToken(jwt);
  return { jwt, identity };
}

/** Saves the phone number as an alias (condition "missing phone number"; registration). */
export async function savePhoneAlias(
  phoneNumber: string,
  options: CallOptions = {},
): Promise<void> {
  await apiRequest(`${IDENTITY_SECURE}/v1/identity/alias`, {
    ...options,
    method: 'PUT',
    body: { type: 'Phone', value: phoneNumber },
  });
}
