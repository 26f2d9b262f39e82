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

  it('a failed read is tried again at the next tick; a failed join keeps the checklist', async () => {
    const s = notary(['NOT_STARTED', 'error', 'COMPLETE'], { failJoin: 1 });
    await waitFor(s.actor, (snap) => snap.matches('prepare'));
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('prepare') && snap.context.error !== null);
    s.actor.send({ type: 'JOIN' });
    await waitFor(s.actor, (snap) => snap.matches('inProgress'));
    s.clock.increment(3000);
    await waitFor(s.actor, (snap) => snap.context.error !== null);
    expect(s.actor.getSnapshot().matches('inProgress')).toBe(true);
    s.clock.increment(3000);
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
