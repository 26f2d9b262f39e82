/**
 * A step screen against the sandbox lender (msw in node) when the lender acts on a write and its
 * answer is lost (issue 17): the on-site appraisal's payment (a save that moves money, then the
 * `pay-appraisal` step), on the real step-screen chart with its real calls. A per-test msw
 * override runs the sandbox's own handler (the lender commits) and answers the app with a network
 * error. Every repeat must carry the attempt's key, and the borrower ends with exactly one
 * payment (the lender replays a key it has seen: docs/sandbox.md "Idempotency").
 */
import { getResponse, http, HttpResponse } from 'msw';
import { createActor, fromCallback, waitFor } from 'xstate';
import { userMessageOf } from '../../api/errors';
import { SEED } from '../../sandbox/lender';
import { handlers } from '../../sandbox/handlers';
import { OPERATIONS, type OperationName } from '../../sandbox/operations';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { setupSandboxApi } from '../../testing/sandbox-api';
import type { ConnectivityEvent } from '../../../machines/connectivity/connectivity.actors';
import { manualDisburseCalls } from '../../../machines/step-screen/calls/bank';
import {
  appraisalCalls,
  delinquencyCalls,
  type AppraisalValues,
} from '../../../machines/step-screen/calls/property';
import {
  stepScreenActors,
  type StepScreenCalls,
} from '../../../machines/step-screen/step-screen.actors';
import { stepScreenMachine } from '../../../machines/step-screen/step-screen.machine';

const { server, lender } = setupSandboxServer();

vi.setConfig({ testTimeout: 15_000 });

const UUID = SEED.borrower.applicationUuid;

setupSandboxApi(lender);

beforeEach(() => {
  localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
  lender.updateApplication(UUID, {
    status: { checklistStatus: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' },
  });
  lender.clearSchedule(UUID);
});

/**
 * Every request to `name` reaches the sandbox's handler (the lender acts); the first `lose`
 * answers are lost on the way back (a network error). Records the Idempotency-Key of each.
 */
function commitThenLose(name: OperationName, lose = 1) {
  const keys: Array<string | null> = [];
  let lost = 0;
  server.use(
    http.all(OPERATIONS[name].path, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = await getResponse(handlers, request);
      if (lost >= lose) return answer;
      lost += 1;
      return HttpResponse.error();
    }),
  );
  return keys;
}

/** The appraisal screen on the real chart and calls; `online()` is the browser coming back. */
function appraisalScreen() {
  let send: ((event: ConnectivityEvent) => void) | null = null;
  const machine = stepScreenMachine.provide({
    actors: {
      ...stepScreenActors(appraisalCalls),
      connectivity: fromCallback<{ type: string }>(({ sendBack }) => {
        send = sendBack;
        return () => {
          send = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  return { actor, online: () => send?.({ type: 'ONLINE' }) };
}

const CARD: AppraisalValues = {
  method: 'CARD',
  card: {
    name: 'Alex Sample',
    number: '4242 4242 4242 4242',
    expiry: '04/39',
    cvc: '123',
    zip: '95818',
  },
};

const payments = () => lender.application(UUID)!.screens.property?.appraisalPayments ?? [];

type Actor = ReturnType<typeof appraisalScreen>['actor'];
const failedWith = (actor: Actor, state: 'ready' | 'completeFailed') =>
  waitFor(actor, (s) => s.matches(state) && s.context.error !== null, { timeout: 10_000 });
const finished = (actor: Actor) => waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });

describe('step screen against a lender that commits and loses the answer', () => {
  it('a lost payment: paying again with the same card sends the same key; one payment', async () => {
    const keys = commitThenLose('payAppraisal');
    const { actor } = appraisalScreen();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SUBMIT', values: CARD });
    await failedWith(actor, 'ready');
    expect(payments()).toHaveLength(1);
    actor.send({ type: 'SUBMIT', values: structuredClone(CARD) });
    const done = await finished(actor);
    expect(keys).toEqual([done.context.keys.save, done.context.keys.save]);
    expect(payments()).toHaveLength(1);
    expect(lender.application(UUID)!.answers['pay-appraisal']).toEqual({
      paymentUuid: payments()[0]!.paymentUuid,
    });
  });

  it('a lost payment is sent again by itself when the browser is back online; one payment', async () => {
    const keys = commitThenLose('payAppraisal');
    const { actor, online } = appraisalScreen();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SUBMIT', values: CARD });
    await failedWith(actor, 'ready');
    online();
    await finished(actor);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(payments()).toHaveLength(1);
  });

  it('a lost step post: Retry posts it with the same key and pays nothing again', async () => {
    const pay = commitThenLose('payAppraisal', 0);
    const steps = commitThenLose('completeStep');
    const { actor } = appraisalScreen();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SUBMIT', values: CARD });
    await failedWith(actor, 'completeFailed');
    actor.send({ type: 'RETRY' });
    const done = await finished(actor);
    expect(pay).toHaveLength(1);
    expect(steps).toEqual([done.context.keys.complete, done.context.keys.complete]);
    expect(payments()).toHaveLength(1);
  });
});

/**
 * The step screens' fault matrix in node (issue 17): each row's writes × each fault the sandbox
 * injects once (`lender.addFault`), on the real chart and calls. A failure is said in plain words,
 * the same values sent again (or the step post retried) finish, a 429 is waited out unseen, and
 * the lender holds exactly one more of what the row makes. (Hangs and 401s: e2e/fault-matrix.)
 */
describe('step screens under one fault on any of their writes', () => {
  interface MatrixRow {
    name: string;
    status: string;
    calls: StepScreenCalls<never, never, never>;
    values: unknown;
    writes: OperationName[];
    /** What the row makes, counted now. */
    count: () => number;
  }
  const commits = (operation: OperationName) => () => lender.counts().commits[operation] ?? 0;
  const ROWS: MatrixRow[] = [
    {
      name: 'hold (appraisal payment)',
      status: 'ONSITE_APPRAISAL_BORROWER_PAYMENT',
      calls: appraisalCalls as never,
      values: CARD,
      writes: ['payAppraisal', 'completeStep'],
      count: () => payments().length,
    },
    {
      name: 'bank/manual-disburse',
      status: 'DISBURSEMENT_ACCOUNT',
      calls: manualDisburseCalls as never,
      values: {
        holderName: 'Alex Sample',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        confirmAccountNumber: '000123456789',
        accountType: 'CHECKING',
      },
      writes: ['saveBankAccount'],
      count: () => lender.counts().bankAccounts,
    },
    {
      name: 'review-app/delinquency',
      status: 'DELINQUENCY_REVIEW',
      calls: delinquencyCalls as never,
      values: 'A payment was late while I changed banks; it is paid now.',
      writes: ['completeStep'],
      count: commits('completeStep'),
    },
  ];
  const FAULTS = [
    { name: 'network error', status: 0 },
    { name: '500', status: 500 },
    { name: 'commit then lose the answer', status: 'lost' },
    { name: '429 (Retry-After 1 s)', status: 429 },
  ] as const;

  for (const row of ROWS) {
    for (const write of row.writes) {
      for (const fault of FAULTS) {
        it(`${row.name}, ${write}: ${fault.name}`, async () => {
          lender.updateApplication(UUID, { status: { checklistStatus: row.status } });
          lender.clearSchedule(UUID);
          const actor = createActor(
            stepScreenMachine.provide({ actors: stepScreenActors(row.calls) }),
            { input: { applicationUuid: UUID } },
          ).start();
          await waitFor(actor, (s) => s.matches('ready'), { timeout: 10_000 });
          const before = row.count();
          lender.addFault(write, fault.status, 1);
          actor.send({ type: 'SUBMIT', values: row.values });
          const end = await waitFor(
            actor,
            (s) =>
              s.status === 'done' ||
              ((s.matches('ready') || s.matches('completeFailed')) && s.context.error !== null),
            { timeout: 10_000 },
          );
          if (end.status !== 'done') {
            expect(fault.status, 'a 429 is waited out, never shown').not.toBe(429);
            const message = userMessageOf(end.context.error);
            expect(message).not.toMatch(/https?:|\/service-|\/api\//u);
            // What the borrower typed is kept: the same values go again.
            expect(end.context.values).toEqual(row.values);
            if (end.matches('completeFailed')) actor.send({ type: 'RETRY' });
            else actor.send({ type: 'SUBMIT', values: structuredClone(row.values) });
          }
          await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });
          expect(row.count()).toBe(before + 1);
        });
      }
    }
  }
});
