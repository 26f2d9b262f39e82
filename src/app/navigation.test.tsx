import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { configureApi, getUnauthenticatedHandler } from '../api/config';
import { createHostedIncomeProvider } from '../api/hostedIncomeProvider';
import { handleUnauthenticated } from '../api/session';
import { redirectOutOfApplication } from '../screens/application/ApplicationLayout';
import { useIncomeLink } from '../screens/application/income/useIncomeLink';
import { usePageHost } from '../screens/register-v2/RegistrationLayout';
import { leaveApp, RefusedNavigationError } from './leaveApp';
import {
  browserNavigation,
  clearRefusedNavigation,
  configuredHosts,
  NAVIGATION_HOSTS,
  navigateTo,
  safeHref,
  useRefusedNavigation,
} from './navigation';
import { browserEnvironment } from './shell/environment';

/** The attack strings of issue 14. */
const ATTACKS = [
  'javascript:alert(document.cookie)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example',
  '/\\evil.example',
  '/a/..//evil.example',
  'https://evil.example/login',
];

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
let replace: ReturnType<typeof vi.fn<(url: string) => void>>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  replace = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
  vi.spyOn(browserNavigation, 'replace').mockImplementation(replace);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  clearRefusedNavigation();
});

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('navigateTo', () => {
  it.each(ATTACKS)('refuses %s: no navigation, a refusal for the shell', (url) => {
    const { result } = renderHook(() => useRefusedNavigation());
    expect(result.current).toBeNull();
    let went = true;
    act(() => {
      went = navigateTo(url);
    });
    expect(went).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(result.current).not.toBeNull();
  });

  it('logs the reason only, never the URL', () => {
    navigateTo('https://evil.example/?ssn=123-45-6789');
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('evil');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('ssn');
  });

  it('goes to an app path, or https on a lender host', () => {
    expect(navigateTo('/auth/login?redirectUrl=%2Fdashboard')).toBe(true);
    expect(navigateTo('https://ny.figure.com/account/heloc/register', { replace: true })).toBe(
      true,
    );
    expect(assign).toHaveBeenCalledExactlyOnceWith('/auth/login?redirectUrl=%2Fdashboard');
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://ny.figure.com/account/heloc/register');
  });

  it('allow-lists every brand domain and the configured hosts, ignoring junk', () => {
    expect(NAVIGATION_HOSTS).toEqual(expect.arrayContaining(['figure.com', 'fairway.com']));
    expect(configuredHosts(' Income.Example , evil/path, , x')).toEqual(['income.example']);
    expect(configuredHosts(undefined)).toEqual([]);
  });

  it('gives a server href only when it is safe (notification actions)', () => {
    expect(safeHref('/account/heloc/8e1f/conditions')).toBe('/account/heloc/8e1f/conditions');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
  });
});

describe('every sink refuses javascript:', () => {
  const evil = 'javascript:alert(document.cookie)';

  it('the shell’s navigateOut (session login redirect, error page)', () => {
    browserEnvironment().navigateOut(evil);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaveApp (route loaders) rejects, so the error page shows', async () => {
    await expect(leaveApp(evil)).rejects.toBeInstanceOf(RefusedNavigationError);
    expect(replace).not.toHaveBeenCalled();
  });

  it('the registration’s leave (register / login redirect URLs)', () => {
    const { result } = renderHook(() => usePageHost(), { wrapper: inRouter });
    result.current.leave(evil);
    expect(assign).not.toHaveBeenCalled();
  });

  it('the application status’s redirectOut', () => {
    redirectOutOfApplication(evil);
    expect(assign).not.toHaveBeenCalled();
  });

  it('the income provider’s hosted page (openProvider)', async () => {
    const provider = createHostedIncomeProvider(navigateTo);
    const session = { providerMode: 'HOSTED', providerUrl: evil } as Parameters<
      typeof provider.open
    >[0];
    await expect(provider.open(session)).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
  });

  it('the income provider’s redirect back (followRedirect)', () => {
    // A callback without a code: the chart waits in providerFailed, with no call made.
    const { result } = renderHook(
      () =>
        useIncomeLink({
          applicationUuid: '8e1f0c6e-1c1a-4a53-9c39-5b0e1f6a2b11',
          callback: { sessionId: null, code: null, error: 'cancelled' },
        }),
      { wrapper: inRouter },
    );
    const { followRedirect } = result.current.actorRef.logic.implementations.actions as Record<
      string,
      (args: never, params: { url: string }) => void
    >;
    followRedirect!(undefined as never, { url: evil });
    followRedirect!(undefined as never, { url: '//evil.example/x' });
    followRedirect!(undefined as never, { url: '/a/..//evil.example' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('the API client’s default login redirect (401) takes no unsafe redirectUrl', () => {
    const location = {
      origin: 'http://127.0.0.1:5173',
      pathname: '/account/heloc/8e1f/a/..//evil',
      search: '',
      assign: vi.fn<(url: string) => void>(),
    };
    vi.stubGlobal('location', location);
    handleUnauthenticated();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/auth/login');
  });

  it('the API client’s default login redirect refuses a URL that is not an app path', () => {
    const location = {
      origin: 'http://127.0.0.1:5173',
      pathname: '/',
      search: '',
      assign: vi.fn<(url: string) => void>(),
    };
    vi.stubGlobal('location', location);
    configureApi({ onUnauthenticated: undefined });
    getUnauthenticatedHandler()(evil);
    expect(location.assign).not.toHaveBeenCalled();
  });
});
