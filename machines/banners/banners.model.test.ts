/**
 * Model-based paths: every state of the banner chart is reached by a generated path, and every
 * path replays on a real actor.
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
];

describe('banners machine: graph paths', () => {
  testMachineReachability(bannersMachine, {
    events,
    strategy: 'shortest',
    // A dismissal made before the banner's update: the load drops it (the stale branch).
    input: {
      source: 'test',
      app: 'heloc',
      dismissed: { [UUID]: { at: '2026-05-02T00:00:00.000Z' } },
    },
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
});
