/**
 * A send-only handle on a chart that starts after the page's first paint (decision 023): the
 * shell's telemetry and experiments charts load in a chunk of their own, but the router's page
 * views and the session's identity reach them from the first render on. What is sent before the
 * chart runs is kept, in order, and delivered to it when it attaches; after that, every event
 * goes straight on.
 */
export interface Receiver<TEvent> {
  send(event: TEvent): void;
}

export class DeferredActor<TEvent, TActor extends Receiver<TEvent> = Receiver<TEvent>> {
  #actor: TActor | undefined;
  #pending: TEvent[] = [];
  #closed = false;

  /** Delivers the event to the chart, or keeps it until the chart attaches. */
  readonly send = (event: TEvent): void => {
    if (this.#actor) this.#actor.send(event);
    else if (!this.#closed) this.#pending.push(event);
  };

  /** The running chart (tests read its snapshot), or undefined before it has attached. */
  get current(): TActor | undefined {
    return this.#actor;
  }

  /** Events sent and not yet delivered (none once the chart has attached). */
  get pending(): readonly TEvent[] {
    return this.#pending;
  }

  /**
   * The chart runs: every kept event is delivered to it in the order it was sent, and later ones
   * go straight to it. Returns the detach (an unmounted chart hears nothing more; events sent
   * after it are kept for the next one).
   */
  attach(actor: TActor): () => void {
    this.#actor = actor;
    this.#closed = false;
    const pending = this.#pending;
    this.#pending = [];
    for (const event of pending) actor.send(event);
    return () => {
      if (this.#actor === actor) this.#actor = undefined;
    };
  }

  /**
   * The chart will not run on this page (its chunk could not be loaded): the kept events are
   * dropped and later ones are not kept, so nothing piles up. A later `attach` opens it again.
   */
  close(): void {
    this.#closed = true;
    this.#pending = [];
  }
}
