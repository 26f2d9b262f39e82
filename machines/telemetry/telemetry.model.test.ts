/**
 * Model-based paths: every state of the telemetry chart is reached by a generated path, and every
 * path replays on a real actor. Timing and the branches are pinned in telemetry.machine.test.ts.
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { telemetryMachine } from './telemetry.machine';
import { DEFAULT_INPUT } from './telemetry.testing';

const down = new ApiError({ kind: 'http', status: 503, url: '/ft', message: 'x' });
const APP = 'a0000000-0000-4000-8000-000000000001';

const events: PathEvent<typeof telemetryMachine>[] = [
  {
    type: 'xstate.done.actor.startSession',
    output: { sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' } },
  },
  { type: 'xstate.done.actor.startSession', output: { sessionKey: null } },
  { type: 'xstate.error.actor.startSession', error: down },
  { type: 'xstate.done.actor.startReplay', output: { id: 'r', url: 'https://replay/r' } },
  { type: 'xstate.done.actor.startReplay', output: null },
  { type: 'xstate.error.actor.startReplay', error: down },
  { type: 'xstate.done.actor.saveReplayLink' },
  { type: 'xstate.error.actor.saveReplayLink', error: down },
  { type: 'PAGE.VIEWED', pathname: `/${APP}/start/hmda`, search: '' },
  { type: 'CONSENT.CHANGED', analytics: false },
  { type: 'CONSENT.CHANGED', analytics: true },
  { type: 'IDENTITY.CHANGED', identityId: 'id-1' },
];

describe('telemetry machine: graph paths', () => {
  describe('analytics declined at start', () => {
    testMachineReachability(
      telemetryMachine.provide({ guards: { replayLinkUnsaved: () => true } }),
      {
        events,
        strategy: 'shortest',
        input: { ...DEFAULT_INPUT, analytics: false },
        unreachable: ['telemetry.checkingConsent', 'telemetry.on.replay.recording.checking'],
        serializeState: (snapshot) =>
          JSON.stringify([
            snapshot.value,
            snapshot.context.attempts,
            snapshot.context.replay !== null,
          ]),
      },
    );
  });

  describe('analytics allowed', () => {
    testMachineReachability(
      telemetryMachine.provide({ guards: { replayLinkUnsaved: () => true } }),
      {
        events,
        strategy: 'shortest',
        input: DEFAULT_INPUT,
        // Transient: each only chooses where to go (an `always`), never rests.
        unreachable: ['telemetry.checkingConsent', 'telemetry.on.replay.recording.checking'],
        // The same states with the same attempt count count once.
        serializeState: (snapshot) =>
          JSON.stringify([
            snapshot.value,
            snapshot.context.attempts,
            snapshot.context.replay !== null,
          ]),
      },
    );
  });
});
