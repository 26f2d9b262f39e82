/**
 * The conditionAnswer machine's graph paths walked through one condition's real page: the phone
 * number condition (/{uuid}/conditions/phone-number?conditionUuid=…, its one task saves the
 * number), jsdom and Testing Library, against the sandbox lender with that condition as the only
 * open one. The page is rendered on its own route (under the application layout the open-items
 * link reads the same conditions call). The calls are held at the network
 * (src/testing/settled-calls.ts): each `xstate.done.actor.*` / `xstate.error.actor.*` step lets
 * the call through to the lender or answers it with the error's status; before the count of what
 * is left, the lender is given another open condition when the path's answer says one is left.
 *
 * What is walked (strategy 'transitions', snapshots keyed by state value, the tasks done and
 * which call failed): the number saved, the answer posted, then back to the list (something
 * left, or the count failing) or on to the application (nothing left); the save failing and the
 * answer failing, each resumed with Retry or by saving again (the number is never saved twice).
 * Left to other tests: the phone's validation (PhoneNumberPage.test.tsx), the upload page's
 * several tasks (UploadDocumentPage.test.tsx) and the chart's guards (condition-answer.test.ts).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SnapshotFrom } from 'xstate';
import { conditionAnswerMachine } from '../../../../machines/conditions/condition-answer.machine';
import { testMachinePaths, type PathEvent } from '../../../../machines/testing/model';
import { ApiError } from '../../../api/errors';
import { SEED, type ConditionCategory } from '../../../sandbox/lender';
import { holdActorCalls, type ActorCalls } from '../../../testing/settled-calls';
import { setupSandboxServer } from '../../../testing/sandbox-server';
import { Component as PhoneNumberPage } from './PhoneNumberPage';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

type Machine = typeof conditionAnswerMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = PathEvent<Machine>;

const UUID = SEED.borrower.applicationUuid;
const PHONE = '+15551234567';

/** The call whose answer settles each of the chart's actors on this page. */
const CALL_OF = {
  runTask: 'savePhoneAlias',
  answerCondition: 'answerCondition',
  countOpen: 'getConditions',
} as const;

const failure = (status: number) =>
  new ApiError({ kind: 'http', status, url: '/conditions', message: `HTTP ${status}` });

const EVENTS: Event[] = [
  { type: 'SUBMIT', tasks: [{ key: `phone:${PHONE}`, payload: PHONE }] },
  { type: 'xstate.done.actor.runTask', output: null },
  { type: 'xstate.error.actor.runTask', error: failure(503) },
  { type: 'xstate.done.actor.answerCondition' },
  { type: 'xstate.error.actor.answerCondition', error: failure(500) },
  { type: 'xstate.done.actor.countOpen', output: 0 },
  { type: 'xstate.done.actor.countOpen', output: 1 },
  { type: 'xstate.error.actor.countOpen', error: failure(503) },
];

let calls: ActorCalls<keyof typeof CALL_OF>;
let user: ReturnType<typeof userEvent.setup>;
let router: ReturnType<typeof createMemoryRouter>;
let unmount: () => void = () => {};

const condition = (categoryEnum: ConditionCategory) =>
  lender.addCondition({
    applicationUuid: UUID,
    identityUuid: SEED.borrower.uuid,
    categoryEnum,
    notes: '',
    commentsToBorrower: null,
    requestDocuments: [],
    xtraData: { numDocsRequired: 0 },
    actionNeeded: null,
  });

async function setup() {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  // The phone number is the only open condition (the seed's are removed).
  const state = lender.snapshot();
  state.conditions = state.conditions.filter((entry) => entry.applicationUuid !== UUID);
  lender.replaceState(state);
  const phone = condition('MISSING_PHONE_NUMBER');
  calls = holdActorCalls(server, conditionAnswerMachine, CALL_OF);
  user = userEvent.setup();
  router = createMemoryRouter(
    [
      { path: '/:applicationId/conditions/phone-number', Component: PhoneNumberPage },
      { path: '/:applicationId/conditions', element: <h1>Conditions list</h1> },
      { path: '/:applicationId', element: <h1>Application entry</h1> },
    ],
    { initialEntries: [`/${UUID}/conditions/phone-number?conditionUuid=${phone.uuid}`] },
  );
  unmount = render(<RouterProvider router={router} />).unmount;
  // The page's frame reads the open conditions first (the same call as the count): let it.
  await calls.of('countOpen').pass();
  await screen.findByRole('heading', { level: 1, name: 'Add your phone number' });
}

const saveButton = () => screen.getByRole('button', { name: /^(Save Phone Number|Saving)$/ });
const phoneField = () => screen.getByLabelText('Mobile phone') as HTMLInputElement;
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join('');

describe('conditionAnswer: graph paths through the phone number condition', () => {
  testMachinePaths(conditionAnswerMachine, {
    input: { applicationUuid: UUID, conditionUuid: 'the phone condition' },
    events: EVENTS,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        Object.keys(snapshot.context.results),
        snapshot.context.failedAt,
      ]),
    setup,
    teardown: () => unmount(),
    executors: {
      SUBMIT: async () => {
        await user.clear(phoneField());
        await user.type(phoneField(), '5551234567');
        await user.click(saveButton());
      },
      RETRY: () => {
        throw new Error(
          'RETRY: this page has no Retry of its own; saving again resumes (SUBMIT from failed)',
        );
      },
    },
    // This page offers no separate Retry: pressing Save again (SUBMIT) resumes the same way.
    filterEvents: (_snapshot, event) => event.type !== 'RETRY',
    system: async (event) => {
      if (event.type === 'xstate.done.actor.countOpen' && Reflect.get(event, 'output') === 1) {
        condition('HELOC_MANUAL_PAYSTUB_UPLOAD');
      }
      await calls.settle(event);
    },
    states: {
      editing: async () => {
        await waitFor(() => expect(saveButton().textContent).toBe('Save Phone Number'));
        expect(phoneField().value).toBe('');
        expect(alertText()).toBe('');
      },
      runningTask: async () => {
        await waitFor(() => expect(saveButton().textContent).toBe('Saving'));
        await waitFor(() => expect(calls.of('runTask').held).toBe(1));
      },
      answering: async () => {
        await waitFor(() => expect(calls.of('answerCondition').held).toBe(1));
        expect(saveButton().getAttribute('aria-busy')).toBe('true');
        expect(lender.identity(SEED.borrower.uuid)!.aliases).toEqual([
          { type: 'Phone', value: PHONE },
        ]);
      },
      checking: async () => {
        await waitFor(() => expect(calls.of('countOpen').held).toBe(1));
        expect(lender.application(UUID)!.screens.conditions!.answered).toHaveLength(1);
      },
      failed: async (snapshot: Snapshot) => {
        await waitFor(() => expect(saveButton().textContent).toBe('Save Phone Number'));
        expect(alertText()).not.toBe('');
        // What the borrower typed stays.
        expect(phoneField().value).toBe('(555) 123-4567');
        // The number is saved once the task succeeded, never before.
        const saved = lender
          .identity(SEED.borrower.uuid)!
          .aliases.some((alias) => alias.value === PHONE);
        expect(saved).toBe(snapshot.context.failedAt === 'answer');
      },
      answered: async () => {
        await screen.findByRole('heading', { name: 'Conditions list' });
        expect(router.state.location.pathname).toBe(`/${UUID}/conditions`);
      },
      allAnswered: async () => {
        await screen.findByRole('heading', { name: 'Application entry' });
        expect(router.state.location.pathname).toBe(`/${UUID}`);
      },
    },
  });
});
