import {
  DISMISSED_BANNERS_KEY,
  dismissBanner,
  isBannerDismissed,
  parseDismissedBanners,
  pruneDismissals,
  serializeDismissedBanners,
  visibleBanners,
  type Banner,
} from './banners';

const banner = (uuid: string, createdAt: string, overrides: Partial<Banner> = {}): Banner => ({
  uuid,
  message: `Banner ${uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...overrides,
});

describe('banner dismissal', () => {
  const jan1 = '2025-01-01T00:00:00.000Z';
  const dismissedAt = new Date('2025-01-02T00:00:00.000Z');

  it('is stored under dismissed-banners as uuid → { at }', () => {
    expect(DISMISSED_BANNERS_KEY).toBe('dismissed-banners');
    const record = dismissBanner({}, 'a', dismissedAt);
    expect(JSON.parse(serializeDismissedBanners(record))).toEqual({
      a: { at: '2025-01-02T00:00:00.000Z' },
    });
  });

  it('hides a dismissed banner while it is unchanged', () => {
    const record = dismissBanner({}, 'a', dismissedAt);
    expect(isBannerDismissed(banner('a', jan1), record)).toBe(true);
    expect(visibleBanners([banner('a', jan1)], record)).toEqual([]);
  });

  it('shows it again once updatedAt is later than the dismissal, and drops the dismissal', () => {
    const record = dismissBanner({}, 'a', dismissedAt);
    const updated = banner('a', jan1, {
      metadata: { createdAt: jan1, updatedAt: '2025-01-03T00:00:00.000Z' },
    });
    expect(isBannerDismissed(updated, record)).toBe(false);
    expect(visibleBanners([updated], record).map((b) => b.uuid)).toEqual(['a']);
    expect(pruneDismissals([updated], record)).toEqual({});
  });

  it('keeps the dismissal when updatedAt equals the dismissal time', () => {
    const record = dismissBanner({}, 'a', dismissedAt);
    const same = banner('a', jan1, {
      metadata: { createdAt: jan1, updatedAt: dismissedAt.toISOString() },
    });
    expect(isBannerDismissed(same, record)).toBe(true);
    expect(pruneDismissals([same], record)).toBe(record);
  });

  it('treats missing flags and metadata as active, dismissable and undated', () => {
    const bare: Banner = {
      uuid: 'b',
      message: 'Hi',
      apps: ['heloc'],
      variant: 'warn',
      metadata: null,
    };
    expect(visibleBanners([bare], {})).toEqual([bare]);
    expect(isBannerDismissed(bare, dismissBanner({}, 'b', dismissedAt))).toBe(true);
  });

  it('ignores a stale record for a banner that cannot be dismissed', () => {
    const record = dismissBanner({}, 'a', dismissedAt);
    expect(isBannerDismissed(banner('a', jan1, { dismissable: false }), record)).toBe(false);
  });

  it('reads the stored record leniently', () => {
    expect(parseDismissedBanners(null)).toEqual({});
    expect(parseDismissedBanners('{oops')).toEqual({});
    expect(parseDismissedBanners('[1]')).toEqual({});
    expect(parseDismissedBanners('{"a":{"at":1735776000000},"b":{"at":"nope"},"c":null}')).toEqual({
      a: { at: '2025-01-02T00:00:00.000Z' },
    });
  });
});

describe('visibleBanners', () => {
  const list = [
    banner('old', '2025-01-01T00:00:00Z'),
    banner('newest', '2025-03-01T00:00:00Z'),
    banner('middle', '2025-02-01T00:00:00Z'),
    banner('inactive', '2025-04-01T00:00:00Z', { active: false }),
    banner('other-app', '2025-05-01T00:00:00Z', { apps: ['pay'] }),
  ];

  it('shows at most 2, newest first by createdAt', () => {
    expect(visibleBanners(list, {}, { app: 'heloc' }).map((b) => b.uuid)).toEqual([
      'newest',
      'middle',
    ]);
  });

  it('takes another maximum', () => {
    expect(visibleBanners(list, {}, { app: 'heloc', max: 5 }).map((b) => b.uuid)).toEqual([
      'newest',
      'middle',
      'old',
    ]);
  });

  it('fills the freed place after a dismissal', () => {
    const record = dismissBanner({}, 'newest', new Date('2025-06-01T00:00:00Z'));
    expect(visibleBanners(list, record, { app: 'heloc' }).map((b) => b.uuid)).toEqual([
      'middle',
      'old',
    ]);
  });
});
