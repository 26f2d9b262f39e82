/**
 * The support-hours machine's graph paths walked through the registration help page
 * (/register/support) under the real shell, against the sandbox lender (msw in node).
 *
 * Walked: every state and transition the page shows: the hours loading, shown (weekday ranges
 * and the weekend addendum), and a failed load with its Try again, pressed by the user, loading
 * again to either outcome. The hours call is held until the path says how it ends: it passes to
 * the sandbox (the seed's phone hours) or fails with a 503 (src/testing/heldCalls.ts).
 *
 * Left to other tests: the formatting of the hours (src/domain/supportHours.test.ts), the page's
 * phone and e-mail and its axe check (register.views.test.tsx).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { supportHoursMachine } from '../../../machines/registration/support-hours.machine';
import { testMachinePaths } from '../../../machines/testing/model';
import type { ShellEnvironment } from '../../app/shell/environment';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { holdCalls, type HeldCalls } from '../../testing/heldCalls';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as SupportPage } from './SupportPage';

const { server, lender } = setupSandboxServer();

let hours: HeldCalls;
let user: ReturnType<typeof userEvent.setup>;

function renderPage() {
  const environment: Partial<ShellEnvironment> = {
    location: { hostname: '127.0.0.1', pathname: '/account/heloc/register/support', search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
  };
  const router = createMemoryRouter([{ path: '/register/support', Component: SupportPage }], {
    initialEntries: ['/register/support'],
  });
  return render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

const loadingText = 'Loading our hours…';
const failedText = 'We could not load our hours. You can still call or email us.';

describe('supportHours: graph paths through the registration help page', () => {
  let unmount: (() => void) | null = null;
  testMachinePaths(supportHoursMachine, {
    input: { orgCode: 'figure' },
    setup: async () => {
      lender.setLatency(0);
      hours = holdCalls(server, 'getOperatingHours');
      user = userEvent.setup();
      unmount = renderPage().unmount;
      await screen.findByRole('heading', { level: 1, name: 'Help with registering' });
    },
    teardown: () => {
      unmount?.();
      unmount = null;
    },
    executors: {
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Try again' }));
      },
    },
    // The hours call ends the way the path says.
    system: async (event) => {
      if (event.type.startsWith('xstate.done.actor.')) await hours.pass();
      else if (event.type.startsWith('xstate.error.actor.')) await hours.fail(503);
      else throw new Error(`unexpected ${event.type}`);
    },
    states: {
      loading: async () => {
        expect(await screen.findByRole('status')).toHaveProperty('textContent', loadingText);
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByRole('list')).toBeNull();
        // Phone and e-mail stay on the page whatever the hours do.
        expect(screen.getByRole('link', { name: '888-819-6388' })).toBeTruthy();
      },
      ready: async () => {
        const list = await screen.findByRole('list');
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['Mon–Fri 6:00 AM–6:00 PM PT']);
        expect(screen.getByText('Weekends: Sat 8:00 AM–2:00 PM PT')).toBeTruthy();
        expect(screen.queryByText(loadingText)).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
      },
      failed: async () => {
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText(failedText)).toBeTruthy();
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        await waitFor(() => expect(screen.queryByText(loadingText)).toBeNull());
        expect(screen.queryByRole('list')).toBeNull();
        expect(screen.getByRole('link', { name: 'support@figure.com' })).toBeTruthy();
      },
    },
  });
});
