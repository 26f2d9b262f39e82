import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { CoDeedSigner } from '../../src/api/signing';
import { testMachineReachability } from '../testing/model';
import { coDeedMachine, type InviteInput } from './co-deed.machine';

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

/** A co-deed screen on a simulated clock; the lender's answers come from `answers` in turn. */
function coDeed(answers: CoDeedSigner[][], { failInvite = false, failComplete = 0 } = {}) {
  const clock = new SimulatedClock();
  const calls = { load: 0, invite: [] as InviteInput[], complete: 0, stepCompleted: 0 };
  const machine = coDeedMachine.provide({
    actors: {
      loadSigners: fromPromise(async () => {
        const answer = answers[Math.min(calls.load, answers.length - 1)]!;
        calls.load += 1;
        return answer;
      }),
      inviteSigner: fromPromise<CoDeedSigner, InviteInput>(async ({ input }) => {
        calls.invite.push(input);
        if (failInvite) throw httpError('This person has already been invited', 409);
        return signer(input.values.email, 'INVITED');
      }),
      completeStep: fromPromise<unknown, { applicationUuid: string }>(async () => {
        calls.complete += 1;
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
    expect(s.calls.invite).toEqual([{ applicationUuid: UUID, values }]);
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
    // Invitations grow the list without end: a state is its value and whether all have signed.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.signers.length > 0 &&
          snapshot.context.signers.every((x) => x.status === 'SIGNED'),
      ]),
    events: [
      { type: 'xstate.done.actor.0.coDeed.loading', output: [signer('a@x.com', 'INVITED')] },
      { type: 'xstate.error.actor.0.coDeed.loading', error: httpError('x') },
      {
        type: 'xstate.done.actor.0.coDeed.ready.refreshing',
        output: [signer('a@x.com', 'SIGNED')],
      },
      { type: 'xstate.error.actor.0.coDeed.ready.refreshing', error: httpError('x') },
      { type: 'INVITE', values: { firstName: 'Robin', lastName: 'Lee', email: 'r@x.com' } },
      { type: 'xstate.done.actor.0.coDeed.inviting', output: signer('r@x.com', 'INVITED') },
      { type: 'xstate.error.actor.0.coDeed.inviting', error: httpError('x', 409) },
      { type: 'xstate.done.actor.0.coDeed.completing', output: null },
      { type: 'xstate.error.actor.0.coDeed.completing', error: httpError('x') },
    ],
  });
});
