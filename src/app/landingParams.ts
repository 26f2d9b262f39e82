/**
 * The landing URL's personal parameters (`userData`, on registration paths also `state`: the
 * compact prefill with name, birth date, income, addresses, e-mail), read once when the page
 * loads and taken out of the address bar before anything else runs: the router, the session,
 * telemetry and every request (a Referer) then only ever see the clean URL, and history keeps
 * no copy (issue 14). The value stays in memory for this page only; the registration's start
 * reads it from here (pageInput.ts).
 */
import {
  personalParamsAt,
  personalParamsOf,
  withoutPersonalParams,
  type LandingParams,
} from '../domain/queryParams';

let landing: LandingParams = {};

export interface LandingWindow {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** Reads the personal parameters and replaces the URL without them (called once at boot). */
export function takeLandingParams(page: LandingWindow = window): LandingParams {
  const { pathname, search, hash } = page.location;
  const personal = personalParamsAt(pathname);
  const clean = withoutPersonalParams(search, personal);
  landing = personalParamsOf(search, personal);
  if (clean !== search) {
    page.history.replaceState(page.history.state, '', `${pathname}${clean}${hash}`);
  }
  return landing;
}

/** What the landing URL carried (empty when nothing, or outside a browser boot). */
export function landingParams(): LandingParams {
  return landing;
}

/** Tests: forget the landing. */
export function resetLandingParams(): void {
  landing = {};
}
