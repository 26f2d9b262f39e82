/**
 * The signing and notary screens: the real route shape (the application layout, the
 * status machine, these screens) against the sandbox lender; a stub geolocation.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStaffSignerState } from '../../../sandbox/staff/signers';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formatDataDate } from '../../../domain/dates';
import type { Lender } from '../../../sandbox/lender';
import { SEED } from '../../../sandbox/lender';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import {
  CLOSING_DISCLOSURE_CHECKBOX,
  CLOSING_DISCLOSURE_REQUIRED,
  E_CONSENT_CHECKBOX,
  E_CONSENT_REQUIRED,
  E_CONSENT_TITLE,
  LOCATION_ALERT_TITLE,
} from '../../../domain/signing';
import { SLOT_REQUIRED, SLOT_TAKEN_MESSAGE } from '../../../domain/notary';
import { NOTARY_DISCLOSURE_CHECKBOX } from './NotaryIntroPage';
import { Component as ApplicationEntry } from '../ApplicationEntry';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as AdditionalSigners } from './AdditionalSignersPage';
import { Component as Disclosures } from './DisclosuresPage';
import { Component as NotaryError } from './NotaryErrorPage';
import { Component as NotaryIntro } from './NotaryIntroPage';
import { Component as NotaryReserveManual } from './NotaryReserveManualPage';
import { Component as NotaryScheduleManual } from './NotaryScheduleManualPage';
import { Component as NotarySession } from './NotarySessionPage';
import { Component as SignDocs } from './SignDocsPage';
import { Component as SigningIntro } from './SigningIntroPage';
import { Component as SigningSupport } from './SigningSupportPage';
import { Component as Sign } from './SignPage';

const UUID = SEED.borrower.applicationUuid;

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Another screen</h1>
      <p data-testid="path">{location.pathname}</p>
    </section>
  );
}

const SCREENS: Record<string, () => React.ReactNode> = {
  'review-app/signdocs': SignDocs,
  'document/disclosures': Disclosures,
  'signing/intro': SigningIntro,
  'signing/sign': Sign,
  'signing/additional': AdditionalSigners,
  'signing/support': SigningSupport,
  'notary/intro': NotaryIntro,
  'notary/session': NotarySession,
  'notary/reserve-manual': NotaryReserveManual,
  'notary/schedule-manual': NotaryScheduleManual,
  'notary/error': NotaryError,
};

function renderApplication(path = `/${UUID}`) {
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { index: true, Component: ApplicationEntry },
        ...Object.entries(SCREENS).map(([screenPath, Component]) => ({
          path: screenPath,
          Component,
        })),
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(lender: Lender) {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
}

/** Sets the status and keeps it there. */
function setStatus(lender: Lender, checklistStatus: string, extra: Record<string, unknown> = {}) {
  lender.updateApplication(UUID, { status: { checklistStatus, ...extra } });
  lender.clearSchedule(UUID);
}

/** The borrower's ESIGN consent, as document/disclosures records it. */
function giveEConsent(lender: Lender) {
  lender.changeApplication(UUID, (application) => {
    (application.screens.signing ??= {}).eConsent = {
      version: '2025-06',
      consentedAt: '2026-01-01T00:00:00.000Z',
    };
  });
}

/** jsdom has no layout: give each document region a size and scroll it to its end. */
function scrollToEnd(region: HTMLElement) {
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(region, 'scrollTop', { configurable: true, writable: true, value: 2400 });
  fireEvent.scroll(region);
}

function readDocument(title: string) {
  scrollToEnd(screen.getByRole('region', { name: title }));
}

type GeoOutcome = 'ok' | 'denied';

/** navigator.geolocation answering each request with the next outcome (the last repeats). */
function stubGeolocation(outcomes: GeoOutcome[]) {
  let calls = 0;
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      const outcome = outcomes[Math.min(calls, outcomes.length - 1)];
      calls += 1;
      if (outcome === 'ok') {
        success({
          coords: { latitude: 38.58, longitude: -121.49, accuracy: 25 },
          timestamp: 0,
        } as GeolocationPosition);
      } else {
        failure?.({
          code: 1,
          message: 'denied',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

const { lender } = setupSandboxServer();

beforeEach(() => {
  signIn(lender);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

// The first screen of a file waits for its modules and the status machine's first answers.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('signing/intro → signing/sign', () => {
  it('says what will be signed and starts signing; Sign needs every document read and agreed', async () => {
    setStatus(lender, 'NOTE_SIGNING');
    // The co-owner has signed already (signer mode): the note's signing goes on to the notary.
    setStaffSignerState(lender, UUID, 'signed');
    stubGeolocation(['ok']);
    const router = renderApplication();
    await heading('Sign your loan documents');
    expect(await screen.findByText('Home Equity Line of Credit Agreement')).toBeTruthy();
    expect(screen.getByText(/Location services\./u)).toBeTruthy();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Start signing' }));
    await heading('Sign your documents');
    // The ESIGN consent first (issue 17): no document is read or shown before it is recorded.
    await screen.findByRole('heading', { name: E_CONSENT_TITLE });
    expect(
      screen.queryByRole('region', { name: 'Home Equity Line of Credit Agreement' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign documents' })).toBeNull();
    expect(lender.application(UUID)!.screens.signing?.delivered).toBeUndefined();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    const agree = await screen.findByRole('button', {
      name: 'I agree to the Home Equity Line of Credit Agreement',
    });
    expect((agree as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Sign documents' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await expectNoAxeViolations();

    readDocument('Home Equity Line of Credit Agreement');
    expect((agree as HTMLButtonElement).disabled).toBe(false);
    await user.click(agree);
    readDocument('Notice of Right to Cancel');
    await user.click(
      screen.getByRole('button', { name: 'I agree to the Notice of Right to Cancel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign documents' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/${UUID}/notary/intro`), {
      timeout: 4000,
    });
    const signatures = lender.application(UUID)!.screens.signing?.signatures ?? {};
    expect(Object.keys(signatures).sort()).toEqual([
      'heloc-agreement',
      'notice-of-right-to-cancel',
    ]);
    expect(signatures['heloc-agreement']).toMatchObject({ latitude: 38.58, longitude: -121.49 });
    expect(lender.application(UUID)!.status.checklistStatus).toBe('GEN_NOTARY_DISCLOSURE');
  });

  it("shows 'Why we need your location' when location is denied; Try again asks again", async () => {
    setStatus(lender, 'NOTE_SIGNING');
    // The co-owner has signed already (signer mode): the note's signing goes on to the notary.
    setStaffSignerState(lender, UUID, 'signed');
    giveEConsent(lender);
    const geolocation = stubGeolocation(['denied', 'ok']);
    renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Start signing' }));
    await screen.findByRole('button', { name: /I agree to the Home Equity/u });
    for (const title of ['Home Equity Line of Credit Agreement', 'Notice of Right to Cancel']) {
      readDocument(title);
      await user.click(screen.getByRole('button', { name: `I agree to the ${title}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Sign documents' }));
    const alert = await screen.findByRole('alert', { name: LOCATION_ALERT_TITLE });
    expect(alert.textContent).toContain('enable location services');
    expect(lender.application(UUID)!.screens.signing?.signatures).toBeUndefined();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(lender.application(UUID)!.status.checklistStatus).toBe('GEN_NOTARY_DISCLOSURE'),
    );
    expect(geolocation).toHaveBeenCalledTimes(2);
  });
});

describe('review-app/signdocs', () => {
  it('asks for the ESIGN consent before the closing disclosure is read or shown', async () => {
    setStatus(lender, 'GEN_CLOSING_DISCLOSURE');
    renderApplication();
    await heading('Review your closing disclosure');
    await screen.findByRole('heading', { name: E_CONSENT_TITLE });
    expect(screen.queryByRole('region', { name: 'Closing Disclosure' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: CLOSING_DISCLOSURE_CHECKBOX })).toBeNull();
    expect(lender.application(UUID)!.screens.signing?.delivered).toBeUndefined();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect((await screen.findAllByText(E_CONSENT_REQUIRED)).length).toBeGreaterThan(0);
    expect(lender.application(UUID)!.screens.signing?.eConsent).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await screen.findByRole('region', { name: 'Closing Disclosure' });
    expect(lender.application(UUID)!.screens.signing?.eConsent?.version).toBe('2025-06');
    await expectNoAxeViolations();
  });

  it('a consent the lender could not save is announced, and the form stays', async () => {
    setStatus(lender, 'GEN_CLOSING_DISCLOSURE');
    lender.addFault('saveEConsent', 503, 1);
    renderApplication();
    await screen.findByRole('heading', { name: E_CONSENT_TITLE });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    const alert = await screen.findByText(/We could not save your consent/u);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Closing Disclosure' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await screen.findByRole('region', { name: 'Closing Disclosure' });
  });

  it('GEN_CLOSING_DISCLOSURE: read, acknowledge, and the step is posted', async () => {
    setStatus(lender, 'GEN_CLOSING_DISCLOSURE');
    giveEConsent(lender);
    renderApplication();
    await heading('Review your closing disclosure');
    await screen.findByRole('region', { name: 'Closing Disclosure' });
    // Under the viewer (and in the viewer's fallback, where a PDF cannot be shown inline).
    const downloads = screen.getAllByRole('link', { name: 'Download Closing Disclosure (PDF)' });
    expect(downloads.length).toBeGreaterThan(0);
    for (const link of downloads) {
      expect(link.getAttribute('download')).toBe(
        `HELOC-HL-100001-Closing-Disclosure-${formatDataDate(new Date())}.pdf`,
      );
    }
    const user = userEvent.setup();
    const checkbox = screen.getByRole('checkbox', { name: CLOSING_DISCLOSURE_CHECKBOX });
    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    readDocument('Closing Disclosure');
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    expect((await screen.findAllByText(CLOSING_DISCLOSURE_REQUIRED)).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Sign and continue' }));
    await waitFor(() =>
      expect(lender.application(UUID)!.answers['sign-closing-disclosure']).toEqual({
        acknowledged: true,
        documentUuid: 'closing-disclosure',
      }),
    );
  });
});

describe('document/disclosures', () => {
  it('asks for the ESIGN consent before the documents, and a DECLINE does not route away', async () => {
    setStatus(lender, 'NOTE_SIGNING', { uwDecision: 'DECLINE' });
    const router = renderApplication(`/${UUID}/document/disclosures`);
    await heading('Your disclosures');
    await screen.findByRole('heading', { name: E_CONSENT_TITLE });
    expect(screen.getByRole('heading', { name: 'Your right to paper copies' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to withdraw your consent' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you need' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /View/u })).toBeNull();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect((await screen.findAllByText(E_CONSENT_REQUIRED)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await user.click(await screen.findByRole('button', { name: 'View Privacy Notice' }));
    expect(screen.getByRole('region', { name: 'Privacy Notice' })).toBeTruthy();
    // Each disclosure downloads, in the list and under the open viewer (and in the viewer's
    // fallback, which jsdom shows), named for the loan.
    const today = formatDataDate(new Date());
    const names = screen
      .getAllByRole('link', { name: /^Download .* \(PDF\)$/u })
      .map((link) => link.getAttribute('download'));
    expect(new Set(names)).toEqual(
      new Set([
        `HELOC-HL-100001-HELOC-Program-Disclosure-${today}.pdf`,
        `HELOC-HL-100001-What-You-Should-Know-About-Home-Equity-Lines-of-Credit-${today}.pdf`,
        `HELOC-HL-100001-Privacy-Notice-${today}.pdf`,
      ]),
    );
    expect(
      screen.getAllByRole('link', { name: 'Download Privacy Notice (PDF)' }).length,
    ).toBeGreaterThanOrEqual(2);
    // Delivered: the documents page lists them from now on.
    expect(Object.keys(lender.application(UUID)!.screens.signing?.delivered ?? {}).sort()).toEqual([
      'home-on-the-line',
      'privacy-notice',
      'program-disclosure',
    ]);
    expect(lender.application(UUID)!.screens.signing?.eConsent?.version).toBe('2025-06');
    expect(router.state.location.pathname).toBe(`/${UUID}/document/disclosures`);
    await expectNoAxeViolations();
  });
});

describe('signing/additional', () => {
  it('validates the invitation, lists the signer, and continues once all have signed', async () => {
    setStatus(lender, 'CO_DEED_REQ');
    renderApplication();
    await heading('Additional signers');
    await screen.findByText('Jamie Sample');
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('First name'), 'Robin');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText(/E-mail address/u), 'jamie'); // not an e-mail
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((screen.getByLabelText(/E-mail address/u) as HTMLInputElement).value).toBe('jamie');
    await user.clear(screen.getByLabelText(/E-mail address/u));
    await user.type(screen.getByLabelText(/E-mail address/u), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Robin Lee');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Everyone signs (the sandbox: after a few reads; here: at once).
    lender.changeApplication(UUID, (application) => {
      application.helocSigners.forEach((signer) => (signer.signed = true));
      application.screens.signing!.invites!.forEach((invite) => (invite.signedAt = 'now'));
    });
    await screen.findByText('2 of 2 signed.', {}, { timeout: 7000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(lender.application(UUID)!.answers['co-deed']).toEqual({}));
  }, 12_000);
});

describe('signing/support', () => {
  it("shows the brand's phone and e-mail and the common problems", async () => {
    setStatus(lender, 'NOTE_SIGNING');
    renderApplication();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Help with signing' }));
    await heading('Help with signing');
    expect(screen.getByRole('link', { name: '888-819-6388' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@figure.com' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('notary', () => {
  it('GEN_NOTARY_DISCLOSURE: the disclosure is acknowledged, then the session runs to notarize', async () => {
    setStatus(lender, 'GEN_NOTARY_DISCLOSURE');
    const router = renderApplication();
    await heading('Your notary session');
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: NOTARY_DISCLOSURE_CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('link', { name: 'Go to my eNotary session' }, { timeout: 4000 });
    expect(lender.application(UUID)!.status.checklistStatus).toBe('NOTARY_WAITING_PERIOD');
    await user.click(screen.getByRole('link', { name: 'Go to my eNotary session' }));
    await heading('Talk to eNotary');
    expect(screen.getByText(/government-issued photo ID/u)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Join my eNotary session' }));
    await screen.findByRole('heading', { name: 'Your session is in progress' });
    // The stand-in completes after 2 reads, 3 s apart; then notarize is posted.
    await waitFor(() => expect(lender.application(UUID)!.answers['notarize']).toBeDefined(), {
      timeout: 9000,
    });
    expect(lender.application(UUID)!.answers['notarize']).toMatchObject({ method: 'ENOTARY' });
    expect(router.state.location.pathname).not.toBe(`/${UUID}/notary/error`);
  }, 15_000);

  it('manual: the fee, a slot in the chosen time zone, a taken slot, the reservation and notarize', async () => {
    setStatus(lender, 'MANUAL_DEED_SIGNING', { manualNotary: true });
    renderApplication();
    await heading('Your notary appointment');
    expect(await screen.findByText('$350')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Choose a time' }));
    await heading('Schedule your notary appointment');
    await screen.findByRole('combobox', { name: 'Show times in' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show times in' }),
      'Pacific/Honolulu',
    );
    await user.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    expect((await screen.findAllByText(SLOT_REQUIRED)).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
    const radios = screen.getAllByRole('radio', { name: /AM|PM/u });
    // 16:00 UTC is 6:00 AM in Hawaii.
    expect(radios[0]!.closest('label')!.textContent).toBe('6:00 AM');
    await user.click(radios[0]!);
    await user.click(screen.getByRole('radio', { name: /At the property/u }));
    lender.addFault('reserveNotary', 409, 1);
    await user.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    expect(await screen.findByText(SLOT_TAKEN_MESSAGE)).toBeTruthy();
    await user.click(screen.getAllByRole('radio', { name: /AM|PM/u })[1]!);
    await user.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    await screen.findByRole('heading', { name: 'Your appointment is booked' });
    expect(lender.application(UUID)!.screens.signing?.reservation?.timeZone).toBe(
      'Pacific/Honolulu',
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(lender.application(UUID)!.answers['notarize']).toMatchObject({ method: 'MANUAL' }),
    );
  });

  it('notary/error: what happened and how to start again', async () => {
    setStatus(lender, 'NOTARY_WAITING_PERIOD');
    lender.changeApplication(UUID, (application) => {
      application.screens.signing = {
        notarySession: { sessionUuid: 's-1', status: 'CANCELLED', polls: 0 },
      };
    });
    const router = renderApplication();
    const user = userEvent.setup();
    // Arriving after a session that did not finish: it says so, and Join starts a new one.
    await user.click(await screen.findByRole('link', { name: 'Go to my eNotary session' }));
    expect(
      await screen.findByText(/Your last notary session was cancelled before it was complete/u),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join my eNotary session' })).toBeTruthy();
    // notary/error (where a session that fails while it runs leads) says what happened.
    await act(() => router.navigate(`/${UUID}/notary/error`));
    await heading('Your notary session did not finish');
    expect(await screen.findByText(/was cancelled/u)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Start a new session' }));
    await screen.findByRole('button', { name: 'Join my eNotary session' });
    expect(router.state.location.pathname).toBe(`/${UUID}/notary/session`);
    await expectNoAxeViolations();
  });
});
