/**
 * Every key the app writes to the browser's storage, in one table, and the one function that
 * clears them when a session ends (logout, or a 401 that ends the session). Issue 14: nothing
 * personal stays on the device after logout. docs/personal-data.md lists the same keys with
 * their reasons; `src/app/appStorage.test.ts` checks that every module's key constant is here.
 *
 * Only the consent choice outlives a logout: it is the device's cookie choice (no personal data,
 * and asking again after every logout would ignore it). The sandbox's own keys (its lender state,
 * the staff panel, the staff tools' QA switches) are not the app's: they are not listed here and
 * a logout leaves them, so the sandbox survives (docs/sandbox.md).
 */
import { DISMISSED_BANNERS_KEY } from './banners';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from './bankLinkStorage';
import { CHAT_SESSION_STORAGE_KEY } from './chatSession';
import { REGISTRATION_DRAFT_KEY } from './registration/draft';
import { PRE_AUTH_STORAGE_KEY } from './registration/savedState';
import { EXPERIMENTS_SAVED_KEY, REPLAY_LINK_SAVED_KEY } from './savedOnce';

export type StorageArea = 'local' | 'session';

export interface AppStorageKey {
  key: string;
  area: StorageArea;
  /** What it holds, for the docs and for review. */
  holds: string;
  /** Kept at logout (only non-personal device settings, each with its reason). */
  keptAtLogout?: string;
  /**
   * Kept when the lender ends the session (a 401, not the user's logout), with its reason: what
   * the user typed in this tab and has not sent yet, so that after the login they lose nothing
   * (issue 17). Tab-scoped and short-lived; a logout still removes it.
   */
  keptWhenSessionEnds?: string;
}

const UNSENT_TYPING =
  'unsent answers typed in this tab (tab-scoped, expiring): after the login the user goes on where they were';

/**
 * The one-time-code login's e-mail, handed to the login page (same origin, same tab) instead of
 * the URL: the login page reads and removes it (registration §8, issue 14).
 */
export const LOGIN_HINT_STORAGE_KEY = 'heloc.login.hint';

/**
 * The application summary's unsaved corrections (start/app-summary: the contact details and the
 * demographic answers, the editor open and what is typed in it), per application uuid, so a
 * reload keeps them (issue 17 part 5). Removed when the application is submitted.
 */
export const APP_SUMMARY_DRAFT_KEY = 'heloc.appSummary.draft';

export const APP_STORAGE_KEYS: readonly AppStorageKey[] = [
  { key: 'jwt', area: 'local', holds: 'the bearer token (shell §6)' },
  { key: 'telemetry_uuid', area: 'session', holds: 'the telemetry session uuid (shell §3)' },
  { key: 'telemetry_epoch', area: 'session', holds: 'the telemetry session epoch (shell §3)' },
  {
    key: 'telemetry_trackerUuid',
    area: 'local',
    holds: 'the telemetry tracker id (shell §3), linked to the identity by telemetry events',
  },
  {
    key: PRE_AUTH_STORAGE_KEY,
    area: 'session',
    holds: 'the pre-auth answers (name, birth date, income, addresses, contact), with an expiry',
  },
  {
    key: PRE_AUTH_STORAGE_KEY,
    area: 'local',
    holds: 'where older versions kept the pre-auth answers: removed wherever found',
  },
  {
    key: REGISTRATION_DRAFT_KEY,
    area: 'session',
    holds:
      'the registration answers as typed (never the password), the step on screen, with an expiry',
    keptWhenSessionEnds: UNSENT_TYPING,
  },
  { key: LOGIN_HINT_STORAGE_KEY, area: 'session', holds: 'the one-time-code login e-mail' },
  {
    key: APP_SUMMARY_DRAFT_KEY,
    area: 'session',
    holds: "the application summary's unsaved corrections (contact, demographics), per application",
    keptWhenSessionEnds: UNSENT_TYPING,
  },
  { key: CHAT_SESSION_STORAGE_KEY, area: 'local', holds: 'the web chat session (names, token)' },
  { key: PLAID_APPLICATION_UUID_KEY, area: 'session', holds: 'the application of a bank link' },
  { key: PLAID_LINK_TOKEN_KEY, area: 'session', holds: 'the bank link token' },
  { key: PLAID_LINK_PURPOSE_KEY, area: 'session', holds: 'what the bank link is for' },
  // Where older versions kept the bank link's keys: removed wherever found.
  { key: PLAID_APPLICATION_UUID_KEY, area: 'local', holds: 'older versions: a bank link' },
  { key: PLAID_LINK_TOKEN_KEY, area: 'local', holds: 'older versions: a bank link' },
  { key: PLAID_LINK_PURPOSE_KEY, area: 'local', holds: 'older versions: a bank link' },
  { key: DISMISSED_BANNERS_KEY, area: 'local', holds: 'banners the user dismissed' },
  {
    key: EXPERIMENTS_SAVED_KEY,
    area: 'local',
    holds: 'the applications whose experiment assignments were saved (shell §4)',
  },
  {
    key: REPLAY_LINK_SAVED_KEY,
    area: 'local',
    holds: 'the applications whose session-replay link was saved',
  },
  { key: 'heloc-chunk-reloads', area: 'session', holds: 'reloads after a failed chunk load' },
  { key: 'heloc-chunk-reloads-for', area: 'session', holds: 'which chunk failed to load' },
  {
    key: 'heloc-consent',
    area: 'local',
    holds: 'the cookie and tracking choice (analytics, marketing, time)',
    keptAtLogout:
      "the device's cookie choice, not the person's data; clearing it would silently undo a refusal",
  },
];

/** The storage calls used (the browser's storages, or Map-backed fakes in tests). */
export type RemovableStorage = Pick<Storage, 'removeItem'>;

export interface StorageAreas {
  local?: RemovableStorage | null;
  session?: RemovableStorage | null;
}

/** The keys a logout removes from an area. */
export function keysClearedAtLogout(area: StorageArea): string[] {
  return APP_STORAGE_KEYS.filter((entry) => entry.area === area && !entry.keptAtLogout).map(
    (entry) => entry.key,
  );
}

/** The keys a session the lender ended (a 401) removes: a logout's, but the unsent typing. */
export function keysClearedWhenSessionEnds(area: StorageArea): string[] {
  return APP_STORAGE_KEYS.filter(
    (entry) => entry.area === area && !entry.keptAtLogout && !entry.keptWhenSessionEnds,
  ).map((entry) => entry.key);
}

/**
 * Removes every app key but the kept ones from both storages: at a logout, all but the device
 * settings; when the lender ended the session (a 401), the unsent typing stays too. Blocked or
 * missing storage is skipped (nothing could have been stored there).
 */
export function clearAppStorage(
  areas: StorageAreas,
  why: 'logout' | 'sessionEnded' = 'logout',
): void {
  for (const area of ['local', 'session'] as const) {
    const storage = areas[area];
    if (!storage) continue;
    const keys = why === 'logout' ? keysClearedAtLogout(area) : keysClearedWhenSessionEnds(area);
    for (const key of keys) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage blocked: nothing was stored that could be removed.
      }
    }
  }
}
