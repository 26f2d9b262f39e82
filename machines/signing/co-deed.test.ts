import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CoDeedSigner } from '../../src/api/signing';
import { testMachineReachability } from '../testing/model';
import { coDeedMachine, type CompleteInput, type InviteInput } from './co-deed.machine';

const UUID = 'a0000000-0000-4000-8000-000000000001';

const signer = (email: string, status: 'INVITED' | 'SIGNED'): CoDeedSigner => ({
  signerUuid: email,
  firstName: 'Jamie',
  lastName: 'Sample',
  email,
  status,
  invitedAt: null,
  signedAt: null,
});

const httpError = (message: string, status = 500) =>
  new ApiError({ kind: 'http', message, url: '/x', status });

/**
 * A co-deed screen on a simulated clock; the lender's answers come from `answers` in turn (an
 * Error is thrown as the read's failure). The page's visibility comes only from the test's
 * PAGE.HIDDEN / PAGE.VISIBLE (node has no document).
 */
function coDeed(
  answers: (CoDeedSigner[] | Error)[],
  {
    failInvite = false,
    failComplete = 0,
    inviteFailures = [] as Error[],
  }: { failInvite?: boolean; failComplete?: number; inviteFailures?: Error[] } = {},
) {
  const clock = new SimulatedClock();
  const calls = {
    load: 0,
    invite: [] as InviteInput[],
    complete: 0,
    completeKeys: [] as string[],
    stepCompleted: 0,
  };
  const machine = coDeedMachine.provide({
    actors: {
      loadSigners: fromPromise(async () => {
        const answer = answers[Math.min(calls.load, answers.length - 1)]!;
        calls.load += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      inviteSigner: fromPromise<CoDeedSigner, InviteInput>(async ({ input }) => {
        calls.invite.push(input);
        if (failInvite) throw httpError('This person has already been invited', 409);
        const failure = inviteFailures.shift();
        if (failure) throw failure;
        return signer(input.values.email, 'INVITED');
      }),
      completeStep: fromPromise<unknown, CompleteInput>(async ({ input }) => {
        calls.complete += 1;
        calls.completeKeys.push(input.idempotencyKey);
        if (calls.complete <= failComplete) throw httpError('Step failed');
        return null;
      }),
    },
    actions: { stepCompleted: () => void (calls.stepCompleted += 1) },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  return { actor, clock, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('co-deed: watching the signers', () => {
  it('reads the list again every 5 s while someone has not signed, and stops when all have', async () => {
    const s = coDeed([
      [signer('a@x.com', 'INVITED')],
      [signer('a@x.com', 'INVITED')],
      [signer('a@x.com', 'SIGNED')],
    ]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    expect(s.calls.load).toBe(1);
    s.clock.increment(4999);
    await flush();
    expect(s.calls.load).toBe(1);
    s.clock.increment(1);
    await flush();
    expect(s.calls.load).toBe(2);
    s.clock.increment(5000);
    await flush();
    expect(s.calls.load).toBe(3);
    expect(s.actor.getSnapshot().context.signers[0]!.status).toBe('SIGNED');
    s.clock.increment(20_000);
    await flush();
    expect(s.calls.load).toBe(3);
  });

  it('CONTINUE is refused until every signer has signed, then posts co-deed once', async () => {
    const s = coDeed([[signer('a@x.com', 'INVITED')], [signer('a@x.com', 'SIGNED')]]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    expect(s.actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    s.clock.increment(5000);
    await waitFor(s.actor, (snap) => snap.context.signers[0]?.status === 'SIGNED');
    s.actor.send({ type: 'CONTINUE' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls).toMatchObject({ complete: 1, stepCompleted: 1 });
  });

  it('a failed step post is retried alone', async () => {
    const s = coDeed([[signer('a@x.com', 'SIGNED')]], { failComplete: 1 });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'CONTINUE' });
    await waitFor(s.actor, (snap) => snap.matches('completeFailed'));
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, (snap) => snap.status === 'done');
    expect(s.calls.complete).toBe(2);
    // The same step post, with the same Idempotency-Key.
    expect(s.calls.completeKeys[1]).toBe(s.calls.completeKeys[0]);
    expect(s.calls.completeKeys[0]).toMatch(/\S/u);
  });
});

/**
 * Advances the simulated clock by each of `waits` in turn, letting the read each one started
 * answer (the next timer is set only then).
 */
async function tick(s: ReturnType<typeof coDeed>, ...waits: number[]) {
  for (const ms of waits) {
    s.clock.increment(ms);
    await flush();
  }
}

describe('co-deed: a failing re-read backs off, stops at the cap, and pauses while hidden', () => {
  const unsigned = [signer('a@x.com', 'INVITED')];
  const down = httpError('Service unavailable', 503);

  it('after a failed re-read waits 1 s, 2 s, 4 s, 8 s, then stops at the 5th failure with the error', async () => {
    const s = coDeed([unsigned, down]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    await tick(s, 5000);
    expect(s.calls.load).toBe(2); // the 1st failed re-read
    for (const wait of [1000, 2000, 4000, 8000]) {
      await tick(s, wait - 1);
      const before = s.calls.load;
      expect(s.calls.load).toBe(before);
      await tick(s, 1);
      expect(s.calls.load).toBe(before + 1);
    }
    // Five failed re-reads in a row: no more reads, however long the page stays open.
    expect(s.actor.getSnapshot().matches({ ready: 'stopped' })).toBe(true);
    expect(s.actor.getSnapshot().context.error).toBe(down);
    await tick(s, 60_000);
    expect(s.calls.load).toBe(6);
  });

  it('Try again after the cap reads at once and starts the count afresh', async () => {
    const s = coDeed([unsigned, down, down, down, down, down, down]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    await tick(s, 5000, 1000, 2000, 4000, 8000);
    expect(s.actor.getSnapshot().matches({ ready: 'stopped' })).toBe(true);
    s.actor.send({ type: 'RETRY' });
    await flush();
    expect(s.calls.load).toBe(7);
    expect(s.actor.getSnapshot().context).toMatchObject({ pollFailures: 1, error: null });
    // Fresh count: the next wait is 1 s again, not a stop.
    expect(s.actor.getSnapshot().matches({ ready: 'backingOff' })).toBe(true);
    await tick(s, 1000);
    expect(s.calls.load).toBe(8);
  });

  it('a re-read that answers resets the count: the next failure waits 1 s again', async () => {
    const s = coDeed([unsigned, down, down, unsigned, down]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    await tick(s, 5000, 1000, 2000);
    expect(s.calls.load).toBe(4);
    expect(s.actor.getSnapshot().context.pollFailures).toBe(0);
    await tick(s, 5000);
    expect(s.calls.load).toBe(5);
    expect(s.actor.getSnapshot().context.pollFailures).toBe(1);
    await tick(s, 999);
    expect(s.calls.load).toBe(5);
    await tick(s, 1);
    expect(s.calls.load).toBe(6);
  });

  it('a 400 is not retried (spec §8): the reads stop at once with the error', async () => {
    const refused = httpError('Not a co-deed application', 400);
    const s = coDeed([unsigned, refused]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    await tick(s, 5000);
    expect(s.actor.getSnapshot().matches({ ready: 'stopped' })).toBe(true);
    expect(s.actor.getSnapshot().context.error).toBe(refused);
    await tick(s, 60_000);
    expect(s.calls.load).toBe(2);
  });

  it('reads nothing while the page is hidden and reads at once when it shows again', async () => {
    const s = coDeed([unsigned]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'PAGE.HIDDEN' });
    await tick(s, 120_000);
    expect(s.calls.load).toBe(1);
    s.actor.send({ type: 'PAGE.VISIBLE' });
    await flush();
    expect(s.calls.load).toBe(2);
    // Then the usual 5 s again.
    await tick(s, 5000);
    expect(s.calls.load).toBe(3);
  });

  it('a hidden page also stops a backoff; showing it again reads at once', async () => {
    const s = coDeed([unsigned, down, unsigned]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    await tick(s, 5000);
    expect(s.actor.getSnapshot().matches({ ready: 'backingOff' })).toBe(true);
    s.actor.send({ type: 'PAGE.HIDDEN' });
    await tick(s, 30_000);
    expect(s.calls.load).toBe(2);
    s.actor.send({ type: 'PAGE.VISIBLE' });
    await flush();
    expect(s.calls.load).toBe(3);
  });

  it('once everyone has signed, showing the page again reads nothing', async () => {
    const s = coDeed([[signer('a@x.com', 'SIGNED')]]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'PAGE.HIDDEN' });
    s.actor.send({ type: 'PAGE.VISIBLE' });
    await tick(s, 30_000);
    expect(s.calls.load).toBe(1);
    expect(s.actor.getSnapshot().matches({ ready: 'watching' })).toBe(true);
  });
});

describe('co-deed: inviting', () => {
  const values = { firstName: 'Robin', lastName: 'Lee', email: 'robin@example.com' };

  it('adds the invited signer to the list', async () => {
    const s = coDeed([[]]);
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.invitesSent === 1);
    expect(s.actor.getSnapshot().context.signers.map((x) => x.email)).toEqual([
      'robin@example.com',
    ]);
    expect(s.calls.invite).toEqual([
      { applicationUuid: UUID, values, idempotencyKey: expect.any(String) },
    ]);
  });

  it('sends the same invitation again with its key after a lost answer; a new person gets a new key', async () => {
    const lost = new ApiError({ kind: 'network', message: 'down', url: '/x' });
    const s = coDeed([[]], { inviteFailures: [lost] });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.inviteError !== null);
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.invitesSent === 1);
    const [first, again] = s.calls.invite;
    expect(first!.idempotencyKey).toMatch(/\S/u);
    expect(again!.idempotencyKey).toBe(first!.idempotencyKey);
    s.actor.send({ type: 'INVITE', values: { ...values, email: 'sam@example.com' } });
    await waitFor(s.actor, (snap) => snap.context.invitesSent === 2);
    expect(s.calls.invite[2]!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('a refused invitation spends its key: the same person asked again is a new write', async () => {
    const refused = httpError('This person has already been invited', 409);
    const s = coDeed([[]], { inviteFailures: [refused] });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.inviteError !== null);
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.invitesSent === 1);
    expect(s.calls.invite[1]!.idempotencyKey).not.toBe(s.calls.invite[0]!.idempotencyKey);
  });

  it('keeps the refusal for the form and adds nobody', async () => {
    const s = coDeed([[]], { failInvite: true });
    await waitFor(s.actor, (snap) => snap.matches('ready'));
    s.actor.send({ type: 'INVITE', values });
    await waitFor(s.actor, (snap) => snap.context.inviteError !== null);
    expect(s.actor.getSnapshot().context.signers).toEqual([]);
    expect(s.actor.getSnapshot().matches('ready')).toBe(true);
  });
});

describe('co-deed: graph paths', () => {
  testMachineReachability(coDeedMachine, {
    input: { applicationUuid: UUID },
    // Invitations grow the list without end: a state is its value, whether all have signed, and
    // the failed re-reads in a row (so the walk reaches the cap).
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.signers.length > 0 &&
          snapshot.context.signers.every((x) => x.status === 'SIGNED'),
        snapshot.context.pollFailures,
      ]),
    events: [
      { type: 'xstate.done.actor.0.coDeed.loading', output: [signer('a@x.com', 'INVITED')] },
      { type: 'xstate.error.actor.0.coDeed.loading', error: httpError('x') },
      {
        type: 'xstate.done.actor.0.coDeed.ready.refreshing',
        output: [signer('a@x.com', 'SIGNED')],
      },
      { type: 'xstate.error.actor.0.coDeed.ready.refreshing', error: httpError('x') },
      { type: 'xstate.error.actor.0.coDeed.ready.refreshing', error: httpError('x', 400) },
      { type: 'INVITE', values: { firstName: 'Robin', lastName: 'Lee', email: 'r@x.com' } },
      { type: 'xstate.done.actor.0.coDeed.inviting', output: signer('r@x.com', 'INVITED') },
      { type: 'xstate.error.actor.0.coDeed.inviting', error: httpError('x', 409) },
      { type: 'xstate.done.actor.0.coDeed.completing', output: null },
      { type: 'xstate.error.actor.0.coDeed.completing', error: httpError('x') },
    ],
  });
});
