import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app/App';
import {
  PRERENDERED_ATTRIBUTE,
  canHydrate,
  createHydratedRouter,
  type HydrationFacts,
} from '../app/hydration';
import { ROUTER_OPTIONS, appRoutes } from '../app/router';
import { getBrand, resolveOrgCode } from '../domain/brands';
import { setupSandboxServer } from '../testing/sandbox-server';
import { PRERENDERED_MARK, takeEarlyInput } from '../ui/form/earlyInput';
import { renderStartPage } from './render';

setupSandboxServer();

const START = '/account/heloc/register-v2';
/** The brand of the test page's host (127.0.0.1: the default brand). */
const BRAND = resolveOrgCode({ hostname: window.location.hostname });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** What the build writes into the page's root element (scripts/vite-prerender.ts). */
async function prerenderedContainer(): Promise<HTMLElement> {
  window.history.replaceState(null, '', START);
  const { html, title } = await renderStartPage(BRAND);
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, BRAND);
  container.innerHTML = html;
  document.body.append(container);
  document.title = title;
  return container;
}

describe('the prerendered start page', () => {
  it('holds the heading, the form and the brand before any script runs', async () => {
    const container = await prerenderedContainer();
    const page = within(container);
    expect(page.getByRole('heading', { level: 1, name: 'Apply for a HELOC' })).toBeTruthy();
    expect(page.getByRole('combobox', { name: /Property address/u })).toBeTruthy();
    expect(page.getByRole('group', { name: 'How do you use this property?' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(page.getByRole('img', { name: `${getBrand(BRAND).shortName} home` })).toBeTruthy();
    // The shell's frame, not its loading state.
    expect(container.textContent).not.toContain('Loading');
    expect(document.title).toBe(`${getBrand(BRAND).shortName} | Apply for a HELOC`);
  });

  it('hydrates without a mismatch or a console error, and the form then works', async () => {
    const container = await prerenderedContainer();
    const painted = container.innerHTML;
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const router = await createHydratedRouter(appRoutes(), ROUTER_OPTIONS);
    // Hydration keeps the painted elements: the heading node is the same one afterwards.
    const heading = within(container).getByRole('heading', { level: 1 });
    await act(async () => {
      root = hydrateRoot(container, <App hydrating={{ router }} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(container.innerHTML.length).toBeGreaterThan(painted.length / 2);

    // The machine is live: an empty submit shows the spec's messages.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByText('There is a problem')).toBeTruthy();
  });
});

describe('what the borrower entered before the app arrived', () => {
  it('is the form’s: an address typed and a use chosen on the painted page survive hydration', async () => {
    const container = await prerenderedContainer();
    const address = within(container).getByRole<HTMLInputElement>('combobox', {
      name: /Property address/u,
    });
    const secondary = within(container).getByRole<HTMLInputElement>('radio', {
      name: 'Secondary home',
    });
    // As the browser does it, before any script: typed (or autofilled) and ticked.
    address.value = '12 Oak';
    secondary.checked = true;
    const router = await createHydratedRouter(appRoutes(), ROUTER_OPTIONS);
    await act(async () => {
      root = hydrateRoot(container, <App hydrating={{ router }} />);
    });
    // A submit renders the form from its own values: what the user entered is among them.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(
      screen.getByRole<HTMLInputElement>('combobox', { name: /Property address/u }).value,
    ).toBe('12 Oak');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Secondary home' }).checked).toBe(
      true,
    );
    // The machine was told (the summary asks for the address from the list, not for the use).
    expect(screen.queryByRole('link', { name: /how you use/iu })).toBeNull();
  });
});

describe('which form takes what was typed before hydration', () => {
  it('the first form of a hydrated page, once; no form of a page the app rendered itself', () => {
    const root = document.createElement('div');
    root.setAttribute(PRERENDERED_ATTRIBUTE, BRAND);
    const first = root.appendChild(document.createElement('form'));
    const later = root.appendChild(document.createElement('form'));
    expect(takeEarlyInput(first)).toBe(true);
    // A later step (its amount shown with commas, its phone formatted) shows the form's values.
    expect(takeEarlyInput(later)).toBe(false);
    expect(takeEarlyInput(first)).toBe(false);
    expect(takeEarlyInput(document.createElement('form'))).toBe(false);
    expect(takeEarlyInput(null)).toBe(false);
    expect(PRERENDERED_MARK).toBe(PRERENDERED_ATTRIBUTE);
  });
});

describe('which visits hydrate the prerendered page', () => {
  const empty = () => ({ getItem: () => null });
  const plain: HydrationFacts = {
    prerenderedBrand: 'figure',
    location: { hostname: 'www.figure.com', pathname: START, search: '', hash: '' },
    sessionStorage: empty,
    localStorage: empty,
  };
  const withItem = (key: string) => () => ({
    getItem: (k: string) => (k === key ? 'x' : null),
  });
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it('hydrates a plain first visit on the brand it was rendered for', () => {
    expect(resolveOrgCode({ hostname: 'www.figure.com' })).toBe('figure');
    expect(canHydrate(plain)).toBe(true);
    // Blocked storage (private mode, a policy) holds nothing that changes the first render.
    expect(canHydrate({ ...plain, sessionStorage: blocked, localStorage: blocked })).toBe(true);
    expect(canHydrate({ ...plain, location: { ...plain.location, pathname: `${START}/` } })).toBe(
      true,
    );
  });

  it.each([
    ['no prerendered page', { prerenderedBrand: null }],
    ['another brand', { prerenderedBrand: 'fairway' }],
    ['another path', { location: { ...plain.location, pathname: `${START}/for-sale` } }],
    [
      'a query (prefill, org, a returned login)',
      { location: { ...plain.location, search: '?rid=1' } },
    ],
    ['a hash', { location: { ...plain.location, hash: '#main' } }],
    ['a stored sign-in', { localStorage: withItem('jwt') }],
    ['the tab’s draft', { sessionStorage: withItem('heloc.registration.draft') }],
  ] as const)('renders afresh for %s', (_, change) => {
    expect(canHydrate({ ...plain, ...change } as HydrationFacts)).toBe(false);
  });
});
