/**
 * Model-based paths: every state of the session-expiry chart is reached by a generated path, and
 * every path replays on a real actor. The graph is walked at the real clock's time and replayed at
 * a simulated clock's zero, so every expiry below gives the same choice at both: none, long past
 * (before zero) or far ahead (30 minutes from now). The warning is reached by its timer; timing
 * itself is pinned by session-expiry.machine.test.ts under a simulated clock.
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { sessionExpiryMachine } from './session-expiry.machine';

const MINUTE = 60 * 1000;
const now = Date.now();

const events: PathEvent<typeof sessionExpiryMachine>[] = [
  // A logout; a token long over; a fresh 30 minutes.
  { type: 'TOKEN.CHANGED', expiresAt: null },
  { type: 'TOKEN.CHANGED', expiresAt: -MINUTE },
  { type: 'TOKEN.CHANGED', expiresAt: now + 30 * MINUTE },
  { type: 'SESSION.EXTEND' },
  { type: 'SESSION.SIGN_OUT' },
  { type: 'xstate.done.actor.extendSession', output: { expiresAt: now + 60 * MINUTE } },
  { type: 'xstate.done.actor.extendSession', output: { expiresAt: null } },
  {
    type: 'xstate.error.actor.extendSession',
    error: new ApiError({ kind: 'http', status: 500, url: '/x', message: 'Boom' }),
  },
  {
    type: 'xstate.error.actor.extendSession',
    error: new ApiError({ kind: 'http', status: 401, url: '/x', message: 'unauthenticated' }),
  },
];

describe('session-expiry machine: graph paths', () => {
  testMachineReachability(sessionExpiryMachine, {
    events,
    strategy: 'shortest',
    input: { expiresAt: now + 30 * MINUTE },
    // The countdown reads the clock at every step: states by value (and whether an error shows)
    // keep the walk finite.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.expiresAt, snapshot.context.error]),
    // `checking` is a choice left in the step that enters it (`always`): no snapshot rests there.
    unreachable: ['sessionExpiry.checking'],
  });
});
