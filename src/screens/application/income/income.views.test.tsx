/**
 * The income and identity screens against the real machines and the sandbox lender (msw, node):
 * each screen's rules, its calls, and where it leads.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type * as DocumentsApi from '../../../api/documents';
import { createHostedIncomeProvider } from '../../../api/hostedIncomeProvider';
import { INCOME_PROVIDER_UNAVAILABLE_MESSAGE } from '../../../api/incomeProvider';
import type { Providers } from '../../../api/providers';
import { ProvidersProvider } from '../../../app/shell/ShellProvider';
import { SEED } from '../../../sandbox/lender';
import { sandboxProviders } from '../../../sandbox/providers';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { EMPLOYER_MESSAGES } from '../../../domain/income';
import { IDENTITY_MESSAGES } from '../../../domain/identityDocuments';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as EmployerVerificationPage } from './EmployerVerificationPage';
import { Component as IdentityPage } from './IdentityPage';
import { Component as IncomeCallbackPage } from './IncomeCallbackPage';
import { Component as IncomeLinkPage } from './IncomeLinkPage';
import { Component as IncomeReviewPage } from './IncomeReviewPage';
import { Component as IncomeUploadPage } from './IncomeUploadPage';
import { Component as LinkRedirect } from './LinkRedirect';

const { lender } = setupSandboxServer();

/**
 * jsdom's File and FormData are not the ones Node's fetch can send as multipart, so the upload
 * call itself is answered here (as the sandbox would: a document id and the file's name); every
 * other call goes to the sandbox. The real upload runs in e2e/income-identity.spec.ts.
 */
vi.mock('../../../api/documents', async (importOriginal) => {
  const actual = await importOriginal<typeof DocumentsApi>();
  let count = 0;
  return {
    ...actual,
    uploadDocument: vi.fn(
      async (_uuid: string, request: { documentType: string; file: Blob & { name?: string } }) => {
        count += 1;
        return {
          uuid: `doc-${count}`,
          documentType: request.documentType,
          fileName: request.file.name ?? 'document',
          size: request.file.size,
          uploadedAt: new Date().toISOString(),
        };
      },
    ),
  };
});

const UUID = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Elsewhere</h1>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

function renderApplication(path: string, providers: Providers = sandboxProviders) {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        { path: 'income/review', Component: IncomeReviewPage },
        { path: 'income/link', Component: LinkRedirect },
        { path: 'income/link/:type', Component: IncomeLinkPage },
        { path: 'income/pointserv-callback', Component: IncomeCallbackPage },
        { path: 'income/upload', Component: IncomeUploadPage },
        { path: 'income/employer-verification', Component: EmployerVerificationPage },
        { path: 'identity', Component: IdentityPage },
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

function setStatus(checklistStatus: string) {
  lender.updateApplication(UUID, { status: { checklistStatus } });
  lender.clearSchedule(UUID);
}

const statusOf = () => lender.application(UUID)!.status.checklistStatus;

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

describe('income/review', () => {
  it('lists the sources with their ways to verify; Continue waits until each is verified', async () => {
    setStatus('INCOME_VERIFICATION');
    renderApplication(`/${UUID}/income/review`);
    await screen.findByRole('heading', { name: 'Link Income Sources' });
    const sources = await screen.findByRole('list', { name: 'Income sources' });
    expect(within(sources).getByRole('heading', { name: 'Full-time employment' })).toBeTruthy();
    expect(within(sources).getByText('$145,000 a year')).toBeTruthy();
    expect(within(sources).getByText('Not verified yet')).toBeTruthy();
    const payroll = screen.getByRole('link', { name: 'Link your payroll account' });
    expect(payroll.getAttribute('href')).toMatch(
      new RegExp(`/${UUID}/income/link/payroll\\?source=`),
    );
    expect(screen.getByRole('link', { name: 'Upload documents' }).getAttribute('href')).toMatch(
      /\/income\/upload\?source=/,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations();
  });

  it('links a payroll account through the sandbox provider and the callback, then continues', async () => {
    const user = userEvent.setup();
    setStatus('INCOME_VERIFICATION');
    const router = renderApplication(`/${UUID}/income/review`);
    await user.click(await screen.findByRole('link', { name: 'Link your payroll account' }));
    await screen.findByRole('heading', { name: 'Link your payroll account' });
    const provider = await screen.findByRole('region', { name: 'Sandbox income provider' });
    await expectNoAxeViolations();
    // The provider's own checks, then a wrong password.
    await user.click(within(provider).getByRole('button', { name: 'Sign in and link' }));
    expect(
      (await screen.findAllByText('Choose your employer or payroll provider')).length,
    ).toBeGreaterThan(0);
    await user.selectOptions(
      within(provider).getByLabelText(/Employer or payroll provider/),
      'ADP',
    );
    await user.type(within(provider).getByLabelText(/Username/), 'pat');
    await user.type(within(provider).getByLabelText(/Password/), 'wrong');
    await user.click(within(provider).getByRole('button', { name: 'Sign in and link' }));
    expect(await screen.findByText(/The username or password is incorrect/)).toBeTruthy();
    await user.clear(within(provider).getByLabelText(/Password/));
    await user.type(within(provider).getByLabelText(/Password/), 'pass_good');
    await user.click(within(provider).getByRole('button', { name: 'Sign in and link' }));
    // The provider redirects to the callback, which waits while it reads the income.
    await screen.findByRole('heading', { name: 'Linking Income' });
    expect(router.state.location.pathname).toBe(`/${UUID}/income/pointserv-callback`);
    expect(router.state.location.search).toMatch(/sessionId=.+&code=.+/);
    await screen.findByText(/Reading your income from the provider/);
    await expectNoAxeViolations();
    // Back on the review, verified.
    await screen.findByRole('heading', { name: 'Link Income Sources' }, { timeout: 10_000 });
    expect(await screen.findByText('Verified with ADP')).toBeTruthy();
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect(cont).toHaveProperty('disabled', false);
    await user.click(cont);
    await waitFor(() => expect(lender.application(UUID)!.answers['link-income']).toBeTruthy());
    expect(lender.application(UUID)!.answers['link-income']).toEqual({
      verifications: [{ sourceId: expect.any(String) as string, method: 'PAYROLL' }],
    });
  }, 20_000);

  it('says the provider failed and offers to try again', async () => {
    const user = userEvent.setup();
    setStatus('INCOME_VERIFICATION');
    renderApplication(`/${UUID}/income/review`);
    await user.click(await screen.findByRole('link', { name: 'Link your bank account' }));
    const provider = await screen.findByRole('region', { name: 'Sandbox income provider' });
    await user.selectOptions(within(provider).getByLabelText(/Bank/), 'Tartan Bank');
    await user.type(within(provider).getByLabelText(/Username/), 'user_fail');
    await user.type(within(provider).getByLabelText(/Password/), 'pass_good');
    await user.click(within(provider).getByRole('button', { name: 'Sign in and link' }));
    expect(
      await screen.findByText(/could not read your income/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Link your bank account' })).toBeTruthy();
    // A new session, and the provider's stand-in again; leaving the page tears it down.
    await screen.findByRole('region', { name: 'Sandbox income provider' });
    await act(async () => {
      cleanup();
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: 'Sandbox income provider' })).toBeNull();
  }, 20_000);

  it("fails closed when the provider cannot open the lender's session (production's, on a mode it does not support)", async () => {
    const user = userEvent.setup();
    setStatus('INCOME_VERIFICATION');
    const navigate = vi.fn(() => true);
    // The sandbox lender answers providerMode SANDBOX: production's hosted provider refuses it.
    renderApplication(`/${UUID}/income/review`, {
      income: createHostedIncomeProvider(navigate),
    });
    await user.click(await screen.findByRole('link', { name: 'Link your payroll account' }));
    expect(await screen.findByText(INCOME_PROVIDER_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Sandbox income provider' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload documents instead' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Back to income sources' }));
    expect(await screen.findByRole('heading', { name: 'Link Income Sources' })).toBeTruthy();
  });

  it('sends income/link, an unknown type, and a link without a source back to the review', async () => {
    setStatus('INCOME_VERIFICATION');
    for (const path of ['income/link', 'income/link/crypto?source=x', 'income/link/payroll']) {
      const router = renderApplication(`/${UUID}/${path}`);
      await screen.findByRole('heading', { name: 'Link Income Sources' });
      expect(router.state.location.pathname).toBe(`/${UUID}/income/review`);
      act(() => router.dispose());
      document.body.innerHTML = '';
    }
  });

  it('shows what the provider callback is missing without calling the lender', async () => {
    setStatus('INCOME_VERIFICATION');
    renderApplication(`/${UUID}/income/pointserv-callback?error=access_denied`);
    expect(await screen.findByText(/The link was not finished at the provider/)).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('income/upload', () => {
  it('asks for the documents of the employment type, checks them, and uploads them', async () => {
    const user = userEvent.setup();
    setStatus('INCOME_VERIFICATION');
    renderApplication(`/${UUID}/income/review`);
    await user.click(await screen.findByRole('link', { name: 'Upload documents' }));
    await screen.findByRole('heading', { name: 'Upload Income Documents' });
    const label = /Your 2 most recent paystubs/;
    await screen.findByLabelText(label);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect((await screen.findAllByText('Choose a file to upload')).length).toBe(2);
    const input = screen.getByLabelText(label);
    await user.upload(input, [
      new File(['%PDF-1.4 a'], 'paystub-1.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect((await screen.findAllByText('Choose at least 2 files to upload')).length).toBe(2);
    await user.upload(input, [
      new File(['%PDF-1.4 b'], 'paystub-2.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    await screen.findByRole('heading', { name: 'Link Income Sources' }, { timeout: 5000 });
    expect(await screen.findByText('Documents received')).toBeTruthy();
    expect(screen.getByText('paystub-1.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
  });
});

describe('income/employer-verification', () => {
  it('says what is wrong with each field and keeps what was typed', async () => {
    const user = userEvent.setup();
    setStatus('EMPLOYMENT_VERIFICATION');
    renderApplication(`/${UUID}/income/employer-verification`);
    await screen.findByRole('heading', { name: 'Employer Verification' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const message of [
      EMPLOYER_MESSAGES.employerNameRequired,
      EMPLOYER_MESSAGES.employerPhoneRequired,
      EMPLOYER_MESSAGES.jobTitleRequired,
      EMPLOYER_MESSAGES.startDateRequired,
    ]) {
      expect(screen.getAllByText(message).length).toBe(2);
    }
    await user.type(screen.getByLabelText(/Employer name/), 'Acme Corporation');
    await user.type(screen.getByLabelText(/Employer phone number/), '55512');
    await user.type(screen.getByLabelText(/Job title/), 'Engineer');
    await user.type(screen.getByLabelText(/Start date/), '12/31/2999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(EMPLOYER_MESSAGES.employerPhoneInvalid).length).toBe(2);
    expect(screen.getAllByText(EMPLOYER_MESSAGES.startDateFuture).length).toBe(2);
    expect(screen.getByLabelText(/Employer name/)).toHaveProperty('value', 'Acme Corporation');
    await expectNoAxeViolations();
    await user.clear(screen.getByLabelText(/Start date/));
    await user.type(screen.getByLabelText(/Start date/), '02/30/2019');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(EMPLOYER_MESSAGES.startDateInvalid).length).toBe(2);
  });

  it('posts verify-employment with the details and routes on', async () => {
    const user = userEvent.setup();
    setStatus('EMPLOYMENT_VERIFICATION');
    renderApplication(`/${UUID}/income/employer-verification`);
    await user.type(await screen.findByLabelText(/Employer name/), ' Acme Corporation ');
    await user.type(screen.getByLabelText(/Employer phone number/), '5551234567');
    expect(screen.getByLabelText(/Employer phone number/)).toHaveProperty(
      'value',
      '(555) 123-4567',
    );
    await user.type(screen.getByLabelText(/Job title/), 'Engineer');
    await user.type(screen.getByLabelText(/Start date/), '3/5/2019');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(statusOf()).not.toBe('EMPLOYMENT_VERIFICATION'));
    expect(lender.application(UUID)!.answers['verify-employment']).toEqual({
      employerName: 'Acme Corporation',
      employerPhone: '5551234567',
      jobTitle: 'Engineer',
      startDate: '03/05/2019',
    });
  });
});

describe('identity', () => {
  const png = (name: string) => new File(['\x89PNG image'], name, { type: 'image/png' });

  it('asks for the ID kind and the front, uploads it, verifies it and posts the step', async () => {
    const user = userEvent.setup();
    setStatus('IDENTITY_VERIFICATION');
    renderApplication(`/${UUID}/identity`);
    await screen.findByRole('heading', { name: 'Verify Identity' });
    await user.click(await screen.findByRole('button', { name: 'Verify my ID' }));
    expect(screen.getAllByText(IDENTITY_MESSAGES.kindRequired).length).toBe(2);
    expect(screen.getAllByText(IDENTITY_MESSAGES.frontRequired).length).toBe(2);
    await expectNoAxeViolations();
    await user.click(screen.getByLabelText('Driver’s license'));
    // The back is asked for only when the fe-heloc-back-of-id flag is on (no shell here: off).
    expect(screen.queryByLabelText('Back of your ID')).toBeNull();
    await user.upload(screen.getByLabelText('Front of your ID'), png('license-front.png'));
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    await screen.findByText(IDENTITY_MESSAGES.verifying);
    await waitFor(() => expect(statusOf()).not.toBe('IDENTITY_VERIFICATION'), { timeout: 15_000 });
    const record = lender.application(UUID)!.screens.income!.identity![0]!;
    expect(record).toMatchObject({ idKind: 'DRIVERS_LICENSE', status: 'VERIFIED' });
    expect(lender.application(UUID)!.answers['verify-identity']).toEqual({
      verificationId: record.id,
    });
  }, 20_000);

  it('says the verification failed and lets the borrower try another image', async () => {
    const user = userEvent.setup();
    setStatus('IDENTITY_VERIFICATION');
    renderApplication(`/${UUID}/identity`);
    await user.click(await screen.findByLabelText('Passport'));
    await user.upload(screen.getByLabelText('Photo page of your passport'), png('fail-blurry.png'));
    await user.click(screen.getByRole('button', { name: 'Verify my ID' }));
    expect(
      await screen.findByText(IDENTITY_MESSAGES.failedTitle, undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Verify my ID' })).toBeTruthy();
    expect(statusOf()).toBe('IDENTITY_VERIFICATION');
  }, 20_000);

  it('says a person will review it, and resumes there after a reload', async () => {
    lender.changeApplication(UUID, (application) => {
      application.screens.income = {
        identity: [
          {
            id: 'ver-review',
            idKind: 'STATE_ID_CARD',
            documents: [{ side: 'FRONT', documentId: 'd1', fileName: 'review-me.png' }],
            status: 'PENDING_REVIEW',
            outcome: 'PENDING_REVIEW',
            pollsLeft: 5,
            createdAt: new Date().toISOString(),
          },
        ],
      };
    });
    const user = userEvent.setup();
    setStatus('IDENTITY_VERIFICATION');
    renderApplication(`/${UUID}/identity`);
    expect(await screen.findByText(IDENTITY_MESSAGES.reviewTitle)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.stillReviewing)).toBeTruthy();
  });
});
