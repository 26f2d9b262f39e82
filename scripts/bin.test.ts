/**
 * Issue 18, part 1 (installs anywhere): how the scripts start the project's tools and know they
 * were run directly, checked here on Linux in the ways Windows and macOS differ: a folder with a
 * space, a path through a symbolic link (macOS's /tmp), no shell, no `.bin` shim; and every text
 * file checked out with LF endings whatever Git is set to (Git for Windows: CRLF).
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { binPath, isMain, tool } from './bin.mjs';

const BIN = pathToFileURL(resolve('scripts/bin.mjs')).href;

describe('scripts/bin.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'heloc bin '));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the JavaScript file behind every tool npm test and npm start run', () => {
    for (const command of ['eslint', 'prettier', 'tsc', 'vitest', 'vite', 'playwright']) {
      const file = binPath(command);
      expect(existsSync(file), `${command}: ${file}`).toBe(true);
      expect(file).not.toMatch(/[\\/]\.bin[\\/]/);
    }
    expect(() => binPath('no-such-tool')).toThrow(/no package is known/);
  });

  it('runs a tool with this Node, no shell and no PATH lookup', () => {
    const [file, args] = tool('prettier', ['--version']);
    expect(file).toBe(process.execPath);
    const version = execFileSync(file, args, { encoding: 'utf8', env: { PATH: '' } }).trim();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  // The guard `import.meta.url === \`file://${process.argv[1]}\`` said "not run directly" in both
  // cases below, so the script did nothing and exited 0 (npm test's purity stage neither built nor
  // checked); on Windows it always did.
  it('knows a script was run directly from a folder with a space and through a symbolic link', () => {
    const script = join(dir, 'probe.mjs');
    writeFileSync(
      script,
      `import { isMain } from ${JSON.stringify(BIN)};\nconsole.log(String(isMain(import.meta.url)));\n`,
    );
    const linked = join(dir, 'linked folder');
    symlinkSync(dir, linked, 'junction'); // a junction on Windows needs no admin right
    for (const entry of [script, join(linked, 'probe.mjs')]) {
      expect(execFileSync(process.execPath, [entry], { encoding: 'utf8' }).trim()).toBe('true');
    }
    expect(isMain(pathToFileURL(script).href, join(linked, 'probe.mjs'))).toBe(true);
    expect(isMain(BIN, script)).toBe(false);
    expect(isMain(BIN, undefined)).toBe(false);
  });

  it('is what every script uses: no file:// guard, no tool started by its bare name', () => {
    const scripts = [
      ...readdirSync('scripts').map((f) => join('scripts', f)),
      ...readdirSync('e2e', { recursive: true, encoding: 'utf8' }).map((f) => join('e2e', f)),
    ].filter((f) => /\.(mjs|ts)$/u.test(f) && !f.endsWith('bin.mjs') && !f.endsWith('.test.ts'));
    expect(scripts.length).toBeGreaterThan(40);
    const offences: string[] = [];
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      if (/file:\/\/\$\{process\.argv/u.test(text)) offences.push(`${file}: file:// guard`);
      const bare = /\b(?:spawn|spawnSync|execFile|execFileSync)\(\s*'([^']+)'/gu;
      for (const [, command] of text.matchAll(bare)) offences.push(`${file}: runs '${command}'`);
      if (/\bexecSync\(\s*'npx /u.test(text)) offences.push(`${file}: npx through a shell`);
    }
    expect(offences).toEqual([]);
  });
});

describe('line endings', () => {
  it('checks every text file out with LF, whatever core.autocrlf says', () => {
    const attributes = execFileSync(
      'git',
      ['check-attr', 'text', 'eol', '--', 'README.md', 'src/main.tsx', 'package.json'],
      { encoding: 'utf8' },
    );
    expect(attributes).toMatch(/README\.md: text: auto/);
    expect(attributes).toMatch(/src\/main\.tsx: eol: lf/);
    expect(attributes).not.toMatch(/eol: (unspecified|crlf)/);
  });
});
