/**
 * The staff tools' banner control (`banner=`, docs/sandbox.md "Query controls"): publish a new
 * banner, or update one so its `updatedAt` is now (a banner a user dismissed before then shows
 * again: shell §4).
 *
 * - `publish:<text>`: a new active, dismissable `info` banner for the app (`heloc`), created and
 *   updated now.
 * - `update:<uuid>` or `update:<uuid>:<text>`: that banner's `updatedAt` becomes now (and its
 *   message `<text>`), and it is made active.
 */
import { BANNER_APP } from '../../domain/banners';
import { isUuid, type Banner, type Lender } from '../lender';

export type BannerControl =
  | { kind: 'banner'; act: 'publish'; message: string }
  | { kind: 'banner'; act: 'update'; uuid: string; message: string | null };

export type ParsedBannerControl =
  { ok: true; action: BannerControl } | { ok: false; message: string };

const USAGE = 'expected publish:<text>, update:<banner uuid> or update:<banner uuid>:<text>';

export function parseBannerControl(raw: string): ParsedBannerControl {
  const value = raw.trim();
  const [act = '', ...rest] = value.split(':');
  if (act === 'publish') {
    const message = rest.join(':').trim();
    if (message) return { ok: true, action: { kind: 'banner', act: 'publish', message } };
  } else if (act === 'update') {
    const [uuidText = '', ...text] = rest;
    const uuid = uuidText.trim().toLowerCase();
    const message = text.length > 0 ? text.join(':').trim() || null : null;
    if (isUuid(uuid)) return { ok: true, action: { kind: 'banner', act: 'update', uuid, message } };
  }
  return { ok: false, message: `banner=${raw}: ${USAGE}` };
}

export type BannerControlResult = { ok: true; banner: Banner } | { ok: false; message: string };

export function applyBannerControl(action: BannerControl, lender: Lender): BannerControlResult {
  const now = lender.nowIso();
  if (action.act === 'publish') {
    return {
      ok: true,
      banner: lender.saveBanner({
        uuid: lender.newId(),
        message: action.message,
        apps: [BANNER_APP],
        variant: 'info',
        active: true,
        dismissable: true,
        metadata: { createdAt: now, updatedAt: now },
      }),
    };
  }
  const banner = lender.state.banners.find((b) => b.uuid === action.uuid);
  if (!banner) return { ok: false, message: `no banner ${action.uuid}` };
  return {
    ok: true,
    banner: lender.saveBanner({
      ...banner,
      message: action.message ?? banner.message,
      active: true,
      metadata: { ...banner.metadata, updatedAt: now },
    }),
  };
}
