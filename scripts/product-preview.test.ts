import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressedFor, prerenderedFor } from './product-preview.mjs';

describe('precompressedFor (the host serving the build as nginx brotli_static/gzip_static do)', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'preview-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets/app.js'), 'x');
    writeFileSync(join(outDir, 'assets/app.js.gz'), 'gz');
    writeFileSync(join(outDir, 'assets/app.js.br'), 'brotli');
    writeFileSync(join(outDir, 'assets/small.js'), 'x');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  const ask = (url: string, acceptEncoding: string) =>
    precompressedFor({ outDir, url, acceptEncoding })!;

  it('prefers Brotli, then gzip, as the browser accepts them', () => {
    const br = ask('/account/heloc/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.path).toBe(join(outDir, 'assets/app.js.br'));
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': '6',
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(ask('/account/heloc/assets/app.js?v=1', 'gzip').headers['content-encoding']).toBe(
      'gzip',
    );
  });

  it('leaves to the server what has no copy, no accepted encoding, or lies outside the build', () => {
    expect(ask('/account/heloc/assets/small.js', 'br, gzip')).toBeNull();
    expect(ask('/account/heloc/assets/app.js', 'identity')).toBeNull();
    expect(ask('/account/heloc/register-v2', 'br')).toBeNull();
    expect(ask('/account/heloc/../../etc/passwd', 'br')).toBeNull();
    expect(ask('/elsewhere/assets/app.js', 'br')).toBeNull();
  });
});

describe('prerenderedFor (the host sending the prerendered start page, decision 021)', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
    mkdirSync(join(outDir, 'prerendered/fairway'), { recursive: true });
    writeFileSync(join(outDir, 'prerendered/fairway/register-v2.html'), '<html>');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it("sends the brand's page for a plain visit to the start page", () => {
    for (const url of ['/account/heloc/register-v2', '/account/heloc/register-v2/']) {
      expect(prerenderedFor({ outDir, url, brand: 'fairway' })).toBe(
        join(outDir, 'prerendered/fairway/register-v2.html'),
      );
    }
  });

  it('sends index.html (null) for a query, another page or a brand without a page', () => {
    expect(
      prerenderedFor({ outDir, url: '/account/heloc/register-v2?rid=1', brand: 'fairway' }),
    ).toBeNull();
    expect(
      prerenderedFor({ outDir, url: '/account/heloc/register-v2/for-sale', brand: 'fairway' }),
    ).toBeNull();
    expect(prerenderedFor({ outDir, url: '/account/heloc/register-v2', brand: 'cmg' })).toBeNull();
  });
});
