/**
 * The screens a borrower may stay on while the status's own screen is another one of the same
 * step: the pages a step spans (select then confirm, link then callback, intro then sign), the
 * condition pages (open at any status) and a condition's identity check. Without this, a reload
 * (or a return from a bank's or an income provider's site) on such a page would send the borrower
 * back to the step's first page. Applies when the status is read on arrival or on a refresh, never
 * after a completed step: a completed step always goes where the new status says.
 *
 * DESIGNED (the spec shows the routes, not which ones belong together): docs/status-table.md.
 */
import type { ApplicationScreen, ApplicationScreenPattern } from '../screenPaths';

/** Status screen → the other screens of its step. `prefix/*` matches any one more segment. */
export const COMPANION_SCREENS: Readonly<
  Partial<Record<ApplicationScreen, readonly ApplicationScreenPattern[]>>
> = {
  'product/select': ['product/select/confirm'],
  'start/app-summary': ['document/disclosures'],
  'income/review': ['income/link', 'income/link/*', 'income/pointserv-callback', 'income/upload'],
  'bank/disburse': ['bank/confirm', 'bank/manual-disburse'],
  'bank/autopay': ['bank/confirm'],
  'review-app/signdocs': ['document/disclosures', 'signing/support'],
  'signing/intro': ['signing/sign', 'signing/support', 'document/disclosures'],
  'signing/additional': ['signing/support'],
  'notary/intro': [
    'notary/session',
    'notary/schedule-manual',
    'notary/reserve-manual',
    'notary/error',
  ],
  'notary/reserve-manual': ['notary/schedule-manual', 'notary/error'],
  'bpo/hold': ['bpo/waiting'],
  // The review statuses (FACTA_REVIEW, HOLD_FOR_APPRAISAL_REVIEW, …) show "We need more time";
  // the review pages say which review it is. A borrower sent to one of them (a link from the
  // lender's e-mail, or QA through the staff tools' next=) stays on it while the review lasts.
  'error/timeout': [
    'review-app/uw',
    'review-app/incorrect-pin',
    'review-app/incorrect-ownership',
    'review-app/datatree',
  ],
};

/**
 * Screens open at any status: the borrower's conditions, and their documents (ESIGN: what they
 * were given and signed stays within reach at any time after).
 */
export const ANY_STATUS_SCREENS: readonly ApplicationScreen[] = [
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'documents',
];

/** A condition's action route that is also a status screen: open with the condition's id. */
const CONDITION_ACTION_SCREENS: readonly ApplicationScreen[] = ['identity'];
const CONDITION_PARAM = 'conditionUuid';

function matches(pattern: string, screen: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === screen;
  const prefix = pattern.slice(0, -1);
  return screen.startsWith(prefix) && !screen.slice(prefix.length).includes('/');
}

/**
 * May the borrower stay on `current` (relative to /{uuid}/, no query) while the status routes to
 * `routeScreen`? True for the route's own screen, its companions, the condition pages, and a
 * condition's identity check (with `conditionUuid` in the query).
 */
export function mayStayOn(
  current: string | null | undefined,
  routeScreen: string,
  search?: string | null,
): boolean {
  if (!current) return false;
  if (current === routeScreen) return true;
  if ((ANY_STATUS_SCREENS as readonly string[]).includes(current)) return true;
  if (
    (CONDITION_ACTION_SCREENS as readonly string[]).includes(current) &&
    new URLSearchParams(search ?? '').has(CONDITION_PARAM)
  ) {
    return true;
  }
  return (COMPANION_SCREENS[routeScreen as ApplicationScreen] ?? []).some((pattern) =>
    matches(pattern, current),
  );
}
