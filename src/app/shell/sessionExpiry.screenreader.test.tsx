/**
 * The session-expiry warning as a screen-reader user hears it (issue 20): the alert dialog's name
 * and message when it opens (focus on "Stay signed in"), then the time left at 1 minute, 30 s and
 * 10 s only, politely. The shell runs on the sandbox lender; the countdown runs on a fake clock.
 */
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { resetSandbox, sandboxLender, sandboxServer } from '../../sandbox/node';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls, parseControls } from '../../sandbox/staff/controls';
import { setupScreenReader } from '../../testing/screenReader';
import type { ShellEnvironment } from './environment';
import { ShellFrame } from './ShellFrame';
import { ShellProvider } from './ShellProvider';

// Pinned, not imported: the words the user hears.
const TITLE = 'Your session is about to end';
const MESSAGE =
  /^For your security, we will sign you out in 2 minutes?( \d+ seconds?)?\. Do you want to stay signed in\?$/u;

const sr = setupScreenReader();

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  resetSandbox();
  localStorage.clear();
});
afterAll(() => sandboxServer.close());

function signInWithToken(seconds: number) {
  const parsed = parseControls(`as=borrower&tokenTtl=${seconds}`);
  expect(
    applyControls(parsed.actions, { lender: sandboxLender, session: browserSessionEnv() }),
  ).toEqual([]);
}

function renderShell() {
  const environment = {
    location: { hostname: '127.0.0.1', pathname: '/account/heloc/register/support', search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
  render(
    <ShellProvider environment={environment}>
      <ShellFrame>
        <h1>Page</h1>
      </ShellFrame>
    </ShellProvider>,
  );
}

describe('the session-expiry warning, heard through a screen reader', () => {
  it('says the alert dialog’s name and message when it opens, with focus on Stay signed in', async () => {
    signInWithToken(122);
    renderShell();
    await sr.start();
    await sr.waitFor(/^alertdialog, /u, 5000);
    const said = await sr.log();
    const dialog = said.findIndex((phrase) => phrase.startsWith('alertdialog, '));
    const [role, name, ...rest] = said[dialog]!.split(', ');
    expect([role, name]).toEqual(['alertdialog', TITLE]);
    expect(rest.join(', ')).toMatch(/^For your security, .*stay signed in\?, modal$/u);
    expect(rest.join(', ').replace(/, modal$/u, '')).toMatch(MESSAGE);
    expect(said[dialog + 1]).toBe('button, Stay signed in');
  });

  it('announces the time left politely at 1 minute, 30 seconds and 10 seconds, not every second', async () => {
    // A clock that runs on its own (the shell's calls) and that the test can move on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    signInWithToken(75);
    renderShell();
    await screen.findByRole('alertdialog', { name: TITLE });
    await sr.start();
    await sr.clear();
    // One second at a time, the reader listening.
    for (let second = 0; second < 70; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      await sr.log();
    }
    expect((await sr.announcements()).filter((phrase) => phrase.startsWith('polite: '))).toEqual([
      'polite: About 1 minute left.',
      'polite: About 30 seconds left.',
      'polite: About 10 seconds left.',
    ]);
  });
});
