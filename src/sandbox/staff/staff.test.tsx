import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { sandboxLender } from '../instance';
import { SEED } from '../lender';
import { expiredSessionCookie, readSessionCookie } from '../session';
import { axeViolations } from '../testing/axe';
import { signInAs } from './controls';
import { staffEnv, staffNavigation } from './env';
import { staffRoutes, StaffPanel } from './routes';

let replace: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
let reload: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  // As index.html.
  document.documentElement.lang = 'en';
  document.title = 'HELOC';
});

beforeEach(() => {
  replace = vi.spyOn(staffNavigation, 'replace').mockImplementation(() => undefined);
  assign = vi.spyOn(staffNavigation, 'assign').mockImplementation(() => undefined);
  reload = vi.spyOn(staffNavigation, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup(); // unmount before the lender changes under the components
  sandboxLender.reset();
  document.cookie = expiredSessionCookie();
});

function renderStaffPage(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: staffRoutes,
      },
    ],
    { basename: '/account/heloc', initialEntries: [`/account/heloc/__sandbox${search}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the staff page /account/heloc/__sandbox', () => {
  it('applies the query controls in order, then replaces the page with the application entry', async () => {
    renderStaffPage('?reset=1&as=borrower&status=HMDA&flags=-fe-webchat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sandbox staff tools' }),
    ).toBeDefined();
    expect(replace).toHaveBeenCalledWith(`/account/heloc/${SEED.borrower.applicationUuid}`);
    expect(sandboxLender.application(SEED.borrower.applicationUuid)?.status.checklistStatus).toBe(
      'HMDA',
    );
    expect(sandboxLender.flag('fe-webchat')?.enabled).toBe(false);
    expect(localStorage.getItem('jwt')).toBe(sandboxLender.identity(SEED.borrower.uuid)?.jwt);
    expect(readSessionCookie(document.cookie)).toBe(SEED.borrower.uuid);
    expect(screen.getByRole('status').textContent).toMatch(/Opening/u);
  });

  it('goes to next, or to registration for a visitor', async () => {
    renderStaffPage('?as=visitor&org=acme&next=%2Faccount%2Fheloc%2Fregister-v2%3Fstep%3Dname');
    await screen.findByRole('heading', { level: 1 });
    expect(replace).toHaveBeenCalledWith('/account/heloc/register-v2?step=name');
    expect(sessionStorage.getItem('org')).toBe('acme');
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('stays, showing why, when a control is bad (and never follows an outside next)', async () => {
    renderStaffPage('?as=admin&next=https%3A%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1 });
    expect(replace).not.toHaveBeenCalled();
    const messages = screen.getAllByRole('status')[0]!;
    expect(messages.textContent).toContain('Ignored: as=admin');
    expect(messages.textContent).toContain('not a path inside the app');
    expect(
      screen.getByRole('link', { name: 'Continue to /account/heloc/register-v2' }),
    ).toBeDefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the controls without query parameters, and is axe-clean', async () => {
    renderStaffPage('');
    await screen.findByRole('heading', { level: 2, name: 'Session' });
    expect(replace).not.toHaveBeenCalled();
    expect(document.title).toBe('Sandbox staff tools');
    expect(await axeViolations()).toEqual([]);
  });

  it('sets the application fields from the form', async () => {
    const user = userEvent.setup();
    signInAs('borrower', staffEnv());
    renderStaffPage('');
    const status = await screen.findByLabelText('Checklist status');
    expect((status as HTMLInputElement).value).toBe('OFFER_SELECTION');
    await user.clear(status);
    await user.type(status, 'GEN_CLOSING_DISCLOSURE');
    await user.click(screen.getByLabelText('Waiting on flood certificate'));
    await user.selectOptions(screen.getByLabelText('Property state'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Apply and open the application' }));
    const application = sandboxLender.application(SEED.borrower.applicationUuid)!;
    expect(application.status).toMatchObject({
      checklistStatus: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
    });
    expect(application.property.state).toBe('TX');
    expect(assign).toHaveBeenCalledWith(`/account/heloc/${SEED.borrower.applicationUuid}`);
  });
});

describe('the floating StaffPanel', () => {
  it('is a small labelled toggle when collapsed, opens, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<StaffPanel />);
    const panel = screen.getByRole('complementary', { name: 'Sandbox staff tools' });
    const toggle = within(panel).getByRole('button', { name: 'Sandbox tools' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('heading', { name: 'Session' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('heading', { level: 3, name: 'Session' })).toBeDefined();
    expect(sessionStorage.getItem('heloc-sandbox-panel')).toBe('open');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(panel).getByLabelText('Sign in as'));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('signs in as a persona and opens their application', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(<StaffPanel />);
    await user.selectOptions(screen.getByLabelText('Sign in as'), 'signer');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(localStorage.getItem('jwt')).toBe(sandboxLender.identity(SEED.signer.uuid)?.jwt);
    expect(assign).toHaveBeenCalledWith('/account/heloc/heloc-signer/resume');
  });

  it('adds a condition and marks it received; sets the auth mode', async () => {
    const user = userEvent.setup();
    signInAs('borrower', staffEnv());
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(<StaffPanel />);
    const open = () =>
      within(screen.getByRole('list', { name: 'Open conditions on the lender' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent);
    expect(open()).toEqual([
      'HELOC_MANUAL_PAYSTUB_UPLOAD',
      'BANK_ACCOUNT_FRAUD_REVIEW',
      'ID_VERIFICATION_FAILURE',
    ]);
    await user.selectOptions(screen.getByLabelText('Category'), 'REVIEW_TRUST_REQUIREMENTS');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(open()).toContain('REVIEW_TRUST_REQUIREMENTS');
    await user.click(
      screen.getByRole('button', { name: 'Mark REVIEW_TRUST_REQUIREMENTS received' }),
    );
    expect(open()).not.toContain('REVIEW_TRUST_REQUIREMENTS');
    expect(screen.getAllByRole('status')[0]!.textContent).toContain(
      'REVIEW_TRUST_REQUIREMENTS received',
    );

    await user.selectOptions(screen.getByLabelText('Registration auth mode'), 'legacy');
    await user.click(screen.getByRole('button', { name: 'Set auth mode and reload' }));
    expect(sessionStorage.getItem('auth-mode')).toBe('legacy');
    expect(reload).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByLabelText('Registration auth mode'), '');
    await user.click(screen.getByRole('button', { name: 'Set auth mode and reload' }));
    expect(sessionStorage.getItem('auth-mode')).toBeNull();
  });

  it('injects and clears faults, sets latency and flags, picks the org, resets', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('heloc-sandbox-panel', 'open');
    render(<StaffPanel />);
    await user.selectOptions(screen.getByLabelText('Operation'), 'createHeloc');
    await user.selectOptions(screen.getByLabelText('Fault'), 'Network error (no answer, status 0)');
    await user.type(screen.getByLabelText('Times (empty = until cleared)'), '2');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(sandboxLender.state.settings.faults).toEqual([
      { operation: 'createHeloc', status: 0, remaining: 2 },
    ]);
    expect(screen.getByRole('list', { name: 'Active faults' }).textContent).toContain(
      'createHeloc:0:2',
    );

    // A Retry-After goes with a 429 or a 503 only: refused, with a message.
    await user.selectOptions(screen.getByLabelText('Fault'), '500 Internal Server Error');
    await user.type(screen.getByLabelText('Retry-After in seconds (429 or 503)'), '30');
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(screen.getAllByRole('status')[0]!.textContent).toContain(
      'Ignored: fail=createHeloc:500@30:2: @<seconds> goes with 429 or 503 only',
    );

    await user.selectOptions(
      screen.getByLabelText('Fault'),
      '429 Too Many Requests (with Retry-After)',
    );
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    await user.clear(screen.getByLabelText('Retry-After in seconds (429 or 503)'));
    await user.clear(screen.getByLabelText('Times (empty = until cleared)'));
    await user.selectOptions(
      screen.getByLabelText('Fault'),
      'Lost answer: the lender acts, the app sees a network error',
    );
    await user.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(sandboxLender.state.settings.faults).toEqual([
      { operation: 'createHeloc', status: 0, remaining: 2 },
      { operation: 'createHeloc', status: 429, remaining: 2, retryAfter: 30 },
      { operation: 'createHeloc', status: 'lost', remaining: null },
    ]);
    expect(screen.getByRole('list', { name: 'Active faults' }).textContent).toContain(
      'createHeloc:429@30:2',
    );
    expect(screen.getByRole('list', { name: 'Active faults' }).textContent).toContain(
      'createHeloc:lost',
    );

    await user.click(screen.getAllByRole('button', { name: 'Clear createHeloc' })[0]!);
    expect(sandboxLender.state.settings.faults).toEqual([]);

    await user.type(screen.getByLabelText('Latency in ms'), '1200');
    await user.click(screen.getByRole('button', { name: 'Set latency' }));
    expect(sandboxLender.state.settings.latencyMs).toBe(1200);

    await user.click(screen.getByLabelText('fe-heloc-maintenance'));
    await user.click(screen.getByRole('button', { name: 'Apply flags and reload' }));
    expect(sandboxLender.flag('fe-heloc-maintenance')?.enabled).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Org code'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Set org and reload' }));
    expect(sessionStorage.getItem('org')).toBe('acme');

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
    });
    expect(sandboxLender.flag('fe-heloc-maintenance')?.enabled).toBe(false);
    expect(sessionStorage.getItem('org')).toBeNull();
    expect(assign).toHaveBeenLastCalledWith('/account/heloc/register-v2');
  });
});
