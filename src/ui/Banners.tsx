import { useRef } from 'react';
import {
  MAX_VISIBLE_BANNERS,
  isBannerDismissable,
  visibleBanners,
  type Banner,
  type DismissedBanners,
} from '../domain/banners';
import './kit.css';

export interface BannersProps {
  banners: readonly Banner[];
  /** The stored dismissals (`dismissed-banners`); the parent owns reading and writing them. */
  dismissed: DismissedBanners;
  /** The user dismissed a banner; the parent records it (see `dismissBanner`). */
  onDismiss: (uuid: string) => void;
  /** Marketing style (a bold band) or product style (a quiet panel). */
  appearance?: 'marketing' | 'product';
  /** Only banners listing this app. */
  app?: string;
  /** At most this many (2 by default), newest first by creation time. */
  max?: number;
}

/**
 * Announcement banners. Which to show is the pure rule in `src/domain/banners.ts` (not
 * dismissed, or updated since; newest first; at most 2). After a dismissal focus moves to the
 * banner region so keyboard users are not dropped at the top of the page.
 */
export function Banners({
  banners,
  dismissed,
  onDismiss,
  appearance = 'product',
  app,
  max = MAX_VISIBLE_BANNERS,
}: BannersProps) {
  const regionRef = useRef<HTMLElement>(null);
  const shown = visibleBanners(banners, dismissed, { app, max });
  if (shown.length === 0) return null;
  return (
    <section
      className={`kit-banners kit-banners--${appearance}`}
      aria-label="Announcements"
      ref={regionRef}
      tabIndex={-1}
    >
      <ul className="kit-banners__list">
        {shown.map((banner) => {
          const messageId = `banner-${banner.uuid}`;
          return (
            <li key={banner.uuid} className={`kit-banner kit-banner--${banner.variant}`}>
              <p className="kit-banner__message" id={messageId}>
                {banner.variant === 'warn' ? (
                  <span className="kit-visually-hidden">Warning: </span>
                ) : null}
                {banner.message}
              </p>
              {isBannerDismissable(banner) ? (
                <button
                  type="button"
                  className="kit-banner__dismiss"
                  aria-describedby={messageId}
                  onClick={() => {
                    onDismiss(banner.uuid);
                    regionRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                  <span className="kit-visually-hidden">Dismiss</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
