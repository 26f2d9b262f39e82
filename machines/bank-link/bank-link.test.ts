import { createActor, fromPromise, waitFor } from 'xstate';
import type { BankAccount } from '../../src/api/bankLink';
import {
  BANK_LINK_UNAVAILABLE_MESSAGE,
  BankLinkUnavailableError,
  type BankLinkResult,
} from '../../src/api/bankLinkProvider';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import {
  bankLinkMachine,
  type BankLinkInput,
  type CreateLinkTokenInput,
  type ExchangeInput,
  type OpenProviderInput,
} from './bank-link.machine';
import { selectBankLinkView } from './bank-link.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const LINKED: BankAccount = {
  accountRef: 'link-1',
  institutionName: 'First Platypus Bank',
  accountType: 'CHECKING',
  mask: '0000',
};
const SUCCESS: BankLinkResult = {
  kind: 'success',
  publicToken: 'public-1',
  institutionName: 'First Platypus Bank',
  accounts: [{ id: 'acc_checking', name: 'Plaid Checking', mask: '0000', subtype: 'checking' }],
};
const CLOSED: BankLinkResult = { kind: 'exit', error: null };
const EXPIRED: BankLinkResult = {
  kind: 'exit',
  error: { code: 'INVALID_LINK_TOKEN', message: 'This bank link session expired.' },
};
const DENIED: BankLinkResult = {
  kind: 'exit',
  error: { code: 'OAUTH_DENIED', message: 'You did not allow access at your bank.' },
};
const networkError = () => new ApiError({ kind: 'network', message: 'offline', url: '/x' });
const OAUTH_RETURN = 'https://app.test/account/heloc/plaid-oauth-success?oauth_state_id=s1';

interface Script {
  start?: unknown[];
  /** What the provider answers each time it opens (thrown when an Error); else SUCCESS. */
  provider?: Array<BankLinkResult | Error>;
  exchange?: unknown[];
}

/** A bank link over fake calls and a fake provider, answering from the script in turn. */
function link(script: Script = {}, input: Partial<BankLinkInput> = {}) {
  const calls = {
    start: 0,
    opened: [] as OpenProviderInput[],
    exchanged: [] as string[],
    /** The idempotency key of each exchange call. */
    keys: [] as string[],
  };
  const effects = { remembered: [] as unknown[], forgotten: 0, linked: [] as unknown[] };
  const take = (queue: unknown[] | undefined) => {
    const next = queue?.shift();
    if (next !== undefined) throw next;
  };
  const machine = bankLinkMachine.provide({
    actors: {
      createLinkToken: fromPromise<string, CreateLinkTokenInput>(async () => {
        calls.start += 1;
        take(script.start);
        return `link-sandbox-${calls.start}`;
      }),
      openProvider: fromPromise<BankLinkResult, OpenProviderInput>(async ({ input: request }) => {
        calls.opened.push(request);
        const next = script.provider?.shift() ?? SUCCESS;
        if (next instanceof Error) throw next;
        return next;
      }),
      exchange: fromPromise<BankAccount, ExchangeInput>(async ({ input: request }) => {
        calls.exchanged.push(request.publicToken);
        calls.keys.push(request.idempotencyKey);
        take(script.exchange);
        return LINKED;
      }),
    },
    actions: {
      rememberLink: (_, params) => effects.remembered.push(params),
      forgetLink: () => {
        effects.forgotten += 1;
      },
      linked: (_, params) => effects.linked.push(params.account),
    },
  });
  const actor = createActor(machine, {
    input: { applicationUuid: UUID, purpose: 'DISBURSE', ...input },
  }).start();
  const view = () => selectBankLinkView(actor.getSnapshot());
  const settle = (phase: ReturnType<typeof view>['phase']) =>
    waitFor(actor, (snapshot) => selectBankLinkView(snapshot).phase === phase);
  return { actor, calls, effects, view, settle };
}

describe('bank link: the provider answers a public token', () => {
  it('makes a link token, keeps it, opens the provider with it, exchanges the public token once', async () => {
    const l = link();
    expect(l.view().phase).toBe('closed');
    l.actor.send({ type: 'OPEN' });
    await l.settle('linked');
    expect(l.calls.start).toBe(1);
    expect(l.effects.remembered).toEqual([
      { applicationUuid: UUID, linkToken: 'link-sandbox-1', purpose: 'DISBURSE' },
    ]);
    expect(l.calls.opened).toEqual([{ linkToken: 'link-sandbox-1', receivedRedirectUri: null }]);
    expect(l.calls.exchanged).toEqual(['public-1']);
    expect(l.effects.linked).toEqual([LINKED]);
    expect(l.effects.forgotten).toBe(1);
  });

  it('goes back to closed, saying nothing, when the borrower closes the provider', async () => {
    const l = link({ provider: [CLOSED] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('closed');
    expect(l.calls.exchanged).toEqual([]);
    expect(l.view().errorMessage).toBeNull();
    expect(l.effects.forgotten).toBe(1);
    l.actor.send({ type: 'OPEN' });
    await l.settle('linked');
    expect(l.calls.start).toBe(2);
  });

  it('ignores OPEN while the provider is open', async () => {
    const l = link();
    l.actor.send({ type: 'OPEN' });
    l.actor.send({ type: 'OPEN' });
    await l.settle('linked');
    expect(l.calls.start).toBe(1);
  });
});

describe('bank link: failures repeat only the step that failed', () => {
  it('a failed link token shows the error; Retry asks again', async () => {
    const l = link({ start: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    expect(l.view().errorMessage).toMatch(/could not reach the server/u);
    expect(l.view().canRetry).toBe(true);
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    expect(l.calls.start).toBe(2);
  });

  it('a failed exchange retries the exchange only, never the provider', async () => {
    const l = link({ exchange: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    expect(l.calls.opened).toHaveLength(1);
    expect(l.calls.exchanged).toEqual(['public-1', 'public-1']);
  });

  it('a Retry of the exchange sends the same idempotency key (one account, even if the answer was lost)', async () => {
    const l = link({ exchange: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    const [first, retry] = l.calls.keys;
    expect(first).toMatch(/\S{16,}/u);
    expect(retry).toBe(first);
  });

  it('a new link (a new public token) is exchanged with a new key', async () => {
    const l = link({ exchange: [networkError()] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    l.actor.send({ type: 'OPEN' });
    await waitFor(l.actor, () => l.calls.keys.length === 3 && l.view().phase === 'linked');
    expect(l.calls.keys[2]).not.toBe(l.calls.keys[0]);
  });

  it("shows the provider's words when it closes on an error; Retry starts with a new token", async () => {
    const l = link({ provider: [DENIED] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('failed');
    expect(l.view().errorMessage).toBe('You did not allow access at your bank.');
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    expect(l.calls.start).toBe(2);
    expect(l.calls.opened.map((o) => o.linkToken)).toEqual(['link-sandbox-1', 'link-sandbox-2']);
  });

  it("answers the provider's expired-token exit with the expired state; Start again", async () => {
    const l = link({ provider: [EXPIRED] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('expired');
    expect(l.view().canRestart).toBe(true);
    l.actor.send({ type: 'RESTART' });
    await l.settle('linked');
    expect(l.calls.start).toBe(2);
  });
});

describe('bank link: fails closed when the provider cannot be opened', () => {
  it('says so in words for the borrower, never the internal reason; Try again opens it again', async () => {
    const l = link({ provider: [new BankLinkUnavailableError('script error at https://cdn')] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('unavailable');
    expect(l.view().errorMessage).toBe(BANK_LINK_UNAVAILABLE_MESSAGE);
    expect(l.view().errorMessage).not.toMatch(/https?:|cdn/u);
    l.actor.send({ type: 'RETRY' });
    await l.settle('linked');
    // Why the same token: the lender's token is still good; only the provider failed to load.
    expect(l.calls.start).toBe(1);
    expect(l.calls.opened).toHaveLength(2);
  });

  it('any other failure of the provider reads the same', async () => {
    const l = link({ provider: [new TypeError('Plaid is undefined')] });
    l.actor.send({ type: 'OPEN' });
    await l.settle('unavailable');
    expect(l.view().errorMessage).toBe(BANK_LINK_UNAVAILABLE_MESSAGE);
    l.actor.send({ type: 'CLOSE' });
    await l.settle('closed');
    expect(l.effects.forgotten).toBe(1);
  });
});

describe('bank link: back from an OAuth bank (plaid-oauth-success)', () => {
  it('opens the provider again with the kept token and the received redirect URI, then exchanges', async () => {
    const l = link(
      {},
      { resume: { linkToken: 'link-sandbox-9', receivedRedirectUri: OAUTH_RETURN } },
    );
    await l.settle('linked');
    expect(l.calls.start).toBe(0);
    expect(l.effects.remembered).toEqual([]);
    expect(l.calls.opened).toEqual([
      { linkToken: 'link-sandbox-9', receivedRedirectUri: OAUTH_RETURN },
    ]);
    expect(l.calls.exchanged).toEqual(['public-1']);
  });

  it('says what the provider said when the borrower did not allow access at the bank', async () => {
    const l = link(
      { provider: [DENIED] },
      { resume: { linkToken: 'link-sandbox-9', receivedRedirectUri: OAUTH_RETURN } },
    );
    await l.settle('failed');
    expect(l.view().errorMessage).toBe('You did not allow access at your bank.');
  });
});

describe('bank link: graph paths on a real actor', () => {
  testMachineReachability(bankLinkMachine, {
    input: { applicationUuid: UUID, purpose: 'DISBURSE' },
    events: [
      { type: 'xstate.done.actor.createLinkToken', output: 'link-sandbox-1' },
      { type: 'xstate.error.actor.createLinkToken', error: networkError() },
      { type: 'xstate.done.actor.openProvider', output: SUCCESS },
      { type: 'xstate.done.actor.openProvider', output: CLOSED },
      { type: 'xstate.done.actor.openProvider', output: EXPIRED },
      { type: 'xstate.done.actor.openProvider', output: DENIED },
      { type: 'xstate.error.actor.openProvider', error: new BankLinkUnavailableError('x') },
      { type: 'xstate.done.actor.exchange', output: LINKED },
      { type: 'xstate.error.actor.exchange', error: networkError() },
    ],
    // The transient entry is never observed.
    unreachable: ['bankLink.entering'],
  });
});
