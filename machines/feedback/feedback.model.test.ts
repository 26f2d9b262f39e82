/**
 * Model-based paths: every state of the feedback chart is reached by a generated path, and
 * every path replays on a real actor.
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { feedbackMachine } from './feedback.machine';

const events: PathEvent<typeof feedbackMachine>[] = [
  { type: 'FEEDBACK.OPEN', pathname: '/register/support' },
  {
    type: 'FEEDBACK.CHANGE',
    values: { topic: 'IMPROVE', message: 'Please add a dark theme.', marketingConsent: true },
  },
  { type: 'FEEDBACK.CHANGE', values: { message: 'short' } },
  {
    type: 'xstate.error.actor.sendFeedback',
    error: new ApiError({ kind: 'http', status: 400, url: '/x', message: 'Refused' }),
  },
];

describe('feedback machine: graph paths', () => {
  testMachineReachability(feedbackMachine, {
    events,
    strategy: 'shortest',
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.values, snapshot.context.serverError]),
  });
});
