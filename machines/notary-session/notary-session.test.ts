import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { NotarySession } from '../../src/api/notary';
import { testMachineReachability } from '../testing/model';
import { notarySessionMachine, type CompleteNotarizeInput } from './notary-session.machine';

const UUID = 'a0000000-0000-4000-8000-000000000001';

const session = (status: string): NotarySession => ({
  sessionUuid: 'session-1',
  status,
  joinUrl: status === 'NOT_STARTED' ? null : 'https://enotary.test/session-1',
  reason: null,
});

const httpError = (message: string) =>
  new ApiError({ kind: 'http', message, url: '/x', status: 500 });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The session's reads answer `reads` in turn (the last one repeats). */
function notary(reads: string[], { failJoin = 0, failComplete = 0 } = {}) {
  const clock = new SimulatedClock();
  const calls = {
    load: 0,
    join: 0,
    complete: [] as CompleteNotarizeInput[],
    stepCompleted: 0,
    ended: 0,
  };
  const machine = notarySessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        const status = reads[Math.min(calls.load, reads.length - 1)]!;
        calls.load += 1;
        if (status === 'error') throw httpError('Notary service is down');
        return session(status);
      }),
      joinSession: fromPromise(async () => {
        calls.join += 1;
        if (calls.join <= failJoin) throw httpError('Could not join');
        return session('IN_PROGRESS');
      }),
      completeStep: fromPromise<unknown, CompleteNotarizeInput>(async ({ input }) => {
        calls.complete.push(input);
        if (calls.complete.length <= failComplete) throw httpError('Step failed');
        return null;
      }),
    },
    actions: {
      stepCompleted: () => void (calls.stepCompleted += 1),
      sessionEnded: () => void (calls.ended += 1),
    },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  return { actor, clock, calls };
}

describe('notary session', () => {
  it('prepares, joins, reads the session every 3 s, then posts notarize when complete', async () => {
    const s = notary(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE']);
    await waitFor(s.actor, (snap) => snap.matches('prepare'));
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    expect(s.calls.join).toBe(1);
    s.clock.increment(2999);
    await flush();
    expect(s.calls.load).toBe(1);
    s.clock.increment(1);
    await waitFor(s.actor, () => s.calls.load === 2);
    s.clock.increment(3000);
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.complete).toEqual([{ applicationUuid: UUID, sessionUuid: 'session-1' }]);
    expect(s.calls.stepCompleted).toBe(1);
  });

  it('a borrower coming back to a running session waits for it without joining again', async () => {
    const s = notary(['IN_PROGRESS']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    expect(s.calls.join).toBe(0);
  });

  it('a failed or cancelled session leaves for notary/error', async () => {
    const s = notary(['IN_PROGRESS', 'CANCELLED']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    s.clock.increment(3000);
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls).toMatchObject({ ended: 1, stepCompleted: 0 });
  });

  it('a session that did not finish before the page opened may be started again (Join)', async () => {
    const s = notary(['FAILED', 'IN_PROGRESS', 'COMPLETE']);
    await waitFor(s.actor, (snap) => snap.matches('prepare'));
    expect(s.calls.ended).toBe(0);
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    expect(s.calls.join).toBe(1);
  });

  it('a failed read is tried again after 1 s; a failed join keeps the checklist', async () => {
    const s = notary(['NOT_STARTED', 'error', 'COMPLETE'], { failJoin: 1 });
    await waitFor(s.actor, (snap) => snap.matches('prepare'));
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('prepare') && snap.context.error !== null);
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    s.clock.increment(3000);
    await waitFor(s.actor, (snap) => snap.matches({ inProgress: 'backingOff' }));
    // A missed read says nothing yet: the session goes on.
    expect(s.actor.getSnapshot().context).toMatchObject({ error: null, pollFailures: 1 });
    s.clock.increment(1000);
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.stepCompleted).toBe(1);
  });

  it('a failed notarize post is retried alone', async () => {
    const s = notary(['COMPLETE'], { failComplete: 1 });
    await waitFor(s.actor, (snap) => snap.matches('completeFailed'));
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.complete).toHaveLength(2);
    expect(s.calls.join).toBe(0);
  });
});

/** Advances the simulated clock by each of `waits` in turn, letting each read answer. */
async function tick(s: ReturnType<typeof notary>, ...waits: number[]) {
  for (const ms of waits) {
    s.clock.increment(ms);
    await flush();
  }
}

describe('notary session: a failing read backs off, stops at the cap, and pauses while hidden', () => {
  it('waits 1 s, 2 s, 4 s, 8 s after failed reads, then stops at the 5th with the error', async () => {
    const s = notary(['IN_PROGRESS', 'error']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    await tick(s, 3000);
    expect(s.calls.load).toBe(2);
    for (const wait of [1000, 2000, 4000, 8000]) {
      const before = s.calls.load;
      await tick(s, wait - 1);
      expect(s.calls.load).toBe(before);
      await tick(s, 1);
      expect(s.calls.load).toBe(before + 1);
    }
    expect(s.actor.getSnapshot().matches({ inProgress: 'stopped' })).toBe(true);
    expect(s.actor.getSnapshot().context.error).toBeInstanceOf(ApiError);
    await tick(s, 60_000);
    expect(s.calls.load).toBe(6);
  });

  it('Try again after the cap reads at once with a fresh count', async () => {
    const s = notary(['IN_PROGRESS', 'error', 'error', 'error', 'error', 'error', 'COMPLETE']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    await tick(s, 3000, 1000, 2000, 4000, 8000);
    expect(s.actor.getSnapshot().matches({ inProgress: 'stopped' })).toBe(true);
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.load).toBe(7);
    expect(s.calls.stepCompleted).toBe(1);
  });

  it('a read that answers resets the count', async () => {
    const s = notary(['IN_PROGRESS', 'error', 'error', 'IN_PROGRESS', 'error']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    await tick(s, 3000, 1000, 2000);
    expect(s.calls.load).toBe(4);
    expect(s.actor.getSnapshot().context.pollFailures).toBe(0);
    await tick(s, 3000);
    expect(s.actor.getSnapshot().context.pollFailures).toBe(1);
    await tick(s, 999);
    expect(s.calls.load).toBe(5);
    await tick(s, 1);
    expect(s.calls.load).toBe(6);
  });

  it("reads nothing while the page is hidden (the notary's tab) and reads at once when it shows", async () => {
    const s = notary(['IN_PROGRESS', 'IN_PROGRESS', 'COMPLETE']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    s.actor.send({ type: 'PAGE.HIDDEN' });
    await tick(s, 600_000);
    expect(s.calls.load).toBe(1);
    s.actor.send({ type: 'PAGE.VISIBLE' });
    await flush();
    expect(s.calls.load).toBe(2);
    await tick(s, 3000);
    await waitFor(s.actor, (snap) => snap.status === 'done');
  });

  it('hiding the page during a backoff stops it; showing it again reads at once', async () => {
    const s = notary(['IN_PROGRESS', 'error', 'COMPLETE']);
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    await tick(s, 3000);
    expect(s.actor.getSnapshot().matches({ inProgress: 'backingOff' })).toBe(true);
    s.actor.send({ type: 'PAGE.HIDDEN' });
    await tick(s, 30_000);
    expect(s.calls.load).toBe(2);
    s.actor.send({ type: 'PAGE.VISIBLE' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.load).toBe(3);
  });
});

describe('notary session: graph paths', () => {
  testMachineReachability(notarySessionMachine, {
    input: { applicationUuid: UUID },
    unreachable: ['notarySession.checking', 'notarySession.checkingLoaded'],
    events: [
      ...['NOT_STARTED', 'IN_PROGRESS', 'COMPLETE', 'FAILED'].flatMap((status) => [
        { type: 'xstate.done.actor.0.notarySession.loading' as const, output: session(status) },
        {
          type: 'xstate.done.actor.0.notarySession.inProgress.polling' as const,
          output: session(status),
        },
      ]),
      { type: 'xstate.error.actor.0.notarySession.loading', error: httpError('x') },
      { type: 'xstate.error.actor.0.notarySession.inProgress.polling', error: httpError('x') },
      { type: 'xstate.done.actor.0.notarySession.joining', output: session('IN_PROGRESS') },
      { type: 'xstate.error.actor.0.notarySession.joining', error: httpError('x') },
      { type: 'xstate.done.actor.0.notarySession.completing', output: null },
      { type: 'xstate.error.actor.0.notarySession.completing', error: httpError('x') },
    ],
  });
});
