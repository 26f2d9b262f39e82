import type { RegistrationInput } from '../../../machines/registration/registration.types';
import type { SessionSnapshot } from '../../../machines/session/session.select';
import { isMainBrand, isNewYorkSite, type Brand } from '../../domain/brands';
import { stepForPath, type AuthMode } from '../../domain/registration';
import { APP_BASE_PATH } from '../../domain/appPaths';
import type { FeatureFlagName } from '../../domain/flags';

/** What the shell's session knows that registration needs (null outside a shell). */
export interface SessionFacts {
  flags: Record<string, { enabled?: boolean; variables?: unknown } | undefined>;
  authMode: AuthMode;
  signedIn: boolean;
  /** The session has answered who is signed in (false while it is still asking). */
  identityKnown: boolean;
  /**
   * The flags are known (false while the session asks for them: only a prerendered start page
   * starts the wizard then, on the flags' fallbacks; useSessionFlags sends the real ones).
   */
  flagsKnown: boolean;
}

export function sessionFacts(
  snapshot: SessionSnapshot | undefined,
  authMode: (s: SessionSnapshot) => AuthMode,
): SessionFacts | null {
  if (!snapshot) return null;
  return {
    flags: snapshot.context.flags,
    authMode: authMode(snapshot),
    signedIn: snapshot.context.signInSource !== null,
    identityKnown: !snapshot.hasTag('identityPending'),
    flagsKnown: snapshot.context.flagsSource !== 'pending',
  };
}

const on = (facts: SessionFacts | null, name: string, fallback: boolean) =>
  facts?.flagsKnown ? facts.flags[name]?.enabled === true : fallback;

/** The redesign flag: register-v2 when on (and outside a shell); the legacy /register when off. */
export const REDESIGN_FLAG = 'fe-heloc-redesign-2025' satisfies FeatureFlagName;

/** Off only when the session knows the flags and the redesign is not among those on. */
export function redesignOn(snapshot: SessionSnapshot | undefined): boolean {
  if (!snapshot || snapshot.context.flagsSource === 'pending') return true;
  return snapshot.context.flags[REDESIGN_FLAG]?.enabled === true;
}

/** The zips of the fires flag's variables (`zipCodes`), when the flag is on. */
function disasterZips(facts: SessionFacts | null): string[] {
  const flag = facts?.flags['fe-heloc-ca-fires-01-07-2025'];
  if (!flag?.enabled) return [];
  const zips = (flag.variables as { zipCodes?: unknown } | undefined)?.zipCodes;
  return Array.isArray(zips) ? zips.filter((z): z is string => typeof z === 'string') : [];
}

/** The flags registration reads, from the session's (each one's fallback until they are known). */
export function registrationFlags(facts: SessionFacts | null): RegistrationInput['flags'] {
  return {
    newYorkModal: on(facts, 'fe-heloc-figure-ny-modal', true),
    newYorkBlocked: on(facts, 'fe-heloc-ny-fcra', false),
    disasterZips: disasterZips(facts),
    smsTransactionalConsent: on(facts, 'fe-heloc-sms-transactional-consent', true),
  };
}

export interface PageFacts {
  pathname: string;
  search: string;
  hostname: string;
  hasStoredToken: boolean;
  nonce: string;
  newYorkRedirect: string;
  isProduction: boolean;
}

/** The registration machine's input from the brand, the session and the page. */
export function registrationInput(
  brand: Brand,
  facts: SessionFacts | null,
  page: PageFacts,
): RegistrationInput {
  return {
    search: page.search,
    initialStep: stepForPath(page.pathname) ?? 'property',
    authMode: facts?.authMode ?? 'hosted',
    // While the session is still asking, a stored token is the best guess; the session's answer
    // follows as SESSION.IDENTIFIED (useSessionIdentity).
    isAuthenticated: facts?.identityKnown ? facts.signedIn : page.hasStoredToken,
    identityKnown: facts?.identityKnown ?? true,
    brand: {
      code: brand.code,
      isMainBrand: isMainBrand(brand),
      isNewYorkSite: isNewYorkSite(brand),
      ageRestricted: brand.ageRestricted,
      requiresReferringLoanOfficer: brand.requiresReferringLoanOfficer,
    },
    flags: registrationFlags(facts),
    urls: {
      newYorkRedirect: page.newYorkRedirect,
      // Ours: the spec names "a partner lender" without an address.
      hawaiiPartner: 'https://www.figure.com/partners/hawaii',
      wholesaleLogin: '/wholesale/login',
      appBase: APP_BASE_PATH,
    },
    nonce: page.nonce,
    restored: null,
    isProduction: page.isProduction,
    telemetrySessionKey: null,
  };
}
