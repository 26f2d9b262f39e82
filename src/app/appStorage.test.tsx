/**
 * Every storage key the app writes is in the one table (src/domain/appStorage.ts) and goes at
 * logout or a session-ending 401, but the consent choice; the sandbox's own keys are not the
 * app's and stay (issue 14).
 */
import { TOKEN_KEY, clearSession } from '../api/session';
import {
  APP_STORAGE_KEYS,
  APP_SUMMARY_DRAFT_KEY,
  LOGIN_HINT_STORAGE_KEY,
  clearAppStorage,
  keysClearedAtLogout,
} from '../domain/appStorage';
import { DISMISSED_BANNERS_KEY } from '../domain/banners';
import { REGISTRATION_DRAFT_KEY } from '../domain/registration/draft';
import {
  PLAID_APPLICATION_UUID_KEY,
  PLAID_LINK_PURPOSE_KEY,
  PLAID_LINK_TOKEN_KEY,
} from '../domain/bankLinkStorage';
import { CHAT_SESSION_STORAGE_KEY } from '../domain/chatSession';
import {
  PRE_AUTH_STORAGE_KEY,
  savePreAuthState,
  toFormState,
  emptyRegisterValues,
} from '../domain/registration';
import { STORAGE_KEY as SANDBOX_LENDER_KEY } from '../sandbox/lender/persistence';
import { ORG_KEY } from '../sandbox/session';
import { AUTH_MODE_KEY } from '../sandbox/staff/controls';
import { PANEL_KEY } from '../sandbox/staff/StaffPanel';
import { FLAG_OVERRIDES_KEY } from '../../machines/session/session.rules';
import { storeTelemetryKey } from '../screens/register-v2/pageInput';
import { CHUNK_RELOAD_FOR_KEY, CHUNK_RELOAD_KEY } from './lazyRoute';
import { CONSENT_STORAGE_KEY, saveConsent } from './shell/consent';
import { TELEMETRY_KEYS } from './shell/environment';
import { EXPERIMENTS_SAVED_KEY, REPLAY_LINK_SAVED_KEY } from '../domain/savedOnce';

const registered = (area: 'local' | 'session') =>
  APP_STORAGE_KEYS.filter((entry) => entry.area === area).map((entry) => entry.key);

/** Every key the app's modules write, by the constant each module writes it under. */
const WRITTEN = {
  local: [
    TOKEN_KEY,
    TELEMETRY_KEYS.trackerUuid,
    CHAT_SESSION_STORAGE_KEY,
    DISMISSED_BANNERS_KEY,
    CONSENT_STORAGE_KEY,
    EXPERIMENTS_SAVED_KEY,
    REPLAY_LINK_SAVED_KEY,
  ],
  session: [
    TELEMETRY_KEYS.uuid,
    TELEMETRY_KEYS.epoch,
    PRE_AUTH_STORAGE_KEY,
    LOGIN_HINT_STORAGE_KEY,
    PLAID_APPLICATION_UUID_KEY,
    PLAID_LINK_TOKEN_KEY,
    PLAID_LINK_PURPOSE_KEY,
    CHUNK_RELOAD_KEY,
    CHUNK_RELOAD_FOR_KEY,
    REGISTRATION_DRAFT_KEY,
    APP_SUMMARY_DRAFT_KEY,
  ],
};

/** The sandbox's own keys (its lender, its staff panel, the staff tools' QA switches). */
const SANDBOX_KEYS = {
  local: [SANDBOX_LENDER_KEY],
  session: [PANEL_KEY, ORG_KEY, AUTH_MODE_KEY, FLAG_OVERRIDES_KEY],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the app storage table', () => {
  it.each(['local', 'session'] as const)('lists every key the app writes to %s storage', (area) => {
    expect(registered(area)).toEqual(expect.arrayContaining(WRITTEN[area]));
  });

  it('does not list the sandbox’s own keys: they are not the app’s', () => {
    for (const area of ['local', 'session'] as const) {
      for (const key of SANDBOX_KEYS[area]) expect(registered(area)).not.toContain(key);
    }
  });

  it('keeps only the consent choice at logout, with its reason', () => {
    const kept = APP_STORAGE_KEYS.filter((entry) => entry.keptAtLogout);
    expect(kept.map((entry) => [entry.area, entry.key])).toEqual([['local', CONSENT_STORAGE_KEY]]);
    expect(kept[0]?.keptAtLogout).toMatch(/not the person/u);
  });

  it('clears the pre-auth answers and the bank link wherever an older version left them', () => {
    for (const key of [PRE_AUTH_STORAGE_KEY, PLAID_APPLICATION_UUID_KEY, PLAID_LINK_TOKEN_KEY]) {
      expect(keysClearedAtLogout('local')).toContain(key);
      expect(keysClearedAtLogout('session')).toContain(key);
    }
  });
});

describe('clearing at logout or a session-ending 401', () => {
  it('leaves no app key but the consent choice, and the sandbox’s keys as they were', () => {
    // What the app writes, as its modules write it.
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    storeTelemetryKey({ uuid: 'u-1', epoch: 1, trackerUuid: 't-1' });
    savePreAuthState(sessionStorage, 'n-1', toFormState(emptyRegisterValues(), [], false));
    saveConsent(localStorage, { analytics: true, marketing: false });
    for (const key of WRITTEN.local) {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'x');
    }
    for (const key of WRITTEN.session) {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem(PRE_AUTH_STORAGE_KEY, '{"older":"version"}');
    for (const key of SANDBOX_KEYS.local) localStorage.setItem(key, 'sandbox');
    for (const key of SANDBOX_KEYS.session) sessionStorage.setItem(key, 'sandbox');

    clearSession();

    const left = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).sort();
    expect(left(localStorage)).toEqual([CONSENT_STORAGE_KEY, ...SANDBOX_KEYS.local].sort());
    expect(left(sessionStorage)).toEqual([...SANDBOX_KEYS.session].sort());
  });

  it('a session the lender ended (401) keeps only the unsent typing of this tab besides', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    for (const key of WRITTEN.session) sessionStorage.setItem(key, 'x');
    for (const key of WRITTEN.local) localStorage.setItem(key, 'x');

    clearSession('sessionEnded');

    const left = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).sort();
    expect(left(sessionStorage)).toEqual([APP_SUMMARY_DRAFT_KEY, REGISTRATION_DRAFT_KEY].sort());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    // A logout afterwards removes them too.
    clearSession();
    expect(left(sessionStorage)).toEqual([]);
  });

  it('skips storage that is missing or throws', () => {
    const throwing = {
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => clearAppStorage({ local: throwing, session: null })).not.toThrow();
  });
});
