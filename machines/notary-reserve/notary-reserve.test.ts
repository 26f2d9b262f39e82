import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { NotaryReservation, ReserveBody } from '../../src/api/notary';
import { testMachineReachability } from '../testing/model';
import {
  notaryReserveMachine,
  type ReserveInput,
  type SlotsAnswer,
} from './notary-reserve.machine';

const UUID = 'a0000000-0000-4000-8000-000000000001';

const slots = (...starts: string[]): SlotsAnswer => ({
  fee: 350,
  property: null,
  slots: starts.map((startsAt) => ({ startsAt, endsAt: startsAt })),
});

const VALUES: ReserveBody = {
  startsAt: '2026-06-02T16:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  address: { street1: '1 Main St', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' },
};

const RESERVATION: NotaryReservation = {
  reservationUuid: 'r-1',
  startsAt: VALUES.startsAt,
  endsAt: VALUES.startsAt,
  timeZone: VALUES.timeZone,
  address: VALUES.address,
  fee: 350,
  status: 'CONFIRMED',
};

const httpError = (message: string, status: number) =>
  new ApiError({ kind: 'http', message, url: '/x', status });

function reserve(failures: number[] = []) {
  const calls = { load: 0, reserve: [] as ReserveInput[], reserved: 0 };
  const machine = notaryReserveMachine.provide({
    actors: {
      loadSlots: fromPromise(async () => {
        calls.load += 1;
        return calls.load === 1
          ? slots(VALUES.startsAt, '2026-06-02T18:00:00.000Z')
          : slots('2026-06-02T18:00:00.000Z');
      }),
      reserve: fromPromise<NotaryReservation, ReserveInput>(async ({ input }) => {
        calls.reserve.push(input);
        const status = failures[calls.reserve.length - 1];
        if (status) throw httpError(`failed ${status}`, status);
        return RESERVATION;
      }),
    },
    actions: { reserved: () => void (calls.reserved += 1) },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  return { actor, calls };
}

describe('manual notary reservation', () => {
  it('reserves the chosen slot at the chosen address', async () => {
    const s = reserve();
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'RESERVE', values: VALUES });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.reserve).toEqual([
      { applicationUuid: UUID, values: VALUES, idempotencyKey: expect.any(String) },
    ]);
    expect(s.actor.getSnapshot().context.reservation).toEqual(RESERVATION);
    expect(s.calls.reserved).toBe(1);
  });

  it('a taken slot (409) says so and reloads the slots', async () => {
    const s = reserve([409]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'RESERVE', values: VALUES });
    await waitFor(s.actor, (snap) => snap.matches('ready') && snap.context.conflict);
    expect(s.calls.load).toBe(2);
    expect(s.actor.getSnapshot().context.slots?.slots.map((x) => x.startsAt)).toEqual([
      '2026-06-02T18:00:00.000Z',
    ]);
    s.actor.send({ type: 'RESERVE', values: { ...VALUES, startsAt: '2026-06-02T18:00:00.000Z' } });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.actor.getSnapshot().context.conflict).toBe(false);
  });

  it('another failure keeps the form with the error and the slots', async () => {
    const s = reserve([500]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'RESERVE', values: VALUES });
    await waitFor(s.actor, (snap) => snap.matches('ready') && snap.context.error !== null);
    expect(s.calls.load).toBe(1);
    expect(s.actor.getSnapshot().context.conflict).toBe(false);
  });
});

describe('manual notary reservation: idempotency keys', () => {
  it('asking for the same reservation again after a failure sends the same key', async () => {
    const s = reserve([500]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'RESERVE', values: VALUES });
    await waitFor(s.actor, (snap) => snap.matches('ready') && snap.context.error !== null);
    s.actor.send({ type: 'RESERVE', values: { ...VALUES, address: { ...VALUES.address } } });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    const [first, retry] = s.calls.reserve.map((call) => call.idempotencyKey);
    expect(first).toMatch(/\S{16,}/u);
    expect(retry).toBe(first);
  });

  it('another slot (after a taken one) or another address is a new reservation: a new key', async () => {
    const s = reserve([409, 500]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'RESERVE', values: VALUES });
    await waitFor(s.actor, (snap) => snap.matches('ready') && snap.context.conflict);
    const later = { ...VALUES, startsAt: '2026-06-02T18:00:00.000Z' };
    s.actor.send({ type: 'RESERVE', values: later });
    await waitFor(s.actor, (snap) => snap.matches('ready') && snap.context.error !== null);
    s.actor.send({
      type: 'RESERVE',
      values: { ...later, address: { ...later.address, zip: '95816' } },
    });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    const keys = s.calls.reserve.map((call) => call.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('manual notary reservation: graph paths', () => {
  testMachineReachability(notaryReserveMachine, {
    input: { applicationUuid: UUID },
    events: [
      { type: 'xstate.done.actor.0.notaryReserve.loading', output: slots(VALUES.startsAt) },
      { type: 'xstate.error.actor.0.notaryReserve.loading', error: httpError('x', 500) },
      { type: 'RESERVE', values: VALUES },
      { type: 'xstate.done.actor.0.notaryReserve.reserving', output: RESERVATION },
      { type: 'xstate.error.actor.0.notaryReserve.reserving', error: httpError('taken', 409) },
      { type: 'xstate.error.actor.0.notaryReserve.reserving', error: httpError('down', 500) },
      { type: 'xstate.done.actor.0.notaryReserve.refreshing', output: slots() },
      { type: 'xstate.error.actor.0.notaryReserve.refreshing', error: httpError('x', 500) },
    ],
  });
});
