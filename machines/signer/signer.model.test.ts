/**
 * Model-based paths: every state of the chart is reached by a generated path, and every path
 * replays on a real actor. Timing and caps are pinned by the hand-written specs
 * (signer.machine.test.ts); here they are shrunk so the graph stays small.
 */
import { testMachineReachability } from '../testing/model';
import type { PathEvent } from '../testing/model';
import { signerScreenFor } from '../../src/domain/signer';
import { signerMachine } from './signer.machine';
import { STATUSES, httpError } from './signer.testing';

/** The chart under traversal: caps of one try (the real 5 and 14 add states, not behaviour). */
const model = signerMachine.provide({
  guards: {
    fetchAttemptsLeft: ({ context }) => context.retries < 1,
    waitingTriesLeft: ({ context }) => context.retries < 1,
  },
});

const events: PathEvent<typeof model>[] = [
  { type: 'xstate.done.actor.identifySigner', output: true },
  { type: 'xstate.done.actor.identifySigner', output: false },
  { type: 'xstate.error.actor.identifySigner', error: httpError(503) },
  { type: 'xstate.done.actor.fetchStatus', output: STATUSES.new },
  { type: 'xstate.done.actor.fetchStatus', output: STATUSES.inReview },
  { type: 'xstate.done.actor.fetchStatus', output: STATUSES.signed },
  { type: 'xstate.done.actor.fetchStatus', output: STATUSES.notary },
  { type: 'xstate.done.actor.fetchStatus', output: STATUSES.cancelled },
  { type: 'xstate.error.actor.fetchStatus', error: httpError(400) },
  { type: 'xstate.error.actor.fetchStatus', error: httpError(401) },
  { type: 'xstate.error.actor.fetchStatus', error: httpError(503) },
  { type: 'LOCATION.CHANGED', screen: 'sign' },
];

describe('signer machine: graph paths', () => {
  testMachineReachability(model, {
    events,
    strategy: 'shortest',
    input: { currentScreen: null },
    // The same state with the same routing facts counts once. The current page is left out: it
    // picks between navigating and not, never the state the chart rests in (the specs pin it).
    serializeState: (snapshot) => {
      const { context } = snapshot;
      return JSON.stringify([
        snapshot.value,
        context.status && signerScreenFor(context.status),
        context.retries,
        context.hidden,
      ]);
    },
    // A final snapshot takes no more events (the actor ignores them; the pure traversal does not).
    filterEvents: (snapshot) => snapshot.status !== 'done',
    // Eventless states: the chart passes through them within one step and never rests there.
    unreachable: [
      'signer.deciding',
      'signer.routing',
      'signer.waiting.arriving',
      'signer.waiting.checkingTab',
    ],
  });
});
