/** Banners snapshot → what the shell shows. */
import type { SnapshotFrom } from 'xstate';
import type { Banner } from '../../src/api/banners';
import { visibleBanners, type DismissedBanners } from '../../src/domain/banners';
import type { BannersMachine } from './banners.machine';

export interface BannersView {
  /**
   * The banners to show: active, for this app, not dismissed, newest first, at most 2. None while
   * loading, while held for the next page (nothing may push the painted page down), or after a
   * failed load.
   */
  banners: Banner[];
  /** The dismissals as they stand (the view's Banners component takes them too). */
  dismissed: DismissedBanners;
  app: string;
}

const NO_BANNERS: Banner[] = [];

export function selectBannersView(snapshot: SnapshotFrom<BannersMachine>): BannersView {
  const { context } = snapshot;
  return {
    banners: snapshot.matches('shown')
      ? visibleBanners(context.banners, context.dismissed, { app: context.app })
      : NO_BANNERS,
    dismissed: context.dismissed,
    app: context.app,
  };
}

/** Compares two views by what is shown (the banner list is rebuilt on every snapshot). */
export function sameBannersView(a: BannersView, b: BannersView): boolean {
  return (
    a.dismissed === b.dismissed &&
    a.app === b.app &&
    a.banners.length === b.banners.length &&
    a.banners.every((banner, i) => banner === b.banners[i])
  );
}
