import { config } from 'zod/mini';

/**
 * Zod without its compiled fast path: zod probes for `new Function` on the first object it parses,
 * which the app's Content Security Policy (no 'unsafe-eval', scripts/security-headers.ts) refuses
 * and reports as a violation. Imported first by the entry point, before any schema runs.
 */
config({ jitless: true });
