/**
 * The signing machine's graph paths walked through the borrower's real sign page (signing/sign,
 * inside the application layout), jsdom and Testing Library, against the sandbox lender. The
 * page's calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status. The location comes from a stub navigator.geolocation whose
 * answer (a position, or denied) each `locate` step gives.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the documents read,
 * agreed and signed, the location failure, whether an error is kept and whether the consent was
 * agreed): the ESIGN consent gate (the lender has none: the form, its save and its failure, no
 * document before it is recorded; a check read again after it answers it given), the documents' load and
 * its failure with Retry; each of the note's two documents read to its end and agreed, in order;
 * Sign: the location (denied: the alert and Try again), each signature (a failure part way, then
 * Retry signing only the one left), the step posted (and its failure retried).
 * Filtered out to keep the paths few: reading or agreeing out of order, and Sign or "I agree"
 * while the chart does not answer them (a disabled button: signing.test.tsx presses them), a
 * reload with documents signed before (signing.test.ts).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { signingMachine, type LoadedDocument } from '../../../../machines/signing/signing.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import {
  E_CONSENT_CHECKBOX,
  E_CONSENT_TITLE,
  LOCATION_ALERT_TITLE,
  LocationError,
  READ_TO_END_HINT,
} from '../../../domain/signing';
import { SEED } from '../../../sandbox/lender';
import { setStaffSignerState } from '../../../sandbox/staff/signers';
import { holdActorCalls, invokeIdOf, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as SignPage } from './SignPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof signingMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles each of the chart's actors (`locate` is the browser's). */
const CALL_OF = {
  loadConsent: 'getEConsent',
  saveConsent: 'saveEConsent',
  loadDocuments: 'getDocumentPackage',
  signDocument: 'signDocument',
  completeStep: 'completeStep',
} as const;

/** The note's documents, as the sandbox lender has them. */
const DOCUMENTS: LoadedDocument[] = [
  ['heloc-agreement', 'Home Equity Line of Credit Agreement'],
  ['notice-of-right-to-cancel', 'Notice of Right to Cancel'],
].map(([documentUuid, title]) => ({
  documentUuid: documentUuid!,
  title: title!,
  description: null,
  pageCount: 1,
  requiresSignature: true,
  signedAt: null,
  content: '',
}));
const TITLE_OF = new Map(DOCUMENTS.map((document) => [document.documentUuid, document.title]));

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/signing', message: `HTTP ${status}` });
const id = (stateId: string) => invokeIdOf(signingMachine, stateId);
const LOCATE = id('signing.locating');

const EVENTS: Event[] = [
  { type: `xstate.done.actor.${id('signing.checkingConsent')}`, output: { consented: false } },
  { type: `xstate.done.actor.${id('signing.checkingConsent')}`, output: { consented: true } },
  { type: `xstate.error.actor.${id('signing.checkingConsent')}`, error: failure(503) },
  { type: 'ACCEPT' },
  { type: `xstate.done.actor.${id('signing.savingConsent')}` },
  { type: `xstate.error.actor.${id('signing.savingConsent')}`, error: failure(503) },
  ...DOCUMENTS.flatMap((document): Event[] => [
    { type: 'DOCUMENT.READ', documentUuid: document.documentUuid },
    { type: 'DOCUMENT.AGREE', documentUuid: document.documentUuid },
  ]),
  { type: `xstate.done.actor.${id('signing.loading')}`, output: DOCUMENTS },
  { type: `xstate.error.actor.${id('signing.loading')}`, error: failure(503) },
  {
    type: `xstate.done.actor.${LOCATE}`,
    output: { latitude: 38.58, longitude: -121.49, accuracy: 25 },
  },
  { type: `xstate.error.actor.${LOCATE}`, error: new LocationError('denied') },
  { type: `xstate.done.actor.${id('signing.signing.signingOne')}` },
  { type: `xstate.error.actor.${id('signing.signing.signingOne')}`, error: failure(500) },
  { type: `xstate.done.actor.${id('signing.completing')}` },
  { type: `xstate.error.actor.${id('signing.completing')}`, error: failure(500) },
];

/** The first document not agreed yet: the one a reader is on. */
function current(snapshot: Snapshot): string | undefined {
  return snapshot.context.documents.find(
    (document) => !snapshot.context.agreed.includes(document.documentUuid),
  )?.documentUuid;
}

/** See the module comment: the documents in order; Sign only once every one is agreed. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  const { read, agreed, documents } = snapshot.context;
  // The lender's answer: no consent until the page saved one (an ACCEPT made the key, and a check
  // read again after ACCEPT comes only after the save succeeded and the documents failed).
  if (event.type === `xstate.done.actor.${id('signing.checkingConsent')}`) {
    const given = 'output' in event && (event.output as { consented: boolean }).consented;
    return given === (snapshot.context.consentKey !== null);
  }
  if (event.type === 'DOCUMENT.READ') {
    return event.documentUuid === current(snapshot) && !read.includes(event.documentUuid);
  }
  if (event.type === 'DOCUMENT.AGREE') {
    return event.documentUuid === current(snapshot) && read.includes(event.documentUuid);
  }
  if (event.type === 'SIGN') return documents.length > 0 && agreed.length === documents.length;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The browser's geolocation, answered by the path

let positionRequests: { success: PositionCallback; failure: PositionErrorCallback | null }[] = [];

function stubGeolocation() {
  positionRequests = [];
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) =>
    void positionRequests.push({ success, failure: failure ?? null });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

async function answerPosition(event: Event) {
  await waitFor(() => expect(positionRequests).toHaveLength(1));
  const request = positionRequests.shift()!;
  // The browser answers on its own: the page's update follows, as after any callback.
  await act(async () => answer(request, event.type.startsWith('xstate.done.')));
}

function answer(
  request: { success: PositionCallback; failure: PositionErrorCallback | null },
  allowed: boolean,
) {
  if (allowed) {
    request.success({
      coords: { latitude: 38.58, longitude: -121.49, accuracy: 25 },
      timestamp: 0,
    } as GeolocationPosition);
  } else {
    request.failure?.({
      code: 1,
      message: 'denied',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError);
  }
}

// ---------------------------------------------------------------------------------------------
// The page

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let unmount: () => void = () => {};

function setup() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'NOTE_SIGNING' } });
  lender.clearSchedule(UUID);
  // The co-owner has signed already: the note's signing goes on to the notary.
  setStaffSignerState(lender, UUID, 'signed');
  stubGeolocation();
  calls = holdActorCalls(server, signingMachine, CALL_OF);
  user = userEvent.setup();
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'signing/sign', Component: SignPage },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/signing/sign`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** jsdom has no layout: give the document's region a size and scroll it to its end. */
function readToEnd(title: string) {
  const region = screen.getByRole('region', { name: title });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 3000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(region, 'scrollTop', { configurable: true, writable: true, value: 2400 });
  fireEvent.scroll(region);
}

const signButton = () =>
  screen.getByRole('button', { name: /^(Sign documents|Checking your location|Signing)$/ });

/** Each document says where the reader is with it; Sign answers once every one is agreed. */
function documentsShown(snapshot: Snapshot) {
  const { documents, read, agreed, signed } = snapshot.context;
  for (const document of documents) {
    const heading = screen.getByRole('heading', { level: 2, name: document.title });
    const state = within(heading.parentElement!).getByText(
      new RegExp(`^(Signed|Agreed: ready to sign|Read to the end|${READ_TO_END_HINT})$`),
    );
    const uuid = document.documentUuid;
    expect(state.textContent).toBe(
      signed.includes(uuid)
        ? 'Signed'
        : agreed.includes(uuid)
          ? 'Agreed: ready to sign'
          : read.includes(uuid)
            ? 'Read to the end'
            : READ_TO_END_HINT,
    );
  }
}

function retryButton() {
  return screen.getByRole('button', { name: /^(Retry|Try again)$/ });
}

describe('signing: graph paths through the sign page', () => {
  testMachinePaths(signingMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.read,
        snapshot.context.agreed,
        snapshot.context.signed,
        snapshot.context.locationFailure,
        snapshot.context.error !== null,
        snapshot.context.consentKey !== null,
      ]),
    setup,
    teardown: () => {
      unmount();
      Reflect.deleteProperty(navigator, 'geolocation');
    },
    executors: {
      'DOCUMENT.READ': (event) => {
        readToEnd(TITLE_OF.get(event.documentUuid)!);
      },
      'DOCUMENT.AGREE': async (event) => {
        const title = TITLE_OF.get(event.documentUuid)!;
        await user.click(screen.getByRole('button', { name: `I agree to the ${title}` }));
      },
      SIGN: async () => {
        await user.click(signButton());
      },
      ACCEPT: async () => {
        const box = screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX });
        if (!(box as HTMLInputElement).checked) await user.click(box);
        await user.click(screen.getByRole('button', { name: 'I agree' }));
      },
      RETRY: async () => {
        await user.click(retryButton());
      },
    },
    system: async (event) => {
      if (event.type.endsWith(`.actor.${LOCATE}`)) await answerPosition(event);
      else await calls.settle(event);
    },
    states: {
      checkingConsent: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Sign your documents' },
          { timeout: 5000 },
        );
        await waitFor(() => expect(calls.of('loadConsent').held).toBe(1));
        expect(screen.queryByRole('region', { name: DOCUMENTS[0]!.title })).toBeNull();
      },
      consentNeeded: async (snapshot) => {
        await screen.findByRole('heading', { level: 2, name: E_CONSENT_TITLE });
        if (snapshot.context.error !== null) {
          await screen.findByText(/^We could not save your consent\./);
        }
        expect(screen.queryByRole('region', { name: DOCUMENTS[0]!.title })).toBeNull();
        expect(calls.of('loadDocuments').held).toBe(0);
        expect(lender.application(UUID)!.screens.signing?.eConsent).toBeUndefined();
      },
      savingConsent: async () => {
        await waitFor(() => expect(calls.of('saveConsent').held).toBe(1));
        expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
      },
      loading: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Sign your documents' },
          { timeout: 5000 },
        );
        await screen.findByRole('progressbar', { name: 'Loading your documents' });
        await waitFor(() => expect(calls.of('loadDocuments').held).toBe(1));
      },
      loadFailed: async () => {
        const alert = (await screen.findByText(/^We could not load your documents\./)).closest(
          '[role="alert"]',
        ) as HTMLElement;
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      reviewing: async (snapshot) => {
        await screen.findByRole('region', { name: DOCUMENTS[0]!.title });
        await waitFor(() => documentsShown(snapshot));
        const { agreed, documents } = snapshot.context;
        expect((signButton() as HTMLButtonElement).disabled).toBe(agreed.length < documents.length);
        expect(screen.queryByRole('alert', { name: LOCATION_ALERT_TITLE })).toBeNull();
      },
      locating: async () => {
        await waitFor(() => expect(signButton().textContent).toBe('Checking your location'));
        expect(positionRequests).toHaveLength(1);
      },
      locationNeeded: async () => {
        const alert = await screen.findByRole('alert', { name: LOCATION_ALERT_TITLE });
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(lender.application(UUID)!.screens.signing?.signatures).toBeUndefined();
      },
      'signing.signingOne': async (snapshot) => {
        const { signed, documents } = snapshot.context;
        await screen.findByText(`Signing: ${signed.length} of ${documents.length} signed`);
        await waitFor(() => expect(calls.of('signDocument').held).toBe(1));
        documentsShown(snapshot);
      },
      signFailed: async (snapshot) => {
        const { signed, documents } = snapshot.context;
        await screen.findByText(
          new RegExp(`^${signed.length} of ${documents.length} documents are signed\\.`),
        );
        expect(retryButton().textContent).toBe('Retry');
        documentsShown(snapshot);
      },
      completing: async (snapshot) => {
        await waitFor(() => expect(calls.of('completeStep').held).toBe(1));
        expect(signButton().getAttribute('aria-busy')).toBe('true');
        documentsShown(snapshot);
      },
      completeFailed: async () => {
        await screen.findByText(/^Every document is signed, but we could not continue\./);
        expect(retryButton().textContent).toBe('Retry');
      },
      done: async () => {
        await waitFor(() =>
          expect(lender.application(UUID)!.status.checklistStatus).toBe('GEN_NOTARY_DISCLOSURE'),
        );
        const signatures = lender.application(UUID)!.screens.signing?.signatures ?? {};
        expect(Object.keys(signatures).sort()).toEqual(DOCUMENTS.map((d) => d.documentUuid));
      },
    },
  });
});
