// Types for scripts/purity.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript reads this
// file instead when a test imports it).

/**
 * Every reason the build in `dir` is not pure: a shipped file holding one of `needles` or the word
 * "sandbox" (any case), a development tool (DEV_TOOL_NEEDLES, always checked), or msw's service
 * worker file. Empty when the build is pure.
 */
export declare function purityFailures(dir: string, needles: readonly string[]): string[];

/** Development tools no production file may name (Stately's live inspector), beside budgets.json. */
export declare const DEV_TOOL_NEEDLES: readonly string[];
