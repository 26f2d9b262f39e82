/**
 * Model-based paths: every state of the toasts chart is reached by a generated path, and every
 * path replays on a real actor.
 */
import { testMachineReachability, type PathEvent } from '../testing/model';
import { toastsMachine } from './toasts.machine';

describe('toasts machine: graph paths', () => {
  const events: PathEvent<typeof toastsMachine>[] = [
    { type: 'TOAST.SHOW', message: 'Saved', variant: 'success' },
    { type: 'TOAST.DISMISS', id: 'toast-1' },
    { type: 'TOAST.SHOW', message: 'Not saved', variant: 'error' },
  ];
  testMachineReachability(toastsMachine, {
    events,
    strategy: 'shortest',
    // The list grows with every TOAST.SHOW: states by value only keep the walk finite.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
});
