import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Condition } from '../../src/api/conditions';
import { testMachineReachability } from '../testing/model';
import {
  CONDITIONS_REFRESH_MS,
  conditionsMachine,
  type ConditionsAnswer,
  type FetchConditionsInput,
} from './conditions.machine';
import { selectConditionsView } from './conditions.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';

function condition(
  uuid: string,
  created: string,
  categoryEnum = 'GENERIC_DOCUMENT_REQUEST',
): Condition {
  return {
    uuid,
    categoryEnum,
    created,
    notes: null,
    commentsToBorrower: null,
    requestDocuments: [],
    xtraData: null,
    actionNeeded: null,
  };
}

function httpError(message: string) {
  return new ApiError({ kind: 'http', message, url: '/x', status: 503 });
}

/**
 * A conditions list on a simulated clock. `answers` is what each read answers in turn (an Error
 * rejects); the last one repeats. Reads settle when `settle()` is awaited.
 */
function openList(answers: Array<ConditionsAnswer | Error>) {
  const clock = new SimulatedClock();
  let calls = 0;
  const machine = conditionsMachine.provide({
    actors: {
      fetchConditions: fromPromise<ConditionsAnswer, FetchConditionsInput>(async () => {
        const answer = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  return {
    actor,
    calls: () => calls,
    view: () => selectConditionsView(actor.getSnapshot()),
    state: () => actor.getSnapshot().value,
    async settle() {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
    advance(ms: number) {
      clock.increment(ms);
    },
  };
}

const first: ConditionsAnswer = {
  conditions: [
    condition('new', '2026-02-01T00:00:00Z'),
    condition('unknown', '2026-01-01T00:00:00Z', 'NOT_A_CATEGORY'),
    condition('old', '2026-01-15T00:00:00Z'),
  ],
  account: null,
};
const second: ConditionsAnswer = {
  conditions: [condition('old', '2026-01-15T00:00:00Z')],
  account: null,
};

describe('conditions list: refresh', () => {
  it('shows the known conditions oldest first after the first read', async () => {
    const list = openList([first]);
    expect(list.view().phase).toBe('loading');
    await list.settle();
    expect(list.view()).toMatchObject({ phase: 'ready', refreshing: false, errorMessage: null });
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old', 'new']);
  });

  it('refreshes exactly every 60,000 ms', async () => {
    const list = openList([first, second]);
    await list.settle();
    expect(CONDITIONS_REFRESH_MS).toBe(60_000);
    list.advance(59_999);
    expect(list.calls()).toBe(1);
    list.advance(1);
    expect(list.calls()).toBe(2);
    expect(list.view().refreshing).toBe(true);
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old', 'new']);
    await list.settle();
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old']);
    list.advance(59_999);
    expect(list.calls()).toBe(2);
    list.advance(1);
    expect(list.calls()).toBe(3);
  });

  it('refreshes on window focus, and the 60 s count starts again from there', async () => {
    const list = openList([first, second]);
    await list.settle();
    list.advance(30_000);
    list.actor.send({ type: 'FOCUS' });
    expect(list.calls()).toBe(2);
    await list.settle();
    expect(list.view().conditions).toHaveLength(1);
    list.advance(59_999);
    expect(list.calls()).toBe(2);
    list.advance(1);
    expect(list.calls()).toBe(3);
  });

  it('ignores focus while a read is in flight', async () => {
    const list = openList([first]);
    list.actor.send({ type: 'FOCUS' });
    expect(list.calls()).toBe(1);
    await list.settle();
    list.actor.send({ type: 'FOCUS' });
    list.actor.send({ type: 'FOCUS' });
    expect(list.calls()).toBe(2);
  });

  it('keeps the last list when a refresh fails, and tries again 1 s later', async () => {
    const list = openList([first, httpError('Service unavailable'), second]);
    await list.settle();
    list.advance(60_000);
    await list.settle();
    expect(list.view()).toMatchObject({
      phase: 'ready',
      errorMessage: 'Service unavailable',
      refreshStopped: false,
    });
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old', 'new']);
    list.advance(999);
    expect(list.calls()).toBe(2);
    list.advance(1);
    await list.settle();
    expect(list.view()).toMatchObject({ errorMessage: null });
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old']);
  });

  it('shows a failed first read with Retry, which reads again', async () => {
    const list = openList([httpError('Service unavailable'), first]);
    await list.settle();
    expect(list.view()).toMatchObject({ phase: 'loadFailed', errorMessage: 'Service unavailable' });
    list.advance(120_000);
    expect(list.calls()).toBe(1);
    list.actor.send({ type: 'RETRY' });
    await list.settle();
    expect(list.view().phase).toBe('ready');
  });

  it('stops refreshing when stopped (the page was left)', async () => {
    const list = openList([first]);
    await list.settle();
    list.actor.stop();
    list.advance(600_000);
    expect(list.calls()).toBe(1);
  });
});

describe('conditions list: failing refreshes back off, stop at the cap, and pause while hidden', () => {
  const down = httpError('Service unavailable');

  /** Advances by each wait in turn, letting the refresh each one started answer. */
  async function waits(list: ReturnType<typeof openList>, ...ms: number[]) {
    for (const wait of ms) {
      list.advance(wait);
      await list.settle();
    }
  }

  it('waits 1 s, 2 s, 4 s, 8 s after failed refreshes, then stops at the 5th with an error', async () => {
    const list = openList([first, down]);
    await list.settle();
    await waits(list, 60_000);
    expect(list.calls()).toBe(2);
    for (const wait of [1000, 2000, 4000, 8000]) {
      const before = list.calls();
      await waits(list, wait - 1);
      expect(list.calls()).toBe(before);
      await waits(list, 1);
      expect(list.calls()).toBe(before + 1);
    }
    expect(list.view()).toMatchObject({
      phase: 'ready',
      refreshStopped: true,
      errorMessage: 'Service unavailable',
    });
    // The last list stays; no more reads, not even on focus.
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old', 'new']);
    list.actor.send({ type: 'FOCUS' });
    await waits(list, 600_000);
    expect(list.calls()).toBe(6);
  });

  it('Try again after the cap refreshes at once with a fresh count', async () => {
    const list = openList([first, down, down, down, down, down, second]);
    await list.settle();
    await waits(list, 60_000, 1000, 2000, 4000, 8000);
    expect(list.view().refreshStopped).toBe(true);
    list.actor.send({ type: 'RETRY' });
    expect(list.calls()).toBe(7);
    await list.settle();
    expect(list.view()).toMatchObject({ refreshStopped: false, errorMessage: null });
    expect(list.actor.getSnapshot().context.pollFailures).toBe(0);
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old']);
  });

  it('a refresh that answers resets the count', async () => {
    const list = openList([first, down, down, second, down]);
    await list.settle();
    await waits(list, 60_000, 1000, 2000);
    expect(list.calls()).toBe(4);
    expect(list.actor.getSnapshot().context.pollFailures).toBe(0);
    await waits(list, 60_000);
    expect(list.actor.getSnapshot().context.pollFailures).toBe(1);
    await waits(list, 1000);
    expect(list.calls()).toBe(6);
  });

  it('reads nothing while the page is hidden and refreshes at once when it shows again', async () => {
    const list = openList([first, second]);
    await list.settle();
    list.actor.send({ type: 'PAGE.HIDDEN' });
    await waits(list, 600_000);
    expect(list.calls()).toBe(1);
    list.actor.send({ type: 'PAGE.VISIBLE' });
    expect(list.calls()).toBe(2);
    await list.settle();
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old']);
    // Then every 60 s again.
    await waits(list, 60_000);
    expect(list.calls()).toBe(3);
  });

  it('hiding the page during a refresh or a backoff stops it; showing it refreshes once', async () => {
    // The 2nd read is the one the hidden page aborts.
    const list = openList([first, down, down, second]);
    await list.settle();
    list.advance(60_000);
    expect(list.view().refreshing).toBe(true);
    list.actor.send({ type: 'PAGE.HIDDEN' });
    expect(list.view().refreshing).toBe(false);
    await list.settle();
    // The aborted refresh's failure is not counted: it was left before it answered.
    expect(list.actor.getSnapshot().context.pollFailures).toBe(0);
    list.actor.send({ type: 'PAGE.VISIBLE' });
    await list.settle();
    expect(list.actor.getSnapshot().matches({ ready: 'backingOff' })).toBe(true);
    list.actor.send({ type: 'PAGE.HIDDEN' });
    await waits(list, 60_000);
    expect(list.calls()).toBe(3);
    list.actor.send({ type: 'PAGE.VISIBLE' });
    await list.settle();
    expect(list.calls()).toBe(4);
    expect(list.view().conditions.map((c) => c.uuid)).toEqual(['old']);
  });
});

describe('conditions machine: every state reachable', () => {
  testMachineReachability(conditionsMachine, {
    input: { applicationUuid: UUID },
    // The read counter grows without end: states differ by where they are and what they hold.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.answer === null,
        snapshot.context.error === null,
        snapshot.context.pollFailures,
      ]),
    events: [
      { type: 'FOCUS' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.fetchConditions', output: first },
      { type: 'xstate.error.actor.fetchConditions', error: httpError('x') },
      { type: 'xstate.done.actor.refreshConditions', output: second },
      { type: 'xstate.error.actor.refreshConditions', error: httpError('x') },
      { type: 'PAGE.HIDDEN' },
      { type: 'PAGE.VISIBLE' },
    ],
  });
});
