/**
 * Date rules under other machine time zones. vite.config.ts pins the test run to Pacific Time, so
 * `TZ=UTC npx vitest` changes nothing; Node reads `process.env.TZ` again whenever it is set, so a
 * test can move the process to another zone for a moment (decision 020).
 */

/** Pacific (the suite's), UTC, one zone ahead of UTC with its own summer time, and one far east. */
export const MACHINE_ZONES = ['America/Los_Angeles', 'UTC', 'Europe/London', 'Asia/Tokyo'] as const;

/** Runs `fn` with the process in `zone`, then puts the zone back (also when `fn` throws). */
export function inTimeZone<T>(zone: string, fn: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
