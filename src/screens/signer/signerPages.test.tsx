/**
 * The additional signer's pages under the real signer layout (the signer machine reads the co-deed
 * status and routes) against the sandbox lender in node: the layout's loading, "not a signer" and
 * error states, the intro (ESIGN consent), the documents, and the cancelled and error pages
 * (docs/screens/signer.md). The conditions pages are signerConditions.test.tsx; the notary page
 * signerNotary.test.tsx; the login signerLogin*.test.tsx.
 */
import { resolveObjectURL } from 'node:buffer';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { http } from 'msw';
import { createMemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { signerActors } from '../../../machines/signer/signer.actors';
import { signerMachine } from '../../../machines/signer/signer.machine';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { BRANDS } from '../../domain/brands';
import { formatDataDate } from '../../domain/dates';
import { MAX_FETCH_ATTEMPTS, NOT_A_SIGNER_MESSAGE, signerScreenOfPath } from '../../domain/signer';
import { E_CONSENT_VERSION } from '../../domain/signing';
import { SEED } from '../../sandbox/lender';
import { setStaffSignerState } from '../../sandbox/staff/signers';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { ERROR_SUMMARY_TITLE } from '../../ui/ErrorSummary';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as CancelledPage, SIGNER_CANCELLED_TITLE } from './CancelledPage';
import { Component as DocumentsPage, SIGNER_DOCUMENTS_TITLE } from './DocumentsPage';
import { Component as ErrorPage, SIGNER_ERROR_TITLE } from './ErrorPage';
import { Component as IntroPage, SIGNER_INTRO_TITLE } from './IntroPage';
import { Component as ResumePage } from './ResumePage';
import { SignerContext } from './signerContext';
import { Component as SignerLayout, SIGNER_ERROR_TEXT, SIGNER_LOADING_TITLE } from './SignerLayout';

const { lender, server } = setupSandboxServer();
/** Alex's application, on which the seed signer (Jamie) is a co-deeder. */
const APP = SEED.borrower.applicationUuid;
const LIEN = 'Co-owner Consent to Lien';
const RIGHT_TO_CANCEL = 'Notice of Right to Cancel (co-owner copy)';
const CO_DEED = '/service-application/api/v1/application/heloc/co-deed';

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

type StaffSignerState = Parameters<typeof setStaffSignerState>[2];

interface OpenOptions {
  /** The seed signer's progress (staff `signer=`); left as seeded (invited) when absent. */
  state?: StaffSignerState;
  /** Who is signed in (default: the seed signer, Jamie). */
  identityUuid?: string;
  /** The page's query (e.g. `?org=fairway`). */
  search?: string;
}

function shellEnvironment(path: string, search: string) {
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${path}`, search },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
}

function signIn({ state, identityUuid = SEED.signer.uuid }: OpenOptions) {
  if (state) {
    const set = setStaffSignerState(lender, APP, state);
    if (!set.ok) throw new Error(set.message);
  }
  localStorage.setItem('jwt', lender.identity(identityUuid)!.jwt);
}

/**
 * The signer pages as the app routes them: login and cancelled open, the signed-in pages under
 * the signer layout; pages this file does not test show their path.
 */
function openSigner(path: string, options: OpenOptions = {}) {
  signIn(options);
  const search = options.search ?? '';
  const routes: RouteObject[] = [
    { path: '/heloc-signer/cancelled', Component: CancelledPage },
    {
      path: '/heloc-signer',
      Component: SignerLayout,
      children: [
        { path: 'resume', Component: ResumePage },
        { path: 'intro', Component: IntroPage },
        { path: 'documents', Component: DocumentsPage },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [`${path}${search}`] });
  const result = render(
    <ShellProvider environment={shellEnvironment(path, search)}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, router };
}

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];

/** The calls of `method` to a path ending with `suffix` the pages make from now on. */
function countCalls(method: string, suffix: string) {
  const calls: string[] = [];
  const listener: RequestListener = ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(suffix)) {
      calls.push(request.url);
    }
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return calls;
}

const statusReads = () => countCalls('GET', `${CO_DEED}/status`);
const h1 = (name: string, timeout = 3000) =>
  screen.findByRole('heading', { level: 1, name }, { timeout });
const jamie = () => lender.application(APP)!.helocSigners[0]!;
const pathOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the signer layout (heloc-signer/*)', () => {
  it('shows the loading state, its heading focused, until the co-deed status is read', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the status call, then let the sandbox answer it (a handler answering nothing falls
    // through to the next one).
    server.use(
      http.get(`*${CO_DEED}/status`, async () => {
        await gate;
        return undefined;
      }),
    );
    const { container, router } = openSigner('/heloc-signer/resume');
    const loading = await h1(SIGNER_LOADING_TITLE);
    await waitFor(() => expect(document.activeElement).toBe(loading));
    expect(within(loading.closest('section')!).getByRole('status').textContent).toBe(
      'One moment while we find where you left off.',
    );
    expect(screen.getByRole('progressbar', { name: SIGNER_LOADING_TITLE })).toBeTruthy();
    // Nothing of the application is known yet: no "Signing for", no page.
    expect(screen.queryByText(/Signing for/u)).toBeNull();
    expect(screen.queryByRole('heading', { name: SIGNER_INTRO_TITLE })).toBeNull();
    await expectNoAxeViolations(container);

    release();
    expect(await h1(SIGNER_INTRO_TITLE)).toBeTruthy();
    expect(pathOf(router)).toBe('/heloc-signer/intro');
    expect(screen.queryByRole('heading', { name: SIGNER_LOADING_TITLE })).toBeNull();
  });

  it('tells someone who is not a signer so, with no retry and no co-deed status call', async () => {
    const reads = statusReads();
    const { container } = openSigner('/heloc-signer/resume', {
      identityUuid: SEED.borrower.uuid,
    });
    const title = await h1('This signing link is not for you');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole('alert').textContent).toBe(NOT_A_SIGNER_MESSAGE);
    expect(
      screen.getByText(/use the link in the e-mail they sent you, signed in with the e-mail/u),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // Shell §6: only an additional signer asks for the co-deed status.
    expect(reads).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('takes a 400 from the co-deed status as "not a signer": never asked again, no retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    lender.addFault('getCoDeedStatus', 400, 1);
    const reads = statusReads();
    openSigner('/heloc-signer/resume');
    await h1('This signing link is not for you');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(reads).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(NOT_A_SIGNER_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('retries a failing co-deed status, then says "Something went wrong" with a Retry that recovers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // Every try of the first cycle fails (the spec's retry helper: 5 attempts); the next answers.
    lender.addFault('getCoDeedStatus', 503, MAX_FETCH_ATTEMPTS);
    const reads = statusReads();
    const { container, router } = openSigner('/heloc-signer/resume');
    // While it retries the signer sees the loading state, not the error.
    await h1(SIGNER_LOADING_TITLE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(reads.length).toBeGreaterThan(1);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const title = await h1('Something went wrong');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(reads).toHaveLength(MAX_FETCH_ATTEMPTS);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${SIGNER_ERROR_TEXT} Service Unavailable`);
    await expectNoAxeViolations(container);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await h1(SIGNER_INTRO_TITLE)).toBeTruthy();
    expect(pathOf(router)).toBe('/heloc-signer/intro');
    expect(reads).toHaveLength(MAX_FETCH_ATTEMPTS + 1);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('rides out a short outage of the co-deed status without showing an error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    lender.addFault('getCoDeedStatus', 502, 2);
    const reads = statusReads();
    const { router } = openSigner('/heloc-signer/resume');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await h1(SIGNER_INTRO_TITLE)).toBeTruthy();
    expect(pathOf(router)).toBe('/heloc-signer/intro');
    expect(reads).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('heloc-signer/intro (the ESIGN consent)', () => {
  const checkbox = () =>
    screen.getByRole('checkbox', { name: /I agree to receive, read and sign the documents/u });
  const agree = () => screen.getByRole('button', { name: 'Agree and continue' });
  /** The page's heading, then its form once the consent is read. */
  async function arrive() {
    const title = await h1(SIGNER_INTRO_TITLE);
    await screen.findByRole('button', { name: 'Agree and continue' }, { timeout: 3000 });
    return title;
  }

  it("says whose application it is, the property and the primary borrower's name", async () => {
    const { container, router } = openSigner('/heloc-signer/resume');
    const title = await arrive();
    expect(pathOf(router)).toBe('/heloc-signer/intro');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(/^Signing for Alex Sample/u).textContent).toBe(
      'Signing for Alex Sample · Loan number: HL-100001',
    );
    expect(screen.getByText(/is applying for a home equity line of credit/u).textContent).toBe(
      'Alex Sample is applying for a home equity line of credit secured by 742 Sample Ave, Sacramento, CA 95818. Because you are an owner of this property too, the lender needs your consent to the lien.',
    );
    expect(screen.getByText(/You do not become a borrower/u)).toBeTruthy();
    expect(checkbox().getAttribute('aria-invalid')).toBeNull();
    expect((checkbox() as HTMLInputElement).checked).toBe(false);
    expect(checkbox().closest('.kit-checkbox')!.textContent).toContain(
      `ESIGN consent, version ${E_CONSENT_VERSION}`,
    );
    await expectNoAxeViolations(container);
  });

  it('requires the consent: the summary takes the focus and is announced, its link leads to the box, nothing is sent', async () => {
    const consents = countCalls('POST', `${CO_DEED}/e-consent`);
    const user = userEvent.setup();
    const { container, router } = openSigner('/heloc-signer/intro');
    await arrive();
    await user.click(agree());

    const summary = container.querySelector<HTMLElement>('.kit-error-summary')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const announced = within(summary).getByRole('alert');
    expect(within(announced).getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeTruthy();
    const link = within(announced).getByRole('link', { name: 'Required' });
    // The box says it too, wired to it.
    expect(checkbox().getAttribute('aria-invalid')).toBe('true');
    const describedBy = checkbox().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toContain('Required');
    await expectNoAxeViolations(container);

    await user.click(link);
    expect(document.activeElement).toBe(checkbox());

    // Another try without the box: the summary takes the focus again.
    await user.click(agree());
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(consents).toEqual([]);
    expect(jamie().eConsent).toBeNull();
    expect(pathOf(router)).toBe('/heloc-signer/intro');

    // Ticking it clears the message.
    await user.click(checkbox());
    expect(container.querySelector('.kit-error-summary')).toBeNull();
    expect(checkbox().getAttribute('aria-invalid')).toBeNull();
  });

  it('records the consent once and routes on to the ID check', async () => {
    const consents = countCalls('POST', `${CO_DEED}/e-consent`);
    const reads = statusReads();
    const user = userEvent.setup();
    const { router } = openSigner('/heloc-signer/intro');
    await arrive();
    expect(reads).toHaveLength(1);
    await user.click(checkbox());
    await user.click(agree());
    await waitFor(() => expect(pathOf(router)).toBe('/heloc-signer/identity'), { timeout: 3000 });
    expect(jamie().eConsent).toMatchObject({ version: E_CONSENT_VERSION });
    expect(consents).toHaveLength(1);
    // The signer machine read the status again (STEP.COMPLETED) and routed by it.
    expect(reads).toHaveLength(2);
  });

  it('says a failed consent plainly (nothing recorded), keeps the tick, and the next try records it once', async () => {
    lender.addFault('saveSignerEConsent', 503, 1);
    const consents = countCalls('POST', `${CO_DEED}/e-consent`);
    const user = userEvent.setup();
    const { container, router } = openSigner('/heloc-signer/intro');
    await arrive();
    await user.click(checkbox());
    await user.click(agree());
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('Service Unavailable'));
      expect(found).toBeTruthy();
      return found!;
    });
    // The consent was not recorded: the page must not say it was.
    expect(alert.textContent).not.toMatch(/saved/u);
    expect(jamie().eConsent).toBeNull();
    expect(consents).toHaveLength(1);
    expect(pathOf(router)).toBe('/heloc-signer/intro');
    expect((checkbox() as HTMLInputElement).checked).toBe(true);
    expect((agree() as HTMLButtonElement).disabled).toBe(false);
    await expectNoAxeViolations(container);

    await user.click(agree());
    await waitFor(() => expect(pathOf(router)).toBe('/heloc-signer/identity'), { timeout: 3000 });
    expect(consents).toHaveLength(2);
    expect(jamie().eConsent).toMatchObject({ version: E_CONSENT_VERSION });
  });
});

describe('heloc-signer/documents', () => {
  const download = (title: string) =>
    screen.findByRole('link', { name: `Download ${title} (PDF)` }, { timeout: 3000 });
  const item = (title: string) =>
    screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

  /** The day a copy of an unsigned document is named with: today, the person's calendar day. */
  const today = () => formatDataDate(new Date());

  /** The file a download link hands over (a blob: URL; a data: URL where there are none). */
  async function pdfOf(link: HTMLElement): Promise<string> {
    const href = link.getAttribute('href') ?? '';
    const data = /^data:application\/pdf;base64,(.*)$/u.exec(href);
    if (data) return atob(data[1]!);
    const blob = resolveObjectURL(href);
    expect(blob?.type).toBe('application/pdf');
    return (await blob?.text()) ?? '';
  }

  it('before signing: the document waiting for their signature and the one to keep, each downloadable', async () => {
    const { container, router } = openSigner('/heloc-signer/documents', { state: 'consented' });
    const title = await h1(SIGNER_DOCUMENTS_TITLE);
    await waitFor(() => expect(document.activeElement).toBe(title));
    // A consented signer may read here although the status asks for the ID check.
    expect(pathOf(router)).toBe('/heloc-signer/documents');
    expect(
      screen.getByText(
        'The documents of your part of this application. Download a copy of any of them.',
      ),
    ).toBeTruthy();
    const lien = await download(LIEN);
    expect(within(item(LIEN)).getByText('Waiting for your signature')).toBeTruthy();
    expect(lien.getAttribute('download')).toBe(
      `HELOC-HL-100001-Co-owner-Consent-to-Lien-${today()}.pdf`,
    );
    expect((await pdfOf(lien)).startsWith('%PDF')).toBe(true);
    const keep = await download(RIGHT_TO_CANCEL);
    expect(within(item(RIGHT_TO_CANCEL)).getByText('For you to read and keep')).toBeTruthy();
    expect(keep.getAttribute('download')).toBe(
      `HELOC-HL-100001-Notice-of-Right-to-Cancel-co-owner-copy-${today()}.pdf`,
    );
    expect((await pdfOf(keep)).startsWith('%PDF')).toBe(true);
    expect(within(item(LIEN).closest('ul')!).getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('after signing: the signed date, and the signed copy named with the same day', async () => {
    signIn({ state: 'signed' });
    // Signed on a Sunday evening in California: already Monday in UTC.
    lender.changeApplication(APP, (application) => {
      const signer = application.helocSigners[0]!;
      for (const signature of Object.values(signer.signatures)) {
        signature.signedAt = '2026-03-02T05:30:00.000Z';
      }
      signer.signedAt = '2026-03-02T05:31:00.000Z';
    });
    const { container } = openSigner('/heloc-signer/resume');
    await h1(SIGNER_DOCUMENTS_TITLE);
    expect(
      screen.getByText(
        'You have signed everything the lender asked of you. Thank you. Keep a copy of each document for your records.',
      ),
    ).toBeTruthy();
    const lien = await download(LIEN);
    expect(within(item(LIEN)).getByText('Signed 03/01/2026')).toBeTruthy();
    expect(lien.getAttribute('download')).toBe(
      'HELOC-HL-100001-Co-owner-Consent-to-Lien-signed-2026-03-01.pdf',
    );
    // The signed copy itself carries the signature (the lender writes its UTC date and time).
    const signedCopy = await pdfOf(lien);
    expect(signedCopy.startsWith('%PDF-')).toBe(true);
    expect(signedCopy).toContain('on 2026-03-02');
    expect(signedCopy).toContain('2026-03-02T05:30:00.000Z');
    // The read-only copy carries no signing date.
    const keep = await download(RIGHT_TO_CANCEL);
    expect(keep.getAttribute('download')).toBe(
      `HELOC-HL-100001-Notice-of-Right-to-Cancel-co-owner-copy-${today()}.pdf`,
    );
    expect(await pdfOf(keep)).not.toContain('Signed electronically');
    await expectNoAxeViolations(container);
  });

  it('says a failed download plainly, and Retry fetches the documents again', async () => {
    lender.addFault('getSignerDocumentContent', 503, 1);
    const user = userEvent.setup();
    const { container } = openSigner('/heloc-signer/documents', { state: 'signed' });
    await h1(SIGNER_DOCUMENTS_TITLE);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('We could not load this page. Service Unavailable');
    expect(screen.queryByRole('link', { name: /^Download/u })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await download(LIEN)).toBeTruthy();
    expect(await download(RIGHT_TO_CANCEL)).toBeTruthy();
    expect(screen.queryByText(/We could not load/u)).toBeNull();
  });
});

describe('heloc-signer/cancelled', () => {
  it('a cancelled application sends the signer there: nothing to do, and whom to ask (the brand)', async () => {
    lender.changeApplication(APP, (application) => {
      application.status.checklistStatus = 'CANCELLED';
    });
    const { container, router } = openSigner('/heloc-signer/resume', {
      state: 'consented',
      search: '?org=fairway',
    });
    const title = await h1(SIGNER_CANCELLED_TITLE);
    expect(pathOf(router)).toBe('/heloc-signer/cancelled');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(
      screen.getByText(
        'The application you were asked to sign is no longer going ahead, so there is nothing for you to do. Anything you signed for it will not be used.',
      ),
    ).toBeTruthy();
    const { phone, email } = BRANDS.fairway.support;
    expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(
      `tel:+1${phone.replace(/\D/gu, '')}`,
    );
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByRole('link', { name: phone }).closest('p')!.textContent).toBe(
      `Questions? Call us at ${phone} or e-mail ${email}.`,
    );
    // Nothing to sign or read any more.
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

/**
 * The error page under the real signer machine, kept on its URL: the status never routes there by
 * itself (it is the lender's dead end), so the machine's navigation is recorded, not followed.
 */
function ErrorPageHarness() {
  const location = useLocation();
  const actorRef = useActorRef(
    signerMachine.provide({ actors: signerActors, actions: { navigate: () => {} } }),
    { input: { currentScreen: signerScreenOfPath(location.pathname), search: location.search } },
  );
  const ready = useSelector(actorRef, (s) => s.context.status !== null && s.matches('settled'));
  return (
    <SignerContext.Provider value={actorRef}>
      {ready ? <Outlet /> : <p>Loading your signing</p>}
    </SignerContext.Provider>
  );
}

describe('heloc-signer/error', () => {
  it('says something went wrong, Try again reads the status again, and whom to call (the brand)', async () => {
    signIn({});
    const reads = statusReads();
    const user = userEvent.setup();
    const search = '?org=fairway';
    const router = createMemoryRouter(
      [
        {
          path: '/heloc-signer',
          Component: ErrorPageHarness,
          children: [{ path: 'error', Component: ErrorPage }],
        },
      ],
      { initialEntries: [`/heloc-signer/error${search}`] },
    );
    const { container } = render(
      <ShellProvider environment={shellEnvironment('/heloc-signer/error', search)}>
        <RouterProvider router={router} />
      </ShellProvider>,
    );
    const title = await h1(SIGNER_ERROR_TITLE);
    await waitFor(() => expect(document.activeElement).toBe(title));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Something went wrong. Please try again.')).toBeTruthy();
    const { phone, email } = BRANDS.fairway.support;
    expect(screen.getByRole('link', { name: phone }).getAttribute('href')).toBe(
      `tel:+1${phone.replace(/\D/gu, '')}`,
    );
    expect(screen.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(screen.getByRole('link', { name: phone }).closest('p')!.textContent).toBe(
      `Still stuck? Call us at ${phone} or e-mail ${email}.`,
    );
    await expectNoAxeViolations(container);
    expect(reads).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(await h1(SIGNER_ERROR_TITLE)).toBeTruthy();
  });
});
