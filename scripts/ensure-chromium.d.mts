// Types for scripts/ensure-chromium.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript
// reads this file instead when playwright.config.ts imports it).

export declare const DEBIAN_CHROMIUM: string;
export declare const DEBIAN_HEADLESS_SHELL: string;

/** The system Chromium to launch (Lighthouse: the full browser), or undefined for Playwright's own. */
export declare function systemChromium(): string | undefined;

/** The Chromium the end-to-end tests launch (the headless shell when there is one). */
export declare function testChromium(): string | undefined;

/** Makes sure a Chromium is there for the end-to-end tests (installs one if it can); false if not. */
export declare function ensureChromium(): boolean;
