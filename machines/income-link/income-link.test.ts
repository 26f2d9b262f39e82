import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  INCOME_PROVIDER_UNAVAILABLE_MESSAGE,
  IncomeProviderUnavailableError,
  type IncomeProviderResult,
} from '../../src/api/incomeProvider';
import type { IncomeLinkSession } from '../../src/api/incomeVerification';
import { testMachineReachability } from '../testing/model';
import type {
  CheckSessionInput,
  CompleteLinkInput,
  CreateSessionInput,
  OpenProviderInput,
} from './income-link.actors';
import { incomeLinkMachine, MAX_POLLS, type IncomeLinkInput } from './income-link.machine';
import { selectIncomeLinkView } from './income-link.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const RETURN_URL = `http://app.test/account/heloc/${UUID}/income/pointserv-callback`;

function session(status: string, extra: Partial<IncomeLinkSession> = {}): IncomeLinkSession {
  return {
    id: 'sess-1',
    sourceId: 'src-1',
    type: 'payroll',
    status,
    institution: 'ADP',
    providerMode: 'SANDBOX',
    providerUrl: null,
    institutions: ['ADP'],
    ...extra,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Script {
  create?: () => IncomeLinkSession;
  /** The provider's answer (the port); else the stand-in's redirect to the callback. */
  provider?: (input: OpenProviderInput) => IncomeProviderResult | Promise<IncomeProviderResult>;
  complete?: () => IncomeLinkSession;
  /** Answers of the session reads, in order; the last repeats. */
  checks?: Array<() => IncomeLinkSession>;
}

/** The flow on a simulated clock with scripted calls; records the app's actions. */
function flow(input: Omit<IncomeLinkInput, 'applicationUuid'>, script: Script = {}) {
  const clock = new SimulatedClock();
  const calls = { create: 0, provider: 0, complete: 0, check: 0 };
  const actions: string[] = [];
  const machine = incomeLinkMachine.provide({
    actors: {
      createSession: fromPromise<IncomeLinkSession, CreateSessionInput>(async () => {
        calls.create += 1;
        return (script.create ?? (() => session('CREATED')))();
      }),
      openProvider: fromPromise<IncomeProviderResult, OpenProviderInput>(
        async ({ input: open }) => {
          calls.provider += 1;
          return (
            script.provider ??
            (() => ({ kind: 'redirect', url: `${RETURN_URL}?sessionId=sess-1&code=c1` }) as const)
          )(open);
        },
      ),
      completeLink: fromPromise<IncomeLinkSession, CompleteLinkInput>(async () => {
        calls.complete += 1;
        return (script.complete ?? (() => session('PROCESSING')))();
      }),
      checkSession: fromPromise<IncomeLinkSession, CheckSessionInput>(async () => {
        const answers = script.checks ?? [() => session('LINKED')];
        const answer = answers[Math.min(calls.check, answers.length - 1)]!;
        calls.check += 1;
        return answer();
      }),
    },
    actions: {
      followRedirect: (_, params) => actions.push(`followRedirect ${params.url}`),
      returnToReview: () => actions.push('returnToReview'),
      restartLink: (_, params) => actions.push(`restartLink ${params.type} ${params.sourceId}`),
    },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID, ...input } }).start();
  return {
    actor,
    calls,
    actions,
    view: () => selectIncomeLinkView(actor.getSnapshot()),
    async advance(ms: number) {
      clock.increment(ms);
      await flush();
    },
  };
}

const LINK = { link: { type: 'payroll', sourceId: 'src-1', returnUrl: RETURN_URL } };
const CALLBACK = { callback: { sessionId: 'sess-1', code: 'c1', error: null } };

describe('income link: the link page', () => {
  it('creates a session, opens the provider with it, then follows its redirect', async () => {
    const opened: OpenProviderInput[] = [];
    const f = flow(LINK, {
      provider: (open) => {
        opened.push(open);
        return { kind: 'redirect', url: `${RETURN_URL}?sessionId=sess-1&code=c1` };
      },
    });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(opened).toEqual([{ session: session('CREATED') }]);
    expect(f.actions).toEqual([`followRedirect ${RETURN_URL}?sessionId=sess-1&code=c1`]);
    expect(f.calls).toMatchObject({ create: 1, provider: 1 });
  });

  it('ends quietly when the provider left for its hosted page (it comes back on the callback)', async () => {
    const f = flow(LINK, { provider: () => ({ kind: 'left' }) });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.actor.getSnapshot().value).toBe('leaving');
    expect(f.view().phase).toBe('leaving');
    expect(f.actions).toEqual([]);
  });

  it('returns to review when the borrower cancelled at the provider', async () => {
    const f = flow(LINK, { provider: () => ({ kind: 'cancelled' }) });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.actions).toEqual(['returnToReview']);
  });

  it('fails closed with a clear message when the provider cannot be opened; Retry makes a new session', async () => {
    let unavailable = true;
    const f = flow(LINK, {
      provider: () => {
        if (unavailable) throw new IncomeProviderUnavailableError('mode SANDBOX');
        return { kind: 'left' };
      },
    });
    await waitFor(f.actor, (s) => s.matches('providerUnavailable'));
    expect(f.view().phase).toBe('providerUnavailable');
    expect(f.view().errorMessage).toBe(INCOME_PROVIDER_UNAVAILABLE_MESSAGE);
    unavailable = false;
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls).toMatchObject({ create: 2, provider: 2 });
  });

  it('retries a failed session without leaving, and Back returns to review', async () => {
    let fail = true;
    const f = flow(LINK, {
      create: () => {
        if (fail)
          throw new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Unavailable' });
        return session('CREATED');
      },
      // The borrower is still at the provider when they go back.
      provider: () => new Promise<IncomeProviderResult>(() => {}),
    });
    await waitFor(f.actor, (s) => s.matches('sessionFailed'));
    expect(f.view()).toMatchObject({ phase: 'sessionFailed', errorMessage: 'Unavailable' });
    fail = false;
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.matches('atProvider'));
    f.actor.send({ type: 'CANCEL' });
    expect(f.actions).toEqual(['returnToReview']);
  });
});

describe('income link: the callback page', () => {
  it('exchanges the code, polls every 2 s while processing, then returns to review', async () => {
    const f = flow(CALLBACK, {
      checks: [() => session('PROCESSING'), () => session('LINKED')],
    });
    await waitFor(f.actor, (s) => s.matches('processing'));
    expect(f.view().phase).toBe('processing');
    await f.advance(1999);
    expect(f.calls.check).toBe(0);
    await f.advance(1);
    expect(f.calls.check).toBe(1);
    expect(f.actor.getSnapshot().matches('processing')).toBe(true);
    await f.advance(2000);
    expect(f.calls.check).toBe(2);
    expect(f.actions).toEqual(['returnToReview']);
    expect(f.calls.complete).toBe(1);
  });

  it(`says it is taking long after ${MAX_POLLS} reads, and Check again reads once more`, async () => {
    let linked = false;
    const f = flow(CALLBACK, { checks: [() => session(linked ? 'LINKED' : 'PROCESSING')] });
    await waitFor(f.actor, (s) => s.matches('processing'));
    for (let i = 0; i < MAX_POLLS; i += 1) await f.advance(2000);
    expect(f.calls.check).toBe(MAX_POLLS);
    expect(f.view().phase).toBe('tookTooLong');
    await f.advance(60_000);
    expect(f.calls.check).toBe(MAX_POLLS);
    linked = true;
    f.actor.send({ type: 'CHECK_AGAIN' });
    await flush();
    expect(f.actions).toEqual(['returnToReview']);
  });

  it('reads again 1 s after a failed read', async () => {
    let reads = 0;
    const f = flow(CALLBACK, {
      checks: [
        () => {
          reads += 1;
          if (reads === 1) throw new ApiError({ kind: 'network', url: '/x', message: 'offline' });
          return session('LINKED');
        },
      ],
    });
    await waitFor(f.actor, (s) => s.matches('processing'));
    await f.advance(2000);
    expect(f.actor.getSnapshot().matches({ processing: 'backingOff' })).toBe(true);
    await f.advance(999);
    expect(reads).toBe(1);
    await f.advance(1);
    expect(f.actions).toEqual(['returnToReview']);
  });

  describe('failing reads back off, stop at the cap, and pause while hidden', () => {
    const down = () => {
      throw new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Try later' });
    };
    const processing = () => session('PROCESSING');

    it('waits 1 s, 2 s, 4 s, 8 s after failed reads, then says it could not check', async () => {
      const f = flow(CALLBACK, { checks: [down] });
      await waitFor(f.actor, (s) => s.matches('processing'));
      await f.advance(2000);
      expect(f.calls.check).toBe(1);
      for (const wait of [1000, 2000, 4000, 8000]) {
        const before = f.calls.check;
        await f.advance(wait - 1);
        expect(f.calls.check).toBe(before);
        await f.advance(1);
        expect(f.calls.check).toBe(before + 1);
      }
      expect(f.view()).toMatchObject({ phase: 'checkFailed', errorMessage: 'Try later' });
      await f.advance(60_000);
      expect(f.calls.check).toBe(5);
    });

    it('Try again reads at once with a fresh count; Back leaves', async () => {
      const f = flow(CALLBACK, { checks: [down, down, down, down, down, down] });
      await waitFor(f.actor, (s) => s.matches('processing'));
      for (const wait of [2000, 1000, 2000, 4000, 8000]) await f.advance(wait);
      expect(f.view().phase).toBe('checkFailed');
      f.actor.send({ type: 'RETRY' });
      await flush();
      expect(f.calls.check).toBe(6);
      expect(f.actor.getSnapshot().context.pollFailures).toBe(1);
      expect(f.actor.getSnapshot().matches({ processing: 'backingOff' })).toBe(true);
      for (const wait of [1000, 2000, 4000, 8000]) await f.advance(wait);
      f.actor.send({ type: 'CANCEL' });
      expect(f.actions).toEqual(['returnToReview']);
    });

    it('a read that answers resets the count', async () => {
      const f = flow(CALLBACK, { checks: [down, down, processing, down] });
      await waitFor(f.actor, (s) => s.matches('processing'));
      for (const wait of [2000, 1000, 2000]) await f.advance(wait);
      expect(f.calls.check).toBe(3);
      expect(f.actor.getSnapshot().context.pollFailures).toBe(0);
      await f.advance(2000);
      expect(f.actor.getSnapshot().context.pollFailures).toBe(1);
      await f.advance(1000);
      expect(f.calls.check).toBe(5);
    });

    it('reads nothing while the page is hidden and reads at once when it shows again', async () => {
      const f = flow(CALLBACK, { checks: [() => session('LINKED')] });
      await waitFor(f.actor, (s) => s.matches('processing'));
      f.actor.send({ type: 'PAGE.HIDDEN' });
      await f.advance(120_000);
      expect(f.calls.check).toBe(0);
      expect(f.view().phase).toBe('processing');
      f.actor.send({ type: 'PAGE.VISIBLE' });
      await flush();
      expect(f.calls.check).toBe(1);
      expect(f.actions).toEqual(['returnToReview']);
    });

    it('hiding the page during a backoff stops it; showing it again reads at once', async () => {
      const f = flow(CALLBACK, { checks: [down, () => session('LINKED')] });
      await waitFor(f.actor, (s) => s.matches('processing'));
      await f.advance(2000);
      f.actor.send({ type: 'PAGE.HIDDEN' });
      await f.advance(60_000);
      expect(f.calls.check).toBe(1);
      f.actor.send({ type: 'PAGE.VISIBLE' });
      await flush();
      expect(f.actions).toEqual(['returnToReview']);
    });
  });

  it('says the provider failed and Try again restarts the link for the same source', async () => {
    const f = flow(CALLBACK, { checks: [() => session('FAILED')] });
    await waitFor(f.actor, (s) => s.matches('processing'));
    await f.advance(2000);
    expect(f.view().phase).toBe('linkFailed');
    f.actor.send({ type: 'TRY_AGAIN' });
    expect(f.actions).toEqual(['restartLink payroll src-1']);
  });

  it('does not call the lender when the provider came back without a code', () => {
    const f = flow({ callback: { sessionId: 'sess-1', code: null, error: 'access_denied' } });
    expect(f.view().phase).toBe('providerFailed');
    expect(f.calls.complete).toBe(0);
    f.actor.send({ type: 'CANCEL' });
    expect(f.actions).toEqual(['returnToReview']);
  });

  it('keeps a failed code exchange retryable, calling it again only on Retry', async () => {
    let fail = true;
    const f = flow(CALLBACK, {
      complete: () => {
        if (fail)
          throw new ApiError({ kind: 'http', status: 500, url: '/x', message: 'Server error' });
        return session('LINKED');
      },
    });
    await waitFor(f.actor, (s) => s.matches('completeFailed'));
    expect(f.view().errorMessage).toBe('Server error');
    fail = false;
    f.actor.send({ type: 'RETRY' });
    await waitFor(f.actor, (s) => s.status === 'done');
    expect(f.calls.complete).toBe(2);
    expect(f.actions).toEqual(['returnToReview']);
  });
});

describe('income link: graph paths on a real actor (link page)', () => {
  testMachineReachability(incomeLinkMachine, {
    input: { applicationUuid: UUID, ...LINK },
    events: [
      { type: 'xstate.done.actor.0.incomeLink.creatingSession', output: session('CREATED') },
      { type: 'xstate.done.actor.0.incomeLink.atProvider', output: { kind: 'left' } },
      {
        type: 'xstate.done.actor.0.incomeLink.atProvider',
        output: { kind: 'redirect', url: RETURN_URL },
      },
      { type: 'xstate.done.actor.0.incomeLink.atProvider', output: { kind: 'cancelled' } },
      {
        type: 'xstate.error.actor.0.incomeLink.atProvider',
        error: new IncomeProviderUnavailableError('x'),
      },
    ],
    unreachable: [
      // Transient: it chooses the first real state from the input at once.
      'incomeLink.starting',
      'incomeLink.completing',
      'incomeLink.completeFailed',
      'incomeLink.processing',
      'incomeLink.processing.waiting',
      'incomeLink.processing.checking',
      'incomeLink.processing.backingOff',
      'incomeLink.processing.hidden',
      'incomeLink.tookTooLong',
      'incomeLink.checkFailed',
      'incomeLink.linkFailed',
      'incomeLink.providerFailed',
      'incomeLink.restarting',
      'incomeLink.linked',
    ],
  });
});

describe('income link: graph paths on a real actor (callback page)', () => {
  testMachineReachability(incomeLinkMachine, {
    input: { applicationUuid: UUID, ...CALLBACK },
    events: [
      { type: 'xstate.done.actor.0.incomeLink.completing', output: session('PROCESSING') },
      { type: 'xstate.done.actor.0.incomeLink.completing', output: session('LINKED') },
      { type: 'xstate.done.actor.0.incomeLink.completing', output: session('FAILED') },
      ...['PROCESSING', 'LINKED', 'FAILED'].map((status) => ({
        type: 'xstate.done.actor.0.incomeLink.processing.checking' as const,
        output: session(status),
      })),
    ],
    // The poll count stays out of the state key: one path per state, not one per count; the
    // failed reads in a row stay in, so the walk reaches their cap (checkFailed).
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.session?.status ?? null,
        snapshot.context.pollFailures,
      ]),
    unreachable: [
      'incomeLink.starting',
      'incomeLink.creatingSession',
      'incomeLink.sessionFailed',
      'incomeLink.leaving',
      'incomeLink.atProvider',
      'incomeLink.providerUnavailable',
      'incomeLink.returning',
      // Reached only after MAX_POLLS reads (the context's count): pinned by the clocked specs.
      'incomeLink.tookTooLong',
      // Reached only from a callback without a code: pinned by hand above.
      'incomeLink.providerFailed',
    ],
  });
});
