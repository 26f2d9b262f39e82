import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { sandboxLender } from '../instance';
import { SEED, SEED_OTP, SEED_PASSWORD } from '../lender';
import { expiredSessionCookie, readSessionCookie, sessionCookie } from '../session';
import { axeViolations } from '../testing/axe';
import { OutsidePage, outsideEnv, outsideNavigation } from './pages';
import { renderOutsidePage } from './render';

let assign: ReturnType<typeof vi.spyOn>;

beforeAll(() => {
  document.documentElement.lang = 'en'; // as index.html
});

beforeEach(() => {
  assign = vi.spyOn(outsideNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  sandboxLender.reset();
  document.cookie = expiredSessionCookie();
});

function show(pathname: string, search = '') {
  return render(<OutsidePage pathname={pathname} search={search} env={outsideEnv()} />);
}

describe('every stand-in', () => {
  it.each([
    ['/auth/login', 'Log in'],
    ['/auth/login?realm=agent', 'Partner log in'],
    ['/auth/login?email=a%40example.com&otp=1', 'Log in'],
    ['/dashboard', 'Dashboard'],
    ['/', 'Home equity line of credit'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/licenses', 'Licenses'],
    ['/communications', 'E-Communications Consent'],
    ['/waitlist', 'You’re on the waitlist'],
    ['/marketing-waitlist', 'Thanks for your interest'],
    ['/contact', 'Contact us'],
    ['/sandbox-mail', 'Sent e-mail'],
    ['/exchange', 'This page belongs to the lender’s main site'],
  ])(
    '%s says it is a sandbox stand-in, has a main, an h1 and a title, and is axe-clean',
    async (url, title) => {
      const [pathname = '/', search = ''] = url.split('?');
      show(pathname, search ? `?${search}` : '');
      expect(screen.getByRole('main')).toBeDefined();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(document.title).toBe(`${title} · Sandbox stand-in`);
      expect(screen.getByText('Sandbox stand-in')).toBeDefined();
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('the signed-in dashboard is axe-clean too', async () => {
    document.cookie = sessionCookie(SEED.borrower.uuid);
    show('/dashboard');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the hosted login at /auth/login', () => {
  async function logIn(search: string, email: string, password: string) {
    const user = userEvent.setup();
    show('/auth/login', search);
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('signs in against the simulation and goes to /dashboard by default', async () => {
    await logIn('', SEED.borrower.email, SEED_PASSWORD);
    expect(readSessionCookie(document.cookie)).toBe(SEED.borrower.uuid);
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it('lands an additional signer on their own pages when the login names no way back (the signer login strips it)', async () => {
    await logIn('', SEED.signer.email, SEED_PASSWORD);
    expect(readSessionCookie(document.cookie)).toBe(SEED.signer.uuid);
    expect(assign).toHaveBeenCalledWith('/account/heloc/heloc-signer/resume');
  });

  it('honours a redirectUrl that starts with a slash and a lowercase letter', async () => {
    await logIn('?redirectUrl=%2Faccount%2Fheloc%2Fabc%3Fx%3D1', SEED.broker.email, SEED_PASSWORD);
    expect(assign).toHaveBeenCalledWith('/account/heloc/abc?x=1');
  });

  it.each(['https://evil.example', '//evil.example', '/Account/heloc', '/1', 'dashboard'])(
    'ignores redirectUrl=%s',
    async (redirectUrl) => {
      await logIn(
        `?${new URLSearchParams({ redirectUrl }).toString()}`,
        SEED.borrower.email,
        SEED_PASSWORD,
      );
      expect(assign).toHaveBeenCalledWith('/dashboard');
    },
  );

  it('says so when the password is wrong', async () => {
    await logIn('', SEED.borrower.email, 'wrong-password');
    expect(screen.getByRole('alert').textContent).toMatch(/do not match/u);
    expect(assign).not.toHaveBeenCalled();
    expect(readSessionCookie(document.cookie)).toBeNull();
  });

  it('one-time code with the e-mail prefilled; a new identity then creates its password', async () => {
    const user = userEvent.setup();
    sandboxLender.registerIdentity({ email: 'otp@example.com', password: null });
    show(
      '/auth/login',
      '?email=otp%40example.com&otp=1&redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%2Flogin-info',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('otp@example.com');
    await user.type(screen.getByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByRole('alert').textContent).toMatch(/code is not right/u);
    await user.clear(screen.getByLabelText('One-time code'));
    await user.type(screen.getByLabelText('One-time code'), SEED_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your password');
    await user.type(screen.getByLabelText('New password'), 'Fresh-password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-password1!');
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    expect(sandboxLender.authenticate('otp@example.com', 'Fresh-password1!')).toBeDefined();
    expect(assign).toHaveBeenCalledWith('/account/heloc/register-v2/login-info');
  });

  it("one-time code: the e-mail comes from the tab's storage (not the URL), read once", () => {
    sessionStorage.setItem('heloc.login.hint', 'hint@example.com');
    show('/auth/login', '?otp=1&redirectUrl=%2Faccount%2Fheloc%2Fregister-v2%2Flogin-info');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('hint@example.com');
    expect(sessionStorage.getItem('heloc.login.hint')).toBeNull();
  });

  it('one-time code for an existing account signs straight in', async () => {
    const user = userEvent.setup();
    show('/auth/login', `?email=${encodeURIComponent(SEED.borrower.email)}&otp=1`);
    await user.type(screen.getByLabelText('One-time code'), SEED_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(readSessionCookie(document.cookie)).toBe(SEED.borrower.uuid);
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });
});

describe('the stand-in mailbox at /sandbox-mail', () => {
  it('lists the sent e-mails newest first, each with its sign-in link', () => {
    sandboxLender.inviteSigner(SEED.borrower.applicationUuid, {
      firstName: 'Robin',
      lastName: 'Lee',
      email: 'robin@example.com',
    });
    show('/sandbox-mail');
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('To robin@example.com');
    expect(items[1]!.textContent).toContain(`To ${SEED.signer.email}`);
    const links = screen.getAllByRole('link', { name: 'Sign in to review and sign' });
    expect(links[1]!.getAttribute('href')).toBe(
      '/account/heloc/heloc-signer/login?invite=seed-invite',
    );
    expect(links[0]!.getAttribute('href')).toMatch(
      /^\/account\/heloc\/heloc-signer\/login\?invite=[\w-]+$/u,
    );
  });
});

describe('an invited signer at the hosted login', () => {
  it('one-time code, a new password, then the signer pages (redirectUrl)', async () => {
    const user = userEvent.setup();
    const signer = sandboxLender.inviteSigner(SEED.borrower.applicationUuid, {
      firstName: 'Robin',
      lastName: 'Lee',
      email: 'robin@example.com',
    });
    show(
      '/auth/login',
      `?${new URLSearchParams({ email: 'robin@example.com', otp: '1', redirectUrl: '/account/heloc/heloc-signer/resume' }).toString()}`,
    );
    await user.type(screen.getByLabelText('One-time code'), SEED_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your password');
    await user.type(screen.getByLabelText('New password'), 'Signer-password1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Signer-password1!');
    await user.click(screen.getByRole('button', { name: 'Create password and continue' }));
    expect(readSessionCookie(document.cookie)).toBe(signer.identityUuid);
    expect(assign).toHaveBeenCalledWith('/account/heloc/heloc-signer/resume');
  });
});

describe('the dashboard', () => {
  it('lists the applications with links into the app, a link to start one, and logs out', async () => {
    const user = userEvent.setup();
    document.cookie = sessionCookie(SEED.borrower.uuid);
    localStorage.setItem('jwt', sandboxLender.identity(SEED.borrower.uuid)!.jwt);
    const token = sandboxLender.identity(SEED.borrower.uuid)!.jwt;
    show('/dashboard');
    expect(
      screen.getByRole('link', { name: /HL-100001: 742 Sample Ave/u }).getAttribute('href'),
    ).toBe(`/account/heloc/${SEED.borrower.applicationUuid}`);
    expect(
      screen.getByRole('link', { name: 'Start a new HELOC application' }).getAttribute('href'),
    ).toBe('/account/heloc/register-v2');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(sandboxLender.identityForToken(token)).toBeUndefined();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(readSessionCookie(document.cookie)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('asks a signed-out visitor to log in', () => {
    show('/dashboard');
    expect(
      screen.getByRole('link', { name: 'Log in to see your applications' }).getAttribute('href'),
    ).toBe('/auth/login?redirectUrl=%2Fdashboard');
  });
});

describe('renderOutsidePage', () => {
  it('renders the stand-in of the current location into a React root', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => {
      renderOutsidePage(root);
    });
    // jsdom is at /account/heloc/, which the main site does not have: the generic stand-in.
    expect(container.querySelector('h1')?.textContent).toBe(
      'This page belongs to the lender’s main site',
    );
    act(() => root.unmount());
    container.remove();
  });
});
