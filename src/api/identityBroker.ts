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
 *
 * Callers asking at the same time share one request (issue 18, nothing twice): on a deep link the
 * route's loader asks whether anyone is signed in while the session asks who, and each sent its
 * own. A caller's signal ends its own wait; the request itself is aborted only once every caller
 * that could abort has, and none that cannot is waiting. A call made after the answer has come
 * asks again.
 */
export function getFigureInfo(
  kind: BrokerKind,
  { signal, ...options }: CallOptions & Pick<ApiRequestOptions, 'redirectOnUnauthenticated'> = {},
): Promise<FigureInfo> {
  const key = `${kind} ${String(options.redirectOnUnauthenticated)} ${String(options.timeoutMs)}`;
  let asking = figureInfoAsked.get(key);
  if (!asking) {
    const stop = new AbortController();
    const created: Asking = {
      stop,
      waiting: 0,
      answer: apiRequest(`${brokerBase(kind)}/secure/api/v3/self/figureinfo`, {
        ...options,
        signal: stop.signal,
        schema: FigureInfoSchema,
      }),
    };
    const forget = () => {
      if (figureInfoAsked.get(key) === created) figureInfoAsked.delete(key);
    };
    created.answer.then(forget, forget);
    figureInfoAsked.set(key, created);
    asking = created;
  }
  const shared = asking;
  shared.waiting += 1;
  if (!signal) return shared.answer;
  const leave = () => {
    shared.waiting -= 1;
    if (shared.waiting > 0) return;
    if (figureInfoAsked.get(key) === shared) figureInfoAsked.delete(key);
    shared.stop.abort(signal.reason);
  };
  if (signal.aborted) {
    leave();
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<FigureInfo>((resolve, reject) => {
    const onAbort = () => {
      leave();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    shared.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A figureinfo request in flight: its answer, how many callers wait for it, and its own abort. */
interface Asking {
  answer: Promise<FigureInfo>;
  waiting: number;
  stop: AbortController;
}

/** The figureinfo requests in flight, by realm and options. */
const figureInfoAsked = new Map<string, Asking>();

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
