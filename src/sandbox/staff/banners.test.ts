import { Lender, manualClock, sequentialIds } from '../lender';
import { parseControls } from './controls';
import { applyBannerControl, parseBannerControl } from './banners';

const NOW = '2026-03-02T18:00:00.000Z';
const SEED_INFO_UUID = 'ba000000-0000-4000-8000-000000000001';

function lender() {
  const clock = manualClock(NOW);
  return { clock, lender: new Lender({ ids: sequentialIds('ba5e0000'), clock }) };
}

describe('banner= staff control', () => {
  it('parses publish and update, and refuses anything else with the usage', () => {
    expect(parseBannerControl('publish:Closed on Friday: back Monday')).toEqual({
      ok: true,
      action: { kind: 'banner', act: 'publish', message: 'Closed on Friday: back Monday' },
    });
    expect(parseBannerControl(`update:${SEED_INFO_UUID.toUpperCase()}`)).toEqual({
      ok: true,
      action: { kind: 'banner', act: 'update', uuid: SEED_INFO_UUID, message: null },
    });
    expect(parseBannerControl(`update:${SEED_INFO_UUID}:New words`)).toMatchObject({
      ok: true,
      action: { message: 'New words' },
    });
    for (const bad of ['publish:', 'update:nope', 'delete:x', '']) {
      expect(parseBannerControl(bad)).toMatchObject({ ok: false });
    }
    expect(parseControls('banner=update:nope').messages[0]?.text).toMatch(/^banner=update:nope: /);
  });

  it('publishes a new active, dismissable banner for the app, dated now', () => {
    const { lender: l } = lender();
    const result = applyBannerControl(
      { kind: 'banner', act: 'publish', message: 'Closed on Friday' },
      l,
    );
    expect(result).toMatchObject({
      ok: true,
      banner: {
        message: 'Closed on Friday',
        apps: ['heloc'],
        variant: 'info',
        active: true,
        dismissable: true,
        metadata: { createdAt: NOW, updatedAt: NOW },
      },
    });
    expect(l.state.banners.at(-1)?.message).toBe('Closed on Friday');
  });

  it('update makes updatedAt now (and active), keeping createdAt; an unknown uuid is refused', () => {
    const { lender: l, clock } = lender();
    const before = l.state.banners.find((b) => b.uuid === SEED_INFO_UUID)!;
    clock.advance(60_000);
    applyBannerControl({ kind: 'banner', act: 'update', uuid: SEED_INFO_UUID, message: null }, l);
    const after = l.state.banners.find((b) => b.uuid === SEED_INFO_UUID)!;
    expect(after.metadata).toEqual({
      createdAt: before.metadata.createdAt,
      updatedAt: new Date(Date.parse(NOW) + 60_000).toISOString(),
    });
    expect(after.message).toBe(before.message);
    expect(
      applyBannerControl(
        {
          kind: 'banner',
          act: 'update',
          uuid: 'ffffffff-0000-4000-8000-000000000000',
          message: null,
        },
        l,
      ),
    ).toMatchObject({ ok: false });
  });
});
