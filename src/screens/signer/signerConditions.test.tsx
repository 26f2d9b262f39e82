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
import { SEED } from '../../sandbox/lender';
import { addSignerCondition, setStaffSignerState } from '../../sandbox/staff/signers';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { pdf, useNodeMultipart } from '../application/conditions/testing';
import { Component as ConditionsPage, SIGNER_CONDITIONS_OFF_TEXT } from './ConditionsPage';
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
