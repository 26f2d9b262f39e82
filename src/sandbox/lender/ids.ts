/** Makes new ids (uuids). Injected so that tests get the same ids on every run. */
export type IdGenerator = () => string;

/** Epoch milliseconds now. Injected so that tests control time. */
export type Clock = () => number;

export const randomIds: IdGenerator = () => globalThis.crypto.randomUUID();

export const systemClock: Clock = () => Date.now();

/**
 * Valid v4-shaped uuids from a counter: `5a0d0000-0000-4000-8000-000000000001`, `…02`, …
 * The prefix (up to 8 hex digits) keeps ids of different generators apart.
 */
export function sequentialIds(prefix = '5a0d0000'): IdGenerator {
  const head = prefix.padEnd(8, '0').slice(0, 8);
  let next = 0;
  return () => {
    next += 1;
    return `${head}-0000-4000-8000-${next.toString(16).padStart(12, '0')}`;
  };
}

export interface ManualClock extends Clock {
  /** Moves time forward by `ms`. */
  advance(ms: number): void;
  set(epochMs: number): void;
}

/** A clock that only moves when told to. */
export function manualClock(start: string | number): ManualClock {
  let now = typeof start === 'number' ? start : Date.parse(start);
  const clock = (() => now) as ManualClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (epochMs) => {
    now = epochMs;
  };
  return clock;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
