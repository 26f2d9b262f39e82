/**
 * Pure rules of telemetry (shell §3, §7): the page-view event body, de-duplication, the product
 * type, and the per-application marks of what was saved once.
 */
import { APP_BASE_PATH } from '../../src/domain/appPaths';
import { telemetryQueryParams } from '../../src/domain/queryParams';
import type { SessionKey, TelemetryEvent } from '../../src/api/telemetry';
import { applicationIdIn, toAppPath } from '../session/session.rules';
import type { PageView, StoredTelemetryKey } from './telemetry.types';

/** Session tries (shell §4, §9). */
export const SESSION_ATTEMPTS = 3;

/** The page-view event (designed: the spec names no event; docs/sandbox.md). */
export const PAGE_VIEW_EVENT = 'HELOC: Page View';
export const PAGE_VIEW_EVENT_TYPE = 'page';

/** Feedback and telemetry product types (shell §9). */
export const HELOC_PRODUCT_TYPE = 'HELOC';
export const CRYPTO_HELOC_PRODUCT_TYPE = 'CRYPTO_HELOC';

/** The page view a location is (personal data and unknown parameters dropped). */
export function pageViewOf(pathname: string, search: string, identityId: string | null): PageView {
  const path = toAppPath(pathname);
  return {
    pagePath: `${APP_BASE_PATH}${path === '/' ? '' : path}`,
    queryParams: telemetryQueryParams(search),
    applicationUuid: applicationIdIn(path) ?? null,
    identityId,
  };
}

/**
 * The same path twice in a row is one page view: a re-render, a replace navigation, a query
 * change on the same screen.
 */
export function isRepeatView(lastPagePath: string | null, pathname: string): boolean {
  return lastPagePath !== null && lastPagePath === pageViewOf(pathname, '', null).pagePath;
}

/**
 * The event body (shell §3 "Event body"). Page views ask the service to de-duplicate by path too
 * (`dontDedupe: false`, `dedupeProperty: 'pagePath'`): a second tab's identical view is one view.
 */
export function pageViewEvent(
  view: PageView,
  sessionKey: SessionKey,
  domain: string,
  productType: string = HELOC_PRODUCT_TYPE,
): TelemetryEvent {
  return {
    domain,
    queryParams: view.queryParams,
    pagePath: view.pagePath,
    event: PAGE_VIEW_EVENT,
    sessionKey,
    ...(view.identityId ? { identityId: view.identityId } : {}),
    ...(view.applicationUuid ? { applicationUuid: view.applicationUuid } : {}),
    eventType: PAGE_VIEW_EVENT_TYPE,
    productType,
    eventProperties: { pagePath: view.pagePath },
    dontDedupe: false,
    dedupeProperty: 'pagePath',
  };
}

/** The stored key as one to resume: null when the device holds none. */
export function resumableKey(stored: StoredTelemetryKey | null): SessionKey | null {
  if (!stored || (!stored.uuid && !stored.trackerUuid)) return null;
  return stored;
}

export { REPLAY_LINK_SAVED_KEY, markedApplications, withMark } from '../../src/domain/savedOnce';
