import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's Content Security Policy and security headers (issue 14; docs/security-headers.md):
 * one source for the deployable headers file the build writes (dist/_headers), the preview
 * servers (`vite preview`: the e2e server and the product preview of `npm run bench`) and the
 * tests. The policy is strict: scripts and styles from the app's own origin only, no
 * 'unsafe-inline' and no 'unsafe-eval'; what else a page may reach is an allow-list per
 * environment.
 */

export type SecurityEnvironment = 'production' | 'sandbox';

/** What an environment adds to the app's own origin. */
export interface SecurityAllowList {
  /** Scripts (Plaid Link's initializer must come from Plaid's CDN). */
  scripts: string[];
  /** fetch, XHR and websockets: the lender's APIs on other hosts, Twilio, Plaid. */
  connect: string[];
  /** Frames the app opens (Plaid Link's). */
  frames: string[];
  /** Service workers (the sandbox's msw worker). */
  workers: string[];
}

/**
 * Per environment. Production: the lender's APIs are on the app's own origin (the app is served
 * at /account/heloc/ on the lender's site, and calls /service-…); `HELOC_CONNECT_SRC` (space
 * separated) adds the hosts of a lender whose APIs live elsewhere, at build time. Twilio
 * Conversations (agent chat: its websocket and media service) and Plaid Link (its CDN script, its
 * frame, its API) are the third parties. The sandbox answers everything on its own origin through
 * its service worker.
 */
/** The origin of an https URL, as a one-item list; nothing for anything else. */
function originOf(value: string | undefined): string[] {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

export const ALLOW_LISTS: Record<SecurityEnvironment, SecurityAllowList> = {
  production: {
    scripts: ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
    connect: [
      'https://*.twilio.com',
      'wss://*.twilio.com',
      'https://production.plaid.com',
      ...(process.env.HELOC_CONNECT_SRC ?? '').split(/\s+/u).filter(Boolean),
      // The fallback API base the fe-relative-url flag may choose (src/app/shell/environment.ts).
      ...originOf(process.env.VITE_API_FALLBACK_BASE_URL),
    ],
    frames: ['https://cdn.plaid.com'],
    workers: [],
  },
  sandbox: { scripts: [], connect: [], frames: [], workers: ["'self'"] },
};

const list = (...sources: string[]) => sources.filter(Boolean).join(' ');

/**
 * The build's record of the inline styles its prerendered pages carry (decision 021): their
 * CSP hashes, which style-src allows (scripts/vite-prerender.ts writes it; the headers file and
 * the preview servers read it).
 */
export const STYLE_HASHES_FILE = 'prerendered/style-hashes.json';

/** The inline-style hashes of the build in `outDir` (none when it prerendered nothing). */
export function builtStyleHashes(outDir: string): string[] {
  try {
    const hashes: unknown = JSON.parse(readFileSync(join(outDir, STYLE_HASHES_FILE), 'utf8'));
    return Array.isArray(hashes)
      ? hashes.filter((h): h is string => /^sha256-[\w+/=]+$/u.test(h))
      : [];
  } catch {
    return [];
  }
}

/**
 * The Content-Security-Policy header's value. `styleHashes`: the exact inline `<style>` elements
 * allowed beside the app's own style files (`sha256-…`, the prerendered pages' critical CSS).
 */
export function contentSecurityPolicy(
  environment: SecurityEnvironment,
  styleHashes: readonly string[] = [],
): string {
  const allow = ALLOW_LISTS[environment];
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', list("'self'", ...allow.scripts)],
    ['style-src', list("'self'", ...styleHashes.map((hash) => `'${hash}'`))],
    ['img-src', "'self' data: blob:"],
    ['font-src', "'self'"],
    ['connect-src', list("'self'", ...allow.connect)],
    ['manifest-src', "'self'"],
    // The PDF viewer (src/ui/PdfViewer.tsx) embeds a document as a blob: or same-origin <object>;
    // Chromium shows it in a frame, so frame-src takes the same two sources.
    ['object-src', "'self' blob:"],
    ['frame-src', list("'self' blob:", ...allow.frames)],
    ['worker-src', allow.workers.length ? list(...allow.workers) : "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(environment === 'production'
      ? ([['upgrade-insecure-requests', '']] as [string, string][])
      : []),
  ];
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * Every security header a page of the app is served with. Permissions: the camera and the
 * microphone for the eNotary session, geolocation for signing (the signing state's rule); nothing
 * else.
 */
export function securityHeaders(
  environment: SecurityEnvironment,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(environment, styleHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // The app's URLs never travel to other sites (issue 14: no personal data in Referer).
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy':
      'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=()',
  };
}

/**
 * The deployable headers file (the `_headers` format of Netlify and Cloudflare Pages: a path
 * pattern, then indented `Name: value` lines); docs/security-headers.md gives the same for nginx.
 */
export function headersFile(
  environment: SecurityEnvironment,
  base: string,
  styleHashes: readonly string[] = [],
): string {
  const lines = Object.entries(securityHeaders(environment, styleHashes)).map(
    ([n, v]) => `  ${n}: ${v}`,
  );
  return `${base}*\n${lines.join('\n')}\n`;
}

/**
 * Writes dist/_headers, and sends the headers from `vite preview` (both of the mode's
 * environment). The prerender plugin rewrites dist/_headers with its inline styles' hashes once it
 * has written them; the preview reads them from the build it serves.
 */
export function securityHeadersPlugin(environment: SecurityEnvironment, base: string): Plugin {
  return {
    name: 'heloc:security-headers',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(environment, base),
      });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((_req, res, next) => {
        const headers = securityHeaders(environment, builtStyleHashes(outDir));
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
