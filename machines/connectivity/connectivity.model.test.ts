/**
 * Model-based paths: every state of the connectivity chart is reached by a generated path, from
 * a browser that starts online and from one that starts offline, and every path replays on a
 * real actor. `starting` is a choice the chart leaves in the same step it enters (`always`): no
 * snapshot ever rests there, so it is listed as unreachable.
 */
import { testMachineReachability } from '../testing/model';
import { connectivityMachine } from './connectivity.machine';

describe('connectivity machine: graph paths (starts online)', () => {
  testMachineReachability(connectivityMachine, {
    input: { online: true },
    events: [{ type: 'OFFLINE' }, { type: 'ONLINE' }],
    unreachable: ['connectivity.starting'],
  });
});

describe('connectivity machine: graph paths (starts offline)', () => {
  testMachineReachability(connectivityMachine, {
    input: { online: false },
    events: [{ type: 'OFFLINE' }, { type: 'ONLINE' }],
    unreachable: ['connectivity.starting'],
  });
});
