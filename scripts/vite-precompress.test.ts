import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { MIN_BYTES, compressBoth, precompressAssets, shouldCompress } from './vite-precompress.ts';

describe('compressBoth', () => {
  const text = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = "${i % 7}";`).join('\n'),
  );

  it('gives a gzip and a brotli copy that decode to the same bytes', async () => {
    const { gzip, brotli } = await compressBoth(text);
    expect(gunzipSync(gzip).equals(text)).toBe(true);
    expect(brotliDecompressSync(brotli).equals(text)).toBe(true);
  });

  it('makes gzip no larger than zlib at level 9', async () => {
    const { gzip } = await compressBoth(text);
    expect(gzip.length).toBeLessThanOrEqual(gzipSync(text, { level: 9 }).length);
  });
});

describe('shouldCompress', () => {
  it('takes text files from the threshold on, never maps or the build metadata', () => {
    expect(shouldCompress('assets/app.js', MIN_BYTES)).toBe(true);
    expect(shouldCompress('assets/app.css', 5000)).toBe(true);
    expect(shouldCompress('index.html', 5000)).toBe(true);
    expect(shouldCompress('assets/app.js', MIN_BYTES - 1)).toBe(false);
    expect(shouldCompress('assets/app.js.map', 5000)).toBe(false);
    expect(shouldCompress('assets/logo.png', 5000)).toBe(false);
    expect(shouldCompress('.vite/manifest.json', 5000)).toBe(false);
  });
});

describe('precompressAssets', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes .gz and .br beside every large enough file of a build', async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    const body = Array.from({ length: 300 }, (_, i) => `console.log("line ${i}");`).join('\n');
    writeFileSync(join(root, 'main.js'), body);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'dist', manifest: true },
      plugins: [precompressAssets()],
    });
    const assets = readdirSync(join(root, 'dist/assets'));
    const js = assets.find((f) => f.endsWith('.js'))!;
    expect(assets).toContain(`${js}.gz`);
    expect(assets).toContain(`${js}.br`);
    const original = readFileSync(join(root, 'dist/assets', js));
    expect(gunzipSync(readFileSync(join(root, 'dist/assets', `${js}.gz`))).equals(original)).toBe(
      true,
    );
    // The page itself is below the threshold, and the manifest is the build's own.
    const top = readdirSync(join(root, 'dist'));
    expect(top).not.toContain('index.html.gz');
    expect(readdirSync(join(root, 'dist/.vite'))).toEqual(['manifest.json']);
  });
});
