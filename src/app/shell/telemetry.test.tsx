/**
 * The shell's telemetry against the sandbox lender (msw in node): a session at shell start, page
 * views from the router's locations, and the privacy choices: declined before, nothing at all;
 * declined in the footer's dialog, telemetry stops at once. The chart's branches and timing are
 * pinned in machines/telemetry.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { selectTelemetryPhase } from '../../../machines/telemetry/telemetry.select';
import { resetSandbox, sandboxLender, sandboxServer } from '../../sandbox/node';
import { Component as RootLayout } from '../RootLayout';
import type { ShellEnvironment } from './environment';
import { ShellProvider, useTelemetryActor, type TelemetryHandle } from './ShellProvider';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetSandbox();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => sandboxServer.close());

let telemetry: TelemetryHandle;

/** The telemetry chart once it runs (it loads after the first commit). */
const phase = () => {
  const actor = telemetry.current;
  return actor ? selectTelemetryPhase(actor.getSnapshot()) : 'not loaded';
};

function Page() {
  telemetry = useTelemetryActor();
  return <h1>Basic Info</h1>;
}

function renderApp(path: string) {
  const environment = {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${path}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ path: '*', Component: Page }] }],
    { initialEntries: [path] },
  );
  render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return router;
}

const pageViews = () =>
  sandboxLender.state.events.filter((event) => event.event === 'HELOC: Page View');

describe('shell telemetry', () => {
  it('starts a session and records a page view per path', async () => {
    const router = renderApp('/register-v2');
    await screen.findByRole('heading', { name: 'Basic Info' });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(sandboxLender.state.telemetrySessions).toHaveLength(1);
    expect(sessionStorage.getItem('telemetry_uuid')).toBe(
      sandboxLender.state.telemetrySessions[0]!.uuid,
    );
    await act(() => router.navigate('/register-v2/property'));
    await act(() => router.navigate('/register-v2/property?utm_source=x', { replace: true }));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews().map((view) => view.pagePath)).toEqual([
      '/account/heloc/register-v2',
      '/account/heloc/register-v2/property',
    ]);
  });

  it('sends nothing when analytics were declined in the privacy choices', async () => {
    localStorage.setItem('heloc-consent', JSON.stringify({ analytics: false, marketing: false }));
    renderApp('/register-v2');
    await screen.findByRole('heading', { name: 'Basic Info' });
    await waitFor(() => expect(phase()).toBe('off'));
    expect(sandboxLender.state.telemetrySessions).toEqual([]);
    expect(pageViews()).toEqual([]);
  });

  it('stops at once when the user declines analytics in the footer’s dialog', async () => {
    renderApp('/register-v2');
    await waitFor(() => expect(phase()).toBe('tracking'));
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Privacy choices' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Privacy choices' });
    // Analytics start unchecked: saving as they are declines them.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(phase()).toBe('off');
  });
});
