/**
 * Model-based paths: every state of the session chart is reached by a generated path, and every
 * path replays on a real actor. The branches themselves are pinned by the hand-written specs
 * (session.machine.test.ts).
 */
import { ApiError } from '../../src/api/errors';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { notificationsMachine } from './notifications.machine';
import { sessionMachine } from './session.machine';
import { BORROWER_IDENTITY, DEFAULT_INPUT, profileOf } from './session.testing';

const unauthenticated = new ApiError({ kind: 'http', status: 401, url: '/identity', message: 'x' });
const unavailable = new ApiError({ kind: 'http', status: 503, url: '/x', message: 'x' });

const sessionEvents: PathEvent<typeof sessionMachine>[] = [
  { type: 'xstate.done.actor.fetchFlags', output: {} },
  { type: 'xstate.error.actor.fetchFlags', error: unavailable },
  { type: 'xstate.done.actor.fetchIdentity', output: BORROWER_IDENTITY },
  { type: 'xstate.error.actor.fetchIdentity', error: unauthenticated },
  { type: 'xstate.error.actor.fetchIdentity', error: unavailable },
  { type: 'xstate.done.actor.fetchProfile', output: profileOf() },
  { type: 'xstate.done.actor.fetchProfile', output: profileOf({ type: 'CO_DEEDER' }) },
  { type: 'xstate.error.actor.fetchProfile', error: unavailable },
  { type: 'xstate.done.actor.requestLogin', output: '/auth/login' },
  { type: 'xstate.error.actor.requestLogin', error: unavailable },
  { type: 'xstate.done.actor.requestLogout' },
  { type: 'xstate.error.actor.requestLogout', error: unavailable },
  { type: 'LOCATION.CHANGED', pathname: '/register-v2', search: '' },
  { type: 'ORG.CHANGED', orgCode: 'fairway' },
  { type: 'ERROR.SHOWN', message: 'Boom' },
  { type: 'SESSION.REFRESH', hasStoredToken: true },
];

describe('session machine: graph paths', () => {
  describe('with a stored token', () => {
    testMachineReachability(sessionMachine, {
      events: sessionEvents,
      strategy: 'shortest',
      input: { ...DEFAULT_INPUT, hasStoredToken: true },
      // The same state with the same facts counts once.
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.signInSource,
          snapshot.context.profile?.type ?? null,
        ]),
      // A final snapshot takes no more events (the actor ignores them; the pure traversal does not).
      filterEvents: (snapshot) => snapshot.status !== 'done',
    });
  });
});

const FOUR = [1, 2, 3, 4].map((n) => ({
  id: `n${n}`,
  title: `Notification ${n}`,
  body: null,
  isUnread: n === 4,
  timestamp: `2026-01-0${n}T12:00:00Z`,
  action: null,
}));

describe('notifications machine: graph paths', () => {
  testMachineReachability(notificationsMachine, {
    events: [
      { type: 'xstate.done.actor.fetchNotifications', output: [] },
      { type: 'xstate.done.actor.fetchNotifications', output: FOUR },
      { type: 'xstate.error.actor.fetchNotifications', error: unavailable },
    ],
  });
});
