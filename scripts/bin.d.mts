// Types for scripts/bin.mjs (plain JS, run by Node; `allowJs` is off, so TypeScript reads this
// file instead when a test imports it).

/** The JavaScript file behind a tool's command (eslint, vite, …), from its package's `bin` field. */
export declare function binPath(command: string): string;

/** A tool's command line for spawn()/execFile(): `[this Node, [its bin file, ...args]]`. */
export declare function tool(command: string, args?: readonly string[]): [string, string[]];

/** The module at `moduleUrl` (its `import.meta.url`) is the script Node was asked to run. */
export declare function isMain(moduleUrl: string, entry?: string): boolean;
