/**
 * The notifications machine's graph paths walked through the top bar's menu (the notifications
 * panel) of the real shell, signed in as the sandbox's borrower (msw in node).
 *
 * Walked: the panel loading, its list (the 3 newest of the borrower's 4, newest first) with
 * View All and Show fewer pressed by the user, a failed load with its Try again, and the load
 * again to either outcome. The notifications call is held until the path says how it ends: it
 * passes to the sandbox (the borrower's notifications) or fails with a 503
 * (src/testing/heldCalls.ts).
 *
 * Left to other tests: "No Notifications" without a toggle (a persona with none) and no panel for
 * visitors (shell.test.tsx: the machine is not running then), the ages and links of the items
 * (notifications.select / notificationAge tests), the ordering rules (notifications.test.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsMachine } from '../../../machines/session/notifications.machine';
import { testMachinePaths, type PathEvent } from '../../../machines/testing/model';
import { SEED } from '../../sandbox/lender';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls } from '../../sandbox/staff/controls';
import { holdCalls, type HeldCalls } from '../../testing/heldCalls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import type { ShellEnvironment } from './environment';
// The menu loads the panel lazily; importing it here makes that load instant.
import './NotificationsPanel';
import { ShellFrame } from './ShellFrame';
import { ShellProvider } from './ShellProvider';

const { server, lender } = setupSandboxServer();

type Machine = typeof notificationsMachine;

/** The borrower's notifications in the seed, newest first (4: more than the 3 shown). */
const ALL = ['Bank letter needed', 'Upload your paystubs', 'Your offers are ready', 'Welcome'];

let notifications: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;

function renderShell() {
  const environment: Partial<ShellEnvironment> = {
    location: { hostname: '127.0.0.1', pathname: '/account/heloc/register-v2', search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  return render(
    <ShellProvider environment={environment}>
      <ShellFrame>
        <h1>Basic Info</h1>
      </ShellFrame>
    </ShellProvider>,
  );
}

const panel = () => screen.getByRole('region', { name: /Notifications/u });
const titles = () =>
  within(panel())
    .queryAllByRole('listitem')
    .map((item) =>
      item.querySelector('.shell-notification__title')?.textContent?.replace('Unread: ', ''),
    );

// The load's answer as the sandbox gives it (the output only decides the toggle: more than 3).
const EVENTS: PathEvent<Machine>[] = [
  {
    type: 'xstate.done.actor.fetchNotifications',
    output: lender.notificationsFor(SEED.borrower.uuid),
  },
];

describe('notifications: graph paths through the shell menu', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(notificationsMachine, {
    events: EVENTS,
    setup: async () => {
      lender.setLatency(0);
      applyControls([{ kind: 'as', persona: 'borrower' }], {
        lender,
        session: browserSessionEnv(),
      });
      notifications = holdCalls(server, 'getNotifications');
      user = userEvent.setup();
      unmount = renderShell().unmount;
      const bar = within(screen.getByRole('banner'));
      await user.click(await bar.findByRole('button', { name: 'Menu' }, { timeout: 5000 }));
      await screen.findByRole('region', { name: /Notifications/u });
    },
    teardown: () => {
      unmount?.();
      unmount = null;
      localStorage.clear();
    },
    executors: {
      // View All turns the full list on, Show fewer turns it off (the step's snapshot is after).
      'VIEW_ALL.TOGGLE': async (_event, step) => {
        const name = step.snapshot.context.showAll ? 'View All' : 'Show fewer';
        await user.click(within(panel()).getByRole('button', { name }));
      },
      RETRY: async () => {
        await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
      },
    },
    system: async (event) => {
      if (event.type.startsWith('xstate.done.actor.')) await notifications.pass();
      else if (event.type.startsWith('xstate.error.actor.')) await notifications.fail(503);
      else throw new Error(`unexpected ${event.type}`);
    },
    states: {
      loading: async () => {
        expect(await within(panel()).findByRole('status')).toHaveProperty(
          'textContent',
          'Loading notifications…',
        );
        expect(within(panel()).queryByRole('alert')).toBeNull();
        expect(within(panel()).queryByRole('list')).toBeNull();
        expect(notifications.held).toBe(1);
      },
      loaded: async (snapshot) => {
        await waitFor(() => expect(within(panel()).queryByRole('status')).toBeNull());
        const { showAll } = snapshot.context;
        expect(titles()).toEqual(showAll ? ALL : ALL.slice(0, 3));
        expect(
          within(panel()).getByRole('button', { name: showAll ? 'Show fewer' : 'View All' }),
        ).toBeTruthy();
        expect(within(panel()).queryByRole('alert')).toBeNull();
      },
      failed: async () => {
        const alert = await within(panel()).findByRole('alert');
        expect(within(alert).getByText('Your notifications could not be loaded.')).toBeTruthy();
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(within(panel()).queryByRole('list')).toBeNull();
        expect(within(panel()).queryByRole('button', { name: 'View All' })).toBeNull();
      },
    },
  });
});
