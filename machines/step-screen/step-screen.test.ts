import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import {
  stepScreenMachine,
  type CompleteInput,
  type LoadInput,
  type SaveInput,
} from './step-screen.machine';
import { errorMessageOf, selectStepScreenView } from './step-screen.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';

function httpError(message: string, status = 500) {
  return new ApiError({ kind: 'http', message, url: '/x', status });
}

/** A step screen whose calls fail the first `fail` times each, counting every call. */
function screen(fail: { load?: number; save?: number; complete?: number } = {}) {
  const calls = { load: 0, save: 0, complete: 0, stepCompleted: 0 };
  const seen: { saveValues: unknown[]; completeSaved: unknown[] } = {
    saveValues: [],
    completeSaved: [],
  };
  const machine = stepScreenMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadInput>(async () => {
        calls.load += 1;
        if (calls.load <= (fail.load ?? 0)) throw httpError('Application not found', 404);
        return { offers: 2 };
      }),
      save: fromPromise<unknown, SaveInput>(async ({ input }) => {
        calls.save += 1;
        seen.saveValues.push(input.values);
        if (calls.save <= (fail.save ?? 0)) throw httpError('Routing number is not valid');
        return { accountUuid: `acct-${calls.save}` };
      }),
      complete: fromPromise<unknown, CompleteInput>(async ({ input }) => {
        calls.complete += 1;
        seen.completeSaved.push(input.saved);
        if (calls.complete <= (fail.complete ?? 0)) {
          throw new ApiError({ kind: 'network', message: 'offline', url: '/x' });
        }
        return null;
      }),
    },
    actions: {
      stepCompleted: () => {
        calls.stepCompleted += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  const settle = (phase: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (snapshot) => snapshot.matches(phase));
  return { actor, calls, seen, settle, view: () => selectStepScreenView(actor.getSnapshot()) };
}

describe('step screen: the happy path', () => {
  it('loads, then saves and completes once each, then tells the status machine', async () => {
    const s = screen();
    expect(s.view()).toMatchObject({ phase: 'loading', busy: true, errorMessage: null });
    await s.settle('ready');
    expect(s.actor.getSnapshot().context.data).toEqual({ offers: 2 });
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    expect(s.view().busy).toBe(true);
    await s.settle('done');
    expect(s.calls).toEqual({ load: 1, save: 1, complete: 1, stepCompleted: 1 });
    expect(s.seen.completeSaved).toEqual([{ accountUuid: 'acct-1' }]);
    expect(s.actor.getSnapshot().status).toBe('done');
  });
});

describe('step screen: failures lose nothing and repeat nothing', () => {
  it('a failed load shows the lender message and RETRY loads again', async () => {
    const s = screen({ load: 1 });
    await s.settle('loadFailed');
    expect(s.view()).toMatchObject({
      phase: 'loadFailed',
      errorMessage: 'Application not found',
      canRetry: true,
      busy: false,
    });
    s.actor.send({ type: 'RETRY' });
    await s.settle('ready');
    expect(s.view().errorMessage).toBeNull();
    expect(s.calls.load).toBe(2);
  });

  it('a failed save returns to the form with the error and the submitted values kept', async () => {
    const s = screen({ save: 1 });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await waitFor(
      s.actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null,
    );
    expect(s.view()).toMatchObject({
      errorMessage: 'Routing number is not valid',
      canRetry: false,
    });
    expect(s.actor.getSnapshot().context.values).toEqual({ routing: '123' });
    expect(s.calls.complete).toBe(0);
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await s.settle('done');
    expect(s.seen.saveValues).toEqual([{ routing: '123' }, { routing: '011000015' }]);
  });

  it('a failed step completion is retried without saving again', async () => {
    const s = screen({ complete: 2 });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: {} });
    await s.settle('completeFailed');
    expect(s.view()).toMatchObject({
      phase: 'completeFailed',
      canRetry: true,
      errorMessage: 'We could not reach the server. Check your connection and try again.',
    });
    s.actor.send({ type: 'RETRY' });
    await s.settle('completeFailed');
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.calls).toEqual({ load: 1, save: 1, complete: 3, stepCompleted: 1 });
    expect(s.seen.completeSaved).toEqual([
      { accountUuid: 'acct-1' },
      { accountUuid: 'acct-1' },
      { accountUuid: 'acct-1' },
    ]);
  });

  it('SUBMIT is ignored while a call is in flight (no double submit)', async () => {
    const s = screen();
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: 1 });
    s.actor.send({ type: 'SUBMIT', values: 2 });
    await s.settle('done');
    expect(s.calls.save).toBe(1);
    expect(s.seen.saveValues).toEqual([1]);
  });

  it('RELOAD reads the data again from the form', async () => {
    const s = screen();
    await s.settle('ready');
    s.actor.send({ type: 'RELOAD' });
    await s.settle('ready');
    expect(s.calls.load).toBe(2);
  });

  it('words: the lender message, or the generic one for anything else', () => {
    expect(errorMessageOf(httpError('Offer not found.'))).toBe('Offer not found.');
    expect(errorMessageOf(new Error('boom'))).toBe('Something unexpected happened');
  });
});

describe('step screen: graph paths', () => {
  testMachineReachability(stepScreenMachine, {
    input: { applicationUuid: UUID },
    events: [
      { type: 'SUBMIT', values: { any: 'values' } },
      { type: 'xstate.done.actor.0.stepScreen.loading', output: { data: true } },
      { type: 'xstate.error.actor.0.stepScreen.loading', error: httpError('x') },
      { type: 'xstate.done.actor.0.stepScreen.saving', output: null },
      { type: 'xstate.error.actor.0.stepScreen.saving', error: httpError('x') },
      { type: 'xstate.done.actor.0.stepScreen.completing', output: null },
      { type: 'xstate.error.actor.0.stepScreen.completing', error: httpError('x') },
    ],
  });
});
