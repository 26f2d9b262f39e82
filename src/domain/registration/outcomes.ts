import { isAfter, subDays } from 'date-fns';
import { toDate, type DateInput } from '../dates';
import { NOT_OFFERED_PREFIX } from './messages';

/** The three active-application modals and the wholesale login (spec §8). */
export type ActiveApplicationModal =
  'recentlyFunded' | 'inquiry' | 'activeApplication' | 'wholesaleActive';

/** A wait after a HELOC opens before applying again (spec §9). */
export const RECENT_HELOC_DAYS = 45;

/**
 * The wholesale broker whose inquiry applications do not block a new one (spec §6: "a wholesale
 * broker with one specific NMLS number"; the number is not shown: ours, set here once).
 */
export const SPECIAL_WHOLESALE_BROKER_NMLS = '1938441';

/** Org codes of wholesale channels: an active application there logs in at the wholesale site. */
export const isWholesaleOrg = (org: string) => /wholesale/i.test(org);

export interface ExistingApplication {
  active?: boolean | null;
  isInquiry?: boolean | null;
  status?: { checklistStatus?: string | null } | null;
  auditFields?: { createdDate?: string | null } | null;
  referrer?: { referrerUuid?: string | null; wholesaleBrokerNmls?: string | null } | null;
}

/** The inquiry application that blocks a new one (the special wholesale broker's never does). */
export function blockingInquiry<T extends ExistingApplication>(
  applications: readonly T[],
): T | undefined {
  return applications.find(
    (app) =>
      app.isInquiry === true && app.referrer?.wholesaleBrokerNmls !== SPECIAL_WHOLESALE_BROKER_NMLS,
  );
}

/**
 * Which modal explains why the user cannot start: a wholesale org with an active application →
 * wholesale login; a HELOC received within 45 days → wait; an inquiry application (unless the
 * special wholesale broker) → contact the loan officer; otherwise → continue or cancel.
 */
export function activeApplicationModal(
  organizationsWithActiveApplication: readonly string[],
  applications: readonly ExistingApplication[],
  now: Date,
): ActiveApplicationModal {
  if (organizationsWithActiveApplication.some(isWholesaleOrg)) return 'wholesaleActive';
  const recent = applications.find((app) => {
    const status = app.status?.checklistStatus ?? '';
    return (
      (status === 'COMPLETE' || status === 'FUNDABLE' || status === 'RECORDING') &&
      isRecentHeloc(app.auditFields?.createdDate ?? '', now)
    );
  });
  if (recent) return 'recentlyFunded';
  if (blockingInquiry(applications)) return 'inquiry';
  return 'activeApplication';
}

/**
 * A HELOC received "in the last 45 days" (spec §8, §9): created after the same moment 45 calendar
 * days before `now` (date-fns `subDays`: a day is a day of the user's calendar, 23 or 25 hours
 * across a change of clocks, and February has its 28 or 29). An unreadable date is not recent.
 */
export function isRecentHeloc(createdDate: DateInput, now: Date): boolean {
  return isAfter(toDate(createdDate), subDays(now, RECENT_HELOC_DAYS));
}

/** A create-HELOC error beginning 'We do not currently offer loans in' stays on the page. */
export function staysOnPage(message: string): boolean {
  return message.startsWith(NOT_OFFERED_PREFIX);
}

/** Spec §5: the New York redirect modal (when its flag is on). */
export function needsNewYorkRedirect(opts: {
  flagOn: boolean;
  isNewYorkSite: boolean;
  isMainBrand: boolean;
  propertyState: string;
}): boolean {
  if (!opts.flagOn) return false;
  const ny = opts.propertyState.toUpperCase() === 'NY';
  return (opts.isNewYorkSite && !ny) || (opts.isMainBrand && ny);
}

/** Spec §5: a Hawaii property on the main brand opens the partner-lender modal. */
export function needsHawaiiModal(opts: { isMainBrand: boolean; propertyState: string }): boolean {
  return opts.isMainBrand && opts.propertyState.toUpperCase() === 'HI';
}

/** Spec §5: the state is outside the referring officer's licensed states (when enforced). */
export function isOutsideLicensedStates(
  officer: { licensedStates: readonly string[]; enforce: boolean } | null | undefined,
  propertyState: string,
): boolean {
  if (!officer?.enforce || propertyState === '') return false;
  return !officer.licensedStates.map((s) => s.toUpperCase()).includes(propertyState.toUpperCase());
}

/**
 * The one-time-code login the account-exists modal offers, with the way back. No e-mail in it
 * (issue 14): the login page prefills it from the tab's storage (LOGIN_HINT_STORAGE_KEY).
 */
export function otpLoginUrl(returnPath: string): string {
  const params = new URLSearchParams({ otp: '1', redirectUrl: returnPath });
  return `/auth/login?${params.toString()}`;
}

/** Where the waitlist sends the user: marketing visitors (with UTM attribution) vs others. */
export function waitlistPath(hasUtm: boolean): '/marketing-waitlist' | '/waitlist' {
  return hasUtm ? '/marketing-waitlist' : '/waitlist';
}
