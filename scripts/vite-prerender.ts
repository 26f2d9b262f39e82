import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer, type Plugin } from 'vite';
import type * as Brands from '../src/domain/brands';
import { STYLE_HASHES_FILE, headersFile } from './security-headers.ts';
import { DEEP_LINK_ATTRIBUTE } from './vite-route-discovery-preload.ts';
import type * as Render from '../src/prerender/render';

/**
 * The prerendered start page (issue 18, decision 021). After the production build is written,
 * the app's own tree renders the registration start page to HTML for every brand whose start page
 * is the form (src/prerender/render.tsx), and writes:
 *
 *   dist/prerendered/<brand>/register-v2.html  the built index.html with the page in its root
 *                                              element, the brand's title and theme colour, and
 *                                              its critical CSS inline (the app's styles, the
 *                                              start page's, the brand's colours): nothing
 *                                              blocks the first paint;
 *   dist/prerendered/boot-<hash>.js            the loader those pages start with: it requests the
 *                                              app's JavaScript once the page has painted;
 *   dist/prerendered/style-hashes.json         the inline styles' CSP hashes, which the rewritten
 *                                              dist/_headers (and the preview servers) allow.
 *
 * The host serves that file for a plain visit to the start page (docs/hosting.md). The render
 * runs in a jsdom page on the brand's own host, with empty storage: a first-time visitor.
 */
export function prerenderStartPage(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let base = '/';
  return {
    name: 'heloc:prerender-start-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      base = config.base;
    },
    async closeBundle() {
      await prerender({ root, outDir: resolve(root, outDir), base });
    },
  };
}

interface ReportedChunk {
  file: string;
  modules: string[];
  /** The chunks it imports statically. */
  imports: string[];
}
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The modules whose chunks (and styles) the start page needs before it hydrates. */
const START_MODULES = [
  'src/screens/register-v2/RegistrationLayout.tsx',
  'src/screens/register-v2/StartPage.tsx',
];

const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
] as const;

async function prerender({ root, outDir, base }: { root: string; outDir: string; base: string }) {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const { chunks } = JSON.parse(readFileSync(join(outDir, '.vite/bundle-report.json'), 'utf8')) as {
    chunks: ReportedChunk[];
  };
  const manifest = Object.values(
    JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >,
  );
  // The start page's chunks and every chunk they import statically (each one not preloaded is a
  // round trip more before the page is live).
  const preload = new Set<string>();
  const styles = new Set<string>();
  const need = (file: string) => {
    if (preload.has(file)) return;
    preload.add(file);
    for (const css of manifest.find((m) => m.file === file)?.css ?? []) styles.add(css);
    for (const imported of chunks.find((c) => c.file === file)?.imports ?? []) need(imported);
  };
  for (const module of START_MODULES) {
    const chunk = chunks.find((c) => c.modules.includes(module));
    if (!chunk) throw new Error(`prerender: ${module} is in no chunk of the build`);
    need(chunk.file);
  }
  // The page's critical CSS, inline (decision 021): the app's styles and the start page's own,
  // in the order the links would apply them, so that nothing blocks the first paint.
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">\n?\s*/gu;
  const appStyles = [...index.matchAll(stylesheet)].map((m) => m[1]!.slice(base.length));
  const startStyles = [...styles].filter((file) => !appStyles.includes(file));
  const criticalCss = [...appStyles, ...startStyles]
    .map((file) =>
      readFileSync(join(outDir, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*/gu, ''),
    )
    .join('');
  // The app's JavaScript, requested once the page has painted (the loader below): the entry, and
  // everything the start page would have preloaded.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/u;
  const entry = entryScript.exec(index)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no module entry');
  const modulepreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/gu;
  const scripts = [
    ...[...index.matchAll(modulepreload)].map((m) => m[1]!),
    ...[...preload].map((file) => `${base}${file}`),
  ].filter((url, i, all) => all.indexOf(url) === i);
  const loader = bootScript(entry, scripts);
  const loaderFile = `prerendered/boot-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`;
  mkdirSync(join(outDir, 'prerendered'), { recursive: true });
  writeFileSync(join(outDir, loaderFile), loader);
  // Deep links' preload of the route discovery (vite-route-discovery-preload.ts): not the start
  // page's, which neither paints nor hydrates with another route.
  const deepLinkPreload = new RegExp(`<link [^>]*${DEEP_LINK_ATTRIBUTE}[^>]*>\\n?\\s*`, 'gu');
  const head = index
    .replace(deepLinkPreload, '')
    .replace(entryScript, '')
    .replace(modulepreload, '')
    .replace(stylesheet, '');
  const styleHashes = new Set<string>();
  const inlineStyle = (css: string) => {
    if (/<\/style/iu.test(css)) throw new Error('prerender: a style sheet holds "</style"');
    styleHashes.add(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    return `<style>${css}</style>`;
  };

  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const server = await createServer({
    root,
    mode: 'production',
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const saved = new Map(
    GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
  );
  try {
    const { BRANDS, brandCssVariables } = (await server.ssrLoadModule(
      '/src/domain/brands/index.ts',
    )) as typeof Brands;
    for (const code of Object.keys(BRANDS) as Array<keyof typeof BRANDS>) {
      const dom = new JSDOM('<!doctype html><html><body></body></html>', {
        url: `https://${code}.localhost${base}register-v2`,
        pretendToBeVisual: true,
      });
      for (const name of GLOBALS) {
        Object.defineProperty(globalThis, name, {
          configurable: true,
          writable: true,
          value: name === 'window' ? dom.window : dom.window[name],
        });
      }
      // Fresh modules per brand: module state (the API's org, the loader) starts as on a page load.
      server.moduleGraph.invalidateAll();
      const { renderStartPage } = (await server.ssrLoadModule(
        '/src/prerender/render.tsx',
      )) as typeof Render;
      const page = await renderStartPage(code);
      // A brand whose start is not the form (one that needs a referring officer) is not written:
      // its visitors get the plain page.
      if (!page.html.includes('<form')) continue;
      if (/\sstyle="/u.test(page.html)) {
        throw new Error(
          `prerender: ${code}'s start page has a style attribute, which the CSP blocks: ${/.{120}\sstyle="[^"]*"/u.exec(page.html)?.[0]}`,
        );
      }
      const brand = BRANDS[code];
      const dir = join(outDir, 'prerendered', code);
      mkdirSync(dir, { recursive: true });
      const variables = Object.entries(brandCssVariables(brand))
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      const html = head
        .replace('<html lang="en">', `<html lang="en" data-brand="${code}">`)
        .replace(/<title>[^<]*<\/title>/u, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /<meta name="theme-color" content="[^"]*"/u,
          `<meta name="theme-color" content="${escapeHtml(brand.theme.primary)}"`,
        )
        .replace(
          '</head>',
          `  ${[
            inlineStyle(criticalCss),
            // The brand's colours (the app sets the same properties on the root element once it runs).
            inlineStyle(`:root{${variables}}`),
            // Why disabled links: a disabled style sheet is not fetched, and the loader of the start
            // page's chunk takes it as already there, so the inlined styles are not fetched again.
            ...startStyles.map((file) => `<link rel="stylesheet" href="${base}${file}" disabled>`),
            `<script type="module" src="${base}${loaderFile}"></script>`,
          ].join('\n    ')}\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${code}">${page.html}</div>`,
        );
      writeFileSync(join(dir, 'register-v2.html'), html);
    }
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    await server.close();
    process.env.NODE_ENV = previousEnv;
  }
  // The CSP allows exactly these inline styles (scripts/security-headers.ts).
  const hashes = [...styleHashes].sort();
  writeFileSync(join(outDir, STYLE_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  writeFileSync(join(outDir, '_headers'), headersFile('production', base, hashes));
}

/**
 * The prerendered page's loader: the app's JavaScript is requested once the page has painted, so
 * nothing competes with the first paint for the connection (decision 021). The start page's chunks are preloaded beside the entry, as index.html
 * would have.
 */
function bootScript(entry: string, preloads: string[]): string {
  return `// The prerendered start page's loader (scripts/vite-prerender.ts, decision 021).
let started = false;
const load = async () => {
  if (started) return;
  started = true;
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // One task per chunk, in the order they depend on each other, then the entry, which hydrates:
  // evaluating all of them at once was one long task (the browser could not answer a tap during
  // it); between these, it can.
  for (const href of ${JSON.stringify(preloads)}) {
    await import(href);
    await new Promise((resolve) => setTimeout(resolve));
  }
  await import(${JSON.stringify(entry)});
};
// A submit before the app has hydrated would reload the page (a form without an action submits
// to its own address) and lose what was typed: it is held, and the app is fetched at once. Once
// hydrated, the app's own handler has already prevented it.
addEventListener('submit', (event) => {
  if (event.defaultPrevented || event.target.hasAttribute('action')) return;
  event.preventDefault();
  load();
});
// After the first contentful paint as the browser reports it; in a hidden tab, which does not
// paint, at once; where paint timing is unknown, after the next frame.
if (document.visibilityState === 'hidden') load();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  // In case no paint is ever reported (the page scrolled away from its content, say).
  setTimeout(load, 3000);
} else requestAnimationFrame(() => setTimeout(load));
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/gu, (c) => `&#${c.charCodeAt(0)};`);
}
