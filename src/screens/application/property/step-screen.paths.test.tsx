/**
 * The stepScreen machine's graph paths walked through one representative step screen with a
 * load, a save and a completion of its own: the on-site appraisal's payment (hold, status
 * ONSITE_APPRAISAL_BORROWER_PAYMENT: read the appraisal, pay the fee by card, post
 * `pay-appraisal`), inside the application layout, jsdom and Testing Library, against the
 * sandbox lender. The page's calls are held at the network (src/testing/settled-calls.ts): each
 * `xstate.done.actor.*` / `xstate.error.actor.*` step lets the call through to the lender or
 * answers it with the error's status.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value and whether an error is
 * shown): the load and its failure with Retry; the card paid (or the payment refused, the card
 * kept as typed, and paid again); the step posted, or its post failing and Retry posting it
 * again without paying twice.
 * Not walked: RELOAD, which this screen does not offer (the hold screens' "Check again", e.g.
 * SigningIntroPage, send it); the browser going offline and back (ONLINE, OFFLINE, CANCEL of
 * `waitingForNetwork`: step-screen.test.ts and StepScreenFrame.test.tsx). Left to other tests: the card's validation and the other ways to
 * pay (property.views.test.tsx), every other step screen's calls and bodies (their views tests),
 * the chart itself (step-screen.test.ts).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { stepScreenMachine } from '../../../../machines/step-screen/step-screen.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import { SEED } from '../../../sandbox/lender';
import { holdActorCalls, invokeIdOf, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as ApplicationLayout } from '../ApplicationLayout';
import { APPRAISAL_PAY_TITLE, Component as AppraisalPage } from './AppraisalPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof stepScreenMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;

/** The call whose answer settles each of the chart's actors on this screen. */
const CALL_OF = {
  load: 'getAppraisal',
  save: 'payAppraisal',
  complete: 'completeStep',
} as const;

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/appraisal', message: `HTTP ${status}` });
const id = (stateId: string) => invokeIdOf(stepScreenMachine, stateId);

const EVENTS: Event[] = [
  { type: `xstate.done.actor.${id('stepScreen.loading')}` },
  { type: `xstate.error.actor.${id('stepScreen.loading')}`, error: failure(503) },
  { type: `xstate.done.actor.${id('stepScreen.submitting.saving')}` },
  { type: `xstate.error.actor.${id('stepScreen.submitting.saving')}`, error: failure(402) },
  { type: `xstate.done.actor.${id('stepScreen.submitting.completing')}` },
  { type: `xstate.error.actor.${id('stepScreen.submitting.completing')}`, error: failure(500) },
];

/** Events this walk leaves to other tests (see the module comment). */
const OFF_THE_WALK = new Set(['RELOAD', 'ONLINE', 'OFFLINE', 'CANCEL']);

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let unmount: () => void = () => {};

function setup() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, {
    status: { checklistStatus: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' },
  });
  lender.clearSchedule(UUID);
  calls = holdActorCalls(server, stepScreenMachine, CALL_OF);
  user = userEvent.setup();
  const routes: RouteObject[] = [
    {
      path: '/:applicationId',
      Component: ApplicationLayout,
      children: [
        { path: 'hold', Component: AppraisalPage },
        { path: '*', element: <h1>Another screen</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [`/${UUID}/hold`] });
  unmount = render(<RouterProvider router={router} />).unmount;
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

const payButton = () => screen.getByRole('button', { name: /^(Pay \$650|Paying)$/ });

/** The frame's alert: the failed call's message, and Retry when only the step is left. */
const frameAlert = () =>
  screen
    .getAllByRole('alert')
    .find((element) => element.parentElement?.classList.contains('step-screen'));

describe('stepScreen: graph paths through the on-site appraisal payment', () => {
  testMachinePaths(stepScreenMachine, {
    input: { applicationUuid: UUID },
    events: EVENTS,
    // The processing modal's own ending (after its 30 s timeout) is walked in step-screen.test.ts
    // and the processing modal's view test, on a simulated clock.
    filterEvents: (_snapshot, event) =>
      !OFF_THE_WALK.has(event.type) && event.type !== 'xstate.done.actor.processing',
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error !== null]),
    setup,
    teardown: () => unmount(),
    executors: {
      SUBMIT: async () => {
        await typeInto('Name on card', 'Alex Sample');
        await typeInto('Card number', '4242 4242 4242 4242');
        await typeInto('Expiry date', '04/39');
        await typeInto('Security code', '123');
        await typeInto('Billing ZIP code', '95818');
        await user.click(payButton());
      },
      RETRY: async () => {
        await user.click(screen.getByRole('button', { name: 'Retry' }));
      },
      RELOAD: () => {
        throw new Error('RELOAD: this screen has no "Check again" (filtered out above)');
      },
      ONLINE: () => {
        throw new Error('ONLINE: not walked here (filtered out above)');
      },
      OFFLINE: () => {
        throw new Error('OFFLINE: not walked here (filtered out above)');
      },
      CANCEL: () => {
        throw new Error('CANCEL: not walked here (filtered out above)');
      },
    },
    system: (event) => calls.settle(event),
    states: {
      loading: async () => {
        await screen.findByRole(
          'heading',
          { level: 1, name: APPRAISAL_PAY_TITLE },
          { timeout: 5000 },
        );
        await screen.findByRole('progressbar', { name: `Loading ${APPRAISAL_PAY_TITLE}` });
        await waitFor(() => expect(calls.of('load').held).toBe(1));
      },
      loadFailed: async () => {
        const said = await screen.findByText(/^We could not load this page\./);
        const alert = said.closest('[role="alert"]') as HTMLElement;
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      ready: async (snapshot: Snapshot) => {
        await waitFor(() => expect(payButton().textContent).toBe('Pay $650'));
        expect(screen.getByLabelText('Card number')).toBeTruthy();
        const alert = frameAlert()!.textContent;
        if (snapshot.context.error !== null) {
          expect(alert).not.toBe('');
          // The card stays as typed.
          expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe(
            'Alex Sample',
          );
        } else {
          expect(alert).toBe('');
        }
        expect(lender.application(UUID)!.answers['pay-appraisal']).toBeUndefined();
      },
      'submitting.saving': async () => {
        await waitFor(() => expect(payButton().textContent).toBe('Paying'));
        // The processing modal shows only after 1.5 s of waiting (machines/step-screen); its
        // timing is pinned in step-screen.test.ts and StepScreenFrame.test.tsx, not in this walk.
        await waitFor(() => expect(calls.of('save').held).toBe(1));
      },
      'submitting.completing': async () => {
        await waitFor(() => expect(calls.of('complete').held).toBe(1));
        expect(payButton().getAttribute('aria-busy')).toBe('true');
        expect(lender.application(UUID)!.screens.property!.appraisalPayments).toHaveLength(1);
      },
      completeFailed: async () => {
        await screen.findByText(/^Your answers are saved, but we could not continue\./);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(within(frameAlert()!).getByRole('button', { name: 'Retry' })).toBeTruthy();
      },
      done: async () => {
        await waitFor(() =>
          expect(lender.application(UUID)!.answers['pay-appraisal']).toBeTruthy(),
        );
        const payments = lender.application(UUID)!.screens.property!.appraisalPayments;
        expect(payments).toHaveLength(1);
        expect(lender.application(UUID)!.answers['pay-appraisal']).toEqual({
          paymentUuid: payments[0]!.paymentUuid,
        });
      },
    },
  });
});
