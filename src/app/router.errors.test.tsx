/**
 * Issue 19 (2): whatever fails to load, the app's error fallback shows, never React Router's
 * developer error page; including the route-discovery module, which fails before any screen's
 * route (with its error boundary) exists.
 */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ShellEnvironment } from './shell/environment';
import { ShellProvider } from './shell/ShellProvider';
import { CHUNK_RELOAD_KEY, MAX_CHUNK_RELOADS } from './lazyRoute';
import { setupSandboxServer } from '../testing/sandbox-server';

vi.mock('./discoveredRoutes', () => {
  throw new Error('Failed to fetch dynamically imported module: discoveredRoutes.js');
});

const { lender } = setupSandboxServer();

beforeEach(() => {
  lender.setLatency(0);
  sessionStorage.clear();
  localStorage.clear();
});

async function renderAt(path: string) {
  const { appRoutes, discoverRoutes } = await import('./router');
  const reload = vi.fn<() => void>();
  const environment: Partial<ShellEnvironment> = {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${path}`, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload,
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn(),
  };
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  await act(async () => {
    render(
      <ShellProvider environment={environment}>
        <RouterProvider router={router} />
      </ShellProvider>,
    );
  });
  return { reload };
}

describe('a module that fails to load after the reload cap', () => {
  it('shows the error fallback when the route-discovery module fails on the first load', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(MAX_CHUNK_RELOADS));
    await renderAt('/heloc-signer/login');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, looks like we have hit a snag!',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
