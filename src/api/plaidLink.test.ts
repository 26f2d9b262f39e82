// @vitest-environment jsdom
/**
 * Plaid Link behind the bank-link provider port, with a fake `window.Plaid`: the script is added
 * only when the provider opens; a script that cannot load fails closed with words for the
 * borrower; success answers the public token; an exit carries Plaid's error; the OAuth return
 * hands Plaid the received redirect URI.
 */
import { BANK_LINK_UNAVAILABLE_MESSAGE, BankLinkUnavailableError } from './bankLinkProvider';
import {
  createPlaidBankLinkProvider,
  PLAID_EXIT_MESSAGE,
  PLAID_LINK_SCRIPT_URL,
  type PlaidCreateConfig,
  type PlaidGlobal,
} from './plaidLink';

interface FakePlaid {
  plaid: PlaidGlobal;
  configs: PlaidCreateConfig[];
  handler: {
    open: ReturnType<typeof vi.fn>;
    exit: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
  };
}

function fakePlaid(): FakePlaid {
  const configs: PlaidCreateConfig[] = [];
  const handler = { open: vi.fn(), exit: vi.fn(), destroy: vi.fn() };
  return {
    configs,
    handler,
    plaid: {
      create(config) {
        configs.push(config);
        return handler;
      },
    },
  };
}

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === PLAID_LINK_SCRIPT_URL,
  );

/** The script element answers: `load` (Plaid defined on window first) or `error`. */
function answerScript(outcome: 'load' | 'error', plaid?: PlaidGlobal) {
  const script = scripts().at(-1);
  if (!script) throw new Error('no Plaid script was added');
  if (plaid) window.Plaid = plaid;
  script.dispatchEvent(new Event(outcome));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.Plaid;
  for (const script of scripts()) script.remove();
});

describe('Plaid Link: loading the script', () => {
  it('adds the script only when the provider opens, once', async () => {
    const provider = createPlaidBankLinkProvider();
    expect(scripts()).toHaveLength(0);
    const fake = fakePlaid();
    const opened = provider.open({ linkToken: 'link-1' });
    expect(scripts()).toHaveLength(1);
    answerScript('load', fake.plaid);
    await flush();
    expect(fake.handler.open).toHaveBeenCalledTimes(1);
    fake.configs[0]!.onSuccess('public-1', {});
    await opened;
    // Loaded: the next open uses it without another script.
    void provider.open({ linkToken: 'link-2' });
    await flush();
    expect(scripts()).toHaveLength(1);
    expect(fake.configs).toHaveLength(2);
  });

  it('fails closed with words for the borrower when the script cannot load, and loads it again on retry', async () => {
    const provider = createPlaidBankLinkProvider();
    const opened = provider.open({ linkToken: 'link-1' });
    answerScript('error');
    const error: unknown = await opened.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(BankLinkUnavailableError);
    expect((error as Error).message).toBe(BANK_LINK_UNAVAILABLE_MESSAGE);
    expect((error as Error).message).not.toMatch(/https?:|cdn|plaid\.com/iu);
    // The failed element is gone; Try again adds a new one.
    expect(scripts()).toHaveLength(0);
    const fake = fakePlaid();
    const again = provider.open({ linkToken: 'link-1' });
    expect(scripts()).toHaveLength(1);
    answerScript('load', fake.plaid);
    await flush();
    fake.configs[0]!.onExit(null, {});
    await expect(again).resolves.toEqual({ kind: 'exit', error: null });
  });

  it('fails closed when the script loads but Plaid is not there, or does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      const provider = createPlaidBankLinkProvider({ loadTimeoutMs: 1000 });
      const noGlobal = provider.open({ linkToken: 'link-1' });
      answerScript('load');
      await expect(noGlobal).rejects.toBeInstanceOf(BankLinkUnavailableError);
      const slow = provider.open({ linkToken: 'link-1' });
      vi.advanceTimersByTime(1000);
      await expect(slow).rejects.toBeInstanceOf(BankLinkUnavailableError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails closed when Plaid.create throws', async () => {
    window.Plaid = {
      create: () => {
        throw new Error('bad token');
      },
    };
    const provider = createPlaidBankLinkProvider();
    await expect(provider.open({ linkToken: 'link-1' })).rejects.toBeInstanceOf(
      BankLinkUnavailableError,
    );
  });
});

describe('Plaid Link: what the borrower did', () => {
  it('answers the public token, the bank and the chosen account on success, then destroys Link', async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const opened = createPlaidBankLinkProvider().open({ linkToken: 'link-1' });
    await flush();
    expect(fake.configs[0]).toMatchObject({ token: 'link-1' });
    expect(fake.configs[0]).not.toHaveProperty('receivedRedirectUri');
    fake.configs[0]!.onSuccess('public-sandbox-1', {
      institution: { name: 'First Platypus Bank', institution_id: 'ins_1' },
      accounts: [{ id: 'acc_1', name: 'Plaid Checking', mask: '0000', subtype: 'checking' }],
    });
    await expect(opened).resolves.toEqual({
      kind: 'success',
      publicToken: 'public-sandbox-1',
      institutionName: 'First Platypus Bank',
      accounts: [{ id: 'acc_1', name: 'Plaid Checking', mask: '0000', subtype: 'checking' }],
    });
    expect(fake.handler.destroy).toHaveBeenCalledTimes(1);
  });

  it("answers an exit with Plaid's error code and its display message", async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const opened = createPlaidBankLinkProvider().open({ linkToken: 'link-1' });
    await flush();
    fake.configs[0]!.onExit(
      {
        error_type: 'INVALID_INPUT',
        error_code: 'INVALID_LINK_TOKEN',
        error_message: 'link token expired (internal detail)',
        display_message: 'This session expired.',
      },
      {},
    );
    await expect(opened).resolves.toEqual({
      kind: 'exit',
      error: { code: 'INVALID_LINK_TOKEN', message: 'This session expired.' },
    });
    expect(fake.handler.destroy).toHaveBeenCalledTimes(1);
  });

  it("uses our words when Plaid's exit error has no display message (never its developer message)", async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const opened = createPlaidBankLinkProvider().open({ linkToken: 'link-1' });
    await flush();
    fake.configs[0]!.onExit(
      { error_code: 'INSTITUTION_DOWN', error_message: 'upstream 503', display_message: null },
      {},
    );
    await expect(opened).resolves.toEqual({
      kind: 'exit',
      error: { code: 'INSTITUTION_DOWN', message: PLAID_EXIT_MESSAGE },
    });
  });

  it('resumes after an OAuth bank with the received redirect URI and the kept token', async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const uri = 'https://app.test/account/heloc/plaid-oauth-success?oauth_state_id=abc';
    const opened = createPlaidBankLinkProvider().open({
      linkToken: 'link-kept',
      receivedRedirectUri: uri,
    });
    await flush();
    expect(fake.configs[0]).toMatchObject({ token: 'link-kept', receivedRedirectUri: uri });
    expect(fake.handler.open).toHaveBeenCalledTimes(1);
    fake.configs[0]!.onSuccess('public-2', { accounts: [] });
    await expect(opened).resolves.toMatchObject({ kind: 'success', publicToken: 'public-2' });
  });

  it('closes Link when the flow stops waiting (the page closes)', async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const controller = new AbortController();
    const opened = createPlaidBankLinkProvider().open({
      linkToken: 'link-1',
      signal: controller.signal,
    });
    await flush();
    controller.abort();
    await expect(opened).rejects.toBeDefined();
    expect(fake.handler.exit).toHaveBeenCalledWith({ force: true });
    expect(fake.handler.destroy).toHaveBeenCalledTimes(1);
  });

  it('passes Plaid events on for telemetry', async () => {
    const fake = fakePlaid();
    window.Plaid = fake.plaid;
    const onEvent = vi.fn();
    void createPlaidBankLinkProvider({ onEvent }).open({ linkToken: 'link-1' });
    await flush();
    fake.configs[0]!.onEvent('OPEN', {});
    expect(onEvent).toHaveBeenCalledWith('OPEN');
  });
});
