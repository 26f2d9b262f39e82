/**
 * The coDeed machine's graph paths walked through the real additional signers page
 * (signing/additional, inside the application layout), jsdom and Testing Library, against the
 * sandbox lender. The page's calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status. Before the signers are read, the lender's signers are
 * marked signed or not as the path's answer says; the poll's delay is run on a fake clock.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, whether everyone has
 * signed, the number of signers, the errors kept and the invitations sent): the list's load and
 * its failure with Retry; the poll while someone has not signed (its read, and a failed read
 * that keeps the list and backs off; a 400 that stops the reads, with Try again); the page hidden
 * (no read) and shown again (a read at once); one invitation (sent, or refused and sent again);
 * Continue once everyone has signed, its post and a failed post retried.
 * Filtered out to keep the paths finite and few: a second invitation, inviting or continuing
 * while the poll's read is under way (the same transitions as from `watching`), and hiding the
 * page while a read is under way (co-deed.test.ts).
 * Left to other tests: the invitation form's validation (signing.test.tsx), the chart's guards
 * and delays, the backoff's waits and the cap after 5 failures (co-deed.test.ts).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { coDeedMachine } from '../../../../machines/signing/co-deed.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import type { CoDeedSigner } from '../../../api/signing';
import { allSigned } from '../../../domain/signing';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeSteps, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { expectNoAxeViolations } from '../../../ui/testAxe';
import { Component as AdditionalSigners, CO_DEED_POLL_STOPPED } from './AdditionalSignersPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof coDeedMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles each of the chart's actors. */
const CALL_OF = {
  loadSigners: 'getCoDeedSigners',
  inviteSigner: 'inviteCoDeedSigner',
  completeStep: 'completeStep',
} as const;

const signer = (firstName: string, status: string): CoDeedSigner => ({
  signerUuid: firstName,
  firstName,
  lastName: 'Sample',
  email: `${firstName.toLowerCase()}@example.com`,
  status,
  invitedAt: null,
  signedAt: status === 'SIGNED' ? 'now' : null,
});
const UNSIGNED = [signer('Jamie', 'INVITED')];
const SIGNED = [signer('Jamie', 'SIGNED')];

const { id, done, error } = invokeSteps(coDeedMachine, '/co-deed');

const LOADS = [id('coDeed.loading'), id('coDeed.ready.refreshing')].map(
  (invoke) => `xstate.done.actor.${invoke}`,
);

const EVENTS: Event[] = [
  done('coDeed.loading', UNSIGNED),
  done('coDeed.loading', SIGNED),
  error('coDeed.loading', 503),
  done('coDeed.ready.refreshing', UNSIGNED),
  done('coDeed.ready.refreshing', SIGNED),
  error('coDeed.ready.refreshing', 503),
  error('coDeed.ready.refreshing', 400),
  done('coDeed.inviting', signer('Robin', 'INVITED')),
  error('coDeed.inviting', 409),
  done('coDeed.completing'),
  error('coDeed.completing', 500),
];

/** See the module comment: one invitation; INVITE and CONTINUE from `watching` only. */
function allowed(snapshot: Snapshot, event: Event): boolean {
  if (event.type === 'INVITE') {
    return snapshot.matches({ ready: 'watching' }) && snapshot.context.invitesSent === 0;
  }
  if (event.type === 'CONTINUE') {
    return snapshot.matches({ ready: 'watching' }) && allSigned(snapshot.context.signers);
  }
  if (event.type === 'PAGE.HIDDEN') {
    return snapshot.matches({ ready: 'watching' }) || snapshot.matches({ ready: 'backingOff' });
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
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, { status: { checklistStatus: 'CO_DEED_REQ' } });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, coDeedMachine, CALL_OF);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'signing/additional', Component: AdditionalSigners },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/signing/additional`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

/** The lender's signers have all signed, or none has, as the path's answer says. */
function signersOnRecord(signers: readonly CoDeedSigner[]) {
  const signed = allSigned(signers);
  lender.changeApplication(UUID, (application) => {
    for (const entry of application.helocSigners) {
      entry.signed = signed;
      entry.signedAt = signed ? lender.nowIso() : null;
    }
  });
}

const continueButton = () => screen.getByRole('button', { name: /^(Continue|Submitting)$/ });
const inviteButton = () => screen.getByRole('button', { name: /^(Send invitation|Sending)$/ });

async function typeInto(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

/** The list, its count, Continue only when everyone has signed, the errors kept. */
async function listed(snapshot: Snapshot) {
  await screen.findByRole('heading', { name: 'Signers' });
  const { signers } = snapshot.context;
  const status = screen
    .getAllByRole('status')
    .map((element) => element.textContent ?? '')
    .find((text) => / signed\.$/.test(text));
  const [, signedCount, count] = /^(\d+) of (\d+) signed\.$/.exec(status ?? '') ?? [];
  expect(Number(count), status).toBeGreaterThanOrEqual(signers.length);
  if (allSigned(signers)) expect(signedCount).toBe(count);
  else expect(Number(signedCount)).toBeLessThan(Number(count));
  const invite = screen.getByRole('form', { name: 'Invite an additional signer' });
  const inviteAlert = within(invite).getByRole('alert').textContent ?? '';
  if (snapshot.context.inviteError !== null) {
    expect(inviteAlert).toContain('We could not send the invitation.');
  } else {
    expect(inviteAlert).toBe('');
  }
}

describe('coDeed: graph paths through the additional signers page', () => {
  testMachinePaths(coDeedMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    filterEvents: allowed,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        allSigned(snapshot.context.signers ?? []),
        snapshot.context.signers?.length,
        snapshot.context.error !== null,
        snapshot.context.inviteError !== null,
        snapshot.context.invitesSent,
      ]),
    setup,
    teardown: () => {
      unmount();
      vi.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    },
    executors: {
      INVITE: async () => {
        await typeInto('First name', 'Robin');
        await typeInto('Last name', 'Lee');
        await typeInto(/E-mail address/, 'robin@example.com');
        await user.click(inviteButton());
      },
      CONTINUE: async () => {
        await user.click(continueButton());
      },
      RETRY: async () => {
        const name = /^(Retry|Try again)$/;
        const alert = screen
          .getAllByRole('alert')
          .find((element) => within(element).queryByRole('button', { name }));
        await user.click(within(alert!).getByRole('button', { name }));
      },
      'PAGE.HIDDEN': () => act(() => setVisibility('hidden')),
      'PAGE.VISIBLE': () => act(() => setVisibility('visible')),
    },
    after: async (_event, info) => {
      await act(() => vi.advanceTimersByTimeAsync(info.ms!));
    },
    system: async (event) => {
      if (LOADS.includes(event.type)) signersOnRecord(event.output as CoDeedSigner[]);
      await calls.settle(event);
    },
    states: {
      loading: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Additional signers' },
          { timeout: 5000 },
        );
        await screen.findByRole('progressbar', { name: 'Loading the signers' });
        expect(screen.queryByRole('heading', { name: 'Signers' })).toBeNull();
      },
      loadFailed: async () => {
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('We could not load the signers.');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      ready: async (snapshot) => {
        await listed(snapshot);
        await waitFor(() => expect(inviteButton().textContent).toBe('Send invitation'));
        expect((continueButton() as HTMLButtonElement).disabled).toBe(
          !allSigned(snapshot.context.signers),
        );
      },
      'ready.watching': () => {
        expect(calls.of('loadSigners').held).toBe(0);
      },
      'ready.refreshing': async () => {
        await waitFor(() => expect(calls.of('loadSigners').held).toBe(1));
      },
      'ready.backingOff': () => {
        expect(calls.of('loadSigners').held).toBe(0);
        expect(screen.queryByText(CO_DEED_POLL_STOPPED, { exact: false })).toBeNull();
      },
      'ready.hidden': () => {
        expect(calls.of('loadSigners').held).toBe(0);
      },
      'ready.stopped': async () => {
        const message = await screen.findByText(CO_DEED_POLL_STOPPED, { exact: false });
        const alert = message.closest('[role="alert"]');
        expect(alert).not.toBeNull();
        expect(
          within(alert as HTMLElement).getByRole('button', { name: 'Try again' }),
        ).toBeTruthy();
        expect(calls.of('loadSigners').held).toBe(0);
        await expectNoAxeViolations();
      },
      inviting: async (snapshot) => {
        await listed(snapshot);
        await waitFor(() => expect(inviteButton().textContent).toBe('Sending'));
        expect(inviteButton().getAttribute('aria-busy')).toBe('true');
      },
      completing: async () => {
        await waitFor(() => expect(continueButton().textContent).toBe('Submitting'));
        expect(continueButton().getAttribute('aria-busy')).toBe('true');
      },
      completeFailed: async () => {
        const alert = await screen.findByText(/Everyone has signed, but we could not continue/);
        expect(within(alert.parentElement!).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      done: async () => {
        await waitFor(() => expect(lender.application(UUID)!.answers['co-deed']).toEqual({}));
      },
    },
  });
});
