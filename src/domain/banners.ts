/**
 * Banners (spec §3, §4): shown unless dismissed; a dismissal is saved locally under
 * `dismissed-banners` as `{ [uuid]: { at } }` and hides the banner until the banner changes
 * (its `updatedAt` is later than the dismissal), when the dismissal is dropped. At most 2 are
 * shown by default, newest first by `createdAt`.
 */

export const DISMISSED_BANNERS_KEY = 'dismissed-banners';
export const MAX_VISIBLE_BANNERS = 2;
/**
 * This app's name in a banner's `apps` list: the banner data file is shared by the company's
 * apps, and only the banners listing `heloc` show here (the sandbox's seed uses the same name).
 */
export const BANNER_APP = 'heloc';
/**
 * A banner as these rules need it. Structural, so the list `src/api/banners.ts` parses (which
 * owns the shape check and its 'Banner data does not match the expected format' error) can be
 * passed as is. A missing `active` or `dismissable` flag counts as true.
 */
export interface Banner {
  uuid: string;
  message: string;
  apps: readonly string[];
  variant: 'info' | 'warn';
  active?: boolean | null;
  dismissable?: boolean | null;
  metadata?: { createdAt?: string | null; updatedAt?: string | null } | null;
}

export type BannerVariant = Banner['variant'];

export const isBannerActive = (banner: Banner): boolean => banner.active !== false;
export const isBannerDismissable = (banner: Banner): boolean => banner.dismissable !== false;

/** When each banner was dismissed; `at` is an ISO timestamp. */
export type DismissedBanners = Record<string, { at: string }>;

const time = (value: string | number | null | undefined): number =>
  value === undefined || value === null ? Number.NaN : new Date(value).getTime();

/** Reads the stored record leniently: unreadable JSON or entries are dropped, never thrown. */
export function parseDismissedBanners(raw: string | null | undefined): DismissedBanners {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const out: DismissedBanners = {};
  for (const [uuid, entry] of Object.entries(data)) {
    const at = (entry as { at?: unknown } | null)?.at;
    if ((typeof at === 'string' || typeof at === 'number') && !Number.isNaN(time(at))) {
      out[uuid] = { at: new Date(at).toISOString() };
    }
  }
  return out;
}

export function serializeDismissedBanners(dismissed: DismissedBanners): string {
  return JSON.stringify(dismissed);
}

/** Records a dismissal at `now`. Returns a new record. */
export function dismissBanner(
  dismissed: DismissedBanners,
  uuid: string,
  now: Date = new Date(),
): DismissedBanners {
  return { ...dismissed, [uuid]: { at: now.toISOString() } };
}

/** The dismissal still holds unless the banner was updated after it. */
function dismissalHolds(banner: Banner, at: string): boolean {
  const updated = time(banner.metadata?.updatedAt);
  return Number.isNaN(updated) || updated <= time(at);
}

/** A banner that is not dismissable is never hidden by a stale dismissal record. */
export function isBannerDismissed(banner: Banner, dismissed: DismissedBanners): boolean {
  if (!isBannerDismissable(banner)) return false;
  const entry = dismissed[banner.uuid];
  return entry !== undefined && dismissalHolds(banner, entry.at);
}

/**
 * Drops the dismissals of banners updated since: they show again. Dismissals of banners absent
 * from the list are kept (the list may be filtered for another app). Returns the same object when
 * nothing changed, so callers can skip a storage write.
 */
export function pruneDismissals(
  banners: readonly Banner[],
  dismissed: DismissedBanners,
): DismissedBanners {
  let changed = false;
  const next: DismissedBanners = { ...dismissed };
  for (const banner of banners) {
    const entry = next[banner.uuid];
    if (entry && !dismissalHolds(banner, entry.at)) {
      delete next[banner.uuid];
      changed = true;
    }
  }
  return changed ? next : dismissed;
}

/**
 * The banners to show: active, for `app` when given, not dismissed, newest first by `createdAt`
 * (undated last), at most `max` (2 by default).
 */
export function visibleBanners<B extends Banner>(
  banners: readonly B[],
  dismissed: DismissedBanners,
  { app, max = MAX_VISIBLE_BANNERS }: { app?: string; max?: number } = {},
): B[] {
  const created = (b: B) => {
    const t = time(b.metadata?.createdAt);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  return banners
    .filter((b) => isBannerActive(b) && (app === undefined || b.apps.includes(app)))
    .filter((b) => !isBannerDismissed(b, dismissed))
    .sort((a, b) => created(b) - created(a))
    .slice(0, Math.max(0, max));
}
