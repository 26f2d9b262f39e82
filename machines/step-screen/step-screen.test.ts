import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { testMachineReachability } from '../testing/model';
import {
  stepScreenMachine,
  type CompleteInput,
  type LoadInput,
  type SaveInput,
} from './step-screen.machine';
import { errorMessageOf, selectProcessingActor, selectStepScreenView } from './step-screen.select';
import type { ConnectivityEvent } from '../connectivity/connectivity.actors';
import { selectProcessingView } from '../processing/processing.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';

function httpError(message: string, status = 500) {
  return new ApiError({ kind: 'http', message, url: '/x', status });
}

/** A step screen whose calls fail the first `fail` times each, counting every call. */
function screen(fail: { load?: number; save?: number; complete?: number } = {}) {
  const calls = { load: 0, save: 0, complete: 0, stepCompleted: 0 };
  const seen: { saveValues: unknown[]; completeSaved: unknown[] } = {
    saveValues: [],
    completeSaved: [],
  };
  const machine = stepScreenMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadInput>(async () => {
        calls.load += 1;
        if (calls.load <= (fail.load ?? 0)) throw httpError('Application not found', 404);
        return { offers: 2 };
      }),
      save: fromPromise<unknown, SaveInput>(async ({ input }) => {
        calls.save += 1;
        seen.saveValues.push(input.values);
        if (calls.save <= (fail.save ?? 0)) throw httpError('Routing number is not valid');
        return { accountUuid: `acct-${calls.save}` };
      }),
      complete: fromPromise<unknown, CompleteInput>(async ({ input }) => {
        calls.complete += 1;
        seen.completeSaved.push(input.saved);
        if (calls.complete <= (fail.complete ?? 0)) {
          throw new ApiError({ kind: 'network', message: 'offline', url: '/x' });
        }
        return null;
      }),
    },
    actions: {
      stepCompleted: () => {
        calls.stepCompleted += 1;
      },
    },
  });
  const actor = createActor(machine, { input: { applicationUuid: UUID } }).start();
  const settle = (phase: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (snapshot) => snapshot.matches(phase));
  return { actor, calls, seen, settle, view: () => selectStepScreenView(actor.getSnapshot()) };
}

describe('step screen: the happy path', () => {
  it('loads, then saves and completes once each, then tells the status machine', async () => {
    const s = screen();
    expect(s.view()).toMatchObject({ phase: 'loading', busy: true, errorMessage: null });
    await s.settle('ready');
    expect(s.actor.getSnapshot().context.data).toEqual({ offers: 2 });
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    expect(s.view().busy).toBe(true);
    await s.settle('done');
    expect(s.calls).toEqual({ load: 1, save: 1, complete: 1, stepCompleted: 1 });
    expect(s.seen.completeSaved).toEqual([{ accountUuid: 'acct-1' }]);
    expect(s.actor.getSnapshot().status).toBe('done');
  });
});

describe('step screen: failures lose nothing and repeat nothing', () => {
  it('a failed load shows the lender message and RETRY loads again', async () => {
    const s = screen({ load: 1 });
    await s.settle('loadFailed');
    expect(s.view()).toMatchObject({
      phase: 'loadFailed',
      errorMessage: 'Application not found',
      canRetry: true,
      busy: false,
    });
    s.actor.send({ type: 'RETRY' });
    await s.settle('ready');
    expect(s.view().errorMessage).toBeNull();
    expect(s.calls.load).toBe(2);
  });

  it('a failed save returns to the form with the error and the submitted values kept', async () => {
    const s = screen({ save: 1 });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await waitFor(
      s.actor,
      (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null,
    );
    expect(s.view()).toMatchObject({
      errorMessage: 'Routing number is not valid',
      canRetry: false,
    });
    expect(s.actor.getSnapshot().context.values).toEqual({ routing: '123' });
    expect(s.calls.complete).toBe(0);
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await s.settle('done');
    expect(s.seen.saveValues).toEqual([{ routing: '123' }, { routing: '011000015' }]);
  });

  it('a failed step completion is retried without saving again', async () => {
    const s = screen({ complete: 2 });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: {} });
    await s.settle('completeFailed');
    expect(s.view()).toMatchObject({
      phase: 'completeFailed',
      canRetry: true,
      errorMessage: 'We could not reach the server. Check your connection and try again.',
    });
    s.actor.send({ type: 'RETRY' });
    await s.settle('completeFailed');
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.calls).toEqual({ load: 1, save: 1, complete: 3, stepCompleted: 1 });
    expect(s.seen.completeSaved).toEqual([
      { accountUuid: 'acct-1' },
      { accountUuid: 'acct-1' },
      { accountUuid: 'acct-1' },
    ]);
  });

  it('SUBMIT is ignored while a call is in flight (no double submit)', async () => {
    const s = screen();
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: 1 });
    s.actor.send({ type: 'SUBMIT', values: 2 });
    await s.settle('done');
    expect(s.calls.save).toBe(1);
    expect(s.seen.saveValues).toEqual([1]);
  });

  it('RELOAD reads the data again from the form', async () => {
    const s = screen();
    await s.settle('ready');
    s.actor.send({ type: 'RELOAD' });
    await s.settle('ready');
    expect(s.calls.load).toBe(2);
  });

  it('words: the lender message, or the generic one for anything else', () => {
    expect(errorMessageOf(httpError('Offer not found.'))).toBe('Offer not found.');
    expect(errorMessageOf(new Error('boom'))).toBe('Something unexpected happened');
  });
});

/** Pinned, not imported: the spec's processing modal timeout. */
const PROCESSING_TIMEOUT_MS = 30_000;
/** Pinned, not imported: our quiet time before the step screen's modal shows. */
const QUIET_MS = 1500;

/**
 * A step screen on a simulated clock whose save and complete hang (never answer, until aborted)
 * the first `hang` times each; every call and every abort is counted.
 */
function hangingScreen(hang: { save?: number; complete?: number }) {
  const clock = new SimulatedClock();
  const calls = { save: 0, complete: 0, aborted: 0, stepCompleted: 0 };
  const hangUntilAborted = (signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => {
        calls.aborted += 1;
        reject(new Error('aborted'));
      });
    });
  const machine = stepScreenMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadInput>(async () => ({ offers: 1 })),
      save: fromPromise<unknown, SaveInput>(async ({ signal }) => {
        calls.save += 1;
        if (calls.save <= (hang.save ?? 0)) return hangUntilAborted(signal);
        return { accountUuid: `acct-${calls.save}` };
      }),
      complete: fromPromise<unknown, CompleteInput>(async ({ signal }) => {
        calls.complete += 1;
        if (calls.complete <= (hang.complete ?? 0)) return hangUntilAborted(signal);
        return null;
      }),
    },
    actions: {
      stepCompleted: () => {
        calls.stepCompleted += 1;
      },
    },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  const processing = () => {
    const child = selectProcessingActor(actor.getSnapshot());
    return child ? selectProcessingView(child.getSnapshot()) : null;
  };
  return {
    actor,
    calls,
    clock,
    processing,
    view: () => selectStepScreenView(actor.getSnapshot()),
  };
}

describe('step screen: the processing modal while the step waits on the lender', () => {
  it('shows no dialog at all when the save and the post answer within the quiet 1.5 s', async () => {
    const s = hangingScreen({});
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    expect(s.processing()).toBeNull();
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    expect(s.processing()).toMatchObject({ open: false });
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.processing()).toBeNull();
    expect(s.calls).toMatchObject({ save: 1, complete: 1, stepCompleted: 1 });
  });

  it('opens one processing modal after 1.5 s of waiting, across the save and the step post', async () => {
    const s = hangingScreen({ save: 1 });
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    s.clock.increment(QUIET_MS - 1);
    expect(s.processing()).toMatchObject({ open: false });
    s.clock.increment(1);
    expect(s.processing()).toMatchObject({ open: true, phase: 'processing' });
    const modal = selectProcessingActor(s.actor.getSnapshot());
    // The save times out and is tried again: the modal is the same child across save and post.
    s.clock.increment(PROCESSING_TIMEOUT_MS - QUIET_MS);
    modal?.send({ type: 'RETRY' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.processing()).toBeNull();
    expect(s.calls).toMatchObject({ save: 2, complete: 1, stepCompleted: 1 });
  });

  it('a save with no answer after 30 s offers Try again, which aborts it and saves again', async () => {
    const s = hangingScreen({ save: 1 });
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    s.clock.increment(PROCESSING_TIMEOUT_MS - 1);
    expect(s.processing()).toMatchObject({ phase: 'processing', canRetry: false });
    s.clock.increment(1);
    expect(s.processing()).toMatchObject({ phase: 'timedOut', canRetry: true, canClose: true });
    expect(s.view().phase).toBe('saving');
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'RETRY' });
    expect(s.calls).toMatchObject({ save: 2, aborted: 1 });
    // A new modal, quiet again for 1.5 s, its 30 s counted from the retry.
    expect(s.processing()).toMatchObject({ open: false });
    s.clock.increment(QUIET_MS);
    expect(s.processing()).toMatchObject({ phase: 'processing' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.calls).toMatchObject({ save: 2, complete: 1, stepCompleted: 1 });
  });

  it('a step post with no answer after 30 s: Try again posts the step again, never the save', async () => {
    const s = hangingScreen({ complete: 1 });
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await waitFor(s.actor, (snapshot) => snapshot.matches({ submitting: 'completing' }));
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    expect(s.processing()).toMatchObject({ phase: 'timedOut' });
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'RETRY' });
    expect(s.view().phase).toBe('completing');
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.calls).toMatchObject({ save: 1, complete: 2, aborted: 1, stepCompleted: 1 });
  });

  it('Close while the save is pending aborts it: back on the form, values kept, stopped-waiting message', async () => {
    const s = hangingScreen({ save: 1 });
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'CLOSE' });
    expect(s.view()).toMatchObject({
      phase: 'ready',
      busy: false,
      canRetry: false,
      errorMessage:
        'We stopped waiting for an answer. Nothing you entered was lost: try again when you are ready.',
    });
    expect(s.processing()).toBeNull();
    expect(s.actor.getSnapshot().context.values).toEqual({ routing: '011000015' });
    expect(s.calls).toMatchObject({ save: 1, complete: 0, aborted: 1 });
    // Submitting again saves (the first save never answered).
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.calls).toMatchObject({ save: 2, complete: 1 });
  });

  it('Close while the step post is pending keeps the save: Retry posts only the step', async () => {
    const s = hangingScreen({ complete: 1 });
    await waitFor(s.actor, (snapshot) => snapshot.matches('ready'));
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await waitFor(s.actor, (snapshot) => snapshot.matches({ submitting: 'completing' }));
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'CLOSE' });
    expect(s.view()).toMatchObject({ phase: 'completeFailed', canRetry: true });
    expect(s.view().errorMessage).toMatch(/^We stopped waiting for an answer/);
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('done'));
    expect(s.calls).toMatchObject({ save: 1, complete: 2, aborted: 1, stepCompleted: 1 });
  });

  it('an answer after the timeout, before the user chose, still counts', async () => {
    let answer: (value: unknown) => void = () => {};
    const clock = new SimulatedClock();
    const machine = stepScreenMachine.provide({
      actors: {
        save: fromPromise<unknown, SaveInput>(() => new Promise((resolve) => (answer = resolve))),
      },
    });
    const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'SUBMIT', values: {} });
    clock.increment(PROCESSING_TIMEOUT_MS);
    expect(selectProcessingActor(actor.getSnapshot())?.getSnapshot().value).toBe('timedOut');
    answer({ ok: true });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.saved).toEqual({ ok: true });
  });
});

/** Pinned, not imported: what a submit made offline says. */
const OFFLINE_MESSAGE = "You're offline. We'll send this as soon as you're back online.";

const lost = () => new ApiError({ kind: 'network', message: 'Network request failed', url: '/x' });
const timedOut = () => new ApiError({ kind: 'timeout', message: 'Timed out', url: '/x' });

/**
 * The browser's network for a test: the chart's `connectivity` child is this fake, which the test
 * drives (`online()` sends ONLINE to every screen listening); `navigator.onLine` is stubbed so the
 * chart's real `browserOffline` guard reads it.
 */
function fakeNetwork() {
  const listeners = new Set<(event: ConnectivityEvent) => void>();
  let onLine = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return onLine;
    },
  });
  return {
    actor: fromCallback<{ type: string }>(({ sendBack }) => {
      listeners.add(sendBack);
      return () => listeners.delete(sendBack);
    }),
    offline() {
      onLine = false;
      for (const send of [...listeners]) send({ type: 'OFFLINE' });
    },
    online() {
      onLine = true;
      for (const send of [...listeners]) send({ type: 'ONLINE' });
    },
    /** How many screens listen now (the chart listens only where ONLINE does something). */
    listening: () => listeners.size,
  };
}

type Outcome = 'ok' | Error | 'hang';

/**
 * A step screen whose calls answer as scripted, one outcome per call in order (then 'ok'), and
 * record what each call was given: the values and the key of every save and step post.
 */
function scriptedScreen(script: { load?: Outcome[]; save?: Outcome[]; complete?: Outcome[] }) {
  const network = fakeNetwork();
  const clock = new SimulatedClock();
  const seen = {
    load: 0,
    saves: [] as Array<{ values: unknown; key: string }>,
    completes: [] as Array<{ key: string }>,
    stepCompleted: 0,
  };
  const answer = async (outcome: Outcome | undefined, signal: AbortSignal, value: unknown) => {
    if (outcome === 'hang') {
      return new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    if (outcome instanceof Error) throw outcome;
    return value;
  };
  const machine = stepScreenMachine.provide({
    actors: {
      connectivity: network.actor,
      load: fromPromise<unknown, LoadInput>(async ({ signal }) => {
        seen.load += 1;
        return answer(script.load?.[seen.load - 1], signal, { offers: 1 });
      }),
      save: fromPromise<unknown, SaveInput>(async ({ input, signal }) => {
        seen.saves.push({ values: input.values, key: input.idempotencyKey });
        return answer(script.save?.[seen.saves.length - 1], signal, { id: seen.saves.length });
      }),
      complete: fromPromise<unknown, CompleteInput>(async ({ input, signal }) => {
        seen.completes.push({ key: input.idempotencyKey });
        return answer(script.complete?.[seen.completes.length - 1], signal, null);
      }),
    },
    actions: {
      stepCompleted: () => {
        seen.stepCompleted += 1;
      },
    },
  });
  const actor = createActor(machine, { clock, input: { applicationUuid: UUID } }).start();
  type Snap = ReturnType<typeof actor.getSnapshot>;
  const until = (predicate: (snapshot: Snap) => boolean) => waitFor(actor, predicate);
  /** At rest in `state` (with an error when `withError`). */
  const settle = (state: Parameters<Snap['matches']>[0], withError = false) =>
    until((snapshot) => snapshot.matches(state) && (snapshot.context.error !== null) === withError);
  return {
    actor,
    clock,
    network,
    seen,
    settle,
    until,
    view: () => selectStepScreenView(actor.getSnapshot()),
    keys: () => actor.getSnapshot().context.keys,
  };
}

describe('step screen: one Idempotency-Key per write the user asked for (issue 17)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the save and the step post each carry their own key, made by the SUBMIT', async () => {
    const s = scriptedScreen({});
    await s.settle('ready');
    const before = s.keys();
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await s.settle('done');
    const [save] = s.seen.saves;
    const [complete] = s.seen.completes;
    expect(save!.key).not.toBe(before.save);
    expect(complete!.key).not.toBe(before.complete);
    expect(save!.key).not.toBe(complete!.key);
    expect(s.keys()).toEqual({ save: save!.key, complete: complete!.key });
  });

  it('Try again after a timed-out save sends the same key again', async () => {
    const s = scriptedScreen({ save: ['hang'] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.seen.saves.map((save) => save.key)).toEqual([
      s.seen.saves[0]!.key,
      s.seen.saves[0]!.key,
    ]);
  });

  it('RETRY of a step post whose answer was lost sends the same key, and saves nothing again', async () => {
    const s = scriptedScreen({ complete: [lost(), timedOut()] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await s.settle('completeFailed', true);
    s.actor.send({ type: 'RETRY' });
    await s.settle('completeFailed', true);
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.seen.saves).toHaveLength(1);
    const keys = s.seen.completes.map((complete) => complete.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a SUBMIT of the same values after a save whose answer was lost reuses its key', async () => {
    const s = scriptedScreen({ save: [lost()] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015', files: ['a'] } });
    await s.settle('ready', true);
    expect(s.view().errorMessage).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    const kept = s.keys();
    // Equal values, a new object: the same attempt.
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015', files: ['a'] } });
    await s.settle('done');
    expect(s.seen.saves.map((save) => save.key)).toEqual([kept.save, kept.save]);
    expect(s.seen.completes.map((complete) => complete.key)).toEqual([kept.complete]);
  });

  it('a SUBMIT of the same values after the user closed a timed-out save reuses its key', async () => {
    const s = scriptedScreen({ save: ['hang'] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'CLOSE' });
    await s.settle('ready', true);
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await s.settle('done');
    expect(s.seen.saves[1]!.key).toBe(s.seen.saves[0]!.key);
  });

  it('a SUBMIT of other values is another write: new keys', async () => {
    const s = scriptedScreen({ save: [lost()] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('ready', true);
    const first = s.keys();
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await s.settle('done');
    expect(s.seen.saves[1]!.key).not.toBe(first.save);
    expect(s.seen.completes[0]!.key).not.toBe(first.complete);
  });

  it('a save the lender refused (4xx) spends its key: the same values go with a new one', async () => {
    const s = scriptedScreen({ save: [httpError('Routing number is not valid', 422)] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('ready', true);
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('done');
    expect(s.seen.saves[1]!.key).not.toBe(s.seen.saves[0]!.key);
  });

  it('a save that failed on the lender’s side (5xx) keeps its key for the same values', async () => {
    const s = scriptedScreen({ save: [httpError('Service unavailable', 503)] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('ready', true);
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('done');
    expect(s.seen.saves[1]!.key).toBe(s.seen.saves[0]!.key);
  });

  it('a step post the lender refused (4xx): RETRY posts it with a new key', async () => {
    const s = scriptedScreen({ complete: [httpError('Offer expired', 409)] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await s.settle('completeFailed', true);
    s.actor.send({ type: 'RETRY' });
    await s.settle('done');
    const [first, second] = s.seen.completes;
    expect(second!.key).not.toBe(first!.key);
    expect(s.keys().save).toBe(s.seen.saves[0]!.key);
  });
});

describe('step screen: offline recovery (issue 17)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a load whose answer was lost is read again by itself when the browser is back online', async () => {
    const s = scriptedScreen({ load: [lost()] });
    await s.settle('loadFailed', true);
    expect(s.network.listening()).toBe(1);
    s.network.offline();
    expect(s.view().phase).toBe('loadFailed');
    s.network.online();
    await s.settle('ready');
    expect(s.seen.load).toBe(2);
  });

  it('a load the lender refused is not read again on ONLINE (Retry is the user’s)', async () => {
    const s = scriptedScreen({ load: [httpError('Application not found', 404)] });
    await s.settle('loadFailed', true);
    s.network.online();
    expect(s.view()).toMatchObject({ phase: 'loadFailed', canRetry: true });
    expect(s.seen.load).toBe(1);
  });

  it('a save whose answer was lost is sent again on ONLINE, with the kept values and key', async () => {
    const s = scriptedScreen({ save: [lost()] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    await s.settle('ready', true);
    s.network.online();
    await s.settle('done');
    expect(s.seen.saves).toEqual([
      { values: { routing: '011000015' }, key: s.seen.saves[0]!.key },
      { values: { routing: '011000015' }, key: s.seen.saves[0]!.key },
    ]);
    expect(s.seen.stepCompleted).toBe(1);
  });

  it('a refused save waits for the user on ONLINE (the form shows what to correct)', async () => {
    const s = scriptedScreen({ save: [httpError('Routing number is not valid', 422)] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    await s.settle('ready', true);
    s.network.online();
    expect(s.view()).toMatchObject({ phase: 'ready', errorMessage: 'Routing number is not valid' });
    expect(s.seen.saves).toHaveLength(1);
  });

  it('a step post whose answer was lost is posted again on ONLINE, same key, no second save', async () => {
    const s = scriptedScreen({ complete: [lost()] });
    await s.settle('ready');
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    await s.settle('completeFailed', true);
    s.network.online();
    await s.settle('done');
    expect(s.seen.saves).toHaveLength(1);
    expect(s.seen.completes).toEqual([s.seen.completes[0], s.seen.completes[0]]);
  });

  it('nothing listens while a call is in flight or once the step is done', async () => {
    const s = scriptedScreen({ save: ['hang'] });
    await s.settle('ready');
    expect(s.network.listening()).toBe(1);
    s.actor.send({ type: 'SUBMIT', values: { a: 1 } });
    expect(s.network.listening()).toBe(0);
    s.clock.increment(PROCESSING_TIMEOUT_MS);
    selectProcessingActor(s.actor.getSnapshot())?.send({ type: 'RETRY' });
    await s.settle('done');
    expect(s.network.listening()).toBe(0);
  });
});

describe('step screen: a SUBMIT while the browser is offline waits for the network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits, says so, and sends the attempt as soon as the browser is back online', async () => {
    const s = scriptedScreen({});
    await s.settle('ready');
    s.network.offline();
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    expect(s.view()).toMatchObject({
      phase: 'waitingForNetwork',
      busy: false,
      waitingMessage: OFFLINE_MESSAGE,
      canCancel: true,
      errorMessage: null,
    });
    expect(s.actor.getSnapshot().hasTag('waitingForNetwork')).toBe(true);
    expect(s.seen.saves).toHaveLength(0);
    const keys = s.keys();
    s.network.online();
    await s.settle('done');
    expect(s.seen.saves).toEqual([{ values: { routing: '011000015' }, key: keys.save }]);
    expect(s.seen.completes).toEqual([{ key: keys.complete }]);
  });

  it('Cancel goes back to the form with the values kept; nothing was sent', async () => {
    const s = scriptedScreen({});
    await s.settle('ready');
    s.network.offline();
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    s.actor.send({ type: 'CANCEL' });
    expect(s.view()).toMatchObject({ phase: 'ready', waitingMessage: null, canCancel: false });
    expect(s.actor.getSnapshot().context.values).toEqual({ routing: '011000015' });
    s.network.online();
    expect(s.view().phase).toBe('ready');
    expect(s.seen.saves).toHaveLength(0);
  });

  it('a SUBMIT while waiting replaces the values to send (other values, new keys)', async () => {
    const s = scriptedScreen({});
    await s.settle('ready');
    s.network.offline();
    s.actor.send({ type: 'SUBMIT', values: { routing: '123' } });
    const first = s.keys();
    s.actor.send({ type: 'SUBMIT', values: { routing: '011000015' } });
    expect(s.view().phase).toBe('waitingForNetwork');
    s.network.online();
    await s.settle('done');
    expect(s.seen.saves).toEqual([{ values: { routing: '011000015' }, key: s.keys().save }]);
    expect(s.keys().save).not.toBe(first.save);
  });
});

describe('step screen: graph paths', () => {
  const events = [
    { type: 'SUBMIT', values: { any: 'values' } },
    { type: 'xstate.done.actor.0.stepScreen.loading', output: { data: true } },
    { type: 'xstate.error.actor.0.stepScreen.loading', error: httpError('x') },
    { type: 'xstate.error.actor.0.stepScreen.loading', error: lost() },
    { type: 'xstate.done.actor.0.stepScreen.submitting.saving', output: null },
    { type: 'xstate.error.actor.0.stepScreen.submitting.saving', error: httpError('x') },
    { type: 'xstate.error.actor.0.stepScreen.submitting.saving', error: httpError('x', 422) },
    { type: 'xstate.error.actor.0.stepScreen.submitting.saving', error: lost() },
    { type: 'xstate.done.actor.0.stepScreen.submitting.completing', output: null },
    { type: 'xstate.error.actor.0.stepScreen.submitting.completing', error: httpError('x') },
    { type: 'xstate.error.actor.0.stepScreen.submitting.completing', error: httpError('x', 409) },
    { type: 'xstate.error.actor.0.stepScreen.submitting.completing', error: lost() },
    // The processing modal ends on its own only after its timeout, with the user's choice.
    {
      type: 'xstate.done.actor.processing',
      output: { outcome: 'timedOut', next: 'retry' },
    },
    {
      type: 'xstate.done.actor.processing',
      output: { outcome: 'timedOut', next: 'close' },
    },
  ] as const;
  // The keys are new random ones on every attempt: a snapshot is its state and its error.
  const serializeState = (snapshot: { value: unknown; context: { error: unknown } }) =>
    JSON.stringify([snapshot.value, errorKind(snapshot.context.error)]);

  describe('online', () => {
    testMachineReachability(stepScreenMachine, {
      input: { applicationUuid: UUID },
      events: [...events],
      serializeState,
      // A SUBMIT waits for the network only while the browser is offline (the next walk).
      unreachable: ['stepScreen.waitingForNetwork'],
    });
  });

  describe('offline at the SUBMIT', () => {
    // The browser reports no network: every SUBMIT waits for ONLINE first.
    testMachineReachability(stepScreenMachine.provide({ guards: { browserOffline: () => true } }), {
      input: { applicationUuid: UUID },
      events: [...events],
      serializeState,
    });
  });
});

/** What the graph tells apart: no error, a lost answer, a refusal, any other failure. */
function errorKind(error: unknown): string {
  if (error === null) return 'none';
  if (!(error instanceof ApiError)) return 'other';
  if (error.kind !== 'http') return error.kind;
  return error.status < 500 ? 'refused' : 'failed';
}
