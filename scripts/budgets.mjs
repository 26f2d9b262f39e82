#!/usr/bin/env node
// Size budgets (issue 18), a stage of `npm test` and part 1 of `npm run bench`: the JavaScript of
// the production build (dist/) per route, as it ships gzipped, against scripts/budgets.json.
//  - each page's first load (the entry, the root layout and the page's own chunks with everything
//    they import statically) at most its `maxTotalKiB`;
//  - every lazily loaded chunk (a later route, the chat dock, …) at most `routeChunk.maxKiB` of
//    JavaScript beyond the start page;
//  - chat, Twilio and Plaid Link never in the start page's first load, chat and Twilio in no
//    later route's first load either (`notInFirstLoad`: the modules the build report places there, and the
//    words the shipped files contain).
// `node scripts/budgets.mjs` builds first (`vite build`); `--no-build` measures the dist/ already
// there (`npm test` runs it right after the purity stage's build). `--why` adds what the start
// page is made of, per package and per app area, from a second build with source maps into a
// temporary folder (dist/ is left alone).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain, tool } from './bin.mjs';

export const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1).padStart(7)} KiB`;

/**
 * Measures the build in `dist` (its `.vite/bundle-report.json`, scripts/vite-bundle-report.ts)
 * against `budgets` (scripts/budgets.json). Returns every broken budget (`failures`, empty when
 * all hold), the printable `lines`, and what bench's Lighthouse part compares with: the start
 * page's files and the shipped gzip of a list of files.
 */
export function measureBudgets(dist, budgets) {
  const failures = [];
  const lines = [];
  const reportFile = join(dist, '.vite/bundle-report.json');
  if (!existsSync(reportFile)) {
    throw new Error(`${reportFile} is missing: no production build in ${dist} (build it first)`);
  }
  const { chunks } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const gz = new Map();
  /** zlib level 9, compressing the file here (what a host compressing on the fly sends at best). */
  const level9Of = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  /**
   * The bytes a browser receives for a file with gzip: the build's precompressed `.gz` (Zopfli),
   * which the host serves as it is (scripts/vite-precompress.ts, decision 009); zlib at level 9
   * for a file too small to have one.
   */
  const gzipOf = (file) => {
    if (!gz.has(file)) {
      const shipped = join(dist, `${file}.gz`);
      gz.set(file, existsSync(shipped) ? statSync(shipped).size : level9Of(file));
    }
    return gz.get(file);
  };
  /** For comparison only: the shipped Brotli copy. */
  const brotliOf = (file) => {
    const shipped = join(dist, `${file}.br`);
    return existsSync(shipped) ? statSync(shipped).size : gzipOf(file);
  };
  /** Every file a chunk loads statically (itself and its static imports, transitively). */
  const closure = (file, seen = new Set()) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return seen;
    seen.add(file);
    for (const dep of chunk.imports) closure(dep, seen);
    return seen;
  };
  const js = (files) => [...files].filter((f) => f.endsWith('.js'));
  const sizeOf = (files, size = gzipOf) => js(files).reduce((n, f) => n + size(f), 0);
  const chunkOf = (module) => chunks.find((chunk) => chunk.modules.includes(module));

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${dist}: the bundle report has no entry chunk`);
  const initial = closure(entry.file);
  lines.push(`Initial load (entry ${entry.file}): ${fmt(sizeOf(initial))}`);

  /** A page: the entry's closure and the closure of every chunk holding one of its modules. */
  const pageFiles = (page) => {
    const files = new Set(initial);
    for (const module of page.modules) {
      const chunk = chunkOf(module);
      if (!chunk) failures.push(`${page.name}: ${module} is in no chunk of the build`);
      else closure(chunk.file, files);
    }
    return files;
  };

  const pages = budgets.pages.map((page) => {
    const files = pageFiles(page);
    const total = sizeOf(files);
    const ok = kib(total) <= page.maxTotalKiB;
    if (!ok) failures.push(`${page.name}: ${kib(total).toFixed(1)} KiB > ${page.maxTotalKiB} KiB`);
    lines.push(
      `${ok ? 'ok  ' : 'OVER'} page ${page.name.padEnd(44)} ${fmt(total)}  (budget ${page.maxTotalKiB} KiB, ${js(files).length} files)`,
      `     shipped gzip (Zopfli) as above; zlib -9 on the fly would be ${fmt(sizeOf(files, level9Of)).trim()}; the shipped Brotli is ${fmt(sizeOf(files, brotliOf)).trim()}`,
    );
    return { name: page.name, files, bytes: total };
  });
  const startFiles = pages[0].files;

  // Every lazily loaded chunk of our own code: a later route, or a piece a page loads on demand.
  const lazy = chunks
    .filter((chunk) => chunk.isDynamicEntry && chunk.facade?.startsWith('src/'))
    .sort((a, b) => a.facade.localeCompare(b.facade));
  const limit = budgets.routeChunk.maxKiB;
  lines.push('', `Lazy chunks (JavaScript beyond the start page, budget ${limit} KiB each):`);
  const routes = lazy.map((chunk) => {
    const own = [...closure(chunk.file)].filter((f) => !startFiles.has(f));
    const bytes = sizeOf(own);
    const ok = kib(bytes) <= limit;
    if (!ok)
      failures.push(`lazy chunk ${chunk.facade}: ${kib(bytes).toFixed(1)} KiB > ${limit} KiB`);
    lines.push(`${ok ? 'ok  ' : 'OVER'} ${chunk.facade.padEnd(62)} ${fmt(bytes)}`);
    return { facade: chunk.facade, bytes };
  });
  const largest = routes.reduce((a, b) => (b.bytes > (a?.bytes ?? -1) ? b : a), undefined);
  if (largest) lines.push(`     largest: ${largest.facade} ${fmt(largest.bytes).trim()}`);

  // Chat, Twilio and Plaid Link: never in the start page's first load; the groups marked
  // `everyRoute` in no route's first load either (a chunk of the group itself excepted).
  const moduleTests = (group) => group.modules.map((pattern) => new RegExp(pattern, 'u'));
  const moduleHits = (files, group) => {
    const tests = moduleTests(group);
    return js(files).flatMap((file) =>
      (byFile.get(file)?.modules ?? [])
        .filter((module) => tests.some((re) => re.test(module)))
        .map((module) => `${module} (in ${file})`),
    );
  };
  const textHits = (files, group) =>
    js(files).flatMap((file) => {
      const text = readFileSync(join(dist, file), 'utf8');
      return group.text.filter((word) => text.includes(word)).map((word) => `"${word}" in ${file}`);
    });
  // The chunks of these groups themselves (the chat dock, its transports) are not routes.
  const ondemand = Object.values(budgets.notInFirstLoad.groups).flatMap(moduleTests);
  for (const [name, group] of Object.entries(budgets.notInFirstLoad.groups)) {
    for (const hit of [...moduleHits(startFiles, group), ...textHits(startFiles, group)]) {
      failures.push(`${name} in the start page's first load: ${hit}`);
    }
    if (!group.everyRoute) continue;
    for (const chunk of lazy) {
      if (ondemand.some((re) => re.test(chunk.facade))) continue;
      // What the route adds to the start page (the start page's own hits are reported above).
      const files = [...closure(chunk.file)].filter((f) => !startFiles.has(f));
      for (const hit of moduleHits(files, group)) {
        failures.push(`${name} in the first load of ${chunk.facade}: ${hit}`);
      }
    }
  }
  const groups = Object.keys(budgets.notInFirstLoad.groups).join(', ');
  const firstLoadOk = !failures.some((f) => / first load/u.test(f));
  lines.push(
    '',
    `First load: ${firstLoadOk ? `ok (no ${groups} in the start page; chat and Twilio in no route's first load)` : 'FAILED'}`,
  );

  return { failures, lines, initial, startFiles, pages, routes, sizeOf, gzipOf };
}

// ── --why: what the start page is made of ──────────────────────────────────────────────────

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map `mappings` → per generated line, its segments [column, source index] (VLQ). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) {
        source += values[1];
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The shipped gzip of each JavaScript file attributed to the source files its bytes come from
 * (its source map): each source's minified bytes are gzipped on their own (zlib -9), and the
 * file's shipped gzip is shared out in proportion, so the parts add up to what ships. Bytes with
 * no mapping (the bundler's glue) count as "(bundler glue)".
 */
export function attributeGzip(dir, files, gzipOf) {
  /** @type {Map<string, number>} */
  const bySource = new Map();
  for (const file of files) {
    const mapFile = join(dir, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(mapFile)) {
      bySource.set('(no source map)', (bySource.get('(no source map)') ?? 0) + gzipOf(file));
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const code = readFileSync(join(dir, file), 'utf8').split('\n');
    const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
    const names = map.sources.map((s) => relative(process.cwd(), resolve(base, s)));
    /** @type {Map<string, string[]>} */
    const pieces = new Map();
    const add = (name, text) => {
      if (!text) return;
      if (!pieces.has(name)) pieces.set(name, []);
      pieces.get(name).push(text);
    };
    decodeMappings(map.mappings).forEach((segments, lineNo) => {
      const text = code[lineNo] ?? '';
      if (!segments.length) return add('(bundler glue)', text);
      add('(bundler glue)', text.slice(0, segments[0][0]));
      segments.forEach(([column, source], i) => {
        const end = segments[i + 1]?.[0] ?? text.length;
        add(source < 0 ? '(bundler glue)' : names[source], text.slice(column, end));
      });
    });
    const alone = [...pieces].map(([name, texts]) => [
      name,
      gzipSync(texts.join(''), { level: 9 }).length,
    ]);
    const sum = alone.reduce((n, [, size]) => n + size, 0);
    for (const [name, size] of alone) {
      bySource.set(name, (bySource.get(name) ?? 0) + (size / sum) * gzipOf(file));
    }
  }
  return bySource;
}

/** A source file's package (node_modules) or app area (its folder, two levels deep). */
export function areaOf(source) {
  const path = source.replace(/\\/gu, '/');
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith('(')) return path;
  const parts = path.split('/');
  if (parts[0] === 'machines') return parts.slice(0, 2).join('/');
  if (parts[0] === 'src' && ['app', 'screens', 'domain'].includes(parts[1]) && parts.length > 3)
    return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : path;
}

function why(budgets) {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-why-'));
  try {
    console.log(`\n━━ --why: vite build --sourcemap into ${dir} ━━`);
    execFileSync(
      ...tool('vite', [
        'build',
        '--sourcemap',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ]),
      { stdio: 'inherit' },
    );
    const { startFiles, gzipOf, sizeOf } = measureBudgets(dir, budgets);
    const files = [...startFiles].filter((f) => f.endsWith('.js'));
    const bySource = attributeGzip(dir, files, gzipOf);
    const total = sizeOf(files);
    const byArea = new Map();
    for (const [source, bytes] of bySource) {
      const area = areaOf(source);
      byArea.set(area, (byArea.get(area) ?? 0) + bytes);
    }
    const table = (title, map, top) => {
      console.log(`\n${title}`);
      const rows = [...map].sort((a, b) => b[1] - a[1]);
      for (const [name, bytes] of rows.slice(0, top)) {
        console.log(`${fmt(bytes)}  ${((bytes / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
      }
      if (rows.length > top) {
        const rest = rows.slice(top).reduce((n, [, b]) => n + b, 0);
        console.log(
          `${fmt(rest)}  ${((rest / total) * 100).toFixed(1).padStart(5)} %  (${rows.length - top} more)`,
        );
      }
    };
    console.log(
      `\nThe start page's ${fmt(total).trim()} of shipped gzip (${files.length} files), by where its bytes come from.`,
      "\nEstimated: each source file's minified bytes (from the source maps) gzipped alone, each",
      "\nfile's shipped gzip shared out in proportion; parts of one file compress together, so a",
      '\nsmall module alone is a little over-counted and a cut saves about its share, not exactly.',
    );
    table('By package and app area:', byArea, 40);
    table('By source file (top 40):', bySource, 40);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8'));
  if (!process.argv.includes('--no-build')) {
    console.log('vite build (production) …');
    execFileSync(...tool('vite', ['build', '--logLevel', 'error']), { stdio: 'inherit' });
  }
  const { failures, lines } = measureBudgets('dist', budgets);
  console.log(lines.join('\n'));
  if (process.argv.includes('--why')) why(budgets);
  console.log(
    failures.length ? `\nBUDGETS BROKEN:\n  ${failures.join('\n  ')}` : '\nAll size budgets met.',
  );
  process.exit(failures.length ? 1 : 0);
}
