/**
 * The logout machine's graph paths walked through the real root layout (shell, top bar, leave
 * survey modal, location sync) under a memory router, signed in as the sandbox's borrower (msw in
 * node).
 *
 * Walked: Logout pressed off the survey paths (the logout at once: the session ends, the hosted
 * login is next), moving to a survey path (liens) and back, Logout there (the survey opens once),
 * a reason picked, the survey closed by "Log out" or by "Skip and log out", the 750 ms wait (real
 * clock) and the logout. LOCATION.CHANGED is the router moving (a link or the browser's Back),
 * tried while the user can still move: idle and the survey.
 *
 * How the UI sends SURVEY.ANSWER: the user picks a reason (that step's assertion: picked, the
 * survey still open, nothing recorded yet); the form sends the answer with the close, so the
 * recorded answer is checked where it is sent, in closing. The paths reach closing by the shortest
 * way (no reason), so the tracked answer itself is left to shell.test.tsx ("leave survey"); LOGOUT
 * while logging out is not a user action here (the button is disabled while busy) and is left to
 * logout.test.ts. The survey paths list and the once-only rule: logout.test.ts.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  isLeaveSurveyPath,
  logoutMachine,
  type LogoutEvent,
} from '../../../machines/logout/logout.machine';
import { testMachinePaths } from '../../../machines/testing/model';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls } from '../../sandbox/staff/controls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as RootLayout } from '../RootLayout';
import type { ShellEnvironment } from './environment';
import { ShellProvider } from './ShellProvider';
import { usePageTitle } from './usePageTitle';

const { lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 10_000 });

const UUID = '0b7c1a2e-1111-4222-8333-444455556666';
const OFFER = `/${UUID}/offer`;
const LIENS = `/${UUID}/liens`;

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

let environment: ReturnType<typeof recordedEnvironment>;
let router: ReturnType<typeof createMemoryRouter>;
let user: ReturnType<typeof userEvent.setup>;
/** The reason the user picked in the survey on this path, if any. */
let picked: string | null = null;

function recordedEnvironment() {
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${OFFER}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
}

function renderApp() {
  environment = recordedEnvironment();
  router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: ':applicationId/offer', Component: () => <Page title="Your offer" /> },
          { path: ':applicationId/liens', Component: () => <Page title="Lien Verification" /> },
        ],
      },
    ],
    { initialEntries: [OFFER] },
  );
  return render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

const bar = () => within(screen.getByRole('banner'));
const surveyTracked = () =>
  environment.track.mock.calls.filter(([name]) => name === 'HELOC: Leave Survey');

const EVENTS: LogoutEvent[] = [
  { type: 'LOCATION.CHANGED', pathname: LIENS },
  { type: 'LOCATION.CHANGED', pathname: OFFER },
  { type: 'SURVEY.ANSWER', reason: 'FINISH_LATER' },
];

const LABELS: Record<string, string> = { FINISH_LATER: "I'll finish later" };

describe('logout: graph paths through the shell and the leave survey', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(logoutMachine, {
    input: { pathname: `/account/heloc${OFFER}` },
    events: EVENTS,
    // Which state, whether the page is a survey path, and whether the survey was shown.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        isLeaveSurveyPath(snapshot.context.pathname),
        snapshot.context.surveyTriggered,
      ]),
    filterEvents: (snapshot, event) => {
      // The page is leaving: no more moves; the Logout button is disabled while busy (the
      // 750 ms still pass).
      if (snapshot.hasTag('loggingOut')) return event.type.startsWith('xstate.after.');
      // Moving to the page the user is on is no move.
      if (event.type === 'LOCATION.CHANGED') {
        return isLeaveSurveyPath(event.pathname) !== isLeaveSurveyPath(snapshot.context.pathname);
      }
      return true;
    },
    setup: async () => {
      lender.setLatency(0);
      picked = null;
      applyControls([{ kind: 'as', persona: 'borrower' }], {
        lender,
        session: browserSessionEnv(),
      });
      user = userEvent.setup();
      unmount = renderApp().unmount;
      await bar().findByRole('button', { name: 'Logout' }, { timeout: 5000 });
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      localStorage.clear();
    },
    executors: {
      LOGOUT: async () => {
        await user.click(bar().getByRole('button', { name: 'Logout' }));
      },
      // The router moves (a link, the browser's Back); the layout forwards the location.
      'LOCATION.CHANGED': async (event) => {
        await act(() => router.navigate(event.pathname));
      },
      'SURVEY.ANSWER': async (event) => {
        const dialog = screen.getByRole('dialog', { name: 'Before you go' });
        await user.click(within(dialog).getByRole('radio', { name: LABELS[event.reason] }));
        picked = event.reason;
      },
      'SURVEY.CLOSE': async () => {
        const dialog = screen.getByRole('dialog', { name: 'Before you go' });
        // With a reason picked, "Log out" sends it; without one, the user skips.
        const name = picked ? 'Log out' : 'Skip and log out';
        await user.click(within(dialog).getByRole('button', { name }));
      },
    },
    // The 750 ms after the survey closed pass on the real clock: the logout follows.
    after: async () => {
      await waitFor(() => expect(environment.navigateOut).toHaveBeenCalled(), { timeout: 3000 });
    },
    states: {
      idle: async (snapshot) => {
        await waitFor(() =>
          expect(router.state.location.pathname).toBe(
            isLeaveSurveyPath(snapshot.context.pathname) ? LIENS : OFFER,
          ),
        );
        expect(bar().getByRole('button', { name: 'Logout' })).toHaveProperty('disabled', false);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(environment.navigateOut).not.toHaveBeenCalled();
      },
      survey: async () => {
        const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
        const checked = within(dialog)
          .getAllByRole('radio')
          .filter((radio) => (radio as HTMLInputElement).checked);
        expect(checked.map((radio) => radio.getAttribute('value'))).toEqual(picked ? [picked] : []);
        // Nothing recorded and nobody logged out while the survey is open.
        expect(surveyTracked()).toEqual([]);
        expect(environment.navigateOut).not.toHaveBeenCalled();
      },
      closing: async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bar().getByRole('button', { name: 'Logging out…' })).toHaveProperty(
          'disabled',
          true,
        );
        expect(surveyTracked()).toEqual(
          picked
            ? [
                [
                  'HELOC: Leave Survey',
                  {
                    pagePath: `/account/heloc${LIENS}`,
                    eventProperties: { reason: picked, details: undefined },
                  },
                ],
              ]
            : [],
        );
        // The logout waits for the 750 ms.
        expect(environment.navigateOut).not.toHaveBeenCalled();
      },
      loggingOut: async () => {
        await waitFor(() => expect(environment.navigateOut).toHaveBeenCalledWith('/auth/login'));
        expect(environment.clearSession).toHaveBeenCalled();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
    },
  });
});
