/**
 * Model-based paths: every state and every transition of the banner chart is taken by a generated
 * path, with and without the hold for the next page, and every path replays on a real actor.
 */
import { ApiError } from '../../src/api/errors';
import type { Banner } from '../../src/api/banners';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { bannersMachine } from './banners.machine';

const UUID = 'ba000001-0000-4000-8000-000000000000';
const BANNER: Banner = {
  uuid: UUID,
  message: 'Hours change on Monday',
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-03T00:00:00.000Z' },
};

const events: PathEvent<typeof bannersMachine>[] = [
  { type: 'xstate.done.actor.loadBanners', output: [BANNER] },
  {
    type: 'xstate.error.actor.loadBanners',
    error: new ApiError({ kind: 'network', status: 0, url: '/b', message: 'offline' }),
  },
  { type: 'BANNER.DISMISS', uuid: UUID },
  { type: 'PAGE.CHANGED' },
];

// A dismissal made before the banner's update: the load drops it (the stale branch).
const STALE_DISMISSAL = { [UUID]: { at: '2026-05-02T00:00:00.000Z' } };

describe('banners machine: graph paths', () => {
  describe('a page rendered in the browser: banners show on arrival', () => {
    testMachineReachability(bannersMachine, {
      events,
      // Every transition, not only every state: held → shown by a page change included.
      strategy: 'transitions',
      input: { source: 'test', app: 'heloc', dismissed: STALE_DISMISSAL, holdUntilNextPage: false },
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      unreachable: [
        // Nothing is held on a page painted with the list known.
        'banners.held',
        // Transient (eventless) choice state: a snapshot is never at rest in it.
        'banners.arrived',
      ],
    });
  });

  describe('the prerendered page: banners wait for the next page', () => {
    testMachineReachability(bannersMachine, {
      events,
      // Every transition, not only every state: held → shown by a page change included.
      strategy: 'transitions',
      input: { source: 'test', app: 'heloc', dismissed: STALE_DISMISSAL, holdUntilNextPage: true },
      // The same state with or without the hold counts twice: a page change while loading is a
      // path of its own (the list then shows on arrival).
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.holdUntilNextPage]),
      unreachable: ['banners.arrived'],
    });
  });
});
