import { createActor, waitFor } from 'xstate';
import { completeStep } from '../../src/api/application';
import {
  stepScreenActors,
  writeKey,
  type StepCallContext,
  type StepScreenCalls,
} from './step-screen.actors';
import { stepScreenMachine } from './step-screen.machine';

vi.mock('../../src/api/application', () => ({ completeStep: vi.fn() }));

const UUID = 'a0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  vi.mocked(completeStep).mockResolvedValue({ uuid: UUID, step: 'x' });
});

/** Runs a screen's calls on the real chart: load, submit `values`, wait for the end. */
async function run<TData, TValues, TSaved>(
  calls: StepScreenCalls<TData, TValues, TSaved>,
  values: TValues,
) {
  const machine = stepScreenMachine.provide({ actors: stepScreenActors(calls) });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  actor.send({ type: 'SUBMIT', values });
  return waitFor(actor, (snapshot) => snapshot.status === 'done');
}

describe('step-screen actors: a screen calls object on the chart', () => {
  it('loads with the application and a signal, then posts the step with its body', async () => {
    const load = vi.fn(async () => ({ fee: 180 }));
    const snapshot = await run<{ fee: number }, { accepted: boolean }, unknown>(
      {
        load,
        step: 'order-bpo',
        body: (_values, data) => ({ accepted: true, kind: 'ORDER', fee: data.fee }),
      },
      { accepted: true },
    );
    expect(load).toHaveBeenCalledWith({ applicationUuid: UUID, signal: expect.any(AbortSignal) });
    expect(completeStep).toHaveBeenCalledTimes(1);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'order-bpo',
      { accepted: true, kind: 'ORDER', fee: 180 },
      { signal: expect.any(AbortSignal), idempotencyKey: snapshot.context.keys.complete },
    );
    expect(snapshot.context.data).toEqual({ fee: 180 });
  });

  it('gives the body what save answered, and save the loaded data and the values', async () => {
    const save = vi.fn(async () => ({ paymentUuid: 'pay-1' }));
    const snapshot = await run<{ due: number }, { method: string }, { paymentUuid: string }>(
      {
        load: async () => ({ due: 650 }),
        save,
        step: 'pay-appraisal',
        body: (_values, _data, saved) => ({ paymentUuid: saved.paymentUuid }),
      },
      { method: 'BANK_ACCOUNT' },
    );
    const { keys } = snapshot.context;
    expect(save).toHaveBeenCalledWith({
      applicationUuid: UUID,
      signal: expect.any(AbortSignal),
      idempotencyKey: keys.save,
      data: { due: 650 },
      values: { method: 'BANK_ACCOUNT' },
    });
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'pay-appraisal',
      { paymentUuid: 'pay-1' },
      { signal: expect.any(AbortSignal), idempotencyKey: keys.complete },
    );
  });

  it('posts an empty body for a step without one', async () => {
    await run({ load: async () => ({}), step: 'unfreeze-credit' }, undefined);
    expect(completeStep).toHaveBeenCalledWith(
      UUID,
      'unfreeze-credit',
      {},
      { signal: expect.any(AbortSignal), idempotencyKey: expect.any(String) },
    );
  });

  it('posts nothing for a screen without a step (a hold page asks for the status again)', async () => {
    const snapshot = await run({ load: async () => ({}) }, undefined);
    expect(completeStep).not.toHaveBeenCalled();
    expect(snapshot.value).toBe('done');
  });

  it('runs `complete` instead of the step post when the screen has its own', async () => {
    const complete = vi.fn(async () => null);
    await run({ load: async () => ({}), step: 'requalify', complete }, { option: 'SMALLER_LINE' });
    expect(completeStep).not.toHaveBeenCalled();
    expect(complete).toHaveBeenCalledWith(
      expect.objectContaining({
        applicationUuid: UUID,
        values: { option: 'SMALLER_LINE' },
        idempotencyKey: expect.any(String),
      }),
    );
  });

  it('loads without a key: only the writes carry one', async () => {
    const load = vi.fn(async (_context: StepCallContext) => ({}));
    await run({ load, step: 'unfreeze-credit' }, undefined);
    expect(load.mock.calls[0]![0]).not.toHaveProperty('idempotencyKey');
  });

  it('derives one key per write of a call from the attempt’s key', () => {
    expect(writeKey('k-1', 'upload-0-1')).toBe('k-1.upload-0-1');
    expect(writeKey('k-1', 'attach')).not.toBe(writeKey('k-2', 'attach'));
  });
});
