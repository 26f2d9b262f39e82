import type { Lender, SandboxState } from './lender';

/**
 * The shared-lender relay (e2e, docs/sandbox.md "Shared lender across browser contexts"). The
 * sandbox lender lives in the page, so two browser contexts would be two lenders. When the page
 * has a relay, a function `window.__sandboxRelay` that Playwright exposes (`exposeBinding`), the
 * pages of several contexts share one lender as they would share a real lender's servers:
 *
 * - On start, before the page answers any call, it says `hello` with the state it restored; the
 *   relay answers the shared state (the page takes it), or adopts the page's when it has none yet.
 * - Every change of the page's lender is sent to the relay (`change`, the whole state); the relay
 *   numbers it (the shared revision) and pushes it to the other pages.
 * - A pushed state arrives through `window.__sandboxRelayReceive(update)`, installed before the
 *   `hello` (`window.__sandbox` only appears once the service worker runs, too late for pushes
 *   that arrive meanwhile). It is taken without echoing back, and only when it is newer than what
 *   the page holds: a push that arrives while one of the page's own calls to the relay is
 *   unanswered waits for that answer (whose revision may already be newer).
 *
 * Last writer wins: two pages changing the lender at the same moment keep the later change only
 * (the relay counts such conflicts). Test steps that take turns, as a person and a server would,
 * never meet that.
 */

/** The shared state at a revision (the relay numbers every change it receives from 1 up). */
export interface RelayUpdate {
  revision: number;
  state: SandboxState;
}

/**
 * What a page sends to the relay. `base` is the newest revision the page held when it changed
 * (its own changes' answers and the pushes it took): a change by another page after `base` is a
 * conflict.
 */
export type RelayMessage =
  { kind: 'hello'; state: SandboxState } | { kind: 'change'; base: number; state: SandboxState };

/** The relay's answer: the revision it now holds, and for `hello` the shared state (null: none yet, the page's was adopted). */
export interface RelayReply {
  revision: number;
  state: SandboxState | null;
}

export type RelayBinding = (message: RelayMessage) => Promise<RelayReply>;

declare global {
  interface Window {
    /** Exposed by Playwright (e2e/support/sharedLender.ts) when contexts share one lender. */
    __sandboxRelay?: RelayBinding;
    /** Installed by the page: the relay pushes other pages' changes through it. */
    __sandboxRelayReceive?: (update: RelayUpdate) => void;
  }
}

type RelayLender = Pick<Lender, 'snapshot' | 'replaceState' | 'subscribe'>;

/** One page's end of the relay. */
export class LenderRelay {
  readonly #lender: RelayLender;
  readonly #send: RelayBinding;
  /** The newest shared revision this page's lender holds. */
  #revision = 0;
  /** Calls to the relay not answered yet. */
  #pending = 0;
  /** The newest push that arrived while a call was unanswered. */
  #held: RelayUpdate | null = null;
  #applying = false;

  constructor(lender: RelayLender, send: RelayBinding) {
    this.#lender = lender;
    this.#send = send;
  }

  /** The newest shared revision the page holds (0 before the hello is answered). */
  get revision(): number {
    return this.#revision;
  }

  /**
   * Says hello (taking the shared state), then sends every change of the lender. Resolves once the
   * page holds the shared state: only then may it answer calls.
   */
  async connect(): Promise<void> {
    await this.#call({ kind: 'hello', state: this.#lender.snapshot() });
    this.#lender.subscribe((state) => {
      if (this.#applying) return;
      void this.#call({ kind: 'change', base: this.#revision, state: structuredClone(state) });
    });
  }

  /** Takes another page's change (the relay's push): newer ones only, never sent back. */
  receive = (update: RelayUpdate): void => {
    if (this.#pending > 0) {
      if (!this.#held || update.revision > this.#held.revision) this.#held = update;
      return;
    }
    this.#apply(update);
  };

  #apply(update: RelayUpdate): void {
    if (update.revision <= this.#revision) return;
    this.#revision = update.revision;
    this.#applying = true;
    try {
      this.#lender.replaceState(update.state);
    } finally {
      this.#applying = false;
    }
  }

  /** Applies the push held back while calls were unanswered, once none is. */
  #release(): void {
    if (this.#pending > 0 || !this.#held) return;
    const held = this.#held;
    this.#held = null;
    this.#apply(held);
  }

  async #call(message: RelayMessage): Promise<void> {
    this.#pending += 1;
    try {
      const reply = await this.#send(message);
      // The shared state (a hello's answer), or the revision the relay gave this page's change.
      if (reply.state) this.#apply({ revision: reply.revision, state: reply.state });
      else this.#revision = Math.max(this.#revision, reply.revision);
    } catch (error) {
      // The pages would drift apart unnoticed: say so (e2e fails on a console error).
      console.error('Sandbox relay: the shared lender did not answer', error);
    } finally {
      this.#pending -= 1;
      this.#release();
    }
  }
}
