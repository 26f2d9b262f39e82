/**
 * Announcement banners (shell spec §2, §3, §4, §7, §8).
 *
 * - Loaded once when the shell starts: the banner data file (production or test variant, chosen
 *   by the app's build), not cached, abortable (stopping the actor aborts the call).
 * - A failed load or data that does not match the expected shape ('Banner data does not match
 *   the expected format') shows no banners: the error is logged, the user sees nothing.
 * - Which banners show is the pure rule in src/domain/banners.ts: active, for this app, not
 *   dismissed, newest first by createdAt, at most 2.
 * - Dismissing a banner records `{ [uuid]: { at } }` (saved by the app under `dismissed-banners`)
 *   and hides it. A banner updated after its dismissal shows again, and the stale dismissal is
 *   removed from storage when the list loads.
 * - A banner never pushes a painted page down (decision 021, "Banners after the first paint"): when
 *   the page on screen was painted before the list could be known (the prerendered start page),
 *   the banners that arrive wait (`held`) and show from the next page on (`PAGE.CHANGED`). A list
 *   that arrives after the user has moved on shows at once.
 *
 * The chart names its implementations only: the app provides the loading actor
 * (banners.actors.ts) and the storage and logging actions (banners.host.ts).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Banner, BannerSource } from '../../src/api/banners';
import {
  dismissBanner,
  isBannerDismissable,
  pruneDismissals,
  type DismissedBanners,
} from '../../src/domain/banners';

export interface BannersInput {
  /** Which banner data file: the production one or its test variant. */
  source: BannerSource;
  /** Only banners listing this app show (src/domain/banners.ts `BANNER_APP`). */
  app: string;
  /** The dismissals stored so far (read by the app from `dismissed-banners`). */
  dismissed: DismissedBanners;
  /**
   * The page on screen was painted before the banner list could be known (the prerendered start
   * page): banners that arrive while the user is still on it wait for the next page. In the
   * context, false once the user has moved to another page.
   */
  holdUntilNextPage: boolean;
}

export interface BannersContext extends BannersInput {
  banners: Banner[];
}

export type BannersEvent =
  /** The user dismissed a banner (its × button). */
  | { type: 'BANNER.DISMISS'; uuid: string }
  /** The user moved to another page (the location's pathname changed after the first one). */
  | { type: 'PAGE.CHANGED' };

type Clock = { now?: () => number };

/** "Now" from the actor system's clock: a SimulatedClock in tests, Date.now in the app. */
function clockNow(system: { _clock: unknown }): number {
  const clock = system._clock as Clock;
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}

function notProvided(name: string): never {
  throw new Error(`banners: provide the "${name}" actor with machine.provide()`);
}

export const bannersMachine = setup({
  types: {
    context: {} as BannersContext,
    events: {} as BannersEvent,
    input: {} as BannersInput,
    tags: {} as 'loading',
  },
  actors: {
    loadBanners: fromPromise<Banner[], { source: BannerSource }>(async () =>
      notProvided('loadBanners'),
    ),
  },
  actions: {
    // Provided by the app (banners.host.ts); no-ops here so the chart runs in the visualiser.
    saveDismissed: (_, _params: { dismissed: DismissedBanners }) => {},
    logLoadError: (_, _params: { error: unknown }) => {},

    storeBanners: assign((_, params: { banners: Banner[] }) => ({ banners: params.banners })),
    /** The user is on another page now: nothing on screen can be pushed down by a banner. */
    dropHold: assign({ holdUntilNextPage: false }),
    /** Dismissals of banners updated since are dropped: those banners show again. */
    dropStaleDismissals: assign(({ context }) => ({
      dismissed: pruneDismissals(context.banners, context.dismissed),
    })),
    recordDismissal: assign(({ context, event, system }) => {
      assertEvent(event, 'BANNER.DISMISS');
      return {
        dismissed: dismissBanner(context.dismissed, event.uuid, new Date(clockNow(system))),
      };
    }),
  },
  guards: {
    /** Still on the page that was painted before the list could be known. */
    holdingUntilNextPage: ({ context }) => context.holdUntilNextPage,
    /** Some stored dismissal no longer holds (its banner was updated after it). */
    hasStaleDismissals: (_, params: { banners: Banner[]; dismissed: DismissedBanners }) =>
      pruneDismissals(params.banners, params.dismissed) !== params.dismissed,
    /** A banner on the list that may be dismissed (a stale button cannot hide another one). */
    dismissable: ({ context, event }) => {
      assertEvent(event, 'BANNER.DISMISS');
      const banner = context.banners.find((b) => b.uuid === event.uuid);
      return banner !== undefined && isBannerDismissable(banner);
    },
  },
}).createMachine({
  id: 'banners',
  description:
    'Banners: load the banner file once (no cache); a failure shows none; dismissals are stored until the banner is updated; on a page painted before the list was known, they wait for the next page.',
  context: ({ input }) => ({ ...input, banners: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the banner data file (abortable: leaving the page cancels it).',
      tags: ['loading'],
      invoke: {
        id: 'loadBanners',
        src: 'loadBanners',
        input: ({ context }) => ({ source: context.source }),
        onDone: [
          {
            guard: {
              type: 'hasStaleDismissals',
              params: ({ context, event }) => ({
                banners: event.output,
                dismissed: context.dismissed,
              }),
            },
            target: 'arrived',
            // Why: a banner updated after its dismissal comes back, and its dismissal goes
            // from storage too, so a later dismissal starts from a clean record.
            actions: [
              { type: 'storeBanners', params: ({ event }) => ({ banners: event.output }) },
              'dropStaleDismissals',
              {
                type: 'saveDismissed',
                params: ({ context }) => ({ dismissed: context.dismissed }),
              },
            ],
          },
          {
            target: 'arrived',
            actions: { type: 'storeBanners', params: ({ event }) => ({ banners: event.output }) },
          },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'logLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        // Why: the list is not known yet, so nothing was held; once the user is on another page
        // a banner can no longer push the first painted one down, so it shows on arrival.
        'PAGE.CHANGED': { actions: 'dropHold' },
      },
    },
    arrived: {
      description:
        'The list is known: it shows now, or waits when the page on screen was painted before the list could be known.',
      always: [{ guard: 'holdingUntilNextPage', target: 'held' }, { target: 'shown' }],
    },
    held: {
      description:
        'The list is known but the page on screen was painted without it: nothing shows, so nothing moves; the banners show from the next page on.',
      on: {
        'PAGE.CHANGED': { target: 'shown', actions: 'dropHold' },
      },
    },
    shown: {
      description: 'The list is known: the visible banners show; dismissing one hides it.',
      on: {
        'BANNER.DISMISS': {
          guard: 'dismissable',
          actions: [
            'recordDismissal',
            { type: 'saveDismissed', params: ({ context }) => ({ dismissed: context.dismissed }) },
          ],
        },
      },
    },
    unavailable: {
      description:
        'The file could not be read or did not match the expected format: no banners (logged, not shown).',
      type: 'final',
    },
  },
});

export type BannersMachine = typeof bannersMachine;
