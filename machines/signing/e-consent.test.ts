import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import { eConsentMachine, type SaveConsentInput } from './e-consent.machine';
import { selectEConsentView } from './e-consent.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const httpError = (message: string) =>
  new ApiError({ kind: 'http', message, url: '/x', status: 500 });

function gate({ consented = false, failCheck = 0, failSave = 0 } = {}) {
  const calls = { checks: 0, saves: [] as SaveConsentInput[] };
  const machine = eConsentMachine.provide({
    actors: {
      loadConsent: fromPromise(async () => {
        calls.checks += 1;
        if (calls.checks <= failCheck) throw httpError('Cannot read the consent');
        return { consented };
      }),
      saveConsent: fromPromise<unknown, SaveConsentInput>(async ({ input }) => {
        calls.saves.push(input);
        if (calls.saves.length <= failSave) throw httpError('Consent failed');
        return null;
      }),
    },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  const part = () => selectEConsentView(actor.getSnapshot()).part;
  return { actor, calls, part };
}

describe('the e-consent gate', () => {
  it('asks for the consent when the lender has none, and opens once it is saved', async () => {
    const g = gate();
    await waitFor(g.actor, () => g.part() === 'consent');
    g.actor.send({ type: 'ACCEPT' });
    await waitFor(g.actor, () => g.part() === 'given');
    expect(g.calls.saves).toEqual([{ applicationUuid: UUID, idempotencyKey: expect.any(String) }]);
    expect(g.actor.getSnapshot().status).toBe('done');
  });

  it('opens at once when the consent was given before', async () => {
    const g = gate({ consented: true });
    await waitFor(g.actor, () => g.part() === 'given');
    expect(g.calls.saves).toEqual([]);
  });

  it('a failed save keeps the form with its error; agreeing again sends the same key', async () => {
    const g = gate({ failSave: 1 });
    await waitFor(g.actor, () => g.part() === 'consent');
    g.actor.send({ type: 'ACCEPT' });
    await waitFor(g.actor, () => selectEConsentView(g.actor.getSnapshot()).error !== null);
    expect(selectEConsentView(g.actor.getSnapshot())).toMatchObject({
      part: 'consent',
      error: 'Consent failed',
      busy: false,
    });
    g.actor.send({ type: 'ACCEPT' });
    await waitFor(g.actor, () => g.part() === 'given');
    const [first, second] = g.calls.saves;
    expect(first!.idempotencyKey).toMatch(/\S{16,}/u);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('a new gate (a new consent action) makes a new key', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const g = gate();
      await waitFor(g.actor, () => g.part() === 'consent');
      g.actor.send({ type: 'ACCEPT' });
      await waitFor(g.actor, () => g.part() === 'given');
      keys.push(g.calls.saves[0]!.idempotencyKey);
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a failed check offers Retry, which checks again', async () => {
    const g = gate({ failCheck: 1, consented: true });
    await waitFor(g.actor, () => g.part() === 'checkFailed');
    g.actor.send({ type: 'RETRY' });
    await waitFor(g.actor, () => g.part() === 'given');
    expect(g.calls.checks).toBe(2);
  });
});

describe('the e-consent gate: graph paths', () => {
  testMachineReachability(eConsentMachine, {
    input: { applicationUuid: UUID },
    events: [
      { type: 'xstate.done.actor.0.eConsent.checking', output: { consented: false } },
      { type: 'xstate.done.actor.0.eConsent.checking', output: { consented: true } },
      { type: 'xstate.error.actor.0.eConsent.checking', error: httpError('x') },
      { type: 'xstate.done.actor.0.eConsent.savingConsent', output: null },
      { type: 'xstate.error.actor.0.eConsent.savingConsent', error: httpError('x') },
    ],
  });
});
