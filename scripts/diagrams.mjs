#!/usr/bin/env node
// Generates docs/flows/<machine id>.md (a Mermaid state diagram and a legend) and
// docs/flows/stately/<machine id>.ts (the chart as plain data, for Stately's "Import from code")
// for every XState machine exported by machines/**/*.machine.ts, and docs/flows/README.md as
// their index.
//
//   node scripts/diagrams.mjs --write   write the files, delete generated files of gone machines
//   node scripts/diagrams.mjs --check   exit 1, listing every file that is missing, differs or is
//                                       stale, when the docs are not what --write would produce
//
// The machine files are TypeScript: Vite's `runnerImport` loads them (no extra dependency). The
// rendering itself is pure and lives in scripts/mermaid.mjs and scripts/stately.mjs.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import {
  GENERATED_MARKER,
  isStateMachine,
  renderIndex,
  renderMachineMarkdown,
} from './mermaid.mjs';
import { renderStatelyExport, STATELY_MARKER } from './stately.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const machinesDir = join(root, 'machines');
const outDir = join(root, 'docs', 'flows');
const toPosix = (path) => path.split(sep).join('/');

async function machineFiles() {
  const entries = await readdir(machinesDir, { recursive: true });
  return entries
    .map(toPosix)
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => `machines/${file}`)
    .sort();
}

/** Imports one machine file; returns its machines with the names they are exported under. */
async function loadMachines(source) {
  const { module } = await runnerImport(join(root, source), {
    root,
    logLevel: 'error',
    // The machines are framework-free: no plugins, no app config.
    configFile: false,
  });
  const found = new Map();
  for (const [name, value] of Object.entries(module)) {
    if (!isStateMachine(value)) continue;
    found.set(value, [...(found.get(value) ?? []), name]);
  }
  return [...found].map(([machine, exportNames]) => ({ machine, exportNames }));
}

/** The app's view files (src/screens, src/app, src/ui) and their text, tests apart. */
async function viewSources() {
  const entries = (await readdir(join(root, 'src'), { recursive: true })).map(toPosix);
  const views = [];
  const walks = [];
  for (const file of entries.sort()) {
    if (!/^(screens|app|ui)\/.*\.tsx?$/.test(file)) continue;
    const path = `src/${file}`;
    if (file.endsWith('.paths.test.tsx')) walks.push(path);
    else if (!/\.test\.tsx?$/.test(file)) {
      views.push({ path, text: await readFile(join(root, path), 'utf8') });
    }
  }
  return { views, walks };
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A flow's file set (decision 014): the machine folder's files named after the machine file
 * (`co-deed.actors.ts` beside `co-deed.machine.ts`), the views that import any of them, and the UI
 * walk (`<name>.paths.test.tsx`).
 */
async function flowFiles(source, app) {
  const folder = dirname(source);
  const name = source.slice(folder.length + 1, -'.machine.ts'.length);
  const siblings = (await readdir(join(root, folder)))
    .filter((file) => file.startsWith(`${name}.`) && file !== `${name}.machine.ts`)
    .sort()
    .map((file) => `${folder}/${file}`);
  const imports = new RegExp(`${escapeRegExp(folder)}/${escapeRegExp(name)}\\.[a-z]+['"]`);
  const views = app.views.filter((view) => imports.test(view.text)).map((view) => view.path);
  const walks = app.walks.filter((walk) => walk.endsWith(`/${name}.paths.test.tsx`));
  return { siblings, views, walks };
}

/** Every generated file's path (relative to docs/flows) and content. */
async function generate() {
  const app = await viewSources();
  const files = new Map();
  const index = [];
  const owners = new Map();
  for (const source of await machineFiles()) {
    const sourceText = await readFile(join(root, source), 'utf8');
    for (const { machine, exportNames } of await loadMachines(source)) {
      const id = machine.id;
      if (owners.has(id)) {
        throw new Error(`Two machines have the id "${id}": ${owners.get(id)} and ${source}.`);
      }
      owners.set(id, source);
      files.set(
        `${id}.md`,
        renderMachineMarkdown(machine, {
          source,
          exportNames,
          sourceText,
          files: await flowFiles(source, app),
        }),
      );
      files.set(`stately/${id}.ts`, renderStatelyExport(machine, { source }));
      index.push({ id, source, description: machine.root.description });
    }
  }
  files.set('README.md', renderIndex(index));
  return files;
}

/** The generated files now on disk (those starting with their marker), by name. */
async function existingGenerated() {
  const existing = new Map();
  const kinds = [
    { dir: '', extension: '.md', marker: GENERATED_MARKER },
    { dir: 'stately/', extension: '.ts', marker: STATELY_MARKER },
  ];
  for (const { dir, extension, marker } of kinds) {
    let names;
    try {
      names = await readdir(join(outDir, dir));
    } catch {
      continue;
    }
    for (const name of names.filter((file) => file.endsWith(extension)).sort()) {
      const text = await readFile(join(outDir, dir, name), 'utf8');
      if (text.startsWith(marker)) existing.set(`${dir}${name}`, text);
    }
  }
  return existing;
}

async function main(mode) {
  const expected = await generate();
  const existing = await existingGenerated();
  const shown = (name) => toPosix(relative(root, join(outDir, name)));

  if (mode === '--check') {
    const problems = [];
    for (const [name, text] of expected) {
      let current;
      try {
        current = await readFile(join(outDir, name), 'utf8');
      } catch {
        problems.push(`missing: ${shown(name)}`);
        continue;
      }
      if (current !== text) problems.push(`differs: ${shown(name)}`);
    }
    for (const name of existing.keys()) {
      if (!expected.has(name)) problems.push(`stale (no such machine): ${shown(name)}`);
    }
    if (problems.length > 0) {
      console.error(`Flow diagrams are out of date:\n  ${problems.join('\n  ')}`);
      console.error('Hint: run npm run diagrams (then commit docs/flows).');
      process.exit(1);
    }
    console.log(
      `Flow diagrams and Stately exports are up to date (${expected.size} files in docs/flows).`,
    );
    return;
  }

  await mkdir(join(outDir, 'stately'), { recursive: true });
  for (const [name, text] of expected) {
    let current;
    try {
      current = await readFile(join(outDir, name), 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== text) {
      await writeFile(join(outDir, name), text);
      console.log(`${current === undefined ? 'wrote' : 'updated'} ${shown(name)}`);
    }
  }
  for (const name of existing.keys()) {
    if (!expected.has(name)) {
      await rm(join(outDir, name));
      console.log(`deleted ${shown(name)} (no such machine)`);
    }
  }
  console.log(`Flow diagrams and Stately exports: ${expected.size} files in docs/flows.`);
}

const mode = process.argv[2];
if (mode !== '--write' && mode !== '--check') {
  console.error('Usage: node scripts/diagrams.mjs --write | --check');
  process.exit(2);
}
main(mode).catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
