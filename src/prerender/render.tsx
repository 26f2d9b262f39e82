/**
 * The build's renderer of the registration start page (issue 18, decision 021): the app's own
 * tree (the shell, the router with the app's routes, the registration layout and start page)
 * rendered to HTML for one brand, as a first-time visitor on that brand's host sees it before
 * the flags arrive. The browser hydrates it (src/app/hydration.ts, src/main.tsx).
 *
 * It runs in Node at build time (scripts/vite-prerender.ts), inside a DOM-less page: the caller
 * provides `window`, `document` and empty storages (jsdom), so that every browser read the tree
 * makes answers as it will for that visitor.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ShellProvider } from '../app/shell/ShellProvider';
import { ErrorReporting } from '../app/shell/ErrorReporting';
import { PRERENDERED_PATH } from '../app/hydration';
import { BASENAME, appRoutes } from '../app/router';
import { getBrand, pageTitle, type BrandCode } from '../domain/brands';
import { START_TITLE } from '../screens/register-v2/StartPage';

export interface PrerenderedPage {
  /** The root element's inner HTML. */
  html: string;
  /** The document title the page sets on arrival. */
  title: string;
}

/** Renders the start page for the page's current `location` (the brand's host). */
export async function renderStartPage(brand: BrandCode): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes(), { basename: BASENAME });
  const url = new URL(`${BASENAME}${PRERENDERED_PATH}`, window.location.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    throw new Error(`The start page answered ${context.status} instead of rendering`);
  }
  const router = createStaticRouter(handler.dataRoutes, context as StaticHandlerContext);
  const html = renderToString(
    // The tree of App.tsx, with the static router in the browser router's place.
    <ShellProvider prerendered>
      <ErrorReporting />
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellProvider>,
  );
  return { html, title: pageTitle(getBrand(brand), START_TITLE) };
}
