/**
 * Model-based paths: every state of the chart is reached by a generated path, and every path
 * replays on a real actor. Timing and caps are pinned by the hand-written specs
 * (application-status.machine.test.ts); here they are shrunk so the graph stays small.
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import type { PathEvent } from '../testing/model';
import { applicationStatusMachine } from './application-status.machine';
import { PRIMARY_APPLICATION } from './application-status.testing';

/**
 * The chart under traversal: caps of one try (the real 14 and 7 would multiply the states without
 * adding any), and no stale-time reuse (the traversal's clock is the wall clock, so freshness
 * would differ between traversal and replay; the reuse is pinned by its own specs).
 */
const model = applicationStatusMachine.provide({
  guards: {
    waitingTriesLeft: ({ context }) => context.retries < 1,
    unchangedRetriesLeft: ({ context }) => context.retries < 1,
    fetchRetriesLeft: ({ context }) => context.retries < 1,
    statusIsFresh: () => false,
  },
});

const failure = new ApiError({
  kind: 'http',
  status: 503,
  url: '/status',
  message: 'Unavailable.',
});

const events: PathEvent<typeof model>[] = [
  { type: 'xstate.done.actor.fetchStatus', output: { checklistStatus: 'HMDA' } },
  { type: 'xstate.done.actor.fetchStatus', output: { checklistStatus: 'WAITING_FOR_OFFERS' } },
  { type: 'xstate.done.actor.fetchStatus', output: { checklistStatus: 'GEN_NOTE_SIGNING' } },
  { type: 'xstate.done.actor.fetchStatus', output: { checklistStatus: 'SOMETHING_NEW' } },
  {
    type: 'xstate.done.actor.fetchStatus',
    output: { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' },
  },
  { type: 'xstate.error.actor.fetchStatus', error: failure },
  { type: 'xstate.done.actor.fetchApplicationContext', output: PRIMARY_APPLICATION },
  {
    type: 'xstate.done.actor.fetchApplicationContext',
    output: { application: null, profile: { type: null } },
  },
  {
    type: 'xstate.done.actor.fetchApplicationContext',
    output: { ...PRIMARY_APPLICATION, profile: { type: 'CO_DEEDER' } },
  },
  {
    type: 'xstate.done.actor.fetchApplicationContext',
    output: { ...PRIMARY_APPLICATION, profile: null },
  },
  {
    type: 'xstate.done.actor.fetchApplicationContext',
    output: { ...PRIMARY_APPLICATION, listedSigner: true },
  },
  { type: 'xstate.error.actor.fetchApplicationContext', error: failure },
  { type: 'LOCATION.CHANGED', screen: 'document/disclosures' },
  { type: 'LOCATION.CHANGED', screen: null },
];

describe('application status machine: graph paths', () => {
  testMachineReachability(model, {
    events,
    strategy: 'shortest',
    input: { applicationUuid: 'app-1' },
    // The same state with the same routing facts counts once (clock readings left out).
    serializeState: (snapshot) => {
      const { context } = snapshot;
      return JSON.stringify([
        snapshot.value,
        context.trigger,
        context.status?.checklistStatus,
        context.status?.uwDecision,
        context.retries,
        context.currentScreen === 'document/disclosures',
      ]);
    },
    // A final snapshot takes no more events (the actor ignores them; the pure traversal does not).
    filterEvents: (snapshot) => snapshot.status !== 'done',
    // Eventless states: the chart passes through them within one step and never rests there.
    unreachable: [
      'applicationStatus.loading.checkingFreshness',
      'applicationStatus.loading.checkingAccess',
      'applicationStatus.deciding',
      'applicationStatus.routing',
      'applicationStatus.waitingOnScreen.arriving',
    ],
  });
});
