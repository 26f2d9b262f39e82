#!/usr/bin/env node
// The production build (dist/, no sandbox code) served as a lender's site would serve it, with
// the lender's API answered by the sandbox lender running here in Node: msw's getResponse over
// the same handlers the browser's service worker uses (src/sandbox/handlers). `npm run bench`
// runs Lighthouse against it, so the score is the product's, not the sandbox's: the browser
// sandbox's own JavaScript (msw, the staff tools) never reaches real borrowers.
//
//   node scripts/product-preview.mjs [port]     (after `vite build`)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { createServer, preview } from 'vite';
import { isMain } from './bin.mjs';

/** An incoming Node request as a Fetch API Request. */
function toRequest(req, origin) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  });
}

async function send(res, response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const BASE = '/account/heloc/';

/**
 * The file the host would send for a request, as nginx's `brotli_static` and `gzip_static` do:
 * the build's precompressed copy (scripts/vite-precompress.ts) in the best encoding the browser
 * accepts, or null (then Vite serves the file itself).
 */
export function precompressedFor({ outDir, url, acceptEncoding = '' }) {
  const pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
  if (!pathname.startsWith(BASE)) return null;
  const root = resolve(outDir);
  const file = normalize(join(root, pathname.slice(BASE.length)));
  if (!file.startsWith(root) || !TYPES[extname(file)]) return null;
  for (const [token, suffix, encoding] of [
    ['br', '.br', 'br'],
    ['gzip', '.gz', 'gzip'],
  ]) {
    if (!new RegExp(`\\b${token}\\b`).test(acceptEncoding)) continue;
    const path = `${file}${suffix}`;
    if (existsSync(path)) {
      return {
        path,
        headers: {
          'content-type': TYPES[extname(file)],
          'content-encoding': encoding,
          'content-length': String(statSync(path).size),
          vary: 'accept-encoding',
          ...(pathname.startsWith(`${BASE}assets/`)
            ? { 'cache-control': 'public, max-age=31536000, immutable' }
            : {}),
        },
      };
    }
  }
  return null;
}

/**
 * The prerendered start page the host sends instead of index.html (decision 021): for the start
 * page's address with no query string, the file the build wrote for the host's brand, if any.
 */
export function prerenderedFor({ outDir, url, brand }) {
  const { pathname, search } = new URL(url, 'http://host');
  if (search || !/^\/account\/heloc\/register-v2\/?$/u.test(pathname)) return null;
  const file = join(resolve(outDir), 'prerendered', brand, 'register-v2.html');
  return existsSync(file) ? file : null;
}

/** Starts the server; resolves with a function that stops it. */
export async function startProductPreview({ port, outDir = 'dist' }) {
  // Vite compiles the sandbox's TypeScript for Node (the handlers and the in-memory lender).
  const loader = await createServer({
    mode: 'sandbox',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { handlers } = await loader.ssrLoadModule('/src/sandbox/handlers/index.ts');
  const { resolveOrgCode } = await loader.ssrLoadModule('/src/domain/brands/index.ts');
  const origin = `http://127.0.0.1:${port}`;
  const server = await preview({
    mode: 'production',
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    plugins: [
      {
        name: 'heloc:sandbox-api-in-node',
        configurePreviewServer(preview) {
          // The prerendered start page for a plain visit, per the host's brand (docs/hosting.md).
          preview.middlewares.use((req, res, next) => {
            if (req.method !== 'GET' && req.method !== 'HEAD') return next();
            const file = prerenderedFor({
              outDir,
              url: req.url ?? '/',
              brand: resolveOrgCode({ hostname: String(req.headers.host ?? '').split(':')[0] }),
            });
            if (!file) return next();
            res.writeHead(200, {
              'content-type': TYPES['.html'],
              'cache-control': 'no-cache',
            });
            if (req.method === 'HEAD') return res.end();
            createReadStream(file).pipe(res);
          });
          // The build's precompressed files, as the lender's host serves them.
          preview.middlewares.use((req, res, next) => {
            if (req.method !== 'GET' && req.method !== 'HEAD') return next();
            const found = precompressedFor({
              outDir,
              url: req.url ?? '/',
              acceptEncoding: String(req.headers['accept-encoding'] ?? ''),
            });
            if (!found) return next();
            res.writeHead(200, found.headers);
            if (req.method === 'HEAD') return res.end();
            createReadStream(found.path).pipe(res);
          });
          preview.middlewares.use((req, res, next) => {
            getResponse(handlers, toRequest(req, origin), { baseUrl: origin })
              .then((response) => (response ? send(res, response) : next()))
              .catch(next);
          });
        },
      },
    ],
  });
  return async () => {
    await new Promise((resolve) => server.httpServer.close(resolve));
    await loader.close();
  };
}

if (isMain(import.meta.url)) {
  const port = Number(process.argv[2] ?? 4175);
  await startProductPreview({ port });
  console.log(
    `Production build with the sandbox lender in Node: http://127.0.0.1:${port}/account/heloc/register-v2`,
  );
}
