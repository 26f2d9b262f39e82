/**
 * The browser's connectivity, for the shell's offline banner (issue 17, part 4).
 *
 * - Starts from what the browser says now (`navigator.onLine`, the input), then follows the
 *   window's `online` / `offline` events (the `connectivityEvents` actor, connectivity.actors.ts).
 * - Offline: the banner "You're offline. Check your connection; we'll carry on when you're back."
 *   stays as long as the browser is offline.
 * - Back online: "You're back online." for BACK_ONLINE_NOTICE_MS, then nothing.
 *
 * The chart only tells; what waits for the network (a step's retry) listens to the same events
 * itself. `navigator.onLine` false is reliable (no network at all); true only means "some
 * network", so a call can still fail while the banner is away: that call's own error says so.
 */
import { fromCallback, setup } from 'xstate';
import type { ConnectivityEvent } from './connectivity.actors';

export interface ConnectivityInput {
  /** `navigator.onLine` when the shell starts. */
  online: boolean;
}

export interface ConnectivityContext {
  startedOnline: boolean;
}

/**
 * 5 s: "You're back online." is four words (about 1.5 s to read); 5 s lets a user who was
 * looking elsewhere notice it. Screen readers get it at once from the live region, and it only
 * confirms what the user can now do anyway, so its going away loses nothing (WCAG 2.2.1 does not
 * apply to a status that needs no action).
 */
export const BACK_ONLINE_NOTICE_MS = 5000;

export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    tags: {} as 'offline' | 'restored',
  },
  actors: {
    // Provided by the app (connectivity.actors.ts `connectivityEvents`); silent here.
    connectivityEvents: fromCallback<{ type: string }>(() => undefined),
  },
  guards: {
    startedOffline: ({ context }) => !context.startedOnline,
  },
  delays: {
    /** How long "You're back online." shows (BACK_ONLINE_NOTICE_MS, 5 s). */
    BACK_ONLINE_NOTICE: BACK_ONLINE_NOTICE_MS,
  },
}).createMachine({
  id: 'connectivity',
  description:
    'Connectivity: offline while the browser says so (the banner); back online, a short confirmation.',
  context: ({ input }) => ({ startedOnline: input.online }),
  invoke: { id: 'connectivityEvents', src: 'connectivityEvents' },
  initial: 'starting',
  states: {
    starting: {
      description: 'What the browser says when the shell starts.',
      always: [{ guard: 'startedOffline', target: 'offline' }, { target: 'online' }],
    },
    online: {
      description: 'Connected (as far as the browser knows).',
      initial: 'steady',
      on: { OFFLINE: 'offline' },
      states: {
        steady: { description: 'Nothing to show.' },
        restored: {
          description: 'Just back: "You\'re back online." for 5 s.',
          tags: ['restored'],
          after: { BACK_ONLINE_NOTICE: 'steady' },
        },
      },
    },
    offline: {
      description: 'No network: the banner "You\'re offline…" stays until the browser is back.',
      tags: ['offline'],
      on: { ONLINE: 'online.restored' },
    },
  },
});

export type ConnectivityMachine = typeof connectivityMachine;
