/**
 * Session snapshot → what the shell shows. Views read these (with a shallow compare: every view
 * model is flat) instead of matching states or re-deriving rules in JSX.
 */
import type { SnapshotFrom } from 'xstate';
import type { FeatureFlagName, FeatureFlags } from '../../src/api/optimize';
import { getBrand, type Brand } from '../../src/domain/brands';
import {
  DEFAULT_SUPPORT_PHONE,
  authModeFor,
  canSeeDashboard,
  isAdditionalSigner,
  isFlagOn,
  maintenanceFor,
  type AuthMode,
  type Maintenance,
  type ProfileSummary,
} from './session.rules';
import type { SessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/**
 * - loading: the flags are not known yet (the app waits; at most the flags timeout); a refresh
 *   keeps the previous flags, so screens stay mounted. A prerendered page does not wait.
 * - maintenance: the maintenance page replaces the app on this path.
 * - app: the app.
 */
export type ShellPhase = 'loading' | 'maintenance' | 'app';

export const SUPPORT_TEXT = 'Have a question?';
export const CHAT_SUPPORT_TEXT = 'Chat with us';
export const WEBCHAT_FLAG = 'fe-webchat' satisfies FeatureFlagName;
export const PORTFOLIO_MANAGER_FLAG = 'fe-heloc-portfolio-manager' satisfies FeatureFlagName;

export function selectBrand(snapshot: SessionSnapshot): Brand {
  return getBrand(snapshot.context.orgCode);
}

export function selectOrgCode(snapshot: SessionSnapshot): string {
  return snapshot.context.orgCode;
}

/** Signed in (by the identity record or the stored token). */
export function selectSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('signedIn');
}

/** The profile (type, isBroker, …); null when signed out or unreadable. */
export function selectProfile(snapshot: SessionSnapshot): ProfileSummary | null {
  return snapshot.context.profile;
}

export function selectFlags(snapshot: SessionSnapshot): FeatureFlags {
  return snapshot.context.flags;
}

export function selectFlag(name: FeatureFlagName) {
  return (snapshot: SessionSnapshot): boolean => isFlagOn(snapshot.context.flags, name);
}

export function selectAuthMode(snapshot: SessionSnapshot): AuthMode {
  return authModeFor(snapshot.context.orgCode, snapshot.context.authModeSetting);
}

/** The flags have never been known yet (a refresh keeps the previous ones on screen). */
function flagsUnknown(snapshot: SessionSnapshot): boolean {
  return snapshot.context.flagsSource === 'pending';
}

export function selectMaintenance(snapshot: SessionSnapshot): Maintenance | null {
  if (flagsUnknown(snapshot)) return null;
  return maintenanceFor(snapshot.context.flags, snapshot.context.pathname);
}

export function selectShellPhase(snapshot: SessionSnapshot): ShellPhase {
  // A prerendered page is on screen already: it is shown (and hydrated) while the flags load.
  if (flagsUnknown(snapshot)) return snapshot.context.prerendered ? 'app' : 'loading';
  return selectMaintenance(snapshot) ? 'maintenance' : 'app';
}

/** The top bar. Flat: compare it shallowly. */
export interface TopBarView {
  /** Who the user is is not known yet: no Login, no Dashboard, no Logout. */
  identityPending: boolean;
  signedIn: boolean;
  /** The page is going away (login, logout): the buttons are disabled. */
  leaving: boolean;
  showLogin: boolean;
  showLogout: boolean;
  /** Signed in, and not an additional signer unless a broker. */
  showDashboard: boolean;
  /** The menu with notifications, apps and side nav: signed-in users only. */
  showMenu: boolean;
  showPortfolioManager: boolean;
  supportText: string;
  supportPhone: string;
  isAdditionalSigner: boolean;
  isBroker: boolean;
}

export function selectTopBar(snapshot: SessionSnapshot): TopBarView {
  const { context } = snapshot;
  const signedIn = snapshot.matches('signedIn');
  const brand = getBrand(context.orgCode);
  return {
    identityPending: snapshot.hasTag('identityPending'),
    signedIn,
    leaving: snapshot.hasTag('leaving'),
    showLogin: snapshot.can({ type: 'LOGIN' }),
    showLogout: snapshot.can({ type: 'LOGOUT' }),
    showDashboard: signedIn && canSeeDashboard(context.profile, context.pathname),
    showMenu: signedIn,
    showPortfolioManager: isFlagOn(context.flags, PORTFOLIO_MANAGER_FLAG),
    supportText: isFlagOn(context.flags, WEBCHAT_FLAG) ? CHAT_SUPPORT_TEXT : SUPPORT_TEXT,
    supportPhone: brand.support.phone || DEFAULT_SUPPORT_PHONE,
    isAdditionalSigner: isAdditionalSigner(context.profile),
    isBroker: context.profile?.isBroker === true,
  };
}

/** The current app path (`/register-v2`), as the session last heard it. */
export function selectPathname(snapshot: SessionSnapshot): string {
  return snapshot.context.pathname;
}
