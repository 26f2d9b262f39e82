import { z } from 'zod/mini';
import { apiRequest } from './client';
import type { ApiRequestOptions, CallOptions } from './client';
import { optionalText } from './common';
import { HEADER } from './headers';

/** The hosted-login broker serves customers and agents (brokers, loan officers) separately. */
export type BrokerKind = 'customer' | 'agent';

const brokerBase = (kind: BrokerKind) => `/identity-broker/${kind}`;

/** Sent in the register header: which product starts the hosted registration. */
export const APPLICATION_NAME = 'HELOC';

/** Answer not shown: the signed-in user as the broker knows them (kept loose). */
export const FigureInfoSchema = z.object({
  uuid: optionalText,
  identityUuid: optionalText,
  email: optionalText,
});
export type FigureInfo = z.infer<typeof FigureInfoSchema>;

/** "Answers a redirect URL": accepted as plain text or as `{ redirectUrl }`. */
export const RedirectSchema = z.pipe(
  z.union([
    z.string().check(z.minLength(1)),
    z.object({ redirectUrl: z.string().check(z.minLength(1)) }),
  ]),
  z.transform((answer) => (typeof answer === 'string' ? answer : answer.redirectUrl)),
);

/** Body not shown in the spec: designed as where to come back after login. */
export interface LoginRequest {
  returnUrl?: string;
}

/** Body not shown in the spec: designed as the registration data already entered. */
export interface BrokerRegisterRequest {
  email?: string;
  phoneNumber?: string;
  firstName?: string;
  lastName?: string;
}

export interface BrokerRegisterQuery {
  telemetryTrackingId?: string;
  externalStateNonce?: string;
  displayConsentsWithMfa?: boolean;
  organization?: string;
}

/**
 * The signed-in identity of the hosted session (a cookie); the answer carries the bearer token,
 * which the client stores. `redirectOnUnauthenticated: false` lets a caller ask "is anyone signed
 * in?" without being sent to the login.
 */
export function getFigureInfo(
  kind: BrokerKind,
  options: CallOptions & Pick<ApiRequestOptions, 'redirectOnUnauthenticated'> = {},
): Promise<FigureInfo> {
  return apiRequest(`${brokerBase(kind)}/secure/api/v3/self/figureinfo`, {
    ...options,
    schema: FigureInfoSchema,
  });
}

/** Returns the hosted login URL to go to. */
export function login(
  kind: BrokerKind,
  telemetryTrackingId: string | undefined,
  body: LoginRequest = {},
  options: CallOptions = {},
): Promise<string> {
  return apiRequest(`${brokerBase(kind)}/api/v3/login`, {
    ...options,
    method: 'POST',
    query: { telemetryTrackingId },
    body,
    schema: RedirectSchema,
    redirectOnUnauthenticated: false,
  });
}

export async function logout(kind: BrokerKind, options: CallOptions = {}): Promise<void> {
  await apiRequest(`${brokerBase(kind)}/secure/api/v3/logout`, {
    ...options,
    method: 'POST',
    redirectOnUnauthenticated: false,
  });
}

/** Hosted registration: returns the URL to go to. */
export function registerWithBroker(
  query: BrokerRegisterQuery,
  body: BrokerRegisterRequest,
  orgCode: string,
  options: CallOptions = {},
): Promise<string> {
  return apiRequest(`${brokerBase('customer')}/api/v3/register`, {
    ...options,
    method: 'POST',
    query: { ...query },
    body,
    headers: { [HEADER.applicationName]: APPLICATION_NAME, [HEADER.org]: orgCode },
    schema: RedirectSchema,
    redirectOnUnauthenticated: false,
  });
}
