// How the project's scripts start its command-line tools and know they were run directly, the
// same on Linux, macOS and Windows.
//
// Tools: `node <the package's own bin file>`, with the Node that runs the calling script, never
// the `node_modules/.bin` shim found on the PATH. On Windows those shims are .cmd files, which
// spawn() and execFile() cannot start without a shell (ENOENT), and a shell would split any
// argument that holds a space (a temporary folder under `C:\Users\Jane Doe`).
//
// Run directly: compared by real path, not by `file://${process.argv[1]}`, which never equals
// import.meta.url on Windows (C:\… against file:///C:/…), nor where the path holds a space (%20)
// or passes through a symbolic link (macOS's /tmp is /private/tmp). A script that compared them
// so did nothing and exited 0 there: `npm test`'s purity stage neither built nor checked.
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The package each command comes from (all devDependencies, installed at the top level). */
const PACKAGE_OF = {
  eslint: 'eslint',
  lighthouse: 'lighthouse',
  playwright: '@playwright/test',
  prettier: 'prettier',
  tsc: 'typescript',
  vite: 'vite',
  vitest: 'vitest',
};

/** The JavaScript file behind a tool's command, from its package's `bin` field. */
export function binPath(command) {
  const pkg = PACKAGE_OF[command];
  if (!pkg) throw new Error(`scripts/bin.mjs: no package is known for the command "${command}"`);
  const dir = join(ROOT, 'node_modules', ...pkg.split('/'));
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[command];
  if (!file) throw new Error(`${pkg} has no "${command}" command`);
  return join(dir, file);
}

/**
 * A tool's command line for spawn()/execFile(): `[file, args]`, the file being this Node.
 * `spawnSync(...tool('vite', ['build']), options)`.
 */
export function tool(command, args = []) {
  return [process.execPath, [binPath(command), ...args]];
}

/** This module (pass `import.meta.url`) is the script Node was asked to run. */
export function isMain(moduleUrl, entry = process.argv[1]) {
  if (!entry) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(resolve(entry));
  } catch {
    return false;
  }
}
