import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter, useNavigate, type RouteObject } from 'react-router';
import { baseInput } from '../../../machines/registration/registration.testing';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { Component as AnnualIncomePage } from './AnnualIncomePage';
import { Component as BirthdatePage } from './BirthdatePage';
import { Component as ForSalePage } from './ForSalePage';
import { Component as HomeAddressPage } from './HomeAddressPage';
import { Component as LegalNamePage } from './LegalNamePage';
import { Component as LoginInfoPage } from './LoginInfoPage';
import { Component as PhoneAndEmailPage } from './PhoneAndEmailPage';
import { Component as RegistrationLayout, RegistrationFrame } from './RegistrationLayout';
import { RegistrationProvider, type RegistrationHost } from './RegistrationProvider';
import { Component as SetPasswordPage } from './SetPasswordPage';
import { Component as StartPage } from './StartPage';

const { lender } = setupSandboxServer();

beforeEach(() => {
  lender.setLatency(0);
  localStorage.clear();
});

const leave = vi.fn();

function TestLayout({ input }: { input: RegistrationInput }) {
  const navigate = useNavigate();
  const host = useMemo<RegistrationHost>(
    () => ({
      navigate: (to, { replace }) => void navigate(to, { replace }),
      leave,
      storage: localStorage,
    }),
    [navigate],
  );
  return (
    <RegistrationProvider input={input} host={host}>
      <RegistrationFrame />
    </RegistrationProvider>
  );
}

const steps: RouteObject[] = [
  { index: true, Component: StartPage },
  { path: 'home-address', Component: HomeAddressPage },
  { path: 'for-sale', Component: ForSalePage },
  { path: 'annual-income', Component: AnnualIncomePage },
  { path: 'legal-name', Component: LegalNamePage },
  { path: 'birthdate', Component: BirthdatePage },
  { path: 'phone-and-email', Component: PhoneAndEmailPage },
  { path: 'set-password', Component: SetPasswordPage },
  { path: 'login-info', Component: LoginInfoPage },
];

function renderWizard(input: Partial<RegistrationInput> = {}, url = '/register-v2') {
  const router = createMemoryRouter(
    [
      {
        path: '/register-v2',
        element: <TestLayout input={baseInput({ telemetrySessionKey: null, ...input })} />,
        children: steps,
      },
      { path: '/:uuid', element: <h1>Application entry</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillProperty(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Property address/ }), '12 Main St');
  await user.click(screen.getByRole('button', { name: /enter address manually/ }));
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('ZIP code'), '78701');
  await user.click(screen.getByLabelText('Primary residence'));
}

const next = (user: ReturnType<typeof userEvent.setup>, name = 'Continue') =>
  user.click(screen.getByRole('button', { name }));

describe('register-v2 views on the real machine and the sandbox lender', () => {
  it('renders the start page through the route module, with the headline and focus on the heading', async () => {
    const router = createMemoryRouter(
      [{ path: '/register-v2', Component: RegistrationLayout, children: steps }],
      { initialEntries: ['/register-v2'] },
    );
    render(<RouterProvider router={router} />);
    const heading = await screen.findByRole('heading', { name: 'Apply for a HELOC' });
    expect(screen.getByText('Apply in 5 minutes, receive funding in 5 days')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toBeTruthy();
  });

  it('renders the start page mounted on its own (a flat route), bringing the layout with it', async () => {
    const router = createMemoryRouter([{ path: '/register-v2', Component: StartPage }], {
      initialEntries: ['/register-v2'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Apply for a HELOC' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Primary residence' })).toBeTruthy();
    // Shell §5: a purchase or title transfer within 90 days makes the applicant ineligible.
    expect(screen.getByText(/within the last 90 days, you are not eligible/)).toBeTruthy();
  });

  it('shows the error summary and keeps what was typed on a bad submit', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'Apply for a HELOC' });
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), 'Main');
    await next(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: 'Please enter a valid property address' }),
    ).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: 'Please select an occupancy type' }),
    ).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: /Property address/ }) as HTMLInputElement).value,
    ).toBe('Main');
  });

  it('suggests addresses from the lender as the user types, and fills the fields from the one chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'Apply for a HELOC' });
    await user.type(screen.getByRole('combobox', { name: /Property address/ }), '1200 Place');
    const option = await screen.findByRole('option', { name: /1200 Placeholder Blvd/ });
    await user.click(option);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Austin');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('78704');
  });

  it('walks from the start page to the application entry (legacy auth)', async () => {
    const user = userEvent.setup();
    const router = renderWizard(
      { authMode: 'legacy', search: '?utm_source=tv' },
      '/register-v2?utm_source=tv',
    );
    await screen.findByRole('heading', { name: 'Apply for a HELOC' });
    await fillProperty(user);
    await next(user);

    await screen.findByRole('heading', { name: 'Is your property for sale?' });
    expect(router.state.location.search).toBe('?utm_source=tv');
    await user.click(screen.getByLabelText('No'));
    await next(user);

    await screen.findByRole('heading', { name: 'What is your annual income?' });
    await user.type(screen.getByLabelText('Annual pre-tax income'), '95000');
    await user.click(screen.getByLabelText('Full-time employment'));
    await next(user);

    await screen.findByRole('heading', { name: 'What is your legal name?' });
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await next(user);

    await screen.findByRole('heading', { name: 'What is your date of birth?' });
    await user.type(screen.getByLabelText('Month'), '03');
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Year'), '1980');
    await next(user);

    await screen.findByRole('heading', { name: 'How can we reach you?' });
    await user.type(screen.getByLabelText('Email'), 'pat.view@example.com');
    await user.type(screen.getByLabelText(/Mobile phone/), '5551234567');
    await next(user);

    await screen.findByRole('heading', { name: 'Create your password' });
    // The e-mail given as the username, for password managers (WCAG 3.3.8): in the form, read-only,
    // out of the tab order and hidden from screen readers (no second "Email" to hear).
    const username = document.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username).not.toBeNull();
    expect(username!.form).not.toBeNull();
    expect(username!.value).toBe('pat.view@example.com');
    expect(username!.readOnly).toBe(true);
    expect(username!.tabIndex).toBe(-1);
    expect(username!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('textbox', { name: /mail/iu })).toBeNull();
    await user.type(screen.getByLabelText('Create a password'), 'Abcdefgh1234!');
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefgh1234!');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications from/ }));
    await next(user, 'Create account');

    await screen.findByRole('heading', { name: 'Application entry' }, { timeout: 15_000 });
    expect(router.state.location.pathname).toMatch(/^\/[0-9a-f-]{36}$/);
  }, 60_000);
});
