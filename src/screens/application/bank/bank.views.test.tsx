/**
 * The bank screens against the real application status machine and the sandbox lender (msw,
 * node): link through the sandbox's stand-in for the bank-link provider (the same port Plaid
 * Link implements in production), type an account in, confirm, choose autopay, the OAuth return
 * page, and a provider that cannot be opened (fails closed).
 */
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  ACCOUNTS_DONT_MATCH,
  AUTOPAY_ACCOUNT_REQUIRED,
  ROUTING_CHECKSUM,
} from '../../../domain/bankAccount';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../../../domain/bankLinkStorage';
import {
  BANK_LINK_UNAVAILABLE_MESSAGE,
  BankLinkUnavailableError,
  type BankLinkProvider,
} from '../../../api/bankLinkProvider';
import type { Providers } from '../../../api/providers';
import { ProvidersProvider } from '../../../app/shell/ShellProvider';
import { standInNavigation } from '../../../sandbox/bankLink/provider';
import { BANK_LINK_DIALOG_TITLE } from '../../../sandbox/bankLink/StandInDialog';
import { prepareBankLink } from '../../../sandbox/handlers/bankScreens';
import { SEED } from '../../../sandbox/lender';
import { sandboxProviders } from '../../../sandbox/providers';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as AutopayPage } from './AutopayPage';
import { Component as ConfirmPage } from './ConfirmPage';
import { Component as DisbursePage, LINK_BUTTON, MANUAL_LINK } from './DisbursePage';
import { Component as ManualDisbursePage } from './ManualDisbursePage';
import {
  Component as PlaidOAuthSuccessPage,
  MISSING_TEXT,
  RETURN_TITLE,
} from './PlaidOAuthSuccessPage';
import { BANK_LINK_FAILED_TITLE, TRY_AGAIN } from './BankLinkStatus';

const { lender } = setupSandboxServer();
// Whole journeys through the status machine: give a busy machine time (no fixed sleeps).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
const UUID = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Next screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

function renderApp(path = `/${UUID}`, providers: Providers = sandboxProviders) {
  const routes: RouteObject[] = [
    { path: '/plaid-oauth-success', Component: PlaidOAuthSuccessPage },
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'bank/disburse', Component: DisbursePage },
        { path: 'bank/manual-disburse', Component: ManualDisbursePage },
        { path: 'bank/confirm', Component: ConfirmPage },
        { path: 'bank/autopay', Component: AutopayPage },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ProvidersProvider value={providers}>
      <RouterProvider router={router} />
    </ProvidersProvider>,
  );
  return router;
}

function setStatus(
  checklistStatus: string,
  patch: Parameters<typeof lender.updateApplication>[1] = {},
) {
  lender.updateApplication(UUID, { ...patch, status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: LINK_BUTTON }));
  return screen.findByRole('dialog', { name: BANK_LINK_DIALOG_TITLE });
}

describe('bank/disburse → bank/confirm → bank/autopay, linked through the sandbox provider', () => {
  it(
    'links a checking account, shows it ending in its mask, and confirms it',
    { timeout: 30_000 },
    async () => {
      setStatus('DISBURSEMENT_ACCOUNT');
      const user = userEvent.setup();
      const router = renderApp();
      expect(
        await screen.findByRole('heading', { name: 'Where should we send your funds?' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/${UUID}/bank/disburse`);
      await screen.findByRole('button', { name: LINK_BUTTON });
      await expectNoAxeViolations();

      const dialog = await openDialog(user);
      await user.click(await within(dialog).findByRole('button', { name: /First Platypus Bank/u }));
      expect(within(dialog).getByText(/user_good \/ pass_good/u)).toBeTruthy();
      await expectNoAxeViolations();
      // A wrong password: the provider's error, at the form.
      await user.type(within(dialog).getByLabelText('Username'), 'user_good');
      await user.type(within(dialog).getByLabelText('Password'), 'nope');
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      expect(await within(dialog).findByText(/were not correct/u)).toBeTruthy();
      expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe(
        'user_good',
      );
      await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

      await user.click(await within(dialog).findByRole('radio', { name: /Plaid Checking/u }));
      await expectNoAxeViolations();
      await user.click(within(dialog).getByRole('button', { name: 'Link account' }));

      expect(
        await screen.findByRole('heading', { name: 'Confirm your bank account' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/${UUID}/bank/confirm`);
      expect(await screen.findByText('First Platypus Bank')).toBeTruthy();
      expect(screen.getByText(/Checking ending in 0000/u)).toBeTruthy();
      await expectNoAxeViolations();

      await user.click(screen.getByRole('button', { name: 'Confirm account' }));
      expect(
        await screen.findByRole('heading', {
          name: 'How do you want to make your monthly payments?',
        }),
      ).toBeTruthy();
      await screen.findByRole('radio', { name: /Pay each month yourself/u });
      const application = lender.application(UUID)!;
      expect(application.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
      expect(application.disburseAccount).toMatchObject({
        mask: '0000',
        accountNumber: 'xxxxxxxxxxxx0000',
      });
      expect(application.answers['disburse-account']).toEqual({
        accountRef: expect.stringMatching(/^link-/u),
      });
    },
  );

  it('keeps the application and the link token before the provider leaves for the OAuth bank', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    const assign = vi.spyOn(standInNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp();
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: /Platypus OAuth Bank/u }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^\/sandbox-oauth-bank\?oauth_state_id=/u);
    expect(sessionStorage.getItem(PLAID_APPLICATION_UUID_KEY)).toBe(UUID);
    expect(sessionStorage.getItem(PLAID_LINK_TOKEN_KEY)).toMatch(/^link-sandbox-/u);
    expect(sessionStorage.getItem(PLAID_LINK_PURPOSE_KEY)).toBe('DISBURSE');
    expect(localStorage.getItem(PLAID_LINK_TOKEN_KEY)).toBeNull();
    // The page is left (on its way to the bank): unmounting it tears the stand-in down.
    await act(async () => {
      cleanup();
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the provider leaves the page as it was and forgets the link token', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    const user = userEvent.setup();
    renderApp();
    const dialog = await openDialog(user);
    await within(dialog).findByRole('button', { name: /First Platypus Bank/u });
    await user.click(within(dialog).getByRole('button', { name: 'Close the bank link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(BANK_LINK_FAILED_TITLE)).toBeNull();
    expect(sessionStorage.getItem(PLAID_LINK_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: LINK_BUTTON })).toBeTruthy();
  });
});

describe('bank/disburse when the bank-link provider cannot be opened', () => {
  it('fails closed: a clear message, Try again, or enter the account by hand', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    let opens = 0;
    const unavailable: BankLinkProvider = {
      open: () => {
        opens += 1;
        return Promise.reject(new BankLinkUnavailableError('script error'));
      },
    };
    const user = userEvent.setup();
    renderApp(`/${UUID}`, { bankLink: unavailable });
    await user.click(await screen.findByRole('button', { name: LINK_BUTTON }));
    expect(await screen.findByText(BANK_LINK_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/https?:|script error/u)).toBeNull();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: TRY_AGAIN }));
    await waitFor(() => expect(opens).toBe(2));
    expect(await screen.findByText(BANK_LINK_UNAVAILABLE_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Enter your account details by hand' }));
    expect(await screen.findByRole('heading', { name: 'Enter your bank account' })).toBeTruthy();
  });
});

describe('bank/manual-disburse', () => {
  it('offers the name the borrower gave at registration as the account holder’s (WCAG 3.3.7)', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('link', { name: MANUAL_LINK }));
    const holder = await screen.findByLabelText("Account holder's name");
    // The seeded borrower's profile (docs/sandbox.md), pinned.
    expect((holder as HTMLInputElement).value).toBe('Alex Sample');
    await user.clear(holder);
    await user.type(holder, 'Alex and Sam Sample');
    expect((holder as HTMLInputElement).value).toBe('Alex and Sam Sample');
  });

  it('keeps what was typed after a bad routing number, then saves a good one to confirm', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    const user = userEvent.setup();
    const router = renderApp();
    await user.click(await screen.findByRole('link', { name: MANUAL_LINK }));
    expect(await screen.findByRole('heading', { name: 'Enter your bank account' })).toBeTruthy();
    await expectNoAxeViolations();

    await user.type(screen.getByLabelText("Account holder's name"), 'Pat Borrower');
    await user.type(screen.getByLabelText('Routing number'), '021000022');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.type(screen.getByLabelText('Confirm account number'), '000123456780');
    await user.click(screen.getByRole('radio', { name: 'Checking' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(screen.getAllByText(ROUTING_CHECKSUM)).toHaveLength(2);
    expect(screen.getAllByText(ACCOUNTS_DONT_MATCH)).toHaveLength(2);
    expect((screen.getByLabelText('Routing number') as HTMLInputElement).value).toBe('021000022');
    expect(screen.getByLabelText('Routing number').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.clear(screen.getByLabelText('Routing number'));
    await user.type(screen.getByLabelText('Routing number'), '021000021');
    await user.clear(screen.getByLabelText('Confirm account number'));
    await user.type(screen.getByLabelText('Confirm account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your bank account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${UUID}/bank/confirm`);
    expect(await screen.findByText('Tartan Bank')).toBeTruthy();
    expect(screen.getByText(/Checking ending in 6789/u)).toBeTruthy();
  });

  it('shows a failed save and keeps the form', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    lender.addFault('saveBankAccount', 503, 1);
    const user = userEvent.setup();
    renderApp(`/${UUID}`);
    await user.click(await screen.findByRole('link', { name: MANUAL_LINK }));
    await user.type(await screen.findByLabelText("Account holder's name"), 'Pat Borrower');
    await user.type(screen.getByLabelText('Routing number'), '011000015');
    await user.type(screen.getByLabelText('Account number'), '4321');
    await user.type(screen.getByLabelText('Confirm account number'), '4321');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Service Unavailable/u)).toBeTruthy();
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('4321');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Savings ending in 4321/u)).toBeTruthy();
  });
});

describe('bank/autopay', () => {
  it('shows the autopay rate, says the discount is lost with MANUAL, and moves on', async () => {
    const offer = lender.application(UUID)!.offers[1]!;
    // The chosen offer: the application's term and rate are the offer's.
    setStatus('AUTOPAY_ACCOUNT', {
      disburseRoutingNumber: '021000021',
      term: offer.term,
      rate: offer.rate,
    });
    const user = userEvent.setup();
    renderApp();
    expect(
      await screen.findByRole('heading', {
        name: 'How do you want to make your monthly payments?',
      }),
    ).toBeTruthy();
    const discounted = offer.discountList[0]!.rateWithDiscount;
    expect(
      await screen.findByText(new RegExp(`Autopay lowers your rate to ${discounted}%`, 'u')),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `You lose the autopay discount: your rate stays ${offer.rate}% instead of ${discounted}%.`,
      ),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('radio', { name: /Pay each month yourself/u }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toMatch(/signdocs/u));
    expect(lender.application(UUID)!.answers['autopay-account']).toEqual({
      paymentMethod: 'MANUAL',
    });
  });

  it('draws from the disbursement account when AUTOPAY is chosen', async () => {
    setStatus('AUTOPAY_ACCOUNT', { disburseRoutingNumber: '021000021' });
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('radio', { name: /Autopay/u }));
    expect(screen.getByRole('radio', { name: /The account your funds go to/u })).toHaveProperty(
      'checked',
      true,
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toMatch(/signdocs/u));
    expect(lender.application(UUID)!.screens.bank?.autopay).toEqual({
      paymentMethod: 'AUTOPAY',
      accountRef: null,
    });
  });

  it('on a crypto loan without a disbursement account, autopay needs a linked account', async () => {
    setStatus('AUTOPAY_ACCOUNT', { isCrypto: true, disburseRoutingNumber: null });
    const user = userEvent.setup();
    renderApp();
    await user.click(await screen.findByRole('radio', { name: /Autopay/u }));
    expect(screen.queryByRole('radio', { name: /The account your funds go to/u })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText(AUTOPAY_ACCOUNT_REQUIRED)).length).toBeGreaterThan(0);
    expect(lender.application(UUID)!.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
  });
});

describe('plaid-oauth-success', () => {
  it('says so, and links to the dashboard, without a stored application id', async () => {
    renderApp('/plaid-oauth-success?oauth_state_id=x');
    expect(await screen.findByText(MISSING_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await expectNoAxeViolations();
  });

  it('opens the provider again with the kept token and the page URL, then goes to bank/confirm', async () => {
    setStatus('DISBURSEMENT_ACCOUNT');
    // Allowed at the OAuth bank: its page sent the browser back here.
    const { linkToken, oauthStateId } = prepareBankLink(lender, UUID, 'oauthAllowed');
    sessionStorage.setItem(PLAID_APPLICATION_UUID_KEY, UUID);
    sessionStorage.setItem(PLAID_LINK_TOKEN_KEY, linkToken);
    const returnPath = `/plaid-oauth-success?oauth_state_id=${oauthStateId}`;
    // receivedRedirectUri is the browser's own URL (the memory router does not change it).
    window.history.replaceState(null, '', `/account/heloc${returnPath}`);
    const opened = vi.spyOn(sandboxProviders.bankLink, 'open');

    const user = userEvent.setup();
    const router = renderApp(returnPath);
    expect(await screen.findByRole('heading', { name: RETURN_TITLE })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: BANK_LINK_DIALOG_TITLE });
    expect(opened.mock.calls[0]![0]).toMatchObject({
      linkToken,
      receivedRedirectUri: `${window.location.origin}/account/heloc${returnPath}`,
    });
    await user.click(await within(dialog).findByRole('radio', { name: /Plaid Saving/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Link account' }));
    // The status machine answers DISBURSEMENT_ACCOUNT on the way in (see docs/screens/bank.md).
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/\/bank\/(confirm|disburse)$/u),
    );
    expect(await screen.findByText(/Savings ending in 1111/u)).toBeTruthy();
    expect(sessionStorage.getItem(PLAID_APPLICATION_UUID_KEY)).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
