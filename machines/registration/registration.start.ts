/**
 * The registration's start, as pure rules: whether a link has anything to ask the lender about
 * (a prefill source, the referring officer, a signed-in profile) and what the answers merge into.
 * The chart decides with them at once for a plain link (`opening`), and the start actor after the
 * lender has answered.
 */
import { mergePrefill, type PrefillData } from '../../src/domain/registration';
import type { StartSources } from './registration.calls';
import type { StartData, StartInput } from './registration.types';

/** A prefill source or the referring officer to ask the lender about, or a userData to decode. */
export function hasStartSources({ query, isAuthenticated }: StartInput): boolean {
  return (
    isAuthenticated ||
    !!(query.offerCode || query.affiliate || query.rid || query.referrer || query.userData)
  );
}

export const NO_START_SOURCES: StartSources = {
  offer: null,
  affiliate: null,
  referral: null,
  userData: null,
  profile: null,
  officer: null,
};

/**
 * What the sources answered, merged. Later sources win field by field: the mailed offer, the
 * affiliate record, the broker's referral, then the link's own userData (the most recent word),
 * then the signed-in profile.
 */
export function startData(input: StartInput, sources: StartSources): StartData {
  const { query } = input;
  const ordered: Array<PrefillData | null | undefined> = [
    sources.offer,
    sources.affiliate?.data,
    sources.referral,
    sources.userData,
    query.rid ? { referral: { referralId: query.rid } } : null,
    query.referrer ? { referral: { referrerId: query.referrer } } : null,
    query.utm ? { utm: query.utm } : null,
    sources.profile?.data,
  ];
  return {
    prefill: mergePrefill(...ordered),
    profileFlags: sources.profile?.flags ?? {
      isEmailPrefilledByProfile: false,
      isNamePrefilledByProfile: false,
      isDobPrefilledByProfile: false,
    },
    profileHasContact: sources.profile?.hasContact ?? false,
    officer: sources.officer,
    affiliate: sources.affiliate ? { abVersion: sources.affiliate.abVersion } : null,
  };
}
