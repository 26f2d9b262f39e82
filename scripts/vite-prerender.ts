import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer, type Plugin } from 'vite';
import type * as Brands from '../src/domain/brands';
import type * as Render from '../src/prerender/render';

/**
 * The prerendered start page (issue 18, decision 021). After the production build is written,
 * the app's own tree renders the registration start page to HTML for every brand whose start page
 * is the form (src/prerender/render.tsx), and writes for each:
 *
 *   dist/prerendered/<brand>/register-v2.html  the built index.html with the page in its root
 *                                              element, the brand's title and theme colour, and
 *                                              the start page's own chunk and styles preloaded;
 *   dist/prerendered/<brand>/theme.css         the brand's colours (the app sets the same custom
 *                                              properties on the root element once it runs).
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
  const preload = new Set<string>();
  const styles = new Set<string>();
  for (const module of START_MODULES) {
    const chunk = chunks.find((c) => c.modules.includes(module));
    if (!chunk) throw new Error(`prerender: ${module} is in no chunk of the build`);
    preload.add(chunk.file);
    for (const css of manifest.find((m) => m.file === chunk.file)?.css ?? []) styles.add(css);
  }
  const links = [
    ...[...styles]
      .filter((file) => !index.includes(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...[...preload]
      .filter((file) => !index.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];

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
      writeFileSync(join(dir, 'theme.css'), `:root{${variables}}\n`);
      const html = index
        .replace('<html lang="en">', `<html lang="en" data-brand="${code}">`)
        .replace(/<title>[^<]*<\/title>/u, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          /<meta name="theme-color" content="[^"]*"/u,
          `<meta name="theme-color" content="${escapeHtml(brand.theme.primary)}"`,
        )
        .replace(
          '</head>',
          `  ${[...links, `<link rel="stylesheet" href="${base}prerendered/${code}/theme.css">`].join('\n    ')}\n  </head>`,
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
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/gu, (c) => `&#${c.charCodeAt(0)};`);
}
