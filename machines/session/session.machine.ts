/**
 * The session: which org (brand) the page belongs to, the feature flags, who is signed in, and
 * login and logout (shell spec §2, §4, §6, §7, §8; registration spec §2, §4, §6).
 *
 * On start: the org is resolved at once (query, staff-tools storage, hostname); then the flags
 * are loaded (a failure or a slow answer falls back to the defaults: flags never block the app);
 * then the identity (broker figureinfo, else the identity service with the stored token) and the
 * profile. A CO_DEEDER profile outside the signer paths is logged out and the page reloaded.
 *
 * The chart names its implementations only. The app provides the actors (session.actors.ts) and
 * the actions that leave the chart (navigateOut, clearSession, logoutAndReload, reportError) with
 * `machine.provide(...)`, so tests watch them.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FeatureFlags } from '../../src/api/optimize';
import { isUnauthenticated } from '../../src/api/errors';
import { notificationsMachine } from './notifications.machine';
import {
  LOGIN_FALLBACK_URL,
  applicationIdIn,
  applyFlagOverrides,
  isAgentRealm,
  isCoDeederOnPrimaryApp,
  knownOrgCode,
  loginNavigationTarget,
  orgFromSearch,
  parseFlagOverrides,
  resolveSessionOrg,
  returnUrlFor,
  toAppPath,
  type ProfileSummary,
} from './session.rules';
import type {
  ErrorReportParams,
  FlagsRequest,
  IdentityRequest,
  LoginRequest,
  LogoutRequest,
  NavigateOutParams,
  SessionContext,
  SessionEvent,
  SessionIdentity,
  SessionInput,
  ApiBaseDecision,
  ApiBaseRequest,
} from './session.types';

/** The application whose `fe-relative-url-{application}` flag chooses the API base URL. */
export const API_BASE_APPLICATION = 'heloc';

function notProvided(name: string): never {
  throw new Error(`session: provide the "${name}" actor with machine.provide()`);
}

/** The broker realm: agents (brokers, loan officers, `?realm=agent`) or customers. */
function brokerKind(context: SessionContext): 'agent' | 'customer' {
  return context.agentRealm || context.profile?.isBroker === true ? 'agent' : 'customer';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as { notifications: 'notifications'; refreshFlags: 'refreshFlags' },
    tags: {} as 'starting' | 'flagsPending' | 'identityPending' | 'leaving',
  },
  actors: {
    fetchFlags: fromPromise<FeatureFlags, FlagsRequest>(async () => notProvided('fetchFlags')),
    /** Nothing to decide by default (no fallback base URL): the calls stay relative. */
    chooseApiBase: fromPromise<ApiBaseDecision, ApiBaseRequest>(async () => null),
    /** The decision with the identity; null without a call when no identity uuid is known. */
    refreshFlags: fromPromise<FeatureFlags | null, FlagsRequest>(async () =>
      notProvided('refreshFlags'),
    ),
    fetchIdentity: fromPromise<SessionIdentity, IdentityRequest>(async () =>
      notProvided('fetchIdentity'),
    ),
    fetchProfile: fromPromise<ProfileSummary | null, Record<string, never>>(async () =>
      notProvided('fetchProfile'),
    ),
    requestLogin: fromPromise<string, LoginRequest>(async () => notProvided('requestLogin')),
    requestLogout: fromPromise<void, LogoutRequest>(async () => notProvided('requestLogout')),
    notifications: notificationsMachine,
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    /** A full-page navigation (hosted login, /auth/login). */
    navigateOut: (_, _params: NavigateOutParams) => {},
    /** Forget the stored token and the session-only keys. */
    clearSession: () => {},
    /** End the session locally and reload the page (CO_DEEDER on the primary app). */
    logoutAndReload: () => {},
    /** Track 'HELOC: Error Fallback' (fire and forget) and log it with console.warn. */
    reportError: (_, _params: ErrorReportParams) => {},
    /** Tell the rest of the shell (telemetry) who is signed in; null: nobody. */
    announceIdentity: (_, _params: { identityUuid: string | null }) => {},
    /** Point every later call at this base URL (undefined: relative to the page). */
    useApiBase: (_, _params: { baseUrl: string | undefined }) => {},

    storeFlags: assign(({ context }, params: { flags: FeatureFlags }) => ({
      flags: applyFlagOverrides(params.flags, context.overrides),
      flagsSource: 'server' as const,
    })),
    useDefaultFlags: assign(({ context }) => ({
      // Defaults: every flag off, then the session's overrides.
      flags: applyFlagOverrides({}, context.overrides),
      flagsSource: 'defaults' as const,
    })),
    storeIdentity: assign((_, params: { identity: SessionIdentity }) => ({
      identity: params.identity,
      signInSource: 'identity' as const,
    })),
    signInByToken: assign({ identity: null, signInSource: 'token' as const }),
    storeProfile: assign((_, params: { profile: ProfileSummary | null }) => ({
      profile: params.profile,
    })),
    forgetToken: assign({ hasStoredToken: false }),
    rememberLocation: assign(({ event, context }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return {
        pathname: toAppPath(event.pathname),
        search: event.search,
        // Why: a link with a known ?org= switches the brand without a reload.
        orgCode: orgFromSearch(event.search) ?? context.orgCode,
      };
    }),
    applyRefresh: assign(({ event, context }) => {
      assertEvent(event, 'SESSION.REFRESH');
      return {
        hasStoredToken: event.hasStoredToken,
        orgCode: orgFromSearch(context.search) ?? knownOrgCode(event.storedOrg) ?? context.orgCode,
        overrides:
          event.flagOverrides === undefined
            ? context.overrides
            : parseFlagOverrides(event.flagOverrides),
        identity: null,
        signInSource: null,
        profile: null,
      };
    }),
    switchOrg: assign(({ event, context }) => {
      assertEvent(event, 'ORG.CHANGED');
      return { orgCode: knownOrgCode(event.orgCode) ?? context.orgCode };
    }),
  },
  guards: {
    /** The fe-relative-url decision was made (a fallback base URL is configured). */
    decidedApiBase: (_, params: { decision: ApiBaseDecision }) => params.decision !== null,
    /** The identity lookup failed because the stored token was refused (401, 403 unauthenticated). */
    tokenRejected: ({ context }, params: { error: unknown }) =>
      context.hasStoredToken && isUnauthenticated(params.error),
    /** No identity answer, but a token is stored: signed in by the token (shell §6). */
    hasStoredToken: ({ context }) => context.hasStoredToken,
    /** The background decision answered (null: it was not asked, no identity uuid). */
    answered: (_, params: { flags: FeatureFlags | null }) => params.flags !== null,
    coDeederOnPrimaryApp: ({ context }) =>
      isCoDeederOnPrimaryApp(context.profile, context.pathname),
  },
  delays: {
    /**
     * Flags never block the app (shell §8 "fallback used"): a decision that has not arrived after
     * 4 s is dropped and the defaults used. The sandbox answers in under 1 s; the real service in
     * about 200 ms, so 4 s only ever cuts a call that is effectively down.
     */
    FLAGS_TIMEOUT: 4000,
  },
}).createMachine({
  id: 'session',
  description: 'Session: org, flags (defaults on failure), identity and profile; login and logout.',
  context: ({ input }) => ({
    orgCode: resolveSessionOrg({
      hostname: input.hostname,
      search: input.search,
      storedOrg: input.storedOrg,
    }),
    authModeSetting: input.authModeSetting ?? null,
    hostname: input.hostname,
    pathname: toAppPath(input.pathname),
    search: input.search,
    trackerId: input.trackerId ?? null,
    apiFallbackBaseUrl: input.apiFallbackBaseUrl ?? null,
    hasStoredToken: input.hasStoredToken ?? false,
    agentRealm: isAgentRealm(input.search),
    overrides: parseFlagOverrides(input.flagOverrides),
    flags: {},
    flagsSource: 'pending',
    prerendered: input.prerendered ?? false,
    identity: null,
    signInSource: null,
    profile: null,
  }),
  on: {
    'LOCATION.CHANGED': { actions: 'rememberLocation' },
    'ORG.CHANGED': { actions: 'switchOrg' },
    'ERROR.SHOWN': {
      actions: {
        type: 'reportError',
        params: ({ context, event }) => ({
          message: event.message,
          pathname: context.pathname,
          orgCode: context.orgCode,
          identityUuid: context.identity?.uuid ?? null,
          signedIn: context.signInSource !== null,
        }),
      },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Flags, then identity, then profile. The app waits for the flags only.',
      tags: ['starting'],
      // Why on `starting`, beside the flags: the API base URL is decided once per start, by its
      // own flag (fe-relative-url-heloc), and must not be cut short when the decision arrives
      // first; a failure keeps the fallback base (the actor answers it), never blocks the app.
      invoke: {
        id: 'chooseApiBase',
        src: 'chooseApiBase',
        input: ({ context }) => ({
          application: API_BASE_APPLICATION,
          fallbackBaseUrl: context.apiFallbackBaseUrl,
          orgCode: context.orgCode,
          trackerId: context.trackerId ?? undefined,
        }),
        onDone: {
          guard: { type: 'decidedApiBase', params: ({ event }) => ({ decision: event.output }) },
          actions: {
            type: 'useApiBase',
            params: ({ event }) => ({ baseUrl: event.output?.baseUrl }),
          },
        },
      },
      on: {
        // Load everything again (flags kept on screen until the new ones arrive).
        'SESSION.REFRESH': { target: '#session.starting', reenter: true, actions: 'applyRefresh' },
      },
      initial: 'loadingFlags',
      states: {
        loadingFlags: {
          tags: ['flagsPending', 'identityPending'],
          invoke: {
            id: 'fetchFlags',
            src: 'fetchFlags',
            input: ({ context }) => ({
              orgCode: context.orgCode,
              applicationUuid: applicationIdIn(context.pathname),
              trackerId: context.trackerId ?? undefined,
            }),
            onDone: {
              target: 'identifying',
              actions: { type: 'storeFlags', params: ({ event }) => ({ flags: event.output }) },
            },
            // Why: a failed decision never blocks the app; every flag falls back to off.
            onError: { target: 'identifying', actions: 'useDefaultFlags' },
          },
          after: { FLAGS_TIMEOUT: { target: 'identifying', actions: 'useDefaultFlags' } },
        },
        identifying: {
          tags: ['identityPending'],
          invoke: {
            id: 'fetchIdentity',
            src: 'fetchIdentity',
            input: ({ context }) => ({
              kind: brokerKind(context),
              hasStoredToken: context.hasStoredToken,
            }),
            onDone: {
              target: 'loadingProfile',
              actions: {
                type: 'storeIdentity',
                params: ({ event }) => ({ identity: event.output }),
              },
            },
            onError: [
              // Why: the stored token was refused; it is stale, so forget it (signed out).
              {
                guard: { type: 'tokenRejected', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signedOut',
                actions: ['forgetToken', 'clearSession'],
              },
              // Why: the identity services are unreachable but a token is stored: the spec counts
              // a stored token as signed in; the secure calls will tell if it is stale.
              { guard: 'hasStoredToken', target: 'loadingProfile', actions: 'signInByToken' },
              { target: '#session.signedOut' },
            ],
          },
        },
        loadingProfile: {
          tags: ['identityPending'],
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: () => ({}),
            onDone: {
              target: '#session.signedIn',
              actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            // Why: the profile only refines the top bar (broker, additional signer); without it
            // the user is still signed in.
            onError: { target: '#session.signedIn' },
          },
        },
      },
    },
    signedOut: {
      description: 'Visitor: Login button, no notifications.',
      entry: { type: 'announceIdentity', params: { identityUuid: null } },
      on: {
        LOGIN: 'loggingIn',
        'SESSION.REFRESH': { target: '#session.starting', reenter: true, actions: 'applyRefresh' },
      },
    },
    signedIn: {
      description: 'Dashboard (unless additional signer), Logout, notifications.',
      // Why: a CO_DEEDER belongs to the signer paths; on the primary app they are logged out
      // (registration §4), checked on arrival and on every location change.
      always: { guard: 'coDeederOnPrimaryApp', target: 'endingCoDeeder' },
      invoke: [
        { id: 'notifications', src: 'notifications' },
        {
          // Why: the first decision was asked before anyone was known (the app waits for it); once
          // the identity is known it is asked again with it (shell §7 attributes), in the
          // background: the flags on screen stay until the answer, and a failure keeps them.
          id: 'refreshFlags',
          src: 'refreshFlags',
          input: ({ context }) => ({
            orgCode: context.orgCode,
            applicationUuid: applicationIdIn(context.pathname),
            identityUuid: context.identity?.uuid ?? undefined,
            trackerId: context.trackerId ?? undefined,
          }),
          onDone: {
            guard: { type: 'answered', params: ({ event }) => ({ flags: event.output }) },
            actions: {
              type: 'storeFlags',
              params: ({ event }) => ({ flags: event.output ?? {} }),
            },
          },
          // Why: a failed re-ask keeps the flags on screen.
          onError: { description: 'Flags kept' },
        },
      ],
      entry: {
        type: 'announceIdentity',
        params: ({ context }) => ({ identityUuid: context.identity?.uuid ?? null }),
      },
      on: {
        LOGOUT: 'loggingOut',
        'SESSION.REFRESH': { target: '#session.starting', reenter: true, actions: 'applyRefresh' },
      },
    },
    loggingIn: {
      tags: ['leaving'],
      invoke: {
        id: 'requestLogin',
        src: 'requestLogin',
        input: ({ context }) => ({
          kind: brokerKind(context),
          trackerId: context.trackerId ?? undefined,
          returnUrl: returnUrlFor(context.pathname, context.search),
        }),
        onDone: {
          target: 'left',
          actions: {
            type: 'navigateOut',
            params: ({ event, context }) => ({
              url: loginNavigationTarget(event.output, context.pathname),
            }),
          },
        },
        // Why: login failure falls back to the default login page (shell §8).
        onError: {
          target: 'left',
          actions: { type: 'navigateOut', params: { url: LOGIN_FALLBACK_URL } },
        },
      },
    },
    loggingOut: {
      tags: ['leaving'],
      invoke: {
        id: 'requestLogout',
        src: 'requestLogout',
        input: ({ context }) => ({ kind: brokerKind(context) }),
        // Why: success or failure, the session ends here and the user goes to /auth/login.
        onDone: {
          target: 'left',
          actions: ['clearSession', { type: 'navigateOut', params: { url: LOGIN_FALLBACK_URL } }],
        },
        onError: {
          target: 'left',
          actions: ['clearSession', { type: 'navigateOut', params: { url: LOGIN_FALLBACK_URL } }],
        },
      },
    },
    endingCoDeeder: {
      tags: ['leaving'],
      // Why: the hosted session is ended first, or the reload would sign the co-deeder back in.
      invoke: {
        id: 'requestLogout',
        src: 'requestLogout',
        input: ({ context }) => ({ kind: brokerKind(context) }),
        onDone: { target: 'left', actions: 'logoutAndReload' },
        onError: { target: 'left', actions: 'logoutAndReload' },
      },
    },
    left: {
      description: 'The page is going away (login, logout, reload).',
      tags: ['leaving'],
      type: 'final',
    },
  },
});

export type SessionMachine = typeof sessionMachine;
