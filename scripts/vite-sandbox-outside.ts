import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * Sandbox only: the pages that lie outside the app (hosted login at /auth/login, /dashboard, the
 * main site's pages, the waitlists) are served by the same bundle, which renders the sandbox's
 * stand-ins for them (src/sandbox/outside). Only browser navigations are rewritten; Vite's own
 * module requests and API calls (answered by the service worker) pass through.
 */
export function sandboxOutsidePages(base: string): Plugin {
  const appRoot = base.replace(/\/$/, '');
  const isOutsideNavigation = (req: Connect.IncomingMessage): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === appRoot || path.startsWith(base)) return false;
    if (/^\/(@|node_modules\/|src\/|__vite|favicon)/.test(path)) return false;
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    const accept = req.headers.accept ?? '';
    return req.headers['sec-fetch-mode'] === 'navigate' || accept.includes('text/html');
  };
  return {
    name: 'heloc-sandbox-outside-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isOutsideNavigation(req)) return next();
        const template = readFileSync(resolve(server.config.root, 'index.html'), 'utf8');
        server
          .transformIndexHtml(base, template)
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isOutsideNavigation(req)) return next();
        const html = readFileSync(resolve(server.config.build.outDir, 'index.html'), 'utf8');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(html);
      });
    },
  };
}
