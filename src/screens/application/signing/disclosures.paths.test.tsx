/**
 * The disclosures machine's graph paths walked through the real disclosures page
 * (document/disclosures, inside the application layout), jsdom and Testing Library, against the
 * sandbox lender. The page's calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status; before the consent is read, the lender is given the
 * answer the path predicts (consented before, or not).
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value and whether an error is
 * kept): the consent asked for, saved (or its save failing, the form kept with the error), a
 * consent given before (straight to the documents), the documents read, and a failed load of
 * either with Retry starting again from the consent.
 * Left to other tests: the consent form's own validation, the viewer and the downloads
 * (signing.test.tsx), the chart's guards (disclosures.test.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { disclosuresMachine } from '../../../../machines/signing/disclosures.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import { E_CONSENT_CHECKBOX, E_CONSENT_TITLE } from '../../../domain/signing';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeIdOf, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { Component as Disclosures } from './DisclosuresPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof disclosuresMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles each of the chart's actors. */
const CALL_OF = {
  loadConsent: 'getEConsent',
  saveConsent: 'saveEConsent',
  loadDocuments: 'getDocumentPackage',
} as const;

const LOAD_CONSENT = invokeIdOf(disclosuresMachine, 'disclosures.loadingConsent');
const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/disclosures', message: `HTTP ${status}` });
const done = (stateId: string, output?: unknown): Event => ({
  type: `xstate.done.actor.${invokeIdOf(disclosuresMachine, stateId)}`,
  output,
});
const error = (stateId: string, status: number): Event => ({
  type: `xstate.error.actor.${invokeIdOf(disclosuresMachine, stateId)}`,
  error: failure(status),
});

const EVENTS: Event[] = [
  done('disclosures.loadingConsent', { consented: false }),
  done('disclosures.loadingConsent', { consented: true }),
  error('disclosures.loadingConsent', 503),
  done('disclosures.savingConsent'),
  error('disclosures.savingConsent', 500),
  done('disclosures.loadingDocuments'),
  error('disclosures.loadingDocuments', 503),
];

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let unmount: () => void = () => {};

function setup() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'NOTE_SIGNING' } });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, disclosuresMachine, CALL_OF);
  user = userEvent.setup();
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'document/disclosures', Component: Disclosures },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [`/${UUID}/document/disclosures`],
  });
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** The lender answers the consent read as the path predicts: given before, or not. */
function consentOnRecord(consented: boolean) {
  lender.changeApplication(UUID, (application) => {
    const signing = (application.screens.signing ??= {});
    if (consented) signing.eConsent = { version: '2025-06', consentedAt: lender.nowIso() };
    else delete signing.eConsent;
  });
}

const agreeButton = () => screen.getByRole('button', { name: /I agree|Saving/ });

async function loading() {
  await screen.findByRole('progressbar', { name: 'Loading your disclosures' });
  expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
}

describe('disclosures: graph paths through the disclosures page', () => {
  testMachinePaths(disclosuresMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error !== null]),
    setup,
    teardown: () => unmount(),
    executors: {
      ACCEPT: async () => {
        const checkbox = screen.getByRole('checkbox', { name: E_CONSENT_CHECKBOX });
        if (!(checkbox as HTMLInputElement).checked) await user.click(checkbox);
        await user.click(agreeButton());
      },
      RETRY: async () => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
      },
    },
    system: async (event) => {
      if (event.type === `xstate.done.actor.${LOAD_CONSENT}`) {
        consentOnRecord((event.output as { consented: boolean }).consented);
      }
      await calls.settle(event);
    },
    states: {
      loadingConsent: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Your disclosures' },
          { timeout: 5000 },
        );
        await loading();
        await waitFor(() => expect(calls.of('loadConsent').held).toBe(1));
      },
      consentNeeded: async (snapshot: Snapshot) => {
        await screen.findByRole('heading', { name: E_CONSENT_TITLE });
        await waitFor(() => expect(agreeButton().textContent).toBe('I agree'));
        const alert = screen
          .getAllByRole('alert')
          .map((element) => element.textContent)
          .join(' ');
        if (snapshot.context.error !== null) {
          expect(alert).toContain('We could not save your consent.');
        } else {
          expect(alert).not.toContain('We could not save your consent.');
        }
        expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
      },
      savingConsent: async () => {
        await waitFor(() => expect(agreeButton().textContent).toBe('Saving'));
        expect(agreeButton().getAttribute('aria-busy')).toBe('true');
      },
      loadingDocuments: async () => {
        await loading();
        expect(screen.queryByRole('heading', { name: E_CONSENT_TITLE })).toBeNull();
        await waitFor(() => expect(calls.of('loadDocuments').held).toBe(1));
      },
      loadFailed: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load your disclosures.');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      reading: async () => {
        await screen.findByRole('heading', { name: 'Documents' });
        expect(screen.getByRole('button', { name: 'View Privacy Notice' })).toBeTruthy();
        expect(lender.application(UUID)!.screens.signing?.eConsent).toBeTruthy();
      },
    },
  });
});
