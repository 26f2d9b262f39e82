// First: zod's configuration for the Content Security Policy (before any module parses).
import './zodConfig';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Why static: the app's chunk is then preloaded by index.html beside the framework's, instead of
// being fetched only once this file has run (decision 009).
import { App, type AppProps } from './app/App';
import { entryRedirect, isInsideApp } from './app/entryRedirect';
import { PRERENDERED_ATTRIBUTE, canHydrate, createHydratedRouter } from './app/hydration';
import { inspectionWanted } from './app/inspect';
import { takeLandingParams } from './app/landingParams';
import { ROUTER_OPTIONS, appRoutes } from './app/router';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

async function boot(): Promise<void> {
  // An old address of the app outside its base (/account/heloc-signer/…): the router never
  // sees it, so it is answered here, before anything starts.
  const moved = entryRedirect(window.location);
  if (moved) {
    window.location.replace(moved);
    return;
  }
  const container = document.getElementById('root')!;
  // The prerendered start page (decision 021) is hydrated only when this visit is the one the
  // build rendered (read before the landing parameters leave the URL); otherwise it is replaced.
  const hydrate =
    !__SANDBOX__ &&
    canHydrate({
      prerenderedBrand: container.getAttribute(PRERENDERED_ATTRIBUTE),
      location: window.location,
      sessionStorage: () => window.sessionStorage,
      localStorage: () => window.localStorage,
    });
  // Personal data in the link (the `userData` prefill) is read once and taken out of the URL
  // before the router, the session, telemetry or any request (Referer) can see it (issue 14).
  takeLandingParams();
  if (hydrate) {
    const router = await createHydratedRouter(appRoutes(), ROUTER_OPTIONS);
    // Why a transition: the page is already painted, so hydration can yield to the browser
    // every few milliseconds (a typed key or a tap is handled between slices) instead of holding
    // the main thread for the whole tree in one task.
    startTransition(() => {
      hydrateRoot(container, <App hydrating={{ router }} />, {
        // Why a warning, not an error: React has already rendered the page afresh; the page works.
        onRecoverableError: (error) =>
          console.warn('The prerendered page was rendered again:', error),
      });
    });
    return;
  }
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  const root = createRoot(container);
  const props: AppProps = {};
  if (__SANDBOX__) {
    // Non-production only (this block is removed from `npm run build`): the embedded sandbox
    // lender answers every API call through the msw service worker, and the staff test tools
    // are mounted. Pages outside the app (/auth/login, /dashboard, the main site) are the
    // sandbox's stand-ins for the lender's other sites.
    const sandbox = await import('./sandbox/browser');
    await sandbox.startSandbox();
    // `?inspect=1`: Stately's live inspector on every flow (docs/sandbox.md, "Live inspection").
    if (inspectionWanted(window.location.search, window.sessionStorage)) {
      (await import('./app/inspector')).startInspection();
    }
    if (!isInsideApp(window.location.pathname, BASE)) {
      const { renderOutsidePage } = await import('./sandbox/outside/render');
      renderOutsidePage(root);
      return;
    }
    // Web chat's agent is the sandbox's simulated one (src/sandbox/chat), not Twilio.
    props.chatTransports = (await import('./sandbox/chat')).sandboxChatTransports;
    // Bank linking and income verification are the sandbox's stand-ins, not Plaid and the hosted
    // income provider (the same ports: src/api/bankLinkProvider.ts, src/api/incomeProvider.ts).
    props.providers = (await import('./sandbox/providers')).sandboxProviders;
    const { staffRoutes, StaffPanel } = await import('./sandbox/staff/routes');
    props.extraRoutes = staffRoutes;
    props.overlay = <StaffPanel />;
  }
  // Why a transition, as for hydration: the first render of a deep link (the shell's charts, the
  // router, the application's layout) was one task of about 300 ms at 4× CPU slowdown; as a
  // transition React yields to the browser every few milliseconds while it renders.
  startTransition(() => root.render(<App {...props} />));
}

void boot();
