import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { LocationError } from '../../src/domain/signing';
import { testMachineReachability } from '../testing/model';
import {
  conditionAnswerMachine,
  type AnswerConditionInput,
  type AnswerTask,
  type CountOpenInput,
  type RunTaskInput,
} from './condition-answer.machine';
import { selectConditionAnswerView } from './condition-answer.select';

const UUID = 'a0000000-0000-4000-8000-000000000001';
const CONDITION = 'c0000000-0000-4000-8000-000000000001';

function httpError(message: string) {
  return new ApiError({ kind: 'http', message, url: '/x', status: 500 });
}

/** Tasks fail when their key is in `failing` (remove it to let the retry pass). */
function answerPage(options: { failing?: Set<string>; failAnswer?: number; open?: number } = {}) {
  const failing = options.failing ?? new Set<string>();
  const log: string[] = [];
  let answerFailures = options.failAnswer ?? 0;
  const answered: string[][] = [];
  /** The idempotency key of each call: `task:<key>` or `answer`, in order. */
  const keys: Array<{ call: string; key: string }> = [];
  const machine = conditionAnswerMachine.provide({
    actors: {
      runTask: fromPromise<string | null, RunTaskInput>(async ({ input }) => {
        log.push(`task:${input.task.key}`);
        keys.push({ call: `task:${input.task.key}`, key: input.idempotencyKey });
        if (failing.has(input.task.key)) throw httpError(`${input.task.key} failed`);
        return `doc-${input.task.key}`;
      }),
      answerCondition: fromPromise<unknown, AnswerConditionInput>(async ({ input }) => {
        log.push('answer');
        keys.push({ call: 'answer', key: input.idempotencyKey });
        if (answerFailures > 0) {
          answerFailures -= 1;
          throw httpError('Conditions unavailable');
        }
        answered.push(input.documentUuids);
        return null;
      }),
      countOpen: fromPromise<number, CountOpenInput>(async () => {
        log.push('count');
        return options.open ?? 1;
      }),
    },
    actions: {
      backToList: () => log.push('backToList'),
      refreshStatus: () => log.push('refreshStatus'),
    },
  });
  const actor = createActor(machine, {
    input: { applicationUuid: UUID, conditionUuid: CONDITION },
  }).start();
  return {
    actor,
    log,
    answered,
    failing,
    keys,
    keysOf: (call: string) => keys.filter((entry) => entry.call === call).map((e) => e.key),
    view: () => selectConditionAnswerView(actor.getSnapshot()),
  };
}

const tasks = (...keys: string[]): AnswerTask[] => keys.map((key) => ({ key, payload: key }));
const settled = (page: ReturnType<typeof answerPage>) =>
  waitFor(page.actor, (snapshot) => !snapshot.hasTag('busy'));

describe('answering a condition: idempotency keys', () => {
  it('a retried upload sends the same key; each file has its own', async () => {
    const page = answerPage({ failing: new Set(['b']) });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'b') });
    await settled(page);
    page.failing.clear();
    page.actor.send({ type: 'RETRY' });
    await settled(page);
    const [b1, b2] = page.keysOf('task:b');
    expect(b1).toMatch(/\S{16,}/u);
    expect(b2).toBe(b1);
    expect(page.keysOf('task:a')[0]).not.toBe(b1);
  });

  it('a submit of the same files after a failure keeps the keys; another file gets a new one', async () => {
    const page = answerPage({ failing: new Set(['b', 'c']) });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('b') });
    await settled(page);
    page.actor.send({ type: 'SUBMIT', tasks: tasks('b') });
    await settled(page);
    page.actor.send({ type: 'SUBMIT', tasks: tasks('c') });
    await settled(page);
    const [first, again] = page.keysOf('task:b');
    expect(again).toBe(first);
    expect(page.keysOf('task:c')[0]).not.toBe(first);
  });

  it('a retried answer sends the same key; an answer with other files a new one', async () => {
    const page = answerPage({ failAnswer: 2 });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a') });
    await settled(page);
    page.actor.send({ type: 'RETRY' });
    await settled(page);
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'b') });
    await settled(page);
    const [first, retry, other] = page.keysOf('answer');
    expect(first).toMatch(/\S{16,}/u);
    expect(retry).toBe(first);
    expect(other).not.toBe(first);
  });
});

describe('answering a condition', () => {
  it('uploads each file once, answers with their uuids, then goes back to the list', async () => {
    const page = answerPage({ open: 2 });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'b') });
    expect(page.view().busy).toBe(true);
    await settled(page);
    expect(page.log).toEqual(['task:a', 'task:b', 'answer', 'count', 'backToList']);
    expect(page.answered).toEqual([['doc-a', 'doc-b']]);
    expect(page.view().finished).toBe(true);
  });

  it('re-asks the status when no condition is left', async () => {
    const page = answerPage({ open: 0 });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('phone') });
    await settled(page);
    expect(page.log.at(-1)).toBe('refreshStatus');
  });

  it('never uploads again a file that succeeded when a later one failed', async () => {
    const page = answerPage({ failing: new Set(['b']) });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'b', 'c') });
    await settled(page);
    expect(page.view()).toMatchObject({ errorMessage: 'b failed', canRetry: true, busy: false });
    expect(page.view().done).toEqual(['a']);
    page.failing.clear();
    page.actor.send({ type: 'RETRY' });
    await settled(page);
    expect(page.log).toEqual([
      'task:a',
      'task:b',
      'task:b',
      'task:c',
      'answer',
      'count',
      'backToList',
    ]);
    expect(page.answered).toEqual([['doc-a', 'doc-b', 'doc-c']]);
  });

  it('keeps succeeded uploads when the user changes the files after a failure', async () => {
    const page = answerPage({ failing: new Set(['bad']) });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'bad') });
    await settled(page);
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a', 'good') });
    await settled(page);
    expect(page.log.filter((entry) => entry === 'task:a')).toHaveLength(1);
    expect(page.answered).toEqual([['doc-a', 'doc-good']]);
  });

  it('retries only the answer when the uploads succeeded and the answer failed', async () => {
    const page = answerPage({ failAnswer: 1 });
    page.actor.send({ type: 'SUBMIT', tasks: tasks('a') });
    await settled(page);
    expect(page.view().errorMessage).toBe(
      'Your documents are uploaded, but we could not mark this item as done. Conditions unavailable',
    );
    page.actor.send({ type: 'RETRY' });
    await settled(page);
    expect(page.log).toEqual(['task:a', 'answer', 'answer', 'count', 'backToList']);
  });
});

describe('answering with a location (the signer location page)', () => {
  /** One task whose outcomes come in order: a LocationError, an HTTP error, else null. */
  function locationPage(outcomes: ('denied' | 'http' | 'ok')[], failAnswer = 0) {
    const log: string[] = [];
    let answerFailures = failAnswer;
    const machine = conditionAnswerMachine.provide({
      actors: {
        runTask: fromPromise<string | null, RunTaskInput>(async () => {
          const outcome = outcomes.shift() ?? 'ok';
          log.push(`share:${outcome}`);
          if (outcome === 'denied') throw new LocationError('denied');
          if (outcome === 'http') throw httpError('Service Unavailable');
          return null;
        }),
        answerCondition: fromPromise<unknown, AnswerConditionInput>(async ({ input }) => {
          log.push(`answer:${input.documentUuids.length}`);
          if (answerFailures > 0) {
            answerFailures -= 1;
            throw httpError('Service Unavailable');
          }
          return null;
        }),
        countOpen: fromPromise<number, CountOpenInput>(async () => 0),
      },
      actions: { refreshStatus: () => log.push('refreshStatus') },
    });
    const actor = createActor(machine, {
      input: { applicationUuid: UUID, conditionUuid: CONDITION },
    }).start();
    const submit = () =>
      actor.send({ type: 'SUBMIT', tasks: [{ key: 'location', payload: null }] });
    return {
      actor,
      log,
      submit,
      settled: () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy')),
      view: () => selectConditionAnswerView(actor.getSnapshot()),
    };
  }

  it('names a location the browser refused (no error message), and shares again on a new press', async () => {
    const page = locationPage(['denied', 'ok']);
    page.submit();
    await page.settled();
    expect(page.view()).toMatchObject({
      locationFailure: 'denied',
      errorMessage: null,
      canRetry: true,
      busy: false,
    });
    page.submit();
    await page.settled();
    expect(page.log).toEqual(['share:denied', 'share:ok', 'answer:0', 'refreshStatus']);
    expect(page.view().locationFailure).toBeNull();
  });

  it('says a failed share plainly, and never shares twice when only the answer failed', async () => {
    const page = locationPage(['http', 'ok'], 1);
    page.submit();
    await page.settled();
    expect(page.view()).toMatchObject({
      errorMessage: 'Service Unavailable',
      locationFailure: null,
    });
    page.submit();
    await page.settled();
    expect(page.view().errorMessage).toBe(
      'What you sent is saved, but we could not mark this item as done. Service Unavailable',
    );
    page.submit();
    await page.settled();
    expect(page.log).toEqual(['share:http', 'share:ok', 'answer:0', 'answer:0', 'refreshStatus']);
  });
});

describe('condition answer machine: every state reachable', () => {
  testMachineReachability(conditionAnswerMachine, {
    input: { applicationUuid: UUID, conditionUuid: CONDITION },
    events: [
      { type: 'SUBMIT', tasks: tasks('a') },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.runTask', output: 'doc-a' },
      { type: 'xstate.error.actor.runTask', error: httpError('x') },
      { type: 'xstate.done.actor.answerCondition', output: null },
      { type: 'xstate.error.actor.answerCondition', error: httpError('x') },
      { type: 'xstate.done.actor.countOpen', output: 0 },
      { type: 'xstate.done.actor.countOpen', output: 2 },
      { type: 'xstate.error.actor.countOpen', error: httpError('x') },
    ],
  });
});
