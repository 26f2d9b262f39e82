import { afterEach } from 'vitest';

/** Any console.error during a test fails that test (React warnings, act() warnings, uncaught logs). */
export function failOnConsoleError(): void {
  const original = console.error.bind(console);
  let calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original(...args);
  };
  afterEach(() => {
    const seen = calls;
    calls = [];
    if (seen.length > 0) {
      const text = seen.map((args) => args.map(String).join(' ')).join('\n');
      throw new Error(`console.error was called during the test:\n${text}`);
    }
  });
}
