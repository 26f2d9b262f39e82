/**
 * Model-based paths: every state of the signer login chart is reached by a generated path, and
 * every path replays on a real actor.
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import type { PathEvent } from '../testing/model';
import { signerLoginMachine } from './signer-login.machine';

const GOOD = { password: 'Signer-password1!', confirmPassword: 'Signer-password1!' };
const conflict = new ApiError({ kind: 'http', status: 409, url: '/x', message: 'USED' });
const outage = new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Unavailable' });

const events: PathEvent<typeof signerLoginMachine>[] = [
  {
    type: 'xstate.done.actor.readInvitation',
    output: { status: 'VALID', email: 'jamie@example.com', primaryBorrowerName: 'Alex Sample' },
  },
  {
    type: 'xstate.done.actor.readInvitation',
    output: { status: 'EXPIRED', email: null, primaryBorrowerName: null },
  },
  {
    type: 'xstate.done.actor.readInvitation',
    output: { status: 'USED', email: null, primaryBorrowerName: null },
  },
  { type: 'xstate.error.actor.readInvitation', error: outage },
  { type: 'CHANGE', values: GOOD },
  { type: 'CHANGE', values: { password: 'short', confirmPassword: '' } },
  { type: 'xstate.error.actor.createPassword', error: conflict },
  { type: 'xstate.error.actor.createPassword', error: outage },
];

describe('signer login machine: graph paths', () => {
  testMachineReachability(signerLoginMachine, {
    events,
    strategy: 'shortest',
    input: { token: 'tok-1', authMode: 'legacy' },
    filterEvents: (snapshot) => snapshot.status !== 'done',
    unreachable: ['signerLogin.deciding'],
  });
});
