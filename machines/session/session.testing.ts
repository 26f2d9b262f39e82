/**
 * Test harness for the session machine: scripted answers for every actor, the app's actions
 * recorded, a simulated clock. Used by the specs and the select tests (not by the app).
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notification } from '../../src/api/notifications';
import type { FeatureFlags } from '../../src/api/optimize';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import type { ProfileSummary } from './session.rules';
import type {
  ApiBaseDecision,
  ApiBaseRequest,
  ErrorReportParams,
  FlagsRequest,
  IdentityRequest,
  LoginRequest,
  LogoutRequest,
  SessionIdentity,
  SessionInput,
} from './session.types';

/** A scripted answer: a value, an error to reject with, or `'never'` to stay pending. */
export type Scripted<T> = T | Error | 'never';

export const BORROWER_IDENTITY: SessionIdentity = { uuid: 'id-borrower', email: 'a@example.com' };

export const profileOf = (overrides: Partial<ProfileSummary> = {}): ProfileSummary => ({
  uuid: 'profile-1',
  type: 'CUSTOMER',
  isBroker: false,
  organizationCode: 'figure',
  firstName: 'Alex',
  ...overrides,
});

export interface SessionHarnessOptions {
  input?: Partial<SessionInput>;
  flags?: Scripted<FeatureFlags>;
  identity?: Scripted<SessionIdentity>;
  profile?: Scripted<ProfileSummary | null>;
  login?: Scripted<string>;
  logout?: Scripted<void>;
  notifications?: Scripted<Notification[]>;
  /** The fe-relative-url decision (default: nothing to decide). */
  apiBase?: Scripted<ApiBaseDecision>;
}

function answer<T>(scripted: Scripted<T>): Promise<T> {
  if (scripted === 'never') return new Promise<T>(() => {});
  if (scripted instanceof Error) return Promise.reject(scripted);
  return Promise.resolve(scripted);
}

/** Lets resolved actor promises reach the actor (a macrotask drains every microtask). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export const DEFAULT_INPUT: SessionInput = {
  hostname: '127.0.0.1',
  pathname: '/account/heloc/register-v2',
  search: '',
  storedOrg: null,
  flagOverrides: null,
  hasStoredToken: false,
  trackerId: 'tracker-1',
};

export function startSession(options: SessionHarnessOptions = {}) {
  const clock = new SimulatedClock();
  const calls = {
    flags: [] as FlagsRequest[],
    identity: [] as IdentityRequest[],
    profile: 0,
    login: [] as LoginRequest[],
    logout: [] as LogoutRequest[],
    notifications: 0,
    apiBase: [] as ApiBaseRequest[],
  };
  const apiBaseUrls: Array<string | undefined> = [];
  const navigatedOut: string[] = [];
  const errors: ErrorReportParams[] = [];
  let cleared = 0;
  let reloads = 0;

  const machine = sessionMachine.provide({
    actors: {
      fetchFlags: fromPromise<FeatureFlags, FlagsRequest>(({ input }) => {
        calls.flags.push(input);
        return answer(options.flags ?? {});
      }),
      refreshFlags: fromPromise<FeatureFlags | null, FlagsRequest>(({ input }) => {
        if (!input.identityUuid) return Promise.resolve(null);
        calls.flags.push(input);
        return answer(options.flags ?? {});
      }),
      chooseApiBase: fromPromise<ApiBaseDecision, ApiBaseRequest>(({ input }) => {
        calls.apiBase.push(input);
        return answer(options.apiBase ?? null);
      }),
      fetchIdentity: fromPromise<SessionIdentity, IdentityRequest>(({ input }) => {
        calls.identity.push(input);
        return answer(options.identity ?? new Error('not signed in'));
      }),
      fetchProfile: fromPromise<ProfileSummary | null, Record<string, never>>(() => {
        calls.profile += 1;
        return answer(options.profile === undefined ? profileOf() : options.profile);
      }),
      requestLogin: fromPromise<string, LoginRequest>(({ input }) => {
        calls.login.push(input);
        return answer(options.login ?? '/auth/login');
      }),
      requestLogout: fromPromise<void, LogoutRequest>(({ input }) => {
        calls.logout.push(input);
        return answer(options.logout ?? undefined);
      }),
      notifications: notificationsMachine.provide({
        actors: {
          fetchNotifications: fromPromise<Notification[]>(() => {
            calls.notifications += 1;
            return answer(options.notifications ?? []);
          }),
        },
      }),
    },
    actions: {
      navigateOut: (_, params) => {
        navigatedOut.push(params.url);
      },
      clearSession: () => {
        cleared += 1;
      },
      logoutAndReload: () => {
        reloads += 1;
      },
      reportError: (_, params) => {
        errors.push(params);
      },
      useApiBase: (_, params) => {
        apiBaseUrls.push(params.baseUrl);
      },
    },
  });

  const actor = createActor(machine, { input: { ...DEFAULT_INPUT, ...options.input }, clock });
  actor.start();

  return {
    actor,
    clock,
    calls,
    navigatedOut,
    errors,
    /** Each base URL the chart chose for the calls, in order (undefined: relative). */
    apiBaseUrls,
    get cleared() {
      return cleared;
    },
    get reloads() {
      return reloads;
    },
    snapshot: () => actor.getSnapshot(),
    async advance(ms: number): Promise<void> {
      clock.increment(ms);
      await settle();
    },
  };
}
