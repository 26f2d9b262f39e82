import { afterEach, beforeEach, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../api/config';
import { clearToken } from '../api/session';
import { TEST_ORIGIN } from '../sandbox/handlers/testUrls';
import type { Lender } from '../sandbox/lender';

/** A Storage over a Map: node has no localStorage, and the API keeps the bearer token there. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/**
 * The real API client on the node sandbox lender for the calling test file (with
 * setupSandboxServer): a fresh token store, the sandbox's origin and org, no latency; a 401 only
 * rejects (no login redirect in node). Undone after each test.
 */
export function setupSandboxApi(lender: Lender): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    configureApi({ baseUrl: TEST_ORIGIN, orgCode: 'main', onUnauthenticated: () => {} });
    lender.setLatency(0);
  });
  afterEach(() => {
    clearToken();
    resetApiConfig();
    vi.unstubAllGlobals();
  });
}
