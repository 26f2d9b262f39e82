/**
 * The additional signer's sign page (heloc-signer/sign) as a screen-reader user hears it
 * (issue 20): the heading on arrival, what is to be signed (each document's region and its
 * agree button), the sign control's name, and the result announced as the documents are signed.
 * The signer layout and machine run against the sandbox lender; geolocation is a stub.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { SEED } from '../../sandbox/lender';
import { setStaffSignerState } from '../../sandbox/staff/signers';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { setupScreenReader } from '../../testing/screenReader';
import { Component as SignerLayout } from './SignerLayout';
import { Component as SignPage } from './SignPage';

const { lender } = setupSandboxServer();
const sr = setupScreenReader();

// Pinned, not imported: the words the signer hears.
const APP = SEED.borrower.applicationUuid;
const TITLE = 'Sign your documents';
const LIEN = 'Co-owner Consent to Lien';

function NextScreen() {
  const location = useLocation();
  return <h1>Next: {location.pathname}</h1>;
}

function openSignPage() {
  const set = setStaffSignerState(lender, APP, 'verified');
  if (!set.ok) throw new Error(set.message);
  localStorage.setItem('jwt', lender.identity(SEED.signer.uuid)!.jwt);
  const routes: RouteObject[] = [
    {
      path: '/heloc-signer',
      Component: SignerLayout,
      children: [
        { path: 'sign', Component: SignPage },
        { path: '*', Component: NextScreen },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/heloc-signer/sign'] });
  render(
    <ShellProvider
      environment={{
        location: {
          hostname: '127.0.0.1',
          pathname: '/account/heloc/heloc-signer/sign',
          search: '',
        },
        navigateOut: vi.fn<(url: string) => void>(),
        reload: vi.fn<() => void>(),
        clearSession: vi.fn<() => void>(),
        warn: vi.fn<(...args: unknown[]) => void>(),
      }}
    >
      <RouterProvider router={router} />
    </ShellProvider>,
  );
}

/** jsdom has no layout: give the document's region a size and scroll it to its end. */
function readToEnd(title: string) {
  const region = screen.getByRole('region', { name: title });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(region, 'scrollTop', { configurable: true, writable: true, value: 2400 });
  fireEvent.scroll(region);
}

beforeEach(() => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        success({
          coords: { latitude: 38.58, longitude: -121.49, accuracy: 25 },
          timestamp: 0,
        } as GeolocationPosition),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
});

describe('the signer’s sign page, heard through a screen reader', () => {
  it('says the heading, what is to be signed, the sign control, and the result', async () => {
    const user = userEvent.setup();
    openSignPage();
    await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 5000 });
    await screen.findByRole('region', { name: LIEN }, { timeout: 5000 });
    await sr.start();

    const page = await sr.readPage();
    const heading = page.indexOf(`heading, ${TITLE}, level 1`);
    expect(heading).toBeGreaterThan(-1);
    // What is to be signed: the document's heading, what it is, its viewer, its agree button.
    const after = page.slice(heading);
    expect(after).toEqual(
      expect.arrayContaining([
        `heading, ${LIEN}, level 2`,
        'You agree, as a co-owner of the home, that it secures the borrower’s line of credit.',
        `region, ${LIEN}`,
        `button, I agree to the ${LIEN}, Scroll to the end of the document to continue., disabled`,
        'button, Sign documents, disabled',
      ]),
    );

    // Read to the end and agreed: each change is said politely where the user is.
    await sr.clear();
    readToEnd(LIEN);
    await user.click(screen.getByRole('button', { name: `I agree to the ${LIEN}` }));
    expect(await sr.announcements()).toEqual([
      'polite: Read to the end',
      'polite: Agreed: ready to sign',
    ]);

    // Sign: the progress and the result are announced politely.
    await sr.clear();
    await user.click(screen.getByRole('button', { name: 'Sign documents' }));
    await sr.waitFor('polite: Signed', 5000);
    const announced = await sr.announcements();
    expect(announced).toContain('polite: Signing: 0 of 1 signed');
    expect(announced.indexOf('polite: Signed')).toBeGreaterThan(
      announced.indexOf('polite: Signing: 0 of 1 signed'),
    );
  }, 20_000);
});
