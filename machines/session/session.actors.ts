/**
 * The real actors of the session machine, over the lender's API modules. The app wires them with
 * `sessionMachine.provide({ actors: sessionActors })`. Each forwards the abort signal.
 *
 * The identity, figureinfo and profile reads are made with `redirectOnUnauthenticated: false`:
 * "not signed in" is an answer here (visitors load every page), not a reason to send the user to
 * the login. The routes that need a session send them there themselves (src/app/access.ts).
 */
import { fromPromise } from 'xstate';
import { apiRequest } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import { getFigureInfo, login, logout } from '../../src/api/identityBroker';
import { IdentitySchema } from '../../src/api/identity';
import { getApplicationCreatedTime } from '../../src/api/application';
import { chooseApiBaseUrl, getFeatureFlags, type FeatureFlags } from '../../src/api/optimize';
import { ProfileSchema } from '../../src/api/profile';
import type { ProfileSummary } from './session.rules';
import type {
  ApiBaseDecision,
  ApiBaseRequest,
  FlagsRequest,
  IdentityRequest,
  LoginRequest,
  LogoutRequest,
  SessionIdentity,
} from './session.types';

const IDENTITY_PATH = '/identity/secure/api/v1_1/identity';
const PROFILE_PATH = '/service-profile/api/v1/profile';

/** GET /service-optimize/external/api/v2/decision with the user attributes (shell §7). */
export const fetchFlags = fromPromise<FeatureFlags, FlagsRequest>(({ input, signal }) =>
  getFeatureFlags(
    {
      organization: input.orgCode,
      applicationUuid: input.applicationUuid,
      identityUuid: input.identityUuid,
      trackerId: input.trackerId,
    },
    { signal },
  ),
);

/**
 * POST /service-optimize/external/api/v1/feature `fe-relative-url-{application}` (shell §7):
 * on, the calls stay relative to the page; off, or the flag cannot be read, the fallback base
 * (§8 "fallback base URL used"). Without a configured fallback nothing is asked.
 */
export const chooseApiBase = fromPromise<ApiBaseDecision, ApiBaseRequest>(
  async ({ input, signal }) => {
    if (!input.fallbackBaseUrl) return null;
    const baseUrl = await chooseApiBaseUrl(
      input.application,
      input.fallbackBaseUrl,
      { trackerId: input.trackerId ?? '', attributes: { organization: input.orgCode } },
      { signal },
    );
    return { baseUrl };
  },
);

/**
 * The decision asked again once the identity is known (shell §7 attributes). Without an identity
 * uuid (signed in by the stored token only) there is nothing new to tell: null, no call.
 */
export const refreshFlags = fromPromise<FeatureFlags | null, FlagsRequest>(
  async ({ input, signal }) => {
    if (!input.identityUuid) return null;
    const createdTime = input.applicationUuid
      ? await createdTimeOf(input.applicationUuid, signal)
      : undefined;
    return getFeatureFlags(
      {
        organization: input.orgCode,
        applicationUuid: input.applicationUuid,
        createdTime,
        identityUuid: input.identityUuid,
        trackerId: input.trackerId,
      },
      { signal },
    );
  },
);

/** The application's created time when it can be read; unknown otherwise (never a failure). */
export async function createdTimeOf(
  applicationUuid: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    return await getApplicationCreatedTime(applicationUuid, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

/**
 * The signed-in identity: the broker's figureinfo first (it also renews the stored token), then,
 * when a token is stored, the identity service. Rejects when neither knows the user; the machine
 * tells a rejected token (401/403) from an unreachable service.
 */
export const fetchIdentity = fromPromise<SessionIdentity, IdentityRequest>(
  async ({ input, signal }) => {
    try {
      const info = await getFigureInfo(input.kind, { signal, redirectOnUnauthenticated: false });
      return { uuid: info.identityUuid ?? info.uuid ?? null, email: info.email ?? null };
    } catch (error) {
      if (!input.hasStoredToken || signal.aborted) throw error;
    }
    const identity = await apiRequest(IDENTITY_PATH, {
      signal,
      schema: IdentitySchema,
      redirectOnUnauthenticated: false,
    });
    return { uuid: identity.uuid, email: identity.email ?? null };
  },
);

/** The profile (type, broker); null when there is none (404). */
export const fetchProfile = fromPromise<ProfileSummary | null, Record<string, never>>(
  async ({ signal }) => {
    try {
      const profile = await apiRequest(PROFILE_PATH, {
        signal,
        schema: ProfileSchema,
        redirectOnUnauthenticated: false,
      });
      return {
        uuid: profile.uuid,
        type: profile.profileType ?? profile.type ?? null,
        isBroker: profile.isBroker === true,
        organizationCode: profile.organizationCode ?? null,
        firstName: profile.name?.firstName ?? null,
      };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
);

/** POST …/api/v3/login: the hosted login URL to go to. */
export const requestLogin = fromPromise<string, LoginRequest>(({ input, signal }) =>
  login(input.kind, input.trackerId, input.returnUrl ? { returnUrl: input.returnUrl } : {}, {
    signal,
  }),
);

/** POST …/secure/api/v3/logout. */
export const requestLogout = fromPromise<void, LogoutRequest>(({ input, signal }) =>
  logout(input.kind, { signal }),
);

export const sessionActors = {
  fetchFlags,
  chooseApiBase,
  refreshFlags,
  fetchIdentity,
  fetchProfile,
  requestLogin,
  requestLogout,
};
