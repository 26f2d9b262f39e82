import { Lender, manualClock, sequentialIds, type SandboxState } from './lender';
import { LenderRelay, type RelayMessage, type RelayReply, type RelayUpdate } from './relay';

const NOW = '2026-03-02T18:00:00.000Z';
const BORROWER_APP = 'a0000000-0000-4000-8000-000000000001';

function newLender(prefix: string) {
  return new Lender({ ids: sequentialIds(prefix), clock: manualClock(NOW) });
}

/**
 * A relay as e2e/support/sharedLender.ts runs it in Node: the latest state and its revision;
 * each change is numbered and pushed to the other pages, later (as page.evaluate would).
 */
class FakeRelay {
  revision = 0;
  state: SandboxState | null = null;
  conflicts = 0;
  readonly messages: { from: string; kind: RelayMessage['kind'] }[] = [];
  readonly #pages = new Map<string, LenderRelay>();
  /** Each page's newest change. */
  readonly #latestBy = new Map<string, number>();

  join(name: string, lender: Lender): LenderRelay {
    const relay = new LenderRelay(lender, async (message) => this.#answer(name, message));
    this.#pages.set(name, relay);
    return relay;
  }

  #answer(from: string, message: RelayMessage): RelayReply {
    this.messages.push({ from, kind: message.kind });
    if (message.kind === 'hello') {
      if (this.state) return { revision: this.revision, state: structuredClone(this.state) };
      this.state = message.state;
      this.revision += 1;
      return { revision: this.revision, state: null };
    }
    // A conflict: another page changed the lender after the state this change was built on.
    const others = [...this.#latestBy].filter(([name]) => name !== from).map(([, r]) => r);
    if (Math.max(0, ...others) > message.base) this.conflicts += 1;
    this.state = message.state;
    this.revision += 1;
    this.#latestBy.set(from, this.revision);
    const update: RelayUpdate = { revision: this.revision, state: structuredClone(message.state) };
    for (const [name, page] of this.#pages) {
      if (name !== from) setTimeout(() => page.receive(structuredClone(update)), 0);
    }
    return { revision: this.revision, state: null };
  }
}

/** Lets the relay's answers and pushes arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A relay whose answers the test gives by hand (to order them against pushes). */
function manualRelay(lender: Lender) {
  const calls: { message: RelayMessage; answer: (reply: RelayReply) => void }[] = [];
  const relay = new LenderRelay(
    lender,
    (message) => new Promise<RelayReply>((answer) => calls.push({ message, answer })),
  );
  return { relay, calls };
}

describe('the shared-lender relay (browser contexts sharing one sandbox lender)', () => {
  it('a page that starts later takes the shared state, and each page sees the other’s changes', async () => {
    const relay = new FakeRelay();
    const primary = newLender('7e570001');
    await relay.join('primary', primary).connect();
    expect(relay.revision).toBe(1);

    // The primary invites a co-owner: the mail exists only in the primary's lender so far.
    primary.inviteSigner(BORROWER_APP, {
      firstName: 'Robin',
      lastName: 'Lee',
      email: 'robin@example.com',
    });
    await settle();

    // The co-owner's context starts afterwards: before it answers any call, it holds the mail.
    const coOwner = newLender('7e570002');
    expect(coOwner.mail().some((mail) => mail.to === 'robin@example.com')).toBe(false);
    await relay.join('coOwner', coOwner).connect();
    expect(coOwner.mail()[0]?.to).toBe('robin@example.com');
    expect(coOwner.state).toEqual(primary.state);

    // And the co-owner's changes reach the primary's page, which does not send them back.
    const sent = relay.messages.length;
    coOwner.setLatency(0);
    await settle();
    expect(primary.state.settings.latencyMs).toBe(0);
    expect(relay.messages.slice(sent)).toEqual([{ from: 'coOwner', kind: 'change' }]);
    expect(relay.conflicts).toBe(0);
  });

  it('the first page’s state becomes the shared one; a hello sends no change', async () => {
    const relay = new FakeRelay();
    const lender = newLender('7e570003');
    lender.setLatency(123);
    await relay.join('first', lender).connect();
    expect(relay.state?.settings.latencyMs).toBe(123);
    expect(relay.messages).toEqual([{ from: 'first', kind: 'hello' }]);
  });

  it('drops a pushed state that is not newer than the one the page holds', async () => {
    const lender = newLender('7e570004');
    const { relay, calls } = manualRelay(lender);
    const connected = relay.connect();
    calls[0]!.answer({ revision: 5, state: null });
    await connected;
    const stale = newLender('7e570005');
    stale.setLatency(999);
    relay.receive({ revision: 4, state: stale.snapshot() });
    relay.receive({ revision: 5, state: stale.snapshot() });
    expect(lender.state.settings.latencyMs).not.toBe(999);
    relay.receive({ revision: 6, state: stale.snapshot() });
    expect(lender.state.settings.latencyMs).toBe(999);
    expect(relay.revision).toBe(6);
    expect(calls).toHaveLength(1); // taken, not echoed
  });

  it('a push that arrives while the page’s own change is unanswered waits for the answer', async () => {
    const lender = newLender('7e570006');
    const { relay, calls } = manualRelay(lender);
    const connected = relay.connect();
    calls[0]!.answer({ revision: 1, state: null });
    await connected;
    const other = newLender('7e570007');
    other.setLatency(777);

    // The page's change got revision 3: the push of revision 2 was older, the page keeps its own.
    lender.setLatency(10);
    expect(calls[1]!.message).toMatchObject({ kind: 'change', base: 1 });
    relay.receive({ revision: 2, state: other.snapshot() });
    expect(lender.state.settings.latencyMs).toBe(10);
    calls[1]!.answer({ revision: 3, state: null });
    await settle();
    expect(lender.state.settings.latencyMs).toBe(10);
    expect(relay.revision).toBe(3);

    // The page's change got revision 4 and a newer one (5) came meanwhile: it is taken after.
    lender.setLatency(20);
    relay.receive({ revision: 5, state: other.snapshot() });
    expect(lender.state.settings.latencyMs).toBe(20);
    calls[2]!.answer({ revision: 4, state: null });
    await settle();
    expect(lender.state.settings.latencyMs).toBe(777);
    expect(relay.revision).toBe(5);
    expect(calls).toHaveLength(3);
  });

  it('a push during the hello waits for the shared state', async () => {
    const lender = newLender('7e570008');
    const { relay, calls } = manualRelay(lender);
    const connected = relay.connect();
    const shared = newLender('7e570009');
    shared.setLatency(1);
    const newer = newLender('7e57000a');
    newer.setLatency(2);
    relay.receive({ revision: 8, state: newer.snapshot() });
    calls[0]!.answer({ revision: 7, state: shared.snapshot() });
    await connected;
    expect(lender.state.settings.latencyMs).toBe(2);
    expect(relay.revision).toBe(8);
  });

  it('says so on the console when the relay does not answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const relay = new LenderRelay(newLender('7e57000b'), () =>
        Promise.reject(new Error('Target page, context or browser has been closed')),
      );
      await relay.connect();
      expect(error).toHaveBeenCalledWith(
        'Sandbox relay: the shared lender did not answer',
        expect.any(Error),
      );
    } finally {
      error.mockRestore();
    }
  });
});
