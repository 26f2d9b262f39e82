import type { Plugin } from 'vite';

/** The module the router loads on the first navigation outside the registration (router.tsx). */
const DISCOVERY = /[\\/]src[\\/]app[\\/]discoveredRoutes\.ts$/u;

/** Marks the preload, so that the prerendered start page (vite-prerender.ts) leaves it out. */
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

/**
 * index.html preloads the route discovery (src/app/discoveredRoutes.ts, about 5 KiB) beside the
 * entry. Every page but the prerendered start page is index.html: a borrower back from the
 * hosted login, a link into an application, a signer's link. Their router cannot match a screen
 * (or run its loader, whose figureinfo call the screen's data waits for) before the discovery
 * has loaded, and without the preload its request started only once the entry had run: one
 * round trip more before anything the borrower came for (issue 18: product/select's LCP).
 * The prerendered start page does not take it (it needs no other route to paint or hydrate).
 */
export function preloadRouteDiscovery(): Plugin {
  let base = '/';
  return {
    name: 'heloc:preload-route-discovery',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isDynamicEntry &&
            DISCOVERY.test(output.facadeModuleId ?? ''),
        );
        if (!chunk) throw new Error('preloadRouteDiscovery: no chunk holds discoveredRoutes.ts');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${base}${chunk.fileName}`,
              [DEEP_LINK_ATTRIBUTE]: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
