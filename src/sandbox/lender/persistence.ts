import { STATE_VERSION } from './seed';
import type { SandboxState } from './types';

/** localStorage key of the browser's sandbox state. */
export const STORAGE_KEY = 'heloc-sandbox';

/** What persistence needs of `localStorage` (so tests can pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function looksLikeState(value: unknown): value is SandboxState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SandboxState>;
  return (
    state.version === STATE_VERSION &&
    Array.isArray(state.identities) &&
    Array.isArray(state.applications) &&
    typeof state.settings === 'object' &&
    state.settings !== null
  );
}

/** The stored state, or null when there is none, it is unreadable, or of another version. */
export function loadState(storage: KeyValueStorage, key = STORAGE_KEY): SandboxState | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the state; a full or blocked storage is ignored (the sandbox keeps running in memory). */
export function saveState(storage: KeyValueStorage, state: SandboxState, key = STORAGE_KEY): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch {
    // Quota exceeded or storage blocked: the in-memory state stays authoritative.
  }
}

export function clearState(storage: KeyValueStorage, key = STORAGE_KEY): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
