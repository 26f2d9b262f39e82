/**
 * Test-only helpers for src/api tests (node environment): an in-memory Storage and a fake page
 * location. Not imported by application code.
 */
import { vi } from 'vitest';
import type { Mock } from 'vitest';

/** Base URL the tests configure; msw handlers are scoped to it. */
export const TEST_API = 'http://api.test';

/** The page the tests pretend to be on. */
export const TEST_ORIGIN = 'http://127.0.0.1:5173';

export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

export interface FakeLocation {
  origin: string;
  pathname: string;
  search: string;
  assign: Mock<(url: string) => void>;
}

/** Stubs localStorage (node has none) and location; vitest unstubs them after each test. */
export function stubBrowser(
  path = '/account/heloc/1234/start/profile',
  search = '',
): {
  storage: MemoryStorage;
  location: FakeLocation;
} {
  const storage = new MemoryStorage();
  const location: FakeLocation = {
    origin: TEST_ORIGIN,
    pathname: path,
    search,
    assign: vi.fn<(url: string) => void>(),
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', location);
  return { storage, location };
}
