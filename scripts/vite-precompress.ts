import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** What the host can serve compressed: text, never source maps or the build's own metadata. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost (the hosts' usual threshold). */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);

/**
 * A file's two shipped encodings: gzip made by Zopfli (a standard gzip stream, smaller than
 * zlib's level 9, which every browser and proxy decodes) and Brotli at its highest quality.
 */
export async function compressBoth(bytes: Uint8Array): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const [gzip, br] = await Promise.all([
    gzipAsync(bytes, { numiterations: 15 }),
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { gzip: Buffer.from(gzip), brotli: br };
}

/** Whether a file of the build gets compressed copies. */
export const shouldCompress = (fileName: string, size: number) =>
  COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/') && size >= MIN_BYTES;

/**
 * Production builds only: writes `file.gz` and `file.br` beside every compressible file of the
 * build, for the host to serve as they are (nginx `gzip_static`/`brotli_static`, a CDN's
 * precompressed objects) instead of compressing on each request at a lower level (decision 009).
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'heloc:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = resolve(outDir, fileName);
        const bytes = await readFile(path);
        if (!shouldCompress(fileName, bytes.length)) continue;
        const { gzip, brotli: br } = await compressBoth(bytes);
        await Promise.all([writeFile(`${path}.gz`, gzip), writeFile(`${path}.br`, br)]);
      }
    },
  };
}
