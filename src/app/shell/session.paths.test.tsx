/**
 * The session machine's graph paths walked through the real shell (top bar, page, footer) of a
 * page load with a stored token (the sandbox's borrower), against the sandbox lender (msw in
 * node).
 *
 * Walked: the start as the page shows it (the flags, read or failing: the page waits, then
 * shows; who the user is, known, refused (the stored token is forgotten: a visitor) or
 * unreachable (signed in by the token); the profile, read or failing), then what the user does
 * with the top bar: Logout (the broker's logout answers or fails: the hosted login is next either
 * way) or, as a visitor, Login (the hosted login the broker names, or its fallback). Every call
 * is held until the path says how it ends (src/testing/heldCalls.ts).
 *
 * Left to other tests, and why: the flags' 4 s timeout is timing (session.machine.test.ts, on a
 * simulated clock); a page load without a token starts the same chart with another input
 * (shell.test.tsx "visitor"); SESSION.REFRESH is the app's call after a sign-in without a reload
 * (shell.test.tsx "session refresh"); LOCATION.CHANGED, ORG.CHANGED and ERROR.SHOWN come from the
 * router, the staff tools and the error boundary (shell.test.tsx: maintenance, brand, error
 * fallback); the co-deeder on the primary app (endingCoDeeder) needs a co-deeder's profile
 * (shell.test.tsx "additional signer (co-deeder) on the primary app").
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SnapshotFrom } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { ApiError } from '../../api/errors';
import { SEED } from '../../sandbox/lender';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls } from '../../sandbox/staff/controls';
import { holdCalls, type HeldCalls } from '../../testing/heldCalls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import type { ShellEnvironment } from './environment';
import { ShellFrame } from './ShellFrame';
import { ShellProvider } from './ShellProvider';

const { server, lender } = setupSandboxServer();

type Machine = typeof sessionMachine;
type Snapshot = SnapshotFrom<Machine>;

const PATHNAME = '/account/heloc/register-v2';
const HOSTED_LOGIN = '/auth/hosted-login';

const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/identity', message: `HTTP ${status}` });

const EVENTS: PathEvent<Machine>[] = [
  { type: 'xstate.done.actor.fetchFlags', output: {} },
  { type: 'xstate.error.actor.fetchFlags', error: httpError(503) },
  {
    type: 'xstate.done.actor.fetchIdentity',
    output: { uuid: SEED.borrower.uuid, email: 'alex@example.com' },
  },
  { type: 'xstate.error.actor.fetchIdentity', error: httpError(401) },
  { type: 'xstate.error.actor.fetchIdentity', error: httpError(503) },
  {
    type: 'xstate.done.actor.fetchProfile',
    output: {
      uuid: 'profile',
      type: 'CUSTOMER',
      isBroker: false,
      organizationCode: null,
      firstName: 'Alex',
    },
  },
  { type: 'xstate.error.actor.fetchProfile', error: httpError(503) },
  { type: 'xstate.done.actor.requestLogin', output: HOSTED_LOGIN },
  { type: 'xstate.error.actor.requestLogin', error: httpError(503) },
  { type: 'xstate.done.actor.requestLogout', output: undefined },
  { type: 'xstate.error.actor.requestLogout', error: httpError(503) },
];

/** The HTTP status a path's error event stands for. */
function statusOf(event: object): number {
  const error: unknown = 'error' in event ? event.error : undefined;
  return error instanceof ApiError ? error.status : 503;
}

interface Calls {
  flags: HeldCalls;
  figureInfo: HeldCalls;
  identity: HeldCalls;
  profile: HeldCalls;
  login: HeldCalls;
  logout: HeldCalls;
}
let calls: Calls;
let environment: ReturnType<typeof recordedEnvironment>;
let user: ReturnType<typeof userEvent.setup>;
/** Where the page was sent when the session left (the path's last call decides). */
let expectedOut: string | null = null;

function recordedEnvironment() {
  return {
    location: { hostname: '127.0.0.1', pathname: PATHNAME, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
}

const bar = () => within(screen.getByRole('banner'));
const topBarButtons = () =>
  bar()
    .queryAllByRole('button', { name: /^(Login|Logout|Logging out…)$/u })
    .map((button) => button.textContent);

/** Who the top bar says is there. */
async function topBarShows(expected: string[]) {
  await waitFor(() => expect(topBarButtons()).toEqual(expected));
}

async function starting(snapshot: Snapshot) {
  // Who the user is is not known yet: neither Login nor Logout.
  expect(topBarButtons()).toEqual([]);
  if (snapshot.hasTag('flagsPending')) {
    expect((await screen.findByText('Loading…')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('heading', { name: 'Basic Info' })).toBeNull();
  } else {
    // The page waits for the flags only (read, or the defaults).
    await screen.findByRole('heading', { level: 1, name: 'Basic Info' });
  }
}

describe('session: graph paths through the shell', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(sessionMachine, {
    input: { hostname: '127.0.0.1', pathname: PATHNAME, search: '', hasStoredToken: true },
    events: EVENTS,
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    filterEvents: (_snapshot, event) => {
      // The outcomes listed above and the top bar's buttons (module comment for the rest).
      if (event.type.startsWith('xstate.')) return EVENTS.includes(event);
      return event.type === 'LOGIN' || event.type === 'LOGOUT';
    },
    setup: () => {
      lender.setLatency(0);
      expectedOut = null;
      applyControls([{ kind: 'as', persona: 'borrower' }], {
        lender,
        session: browserSessionEnv(),
      });
      calls = {
        flags: holdCalls(server, 'getFeatureFlags'),
        figureInfo: holdCalls(server, 'getFigureInfo'),
        identity: holdCalls(server, 'getIdentity'),
        profile: holdCalls(server, 'getProfile'),
        login: holdCalls(server, 'hostedLogin'),
        logout: holdCalls(server, 'logout'),
      };
      user = userEvent.setup();
      environment = recordedEnvironment();
      unmount = render(
        <ShellProvider environment={environment}>
          <ShellFrame>
            <h1>Basic Info</h1>
          </ShellFrame>
        </ShellProvider>,
      ).unmount;
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      localStorage.clear();
      sessionStorage.clear();
    },
    executors: {
      LOGIN: async () => {
        await user.click(bar().getByRole('button', { name: 'Login' }));
      },
      // The Logout button goes through the logout machine (no survey on this page).
      LOGOUT: async () => {
        await user.click(bar().getByRole('button', { name: 'Logout' }));
      },
      // Not on these paths (filtered: see the module comment).
      'SESSION.REFRESH': () => {
        throw new Error('SESSION.REFRESH is the app’s call after a sign-in');
      },
      'LOCATION.CHANGED': () => {
        throw new Error('LOCATION.CHANGED comes from the router (LocationSync)');
      },
      'ORG.CHANGED': () => {
        throw new Error('ORG.CHANGED comes from the staff tools');
      },
      'ERROR.SHOWN': () => {
        throw new Error('ERROR.SHOWN comes from the error boundary');
      },
    },
    system: async (event) => {
      const failing = event.type.startsWith('xstate.error.');
      const status = statusOf(event);
      switch (event.type.replace(/^xstate\.(done|error)\.actor\./u, '')) {
        case 'fetchFlags':
          return failing ? calls.flags.fail(status) : calls.flags.pass();
        case 'fetchIdentity':
          if (!failing) return calls.figureInfo.pass();
          // Neither the broker nor, with a stored token, the identity service knows the user.
          await calls.figureInfo.fail(status);
          return calls.identity.fail(status);
        case 'fetchProfile':
          return failing ? calls.profile.fail(status) : calls.profile.pass();
        case 'requestLogin':
          expectedOut = failing ? '/auth/login' : 'hosted';
          return failing ? calls.login.fail(status) : calls.login.pass();
        case 'requestLogout':
          expectedOut = '/auth/login';
          return failing ? calls.logout.fail(status) : calls.logout.pass();
        default:
          throw new Error(`unexpected ${event.type}`);
      }
    },
    states: {
      'starting.loadingFlags': async (snapshot) => {
        await starting(snapshot);
        await waitFor(() => expect(calls.flags.held).toBe(1));
      },
      'starting.identifying': async (snapshot) => {
        await starting(snapshot);
        await waitFor(() => expect(calls.figureInfo.held).toBe(1));
      },
      'starting.loadingProfile': async (snapshot) => {
        await starting(snapshot);
        await waitFor(() => expect(calls.profile.held).toBe(1));
      },
      signedIn: async () => {
        await topBarShows(['Logout']);
        expect(bar().getByRole('link', { name: 'Dashboard' })).toBeTruthy();
        expect(bar().getByRole('button', { name: 'Menu' })).toBeTruthy();
        expect(environment.clearSession).not.toHaveBeenCalled();
      },
      signedOut: async () => {
        await topBarShows(['Login']);
        expect(bar().queryByRole('link', { name: 'Dashboard' })).toBeNull();
        // A refused token is forgotten: the app's clearSession removes what is stored.
        expect(environment.clearSession).toHaveBeenCalled();
      },
      loggingIn: async () => {
        await waitFor(() => expect(calls.login.held).toBe(1));
        // Leaving: no Login to press again.
        await topBarShows([]);
        expect(environment.navigateOut).not.toHaveBeenCalled();
      },
      loggingOut: async () => {
        await waitFor(() => expect(calls.logout.held).toBe(1));
        // Leaving: no Logout to press again, no Login.
        await topBarShows([]);
        expect(environment.navigateOut).not.toHaveBeenCalled();
        expect(environment.clearSession).not.toHaveBeenCalled();
      },
      left: async () => {
        await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledTimes(1));
        const [url] = environment.navigateOut.mock.calls[0]!;
        if (expectedOut === 'hosted') {
          // The broker's answer, with the way back to this page.
          expect(url).not.toBe('/auth/login');
          expect(url).toMatch(/redirect/iu);
        } else {
          expect(url).toBe(expectedOut);
        }
        if (expectedOut === '/auth/login' && calls.logout.arrived > 0) {
          expect(environment.clearSession).toHaveBeenCalled();
        }
      },
    },
  });
});
