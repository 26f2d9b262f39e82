/**
 * The accessibility statement (/accessibility, issue 20 part 5), rendered under the shell's
 * session (the brand comes from the page's org) on the sandbox lender (the phone hours come from
 * its operating-hours service). What the issue asks the statement to say is pinned here, not
 * imported: dropping a check or changing its date must fail.
 */
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ShellEnvironment } from '../../app/shell/environment';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { Component as AccessibilityStatementPage } from './AccessibilityStatementPage';

const { lender } = setupSandboxServer();

beforeEach(() => {
  lender.setLatency(0);
  localStorage.clear();
  sessionStorage.clear();
});

/** Each check the issue names, by its heading, with a WCAG criterion it must cite. */
const CHECKS: readonly [title: string, criterion: string][] = [
  ['Automated accessibility scan', 'WCAG 2.2 level A and AA'],
  ['Focus not hidden', '2.4.11 Focus Not Obscured (Minimum)'],
  ['Target size', '2.5.8 Target Size (Minimum)'],
  ['No dragging needed', '2.5.7 Dragging Movements'],
  ['Help in the same place', '3.2.6 Consistent Help'],
  ['Nothing asked twice', '3.3.7 Redundant Entry'],
  ['Accessible sign-in', '3.3.8 Accessible Authentication (Minimum)'],
  ['Visible focus', '2.4.7 Focus Visible'],
  ['Reduced motion', '2.3.3 Animation from Interactions'],
  ['Screen reader walks', '4.1.3 Status Messages'],
  ['Keyboard only', '2.1.1 Keyboard'],
  ['Small screens and large text', '1.4.10 Reflow'],
];
const LAST_CHECKED = '11/27/2026';

function environment(path: string): Partial<ShellEnvironment> {
  const [pathname = '/', search = ''] = path.split(/(?=\?)/);
  return {
    location: { hostname: '127.0.0.1', pathname: `/account/heloc${pathname}`, search },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    track: vi.fn<ShellEnvironment['track']>(),
  };
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [{ path: '/accessibility', Component: AccessibilityStatementPage }],
    { initialEntries: [path] },
  );
  render(
    <ShellProvider environment={environment(path)}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

/** The block under a check's or limitation's heading (its heading and paragraphs). */
function blockOf(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).parentElement!;
}

describe('the accessibility statement (/accessibility)', () => {
  it('states the standard, every check with the date it last ran, the limitations and the brand’s contact', async () => {
    renderPage('/accessibility');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Accessibility statement',
    });
    expect(document.activeElement).toBe(heading);
    expect(document.title).toBe('Figure | Accessibility statement');
    expect(screen.getByText(/^Figure wants everyone to be able to apply/)).toBeTruthy();

    // The standard: WCAG 2.2 at level AA, linked to the guidelines.
    const standard = screen.getByRole('link', {
      name: 'Web Content Accessibility Guidelines (WCAG) 2.2',
    });
    expect(standard.getAttribute('href')).toBe('https://www.w3.org/TR/WCAG22/');
    expect(standard.parentElement!.textContent).toMatch(/ at level AA\.$/);

    // How it is tested: each check under its own heading, with its criterion and its date.
    const howWeTest = screen.getByRole('heading', { level: 2, name: 'How we test' });
    expect(howWeTest).toBeTruthy();
    for (const [title, criterion] of CHECKS) {
      const block = within(blockOf(title));
      const cited = block.getByText(/^WCAG: /).textContent;
      expect(cited).toContain(criterion);
      const date = block.getByText(LAST_CHECKED);
      expect(date.tagName).toBe('TIME');
      expect(date.getAttribute('dateTime')).toBe('2026-11-27');
      expect(date.parentElement!.textContent).toBe(`Last checked: ${LAST_CHECKED}`);
    }

    // Known limitations, honestly: lender PDFs, providers' windows, chat text, no real readers.
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeTruthy();
    expect(
      within(blockOf('Documents from the lender')).getByText(/may not be tagged/),
    ).toBeTruthy();
    expect(within(blockOf('Windows of other companies')).getByText(/Plaid/)).toBeTruthy();
    expect(
      within(blockOf('Chat messages from our team')).getByText(/typed by a person/),
    ).toBeTruthy();
    expect(
      within(blockOf('Real screen readers')).getByText(
        /not NVDA, JAWS or VoiceOver\. A manual check with those screen readers is planned\./,
      ),
    ).toBeTruthy();

    // Help: the brand's support phone and e-mail as links, and the phone team's hours.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Get help or report a problem' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '888-819-6388' }).getAttribute('href')).toBe(
      'tel:+18888196388',
    );
    expect(screen.getByRole('link', { name: 'support@figure.com' }).getAttribute('href')).toBe(
      'mailto:support@figure.com',
    );
    expect(await screen.findByText(/^Mon–Fri .* PT$/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('is the partner’s own statement on a partner’s site: its name, phone and e-mail', async () => {
    renderPage('/accessibility?org=fairway');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    expect(document.title).toBe('Fairway | Accessibility statement');
    expect(screen.getByText(/^Fairway wants everyone to be able to apply/)).toBeTruthy();
    expect(screen.getByText(/call or e-mail Fairway\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: '866-912-4800' }).getAttribute('href')).toBe(
      'tel:+18669124800',
    );
    expect(screen.getByRole('link', { name: 'heloc@fairwaymc.com' }).getAttribute('href')).toBe(
      'mailto:heloc@fairwaymc.com',
    );
    expect(screen.queryByRole('link', { name: '888-819-6388' })).toBeNull();
    await expectNoAxeViolations();
  });
});
