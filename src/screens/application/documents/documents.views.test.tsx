/**
 * The application's documents page against the real layout (application status machine) and the
 * sandbox lender (msw, node): what the lender delivered and what the borrower signed, each
 * downloadable under a name a person recognises, a failed download with its retry, and axe.
 */
import { resolveObjectURL } from 'node:buffer';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as DocumentsPage, DOCUMENTS_TITLE, NO_DOCUMENTS_TEXT } from './DocumentsPage';

const { lender } = setupSandboxServer();
const UUID = SEED.borrower.applicationUuid;
const HERE = { latitude: 38.58, longitude: -121.49, accuracy: 20 };

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
});

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Elsewhere</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

function renderDocuments() {
  const children: RouteObject[] = [
    { index: true, Component: ApplicationEntry },
    { path: 'documents', Component: DocumentsPage },
    { path: '*', Component: ShowPath },
  ];
  const router = createMemoryRouter(
    [{ path: '/:applicationId', Component: ApplicationLayout, children }],
    { initialEntries: [`/${UUID}/documents`] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
}

async function page() {
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: DOCUMENTS_TITLE },
    { timeout: 3000 },
  );
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull(), { timeout: 3000 });
  return heading;
}

/** Delivered: the closing disclosure and the privacy notice; signed: the agreement. */
function deliverAndSign() {
  lender.changeApplication(UUID, (application) => {
    application.screens.signing = {
      eConsent: { version: 'v1', consentedAt: '2026-11-20T18:00:00.000Z' },
      delivered: {
        'privacy-notice': '2026-11-20T18:05:00.000Z',
        'closing-disclosure': '2026-11-21T18:00:00.000Z',
        'heloc-agreement': '2026-11-22T17:00:00.000Z',
      },
      signatures: { 'heloc-agreement': { signedAt: '2026-11-23T19:00:00.000Z', ...HERE } },
    };
  });
}

const item = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

async function fileOf(link: HTMLElement): Promise<string> {
  const href = link.getAttribute('href') ?? '';
  const data = /^data:application\/pdf;base64,(.*)$/u.exec(href);
  if (data) return atob(data[1]!);
  const blob = resolveObjectURL(href);
  expect(blob?.type).toBe('application/pdf');
  return (await blob?.text()) ?? '';
}

describe('/{uuid}/documents', () => {
  it('says when nothing was sent yet, and stays open whatever the status routes to', async () => {
    const { router, container } = renderDocuments();
    await page();
    expect(await screen.findByText(NO_DOCUMENTS_TEXT)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/${UUID}/documents`);
    const nav = screen.getByRole('navigation', { name: 'Your application' });
    expect(within(nav).getByRole('link', { name: 'Your documents' }).getAttribute('href')).toBe(
      `/${UUID}/documents`,
    );
    await expectNoAxeViolations(container);
  });

  it('lists what was delivered and signed, with the dates, each downloadable as a PDF', async () => {
    deliverAndSign();
    const { container } = renderDocuments();
    await page();
    // The layout's "Your progress" first, then one heading per document.
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((heading) => heading.textContent).slice(1)).toEqual([
      'Privacy Notice',
      'Closing Disclosure',
      'Home Equity Line of Credit Agreement',
    ]);
    expect(
      within(item('Privacy Notice')).getByText('Sent 11/20/2026. For you to keep'),
    ).toBeTruthy();
    expect(
      within(item('Home Equity Line of Credit Agreement')).getByText(
        'Sent 11/22/2026. Signed 11/23/2026',
      ),
    ).toBeTruthy();

    const disclosure = within(item('Closing Disclosure')).getByRole('link', {
      name: 'Download Closing Disclosure (PDF)',
    });
    expect(disclosure.getAttribute('download')).toBe(
      'HELOC-HL-100001-Closing-Disclosure-2026-11-21.pdf',
    );
    expect((await fileOf(disclosure)).startsWith('%PDF-')).toBe(true);

    const signed = within(item('Home Equity Line of Credit Agreement')).getByRole('link', {
      name: 'Download Home Equity Line of Credit Agreement (signed copy) (PDF)',
    });
    expect(signed.getAttribute('download')).toBe(
      'HELOC-HL-100001-Home-Equity-Line-of-Credit-Agreement-signed-2026-11-23.pdf',
    );
    const copy = await fileOf(signed);
    expect(copy.startsWith('%PDF-')).toBe(true);
    expect(copy).toContain('on 2026-11-23 UTC');
    await expectNoAxeViolations(container);
  });

  it('says a failed download plainly, and Try again reads the files again', async () => {
    deliverAndSign();
    lender.addFault('getDocumentContent', 503, 1);
    const user = userEvent.setup();
    const { container } = renderDocuments();
    await page();
    const failed = await waitFor(
      () => {
        const found = screen
          .getAllByRole('alert')
          .find((element) => element.textContent?.includes('We could not download'));
        expect(found).toBeTruthy();
        return found!;
      },
      { timeout: 3000 },
    );
    expect(failed.textContent).toContain(
      'We could not download Privacy Notice. Check your connection and try again.',
    );
    // The others still download.
    expect(screen.getAllByRole('link', { name: /^Download/u })).toHaveLength(2);
    await expectNoAxeViolations(container);

    await user.click(within(failed).getByRole('button', { name: /Try again/u }));
    await waitFor(
      () => expect(screen.getAllByRole('link', { name: /^Download/u })).toHaveLength(3),
      {
        timeout: 3000,
      },
    );
    expect(screen.queryByText(/We could not download/u)).toBeNull();
  });
});
