/**
 * The shell's services as users meet them, against the real machines and the sandbox lender
 * (msw in node): banners (shown, dismissed, kept dismissed, brought back by a newer updatedAt,
 * none when the file fails, held on a prerendered page until the next one), feedback to the CEO (who is offered it, the spec's messages, focus
 * on the first invalid field, the server's error, sent with a toast). axe on each.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { resetSandbox, sandboxLender, sandboxServer } from '../../sandbox/node';
import { browserSessionEnv } from '../../sandbox/session';
import { applyControls, parseControls } from '../../sandbox/staff/controls';
import { expectNoAxeViolations } from '../../ui/testAxe';
import type { ShellEnvironment } from './environment';
// Loaded lazily by the shell; importing them here makes that load instant in the tests.
import './FeedbackModal';
import './NotificationsPanel';
import { selectToastsPaused } from '../../../machines/toasts/toasts.select';
import { useSelector } from '@xstate/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { LocationSync } from './LocationSync';
import { ShellToasts } from './ShellNotices';
import { ShellFrame } from './ShellFrame';
import { ShellProvider } from './ShellProvider';
import { useBannersActor, useToast, useToastsActor } from './ShellServices';

// Pinned from the spec and the sandbox's seed, not imported.
const TOO_SHORT = 'Must be at least 10 characters';
const REQUIRED = 'Required';
const SEED_INFO = 'Support hours are shorter on Monday for the holiday: 8 am to 2 pm Pacific Time.';
const SEED_WARN = 'E-signing may be slow this evening while we upgrade our systems.';
const SEED_INFO_UUID = 'ba000000-0000-4000-8000-000000000001';
const APP_UUID = 'a0000000-0000-4000-8000-000000000001';

beforeAll(() => sandboxServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetSandbox();
  localStorage.clear();
});
afterAll(() => sandboxServer.close());

function controls(query: string): void {
  const parsed = parseControls(query);
  expect(parsed.messages).toEqual([]);
  expect(
    applyControls(parsed.actions, { lender: sandboxLender, session: browserSessionEnv() }),
  ).toEqual([]);
}

function renderShell(path = '/account/heloc/register/support') {
  const environment = {
    location: { hostname: '127.0.0.1', pathname: path, search: '' },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  } satisfies Partial<ShellEnvironment>;
  const result = render(
    <ShellProvider environment={environment}>
      <ShellFrame>
        <h1>Page</h1>
      </ShellFrame>
    </ShellProvider>,
  );
  return { ...result, environment };
}

const announcements = () => screen.findByRole('region', { name: 'Announcements' });

async function identified(): Promise<void> {
  await waitFor(() =>
    expect(
      within(screen.getByRole('banner')).queryAllByRole('button', { name: /^(Login|Logout)$/ }),
    ).toHaveLength(1),
  );
}

describe('banners in the shell', () => {
  it('shows the active banners newest first; a dismissal is kept until the banner is updated', async () => {
    controls('as=visitor');
    const first = renderShell();
    const region = await announcements();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining(SEED_WARN), expect.stringContaining(SEED_INFO)]);
    await expectNoAxeViolations(first.container);

    const info = within(region).getAllByRole('listitem')[1]!;
    await userEvent.click(within(info).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(SEED_INFO)).toBeNull();
    expect(Object.keys(JSON.parse(localStorage.getItem('dismissed-banners') ?? '{}'))).toEqual([
      SEED_INFO_UUID,
    ]);
    first.unmount();

    // Another page load: still dismissed.
    const second = renderShell();
    await screen.findByText(SEED_WARN);
    expect(screen.queryByText(SEED_INFO)).toBeNull();
    second.unmount();

    // The banner is updated after the dismissal: it shows again and its dismissal goes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    controls(`banner=update:${SEED_INFO_UUID}`);
    renderShell();
    await screen.findByText(SEED_INFO);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('dismissed-banners') ?? '{}')).toEqual({}),
    );
  });

  it('a failed banner file shows no banners and no error, and logs it', async () => {
    controls('as=visitor&fail=getBanners:500');
    const { environment } = renderShell();
    await identified();
    await waitFor(() =>
      expect(environment.warn).toHaveBeenCalledWith('Banners not shown:', expect.any(String)),
    );
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** Whether the banner list has arrived (the chart left `loading`); what shows is the view's. */
function BannersSettled() {
  const loading = useSelector(useBannersActor(), (snapshot) => snapshot.hasTag('loading'));
  return loading ? null : <p data-testid="banners-settled" />;
}

const START = '/account/heloc/register-v2';

/** The shell around two routed pages, the location forwarded as the app does (RootLayout). */
function renderRouted(prerendered: boolean) {
  return render(
    <ShellProvider
      environment={{ location: { hostname: '127.0.0.1', pathname: START, search: '' } }}
      prerendered={prerendered}
    >
      <MemoryRouter initialEntries={[START]}>
        <LocationSync />
        <BannersSettled />
        <ShellFrame>
          <Routes>
            <Route
              path={START}
              element={
                <>
                  <h1>Start</h1>
                  <Link to={`${START}/home-address`}>Next</Link>
                </>
              }
            />
            <Route path={`${START}/home-address`} element={<h1>Home address</h1>} />
          </Routes>
        </ShellFrame>
      </MemoryRouter>
    </ShellProvider>,
  );
}

describe('banners after the first paint (decision 021)', () => {
  it('on a prerendered page they do not push it down: they show from the next page on', async () => {
    controls('as=visitor');
    renderRouted(true);
    await screen.findByTestId('banners-settled');
    await identified();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByText(SEED_WARN)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Home address' });
    const region = await announcements();
    expect(within(region).getByText(SEED_WARN)).toBeTruthy();
    expect(within(region).getByText(SEED_INFO)).toBeTruthy();
  });

  it('on a page rendered in the browser they show on the first page, as always', async () => {
    controls('as=visitor');
    renderRouted(false);
    const region = await announcements();
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
    expect(within(region).getByText(SEED_WARN)).toBeTruthy();
  });
});

async function openFeedback() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Feedback to the CEO' }));
  return screen.findByRole('dialog', { name: 'Feedback to the CEO' });
}

describe('feedback to the CEO', () => {
  it('is offered to signed-in users of the main brand only', async () => {
    controls('as=visitor');
    const visitor = renderShell();
    await identified();
    expect(screen.queryByRole('button', { name: 'Feedback to the CEO' })).toBeNull();
    visitor.unmount();

    controls('as=borrower&org=fairway');
    const partner = renderShell();
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('button', { name: 'Feedback to the CEO' })).toBeNull();
    partner.unmount();
    sessionStorage.clear();
  });

  it('validates with the spec messages, takes focus to the first invalid field, sends and confirms with a toast', async () => {
    controls('as=borrower');
    const { baseElement } = renderShell(`/account/heloc/${APP_UUID}/identity`);
    const dialog = await openFeedback();
    await expectNoAxeViolations(baseElement);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([REQUIRED, REQUIRED, REQUIRED]);
    expect(document.activeElement).toBe(
      within(dialog).getByRole('radio', { name: 'Improve our product' }),
    );
    await expectNoAxeViolations(baseElement);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Give us a compliment' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      'Too short',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      ),
    );
    expect(within(dialog).getAllByText(TOO_SHORT).length).toBeGreaterThan(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      ' and yet so clear.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const toasts = screen.getByRole('region', { name: 'Messages' });
    expect(within(toasts).getByText('Thank you. Your feedback was sent.')).toBeTruthy();
    expect(sandboxLender.state.feedback.at(-1)).toMatchObject({
      applicationUuid: APP_UUID,
      topic: 'COMPLIMENT',
      message: 'Too short and yet so clear.',
      marketingConsent: false,
      pathname: `/account/heloc/${APP_UUID}/identity`,
      productType: 'HELOC',
    });
    await expectNoAxeViolations(baseElement);
  });

  it('a server error shows under the form and the form stays open', async () => {
    controls('as=borrower&fail=sendCeoFeedback:500');
    renderShell();
    const dialog = await openFeedback();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Improve our product' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Your feedback/ }),
      'Please add a dark theme.',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.getByRole('dialog', { name: 'Feedback to the CEO' })).toBeTruthy();
    expect(sandboxLender.state.feedback).toHaveLength(0);
  });
});

/** A screen that raises toasts through the shell, and shows whether their timers are paused. */
function ToastProbe() {
  const toast = useToast();
  const paused = useSelector(useToastsActor(), selectToastsPaused);
  return (
    <>
      <button type="button" onClick={() => toast('Saved.', 'success')}>
        Save
      </button>
      <button type="button" onClick={() => toast('Could not save.', 'error')}>
        Fail
      </button>
      <p data-testid="paused">{paused ? 'paused' : 'running'}</p>
    </>
  );
}

describe('toasts in the shell', () => {
  it('a screen raises toasts through the shell; hover and focus pause them; Dismiss closes one', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ShellProvider>
        <ToastProbe />
        <ShellToasts />
      </ShellProvider>,
    );
    const region = screen.getByRole('region', { name: 'Messages' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Success: Saved.'),
      expect.stringContaining('Error: Could not save.'),
    ]);
    await expectNoAxeViolations(container);

    const list = within(region).getByRole('list');
    await user.hover(list);
    expect(screen.getByTestId('paused').textContent).toBe('paused');
    await user.unhover(list);
    expect(screen.getByTestId('paused').textContent).toBe('running');

    // Keyboard: focus inside pauses; leaving resumes.
    act(() => within(region).getAllByRole('button', { name: 'Dismiss' })[0]!.focus());
    await waitFor(() => expect(screen.getByTestId('paused').textContent).toBe('paused'));
    await user.keyboard('{Enter}');
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    // Focus goes on to the remaining toast's button (still inside: still paused).
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('paused').textContent).toBe('paused');
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    expect(screen.getByTestId('paused').textContent).toBe('running');

    // The last toast dismissed from the keyboard: focus to the region, timers run again.
    act(() => within(region).getByRole('button', { name: 'Dismiss' }).focus());
    await user.keyboard('{Enter}');
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    expect(document.activeElement).toBe(region);
    expect(screen.getByTestId('paused').textContent).toBe('running');
  });
});
