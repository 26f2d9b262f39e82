import type { BrowserContext, Page } from '@playwright/test';
import type { RelayMessage, RelayReply, RelayUpdate } from '../../src/sandbox/relay';

type SharedState = RelayUpdate['state'];

/**
 * One sandbox lender shared by several browser contexts, as a real lender's servers are shared by
 * every browser (docs/sandbox.md "Shared lender across browser contexts (e2e)"). The lender lives
 * in each page; this relay, in the test's Node process, keeps the latest state:
 *
 * - each joined context gets the binding `window.__sandboxRelay` (`exposeBinding`), which the
 *   sandbox calls before it answers any call (`hello`: it takes the latest state, or the first
 *   page's state becomes the shared one) and after every change of its lender (`change`);
 * - a change gets the next revision and is pushed to every other page that said hello (the
 *   other contexts' and the sender's other tabs) with `page.evaluate`; a page takes only newer
 *   revisions (src/sandbox/relay.ts).
 *
 * A page that is navigating misses a push: its next document says hello and takes the latest.
 * Last writer wins; `conflicts` counts changes built on a state another page had changed since.
 */
export class SharedLender {
  #revision = 0;
  #state: SharedState | null = null;
  #conflicts = 0;
  /** Pages whose sandbox said hello, and the revision of each one's newest change. */
  readonly #pages = new Map<Page, number>();

  /** The revision of the latest shared state (0: no page has started yet). */
  get revision(): number {
    return this.#revision;
  }

  /** Changes that overwrote another page's change they had not seen (see the class comment). */
  get conflicts(): number {
    return this.#conflicts;
  }

  /** Shares the lender with the context's pages (call before they open the app). */
  async join(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__sandboxRelay', ({ page }, message: RelayMessage) =>
      this.#answer(page, message),
    );
  }

  #answer(page: Page, message: RelayMessage): RelayReply {
    if (!this.#pages.has(page)) {
      this.#pages.set(page, 0);
      page.once('close', () => this.#pages.delete(page));
    }
    if (message.kind === 'hello') {
      if (this.#state) return { revision: this.#revision, state: this.#state };
      this.#state = message.state;
      this.#revision += 1;
      return { revision: this.#revision, state: null };
    }
    const newestOther = Math.max(
      0,
      ...[...this.#pages].filter(([other]) => other !== page).map(([, revision]) => revision),
    );
    if (newestOther > message.base) this.#conflicts += 1;
    this.#state = message.state;
    this.#revision += 1;
    this.#pages.set(page, this.#revision);
    this.#push(page, { revision: this.#revision, state: message.state });
    return { revision: this.#revision, state: null };
  }

  #push(from: Page, update: RelayUpdate): void {
    for (const page of this.#pages.keys()) {
      if (page === from || page.isClosed()) continue;
      page
        .evaluate((pushed) => window.__sandboxRelayReceive?.(pushed), update)
        .catch(() => {
          // Navigating or closing: the page's next document says hello and takes the latest.
        });
    }
  }
}
