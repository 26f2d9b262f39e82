import { Virtual } from '@guidepup/virtual-screen-reader';
import { act, waitFor } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) for view tests: what a screen-reader
 * user hears, as the spoken phrase log. Its phrases read "role, name, [value], [description],
 * [states]" for an item, "polite: …" or "assertive: …" for a live region's change (only when the
 * region was already in the page before its text changed), and an item's phrase again when focus
 * moves to it. Start it after the first render: on an empty page it never listens for focus.
 *
 * `setupScreenReader()` in a describe block gives a reader that each test starts on a container
 * and that is stopped after each test. It is a simulation over jsdom: it does not replace a check
 * with NVDA, JAWS or VoiceOver, and it does not know what a real reader says of an element
 * inserted with role="alert" already filled (it announces changes inside an existing region only).
 */
export interface ScreenReader {
  /** Starts reading `container` (default: the whole document body) from its first item. */
  start(container?: Node): Promise<void>;
  /** Moves the reading cursor to the next item and returns what it said. */
  next(): Promise<string>;
  /**
   * Reads on with the virtual cursor until "end of document" (at most `max` moves) and returns
   * what was said on the way, live announcements left out.
   */
  walk(max?: number): Promise<string[]>;
  /**
   * Reads the whole page from the top as a user would after arriving (the reader restarted on
   * the same container: what was said before is forgotten), live announcements left out.
   */
  readPage(): Promise<string[]>;
  /** Everything spoken since start (or the last `clear`), after pending DOM changes are heard. */
  log(): Promise<string[]>;
  /** Only the live-region announcements ("polite: …", "assertive: …") since start or `clear`. */
  announcements(): Promise<string[]>;
  /**
   * Resolves with the first spoken phrase (live or not) matching `expected` said from now on or
   * already said since the last `clear`; fails after `timeoutMs` of real time with the log.
   * Under fake timers, advance the clock yourself and read `log()` instead.
   */
  waitFor(expected: string | RegExp, timeoutMs?: number): Promise<string>;
  /** Forgets what was said so far (the next assertions see only what follows). */
  clear(): Promise<void>;
  /** The element under the reading cursor. */
  readonly activeNode: Node | null;
}

const END = 'end of document';
const LIVE = /^(polite|assertive): /u;

/**
 * Lets the reader's MutationObserver and focus handlers (microtasks) run, inside act() so that
 * React renders what the app does meanwhile.
 */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

const matches = (phrase: string, expected: string | RegExp) =>
  typeof expected === 'string' ? phrase === expected : expected.test(phrase);

/** A virtual screen reader per test, stopped after each test of the calling file or block. */
export function setupScreenReader(): ScreenReader {
  let reader: Virtual | null = null;
  let started: Node | null = null;
  /** Where the reader started: a walk in a container stops when it wraps round to it. */
  let origin: { node: Node | null; phrase: string } | null = null;
  const running = () => {
    if (!reader) throw new Error('Start the screen reader first: await sr.start()');
    return reader;
  };

  afterEach(async () => {
    await reader?.stop();
    reader = null;
    started = null;
    origin = null;
  });

  const log = async () => {
    await settle();
    return running().spokenPhraseLog();
  };

  const api: ScreenReader = {
    async start(container = document.body) {
      await reader?.stop();
      const next = new Virtual();
      reader = next;
      started = container;
      await act(() => next.start({ container }));
      origin = { node: next.activeNode, phrase: await next.lastSpokenPhrase() };
    },
    async next() {
      await act(() => running().next());
      return running().lastSpokenPhrase();
    },
    async walk(max = 500) {
      const sr = running();
      const before = (await log()).length;
      let from: { node: Node | null; phrase: string } | null = null;
      let done = false;
      for (let moves = 0; moves < max && !done; moves += 1) {
        await act(() => sr.next());
        const here = { node: sr.activeNode, phrase: await sr.lastSpokenPhrase() };
        // The end of the body; or, in a container or an aria-modal dialog (no "end of document"),
        // the cursor wrapping round to where this walk began.
        const again = (seen: typeof from) =>
          here.node === seen?.node && here.phrase === seen.phrase;
        done = here.phrase === END || again(origin) || again(from);
        from ??= here;
      }
      if (!done) {
        throw new Error(
          `Still reading after ${max} moves:\n${(await log()).slice(before).join('\n')}`,
        );
      }
      const said = (await log()).slice(before).filter((phrase) => !LIVE.test(phrase));
      return said.at(-1) === END ? said : said.slice(0, -1);
    },
    async readPage() {
      running();
      await api.start(started ?? undefined);
      return [await running().lastSpokenPhrase(), ...(await api.walk())];
    },
    log,
    async announcements() {
      return (await log()).filter((phrase) => LIVE.test(phrase));
    },
    async waitFor(expected, timeoutMs = 3000) {
      if (vi.isFakeTimers()) {
        throw new Error('waitFor needs real timers: advance the fake clock, then read log()');
      }
      // Testing Library's waitFor: React may render between checks without act() warnings.
      return waitFor(
        async () => {
          const said = await running().spokenPhraseLog();
          const found = said.find((phrase) => matches(phrase, expected));
          if (found === undefined) {
            throw new Error(
              `The screen reader did not say ${String(expected)}. It said:\n${said.join('\n')}`,
            );
          }
          return found;
        },
        { timeout: timeoutMs },
      );
    },
    async clear() {
      await settle();
      await running().clearSpokenPhraseLog();
      await running().clearItemTextLog();
    },
    get activeNode() {
      return reader?.activeNode ?? null;
    },
  };
  return api;
}
