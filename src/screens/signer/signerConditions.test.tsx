import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createMemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { signerActors } from '../../../machines/signer/signer.actors';
import { signerMachine } from '../../../machines/signer/signer.machine';
import { ShellProvider } from '../../app/shell/ShellProvider';
import { signerScreenOfPath } from '../../domain/signer';
import { LOCATION_ALERT_TITLE } from '../../domain/signing';
import { sharedLocations } from '../../sandbox/handlers/conditions';
import { SEED } from '../../sandbox/lender';
import { addSignerCondition, setStaffSignerState } from '../../sandbox/staff/signers';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { CONDITION_GONE_TEXT } from '../application/conditions/ConditionFrame';
import { pdf, useNodeMultipart } from '../application/conditions/testing';
import { Component as ConditionsPage, SIGNER_CONDITIONS_OFF_TEXT } from './ConditionsPage';
import { Component as LocationPage, NOT_A_LOCATION_TEXT } from './LocationPage';
import { SignerContext } from './signerContext';
import { Component as UploadDocumentPage } from './UploadDocumentPage';

const { lender } = setupSandboxServer();
/** Alex's application, on which the seed signer (Jamie) is a co-deeder. */
const APP = SEED.borrower.applicationUuid;
/** The seed's own ID condition of the signer (Jamie) on Alex's application. */
const SEED_SIGNER_CONDITION = 'c0d10000-0000-4000-8000-000000000003';

function ShowPath() {
  const location = useLocation();
  return (
    <section className="page">
      <h1>Screen</h1>
      <p data-testid="path">{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

/**
 * The signer machine around the pages, as SignerLayout holds it (the real co-deed status call),
 * showing the page once the status is read. (SignerLayout itself shows a page only when it is the
 * one the status routes to, so it does not show the conditions pages yet: see the report.)
 */
function SignerHarness() {
  const navigate = useNavigate();
  const location = useLocation();
  const actorRef = useActorRef(
    signerMachine.provide({
      actors: signerActors,
      actions: { navigate: (_, params) => void navigate(params.to, { replace: true }) },
    }),
    { input: { currentScreen: signerScreenOfPath(location.pathname), search: location.search } },
  );
  const ready = useSelector(actorRef, (s) => s.context.status !== null && s.matches('settled'));
  return (
    <SignerContext.Provider value={actorRef}>
      {ready ? <Outlet /> : <p>Loading your signing</p>}
    </SignerContext.Provider>
  );
}

/** The signed-in seed signer (signed their part) under the shell and the signer machine at `url`. */
function openSignerAt(url: string) {
  const state = setStaffSignerState(lender, APP, 'signed');
  if (!state.ok) throw new Error(state.message);
  localStorage.setItem('jwt', lender.identity(SEED.signer.uuid)!.jwt);
  const [pathname = '/', query] = url.split('?');
  const environment = {
    location: {
      hostname: '127.0.0.1',
      pathname: `/account/heloc${pathname}`,
      search: query ? `?${query}` : '',
    },
    navigateOut: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    clearSession: vi.fn<() => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
  };
  const routes: RouteObject[] = [
    {
      path: '/heloc-signer',
      Component: SignerHarness,
      children: [
        { path: 'conditions', Component: ConditionsPage },
        { path: 'conditions/upload-document', Component: UploadDocumentPage },
        { path: 'conditions/location', Component: LocationPage },
        { path: '*', Component: ShowPath },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <ShellProvider environment={environment}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  return { ...result, router };
}

const list = () => screen.findByRole('list', { name: 'Open conditions' }, { timeout: 3000 });
const answered = () =>
  (lender.application(APP)!.screens.conditions?.answered ?? []).map((a) => a.conditionUuid);

beforeEach(async () => {
  await useNodeMultipart();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe("the signer's conditions (heloc-signer/conditions)", () => {
  it("lists only the signer's own conditions, each action carrying its condition", async () => {
    const added = addSignerCondition(lender, APP);
    if (!added.ok) throw new Error(added.message);
    const { container } = openSignerAt('/heloc-signer/conditions');
    const items = within(await list()).getAllByRole('listitem');
    // The seed's and the staff-added ID conditions are Jamie's; Alex's paystub and bank letter are not.
    expect(items).toHaveLength(2);
    expect(screen.getByText('You have 2 open items.')).toBeTruthy();
    expect(screen.queryByText(/paystub/i)).toBeNull();
    expect(screen.queryByText(/bank letter/i)).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Upload Documents' });
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(
      `/heloc-signer/conditions/upload-document?conditionUuid=${added.value.uuid}&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE`,
    );
    expect(hrefs).toContain(
      `/heloc-signer/conditions/upload-document?conditionUuid=${SEED_SIGNER_CONDITION}&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE`,
    );
    await expectNoAxeViolations(container);
  });

  it('shows nothing of them with fe-heloc-additional-signer-conditions off', async () => {
    lender.setFlag('fe-heloc-additional-signer-conditions', false);
    const { container } = openSignerAt('/heloc-signer/conditions');
    // The session reads who is signed in and the flags (off until they are known): let it settle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await screen.findByText(SIGNER_CONDITIONS_OFF_TEXT, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your documents' }).getAttribute('href')).toBe(
      '/heloc-signer/documents',
    );
    expect(screen.queryByRole('list', { name: 'Open conditions' })).toBeNull();
    expect(screen.queryByText(/identity/i)).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe("answering a signer's condition (heloc-signer/conditions/upload-document)", () => {
  it('uploads the ID photos, answers the condition and returns to the list', async () => {
    const added = addSignerCondition(lender, APP);
    if (!added.ok) throw new Error(added.message);
    const user = userEvent.setup();
    const { router, container } = openSignerAt(
      `/heloc-signer/conditions/upload-document?conditionUuid=${added.value.uuid}&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE`,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify your identity' },
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to conditions' }).getAttribute('href')).toBe(
      '/heloc-signer/conditions',
    );
    await expectNoAxeViolations(container);
    await user.upload(screen.getByLabelText('Front of your ID'), pdf('front.pdf'));
    await user.upload(screen.getByLabelText('Back of your ID'), pdf('back.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/conditions'), {
      timeout: 3000,
    });
    expect(answered()).toEqual([added.value.uuid]);
    const documents = lender.application(APP)!.screens.conditions!.documents;
    expect(documents.map((d) => [d.documentType, d.conditionUuid])).toEqual([
      ['ID_FRONT', added.value.uuid],
      ['ID_BACK', added.value.uuid],
    ]);
    expect(await screen.findByText('You have 1 open item.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('with none of theirs left: back to the list, the co-deed status read again', async () => {
    const user = userEvent.setup();
    const { router } = openSignerAt(
      `/heloc-signer/conditions/upload-document?conditionUuid=${SEED_SIGNER_CONDITION}&conditionType=upload&conditionEnum=ID_VERIFICATION_FAILURE`,
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Verify your identity' },
      { timeout: 3000 },
    );
    await user.upload(screen.getByLabelText('Front of your ID'), pdf('front.pdf'));
    await user.upload(screen.getByLabelText('Back of your ID'), pdf('back.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/conditions'), {
      timeout: 3000,
    });
    expect(answered()).toEqual([SEED_SIGNER_CONDITION]);
    expect(
      await screen.findByText(
        "You're all caught up: there is nothing we need from you right now.",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    // Alex's own conditions stay open.
    expect(lender.conditionsFor(APP).filter((c) => !answered().includes(c.uuid)).length).toBe(2);
  });
});

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

describe("sharing the signer's location (heloc-signer/conditions/location)", () => {
  const locationUrl = (conditionUuid: string) =>
    `/heloc-signer/conditions/location?conditionUuid=${conditionUuid}&conditionType=location&conditionEnum=SIGNER_LOCATION_CONFIRMATION`;

  function locationCondition() {
    const added = addSignerCondition(lender, APP, 'location');
    if (!added.ok) throw new Error(added.message);
    return added.value;
  }

  const heading = () =>
    screen.findByRole('heading', { level: 1, name: 'Share your location' }, { timeout: 3000 });

  it('lists it with its own action, leading to the location page', async () => {
    const condition = locationCondition();
    openSignerAt('/heloc-signer/conditions');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Share My Location' }).getAttribute('href')).toBe(
      locationUrl(condition.uuid),
    );
  });

  it('shares where the signer is, answers the condition and returns to the list', async () => {
    const condition = locationCondition();
    const geolocation = stubGeolocation(['ok']);
    const user = userEvent.setup();
    const { router, container } = openSignerAt(locationUrl(condition.uuid));
    const title = await heading();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(/The law of the state where you sign decides/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to conditions' }).getAttribute('href')).toBe(
      '/heloc-signer/conditions',
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Share My Location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/conditions'), {
      timeout: 3000,
    });
    expect(answered()).toEqual([condition.uuid]);
    expect(sharedLocations(lender, APP, condition.uuid)).toEqual([
      expect.objectContaining({
        identityUuid: SEED.signer.uuid,
        latitude: 38.58,
        longitude: -121.49,
      }),
    ]);
    expect(geolocation).toHaveBeenCalledTimes(1);
    // The seed's ID condition of theirs is still open.
    expect(await screen.findByText('You have 1 open item.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it("explains 'Why we need your location' when the browser refuses, and stays operable", async () => {
    const condition = locationCondition();
    const geolocation = stubGeolocation(['denied', 'ok']);
    const user = userEvent.setup();
    const { router, container } = openSignerAt(locationUrl(condition.uuid));
    await heading();
    await user.click(screen.getByRole('button', { name: 'Share My Location' }));
    const alert = await screen.findByRole('alert', { name: LOCATION_ALERT_TITLE });
    expect(alert.textContent).toContain('enable location services');
    expect(alert.textContent).toContain('allow Location');
    expect(sharedLocations(lender, APP, condition.uuid)).toEqual([]);
    expect(answered()).toEqual([]);
    expect(
      (screen.getByRole('button', { name: 'Share My Location' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    await expectNoAxeViolations(container);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/conditions'), {
      timeout: 3000,
    });
    expect(geolocation).toHaveBeenCalledTimes(2);
    expect(answered()).toEqual([condition.uuid]);
  });

  it('says a failed call plainly, and Try again never shares the location twice', async () => {
    const condition = locationCondition();
    const geolocation = stubGeolocation(['ok']);
    lender.addFault('shareConditionLocation', 503, 1);
    lender.addFault('answerCondition', 503, 1);
    const user = userEvent.setup();
    const { router, container } = openSignerAt(locationUrl(condition.uuid));
    await heading();
    await user.click(screen.getByRole('button', { name: 'Share My Location' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    await waitFor(() => expect(alert.textContent).toContain('Service Unavailable'));
    expect(alert.textContent).not.toMatch(/http|service-conditions|\/api\//iu);
    expect(sharedLocations(lender, APP, condition.uuid)).toEqual([]);
    await expectNoAxeViolations(container);

    // The location goes this time; marking the item done fails.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'What you sent is saved, but we could not mark this item as done.',
      ),
    );
    expect(sharedLocations(lender, APP, condition.uuid)).toHaveLength(1);
    expect(answered()).toEqual([]);

    // Only the answer is sent again: no second location, no second browser prompt.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heloc-signer/conditions'), {
      timeout: 3000,
    });
    expect(sharedLocations(lender, APP, condition.uuid)).toHaveLength(1);
    expect(answered()).toEqual([condition.uuid]);
    expect(geolocation).toHaveBeenCalledTimes(2);
  });

  it("says so for an unknown condition, another applicant's, or one that asks for no location", async () => {
    const first = openSignerAt(locationUrl('c0d10000-0000-4000-8000-00000000ffff'));
    expect(await screen.findByText(CONDITION_GONE_TEXT, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share My Location' })).toBeNull();
    await expectNoAxeViolations(first.container);
    first.unmount();

    // Alex's paystub request is the primary borrower's, not the signer's.
    const second = openSignerAt(locationUrl('c0d10000-0000-4000-8000-000000000001'));
    expect(await screen.findByText(CONDITION_GONE_TEXT, {}, { timeout: 3000 })).toBeTruthy();
    second.unmount();

    openSignerAt(locationUrl(SEED_SIGNER_CONDITION));
    expect(await screen.findByText(NOT_A_LOCATION_TEXT, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share My Location' })).toBeNull();
  });
});
