/** The banner chart's call: the banner data file, not cached, aborted with the actor. */
import { fromPromise } from 'xstate';
import { getBanners, type Banner, type BannerSource } from '../../src/api/banners';

export const bannersActors = {
  loadBanners: fromPromise<Banner[], { source: BannerSource }>(({ input, signal }) =>
    getBanners(input.source, { signal }),
  ),
};
