/**
 * What the app does for the banner chart: read and write the dismissals (localStorage
 * `dismissed-banners`, shell §3) and log a failed load (console.warn: banners are not worth an
 * error the user sees, spec §8).
 */
import type { BannerSource } from '../../src/api/banners';
import {
  BANNER_APP,
  DISMISSED_BANNERS_KEY,
  parseDismissedBanners,
  serializeDismissedBanners,
  type DismissedBanners,
} from '../../src/domain/banners';
import type { BannersInput } from './banners.machine';

export interface BannersHostDeps {
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  warn: (...args: unknown[]) => void;
}

/** The message logged with a failed load. */
export const BANNER_LOAD_FAILED = 'Banners not shown:';

/**
 * The chart's input: the file for this build, this app, the stored dismissals, and whether the
 * banners wait for the next page (the page on screen was prerendered: painted before the list
 * could be known).
 */
export function bannersInputFrom(
  deps: Pick<BannersHostDeps, 'localStorage'>,
  source: BannerSource,
  holdUntilNextPage: boolean,
): BannersInput {
  return {
    source,
    app: BANNER_APP,
    dismissed: parseDismissedBanners(deps.localStorage.getItem(DISMISSED_BANNERS_KEY)),
    holdUntilNextPage,
  };
}

/** The banner chart's host actions, for `bannersMachine.provide({ actions })`. */
export function bannersHost(deps: BannersHostDeps) {
  return {
    saveDismissed: (_: unknown, params: { dismissed: DismissedBanners }) => {
      deps.localStorage.setItem(DISMISSED_BANNERS_KEY, serializeDismissedBanners(params.dismissed));
    },
    logLoadError: (_: unknown, params: { error: unknown }) => {
      const error = params.error;
      deps.warn(BANNER_LOAD_FAILED, error instanceof Error ? error.message : String(error));
    },
  };
}
