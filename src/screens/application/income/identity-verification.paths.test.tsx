/**
 * The identityVerification machine's graph paths walked through the real identity page
 * (identity, inside the application layout), jsdom and Testing Library, against the sandbox
 * lender. The page's lender calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status. Before the verification is read, the lender's record is
 * set to the status the path's answer has. The image upload is answered in the documents API
 * module (jsdom's File cannot be sent as multipart by Node's fetch, as income.views.test.tsx
 * says), held until the path's `uploadImages` step. The poll's delay runs on a fake clock.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the verification's
 * status, whether it is still in review and whether an error is kept): the first read (nothing
 * yet, running, verified, failed, in review) and its failure with Retry; the form, the upload
 * (and its failure), the start (and its failure: Retry or other images); the reads while it runs
 * (each outcome, failed reads backed off up to the cap: 5 in a row say "we could not check",
 * Try again), the page hidden while it runs (no read) and shown again (a read at once); the
 * review's Check again (each answer, and a failed read); Try again after a failure; the step
 * posted (and its failure retried).
 * Filtered out to keep the paths few: after the second failed read in a row, anything but the
 * next failure (to reach the cap) and the backoff's wait; hiding the page after the first failure
 * or while a read is under way (identity-verification.test.ts).
 * Not walked: "taking longer" (tookTooLong) comes after MAX_POLLS reads, which the coarse
 * snapshot key above does not count (the machine's own tests pin it); a start answered with an
 * outcome at once (the sandbox always answers IN_PROGRESS; the machine's tests).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { identityVerificationMachine } from '../../../../machines/identity-verification/identity-verification.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import type * as DocumentsApi from '../../../api/documents';
import type { IdentityVerification } from '../../../api/identityVerification';
import { IDENTITY_MESSAGES } from '../../../domain/identityDocuments';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeSteps, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as IdentityPage, IDENTITY_CHECK_FAILED } from './IdentityPage';

/** The uploads the page started, each waiting for the path to say how it ends. */
const uploads = vi.hoisted(() => ({
  pending: [] as { resolve: () => void; reject: (error: unknown) => void }[],
}));

vi.mock('../../../api/documents', async (importOriginal) => {
  const actual = await importOriginal<typeof DocumentsApi>();
  let count = 0;
  return {
    ...actual,
    uploadDocument: vi.fn(
      (_uuid: string, request: { documentType: string; file: Blob & { name?: string } }) =>
        new Promise((resolve, reject) => {
          count += 1;
          const answer = {
            uuid: `doc-${count}`,
            documentType: request.documentType,
            fileName: request.file.name ?? 'document',
            size: request.file.size,
            uploadedAt: new Date().toISOString(),
          };
          uploads.pending.push({ resolve: () => resolve(answer), reject });
        }),
    ),
  };
});

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof identityVerificationMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The lender call whose answer settles each of the chart's actors (the upload: see above). */
const CALL_OF = {
  loadStatus: 'getIdentityVerification',
  checkStatus: 'getIdentityVerification',
  startVerification: 'startIdentityVerification',
  completeStep: 'completeStep',
} as const;

type Status = IdentityVerification['status'];
const verification = (status: Status): IdentityVerification => ({
  id: status === 'NOT_STARTED' ? null : 'idv-1',
  status,
  idKind: status === 'NOT_STARTED' ? null : 'PASSPORT',
});

const { id, done, error, failure } = invokeSteps(identityVerificationMachine, '/identity');

const READS = ['loading', 'verifying.checking', 'rechecking'].map(
  (state) => `xstate.done.actor.${id(`identityVerification.${state}`)}`,
);
const UPLOAD = id('identityVerification.uploading');

const OUTCOMES: Status[] = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'];
const FRONT = new File(['\x89PNG image'], 'passport.png', { type: 'image/png' });

const EVENTS: Event[] = [
  { type: 'SUBMIT', idKind: 'PASSPORT', front: FRONT, back: null },
  ...(['NOT_STARTED', 'IN_PROGRESS', ...OUTCOMES] as Status[]).map((status) =>
    done('identityVerification.loading', verification(status)),
  ),
  error('identityVerification.loading', 503),
  done('identityVerification.uploading', [
    { side: 'FRONT', documentId: 'doc-1', fileName: 'passport.png' },
  ]),
  error('identityVerification.uploading', 500),
  done('identityVerification.submitting', verification('IN_PROGRESS')),
  error('identityVerification.submitting', 503),
  ...(['IN_PROGRESS', ...OUTCOMES] as Status[]).map((status) =>
    done('identityVerification.verifying.checking', verification(status)),
  ),
  error('identityVerification.verifying.checking', 503),
  ...OUTCOMES.map((status) => done('identityVerification.rechecking', verification(status))),
  error('identityVerification.rechecking', 503),
  done('identityVerification.completing'),
  error('identityVerification.completing', 500),
];

const POLL_ERROR = `xstate.error.actor.${id('identityVerification.verifying.checking')}`;

/** See the module comment. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'PAGE.HIDDEN') {
    return (
      snapshot.context.pollFailures <= 1 &&
      (snapshot.matches({ verifying: 'waiting' }) || snapshot.matches({ verifying: 'backingOff' }))
    );
  }
  if (snapshot.context.pollFailures >= 2 && snapshot.matches({ verifying: 'checking' })) {
    return event.type === POLL_ERROR;
  }
  return true;
}

/** The document says it is hidden or visible, and fires `visibilitychange`. */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let unmount: () => void = () => {};

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  uploads.pending = [];
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'IDENTITY_VERIFICATION' } });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, identityVerificationMachine, CALL_OF);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'identity', Component: IdentityPage },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/identity`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** The borrower's verification stands where the path's answer says (a read leaves it there). */
function verificationOnRecord(answer: IdentityVerification) {
  lender.changeApplication(UUID, (application) => {
    const income = (application.screens.income ??= {});
    if (answer.status === 'NOT_STARTED') {
      income.identity = [];
      return;
    }
    const records = (income.identity ??= []);
    const latest = records.at(-1);
    const status = answer.status as 'IN_PROGRESS' | 'VERIFIED';
    if (latest) Object.assign(latest, { status, pollsLeft: 100 });
    else {
      records.push({
        id: 'idv-1',
        identityUuid: application.identityUuid,
        idKind: 'PASSPORT',
        documents: [],
        status,
        outcome: 'VERIFIED',
        pollsLeft: 100,
        createdAt: lender.nowIso(),
      });
    }
  });
}

async function settleUpload(event: Event) {
  await waitFor(() => expect(uploads.pending).toHaveLength(1));
  const upload = uploads.pending.shift()!;
  await act(async () => {
    if (event.type.startsWith('xstate.done.')) upload.resolve();
    else upload.reject(failure(500));
  });
}

const verifyButton = () => screen.getByRole('button', { name: /^(Verify my ID|Uploading)$/ });

/** The alert (or status) that holds `text`. */
async function regionWith(text: string | RegExp) {
  const found = await screen.findByText(text);
  return found.closest('[role="alert"], [role="status"]') as HTMLElement;
}

describe('identityVerification: graph paths through the identity page', () => {
  testMachinePaths(identityVerificationMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.verification?.status ?? null,
        snapshot.context.stillReviewing,
        snapshot.context.error !== null,
        snapshot.context.pollFailures,
      ]),
    setup,
    teardown: () => {
      unmount();
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    },
    executors: {
      SUBMIT: async () => {
        await user.click(screen.getByLabelText('Passport'));
        await user.upload(screen.getByLabelText('Photo page of your passport'), FRONT);
        await user.click(verifyButton());
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: /^(Retry|Try again)$/ }));
      },
      'PAGE.HIDDEN': () => act(() => setVisibility('hidden')),
      'PAGE.VISIBLE': () => act(() => setVisibility('visible')),
      CHECK_AGAIN: async () => {
        await user.click(screen.getByRole('button', { name: 'Check again' }));
      },
      TRY_AGAIN: async () => {
        await user.click(screen.getByRole('button', { name: /^(Try again|Choose other images)$/ }));
      },
    },
    after: async (_event, info) => {
      await act(() => vi.advanceTimersByTimeAsync(info.ms!));
    },
    system: async (event) => {
      if (event.type.endsWith(`.actor.${UPLOAD}`)) return settleUpload(event);
      if (READS.includes(event.type)) {
        verificationOnRecord(Reflect.get(event, 'output') as IdentityVerification);
      }
      await calls.settle(event);
    },
    states: {
      loading: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Verify Identity' },
          { timeout: 5000 },
        );
        await screen.findByRole('progressbar', { name: 'Loading Verify Identity' });
        await waitFor(() => expect(calls.of('loadStatus').held).toBe(1));
      },
      loadFailed: async () => {
        const alert = await regionWith(/^We could not load this page\./);
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      choosing: async (snapshot: Snapshot) => {
        await waitFor(() => expect(verifyButton().textContent).toBe('Verify my ID'));
        expect(screen.getByRole('group', { name: 'Which ID will you upload?' })).toBeTruthy();
        const said = screen.queryByText(/^We could not upload your ID\./);
        expect(said !== null).toBe(snapshot.context.error !== null);
      },
      uploading: async () => {
        await waitFor(() => expect(verifyButton().textContent).toBe('Uploading'));
        expect(uploads.pending).toHaveLength(1);
      },
      submitting: async () => {
        await waitFor(() => expect(calls.of('startVerification').held).toBe(1));
        expect(verifyButton().getAttribute('aria-busy')).toBe('true');
      },
      submitFailed: async () => {
        const alert = await regionWith(/^Your ID is uploaded, but we could not start checking it/);
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
        expect(within(alert).getByRole('button', { name: 'Choose other images' })).toBeTruthy();
      },
      verifying: async () => {
        await screen.findByRole('progressbar', { name: 'Checking your ID' });
        expect(screen.getByText(IDENTITY_MESSAGES.verifying)).toBeTruthy();
        expect(screen.queryByText(IDENTITY_CHECK_FAILED, { exact: false })).toBeNull();
      },
      'verifying.waiting': () => {
        expect(calls.of('checkStatus').held).toBe(0);
      },
      'verifying.checking': async () => {
        await waitFor(() => expect(calls.of('checkStatus').held).toBe(1));
      },
      'verifying.backingOff': () => {
        expect(calls.of('checkStatus').held).toBe(0);
      },
      'verifying.hidden': () => {
        expect(calls.of('checkStatus').held).toBe(0);
      },
      checkFailed: async () => {
        const said = await screen.findByText((text) => text.startsWith(IDENTITY_CHECK_FAILED));
        const alert = said.closest('[role="alert"]') as HTMLElement;
        expect(alert).not.toBeNull();
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
        expect(screen.queryByRole('progressbar', { name: 'Checking your ID' })).toBeNull();
        expect(calls.of('checkStatus').held).toBe(0);
        await expectNoAxeViolations();
      },
      failed: async () => {
        const alert = await regionWith(IDENTITY_MESSAGES.failedTitle);
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
      },
      pendingReview: async (snapshot) => {
        const status = await regionWith(IDENTITY_MESSAGES.reviewTitle);
        await waitFor(() =>
          expect(within(status).getByRole('button', { name: 'Check again' })).toBeTruthy(),
        );
        expect(within(status).queryByText(IDENTITY_MESSAGES.stillReviewing) !== null).toBe(
          snapshot.context.stillReviewing,
        );
      },
      rechecking: async () => {
        const button = await screen.findByRole('button', { name: 'Checking' });
        expect(button.getAttribute('aria-busy')).toBe('true');
        await waitFor(() => expect(calls.of('checkStatus').held).toBe(1));
      },
      completing: async () => {
        await regionWith(IDENTITY_MESSAGES.verifiedTitle);
        await waitFor(() => expect(calls.of('completeStep').held).toBe(1));
      },
      completeFailed: async () => {
        const alert = await regionWith(/^Your ID is verified, but we could not continue/);
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      done: async () => {
        await waitFor(() =>
          expect(lender.application(UUID)!.answers['verify-identity']).toBeTruthy(),
        );
        const record = lender.application(UUID)!.screens.income!.identity!.at(-1)!;
        expect(record.status).toBe('VERIFIED');
        expect(lender.application(UUID)!.answers['verify-identity']).toEqual({
          verificationId: record.id,
        });
      },
    },
  });
});
