/**
 * The submit sequence's idempotency keys and its existing-HELOC check (issue 17), on the real
 * submit chart with fake calls: every write carries the key the chart keeps for it, a RETRY (a
 * new run with the record) sends each write the key it had and repeats no call that succeeded,
 * a refused write gets a new key, and a create-HELOC whose answer was lost is looked up (and
 * adopted) before it is posted again. Then the same through the registration chart's RETRY.
 */
import { createActor, fromPromise, toPromise } from 'xstate';
import { validateStep, type StepId } from '../../src/domain/registration';
import { initialContext } from './registration.context';
import { selectPhase } from './registration.select';
import {
  HELOC_UUID,
  VALID,
  answer,
  apiError,
  baseInput,
  settle,
  startHarness,
} from './registration.testing';
import type {
  CreateInput,
  ExistingHelocInput,
  Keyed,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  StartEventsOutput,
  WaitlistInput,
} from './registration.calls';
import type {
  AbilityOutput,
  RegisterOutput,
  RegistrationContext,
  RegistrationInput,
  SubmitCall,
  SubmitOutput,
  SubmitWrites,
  WaitlistOutput,
} from './registration.types';
import { submitMachine } from './submit.machine';

const lost = () => apiError(0, 'Network request failed');

/** The registration's context when every step is answered (what the submit starts from). */
function answered(input: Partial<RegistrationInput> = {}): RegistrationContext {
  const context = initialContext(baseInput(input));
  const steps = Object.keys(VALID) as StepId[];
  const answers: Record<string, unknown> = {};
  for (const step of steps) {
    const result = validateStep(step, VALID[step]);
    if (!result.ok) throw new Error(`VALID.${step} does not validate`);
    answers[step] = result.answer;
  }
  return { ...context, values: { ...VALID }, answers, completed: steps };
}

type Write =
  | 'checkWaitlist'
  | 'register'
  | 'savePhone'
  | 'createApplication'
  | 'saveSmsConsents'
  | 'sendStartEvents';

/**
 * The submit chart with fake calls that fail as scripted (one outcome per call, then success)
 * and record the key each call was given; `findCreatedHeloc` answers `existing`.
 */
function sequence(
  script: Partial<Record<Write | 'findCreatedHeloc', unknown[]>> = {},
  existing: { uuid: string } | null = null,
) {
  const keys: Record<Write, string[]> = {
    checkWaitlist: [],
    register: [],
    savePhone: [],
    createApplication: [],
    saveSmsConsents: [],
    sendStartEvents: [],
  };
  const looked: unknown[] = [];
  const outcome = (name: Write | 'findCreatedHeloc') => {
    const error = script[name]?.shift();
    if (error !== undefined) throw error;
  };
  function keyed<TOutput, TInput extends { idempotencyKey: string }>(name: Write, output: TOutput) {
    return fromPromise<TOutput, TInput>(async ({ input }) => {
      keys[name].push(input.idempotencyKey);
      outcome(name);
      return output;
    });
  }
  const machine = submitMachine.provide({
    actors: {
      checkWaitlist: keyed<WaitlistOutput, Keyed<WaitlistInput>>('checkWaitlist', {
        waitlisted: false,
      }),
      register: keyed<RegisterOutput, Keyed<RegisterInput>>('register', { kind: 'registered' }),
      savePhone: keyed<void, Keyed<{ phoneNumber: string }>>('savePhone', undefined),
      verifyAbilityToStart: fromPromise<AbilityOutput>(async () => ({
        canStart: true,
        organizationsWithActiveApplication: [],
      })),
      createApplication: keyed<{ uuid: string }, Keyed<CreateInput>>('createApplication', {
        uuid: HELOC_UUID,
      }),
      findCreatedHeloc: fromPromise<{ uuid: string } | null, ExistingHelocInput>(
        async ({ input }) => {
          looked.push(input);
          outcome('findCreatedHeloc');
          return existing;
        },
      ),
      saveSmsConsents: keyed<void, Keyed<SmsConsentsInput>>('saveSmsConsents', undefined),
      sendStartEvents: keyed<StartEventsOutput, Keyed<StartEventsInput>>('sendStartEvents', {
        sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
        started: false,
      }),
    },
  });
  const registration = answered();
  /** One run of the sequence from the record of the run before (none: the first submit). */
  const run = (before?: SubmitOutput): Promise<SubmitOutput> =>
    toPromise(
      createActor(machine, {
        input: {
          registration: before
            ? { ...registration, isAuthenticated: before.isAuthenticated }
            : registration,
          done: before?.done ?? [],
          helocUuid: before?.helocUuid ?? null,
          writes: before?.writes,
        },
      }).start(),
    );
  return { run, keys, looked };
}

const ALL_CALLS: SubmitCall[] = [
  'waitlist',
  'register',
  'savePhone',
  'verifyAbilityToStart',
  'createHeloc',
  'saveSmsConsents',
  'sendStartEvents',
];

describe('registration submit: an Idempotency-Key per write (issue 17)', () => {
  it('gives every write its own key and hands the keys back with the record', async () => {
    const s = sequence();
    const output = await s.run();
    expect(output.kind).toBe('started');
    const sent = Object.values(s.keys).map((keys) => keys[0]);
    expect(sent.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(sent).size).toBe(sent.length);
    const writes = output.writes as SubmitWrites;
    expect(s.keys.createApplication).toEqual([writes.keys.createHeloc]);
    expect(s.keys.register).toEqual([writes.keys.register]);
    expect(writes.unanswered).toEqual([]);
  });

  it('a RETRY sends the failed write the same key and repeats no call that succeeded', async () => {
    const s = sequence({ saveSmsConsents: [lost()] });
    const first = await s.run();
    expect(first).toMatchObject({ kind: 'failed', failure: { call: 'saveSmsConsents' } });
    expect(first.done).toEqual([
      'waitlist',
      'register',
      'savePhone',
      'verifyAbilityToStart',
      'createHeloc',
    ]);
    const second = await s.run(first);
    expect(second).toMatchObject({ kind: 'started', helocUuid: HELOC_UUID });
    expect(second.done).toEqual(ALL_CALLS);
    expect(s.keys.saveSmsConsents).toEqual([s.keys.saveSmsConsents[0], s.keys.saveSmsConsents[0]]);
    for (const name of ['checkWaitlist', 'register', 'savePhone', 'createApplication'] as const) {
      expect(s.keys[name], name).toHaveLength(1);
    }
  });

  it('a write the lender failed (5xx) keeps its key for the retry', async () => {
    const s = sequence({ register: [apiError(503, 'Down')] });
    const first = await s.run();
    await s.run(first);
    expect(s.keys.register).toHaveLength(2);
    expect(s.keys.register[1]).toBe(s.keys.register[0]);
  });

  it('a write the lender refused (4xx) gets a new key for the retry', async () => {
    const s = sequence({ saveSmsConsents: [apiError(422, 'Consent prompt expired')] });
    const first = await s.run();
    expect(first.kind).toBe('failed');
    await s.run(first);
    expect(s.keys.saveSmsConsents).toHaveLength(2);
    expect(s.keys.saveSmsConsents[1]).not.toBe(s.keys.saveSmsConsents[0]);
    // The other writes keep theirs.
    expect((first.writes as SubmitWrites).keys.createHeloc).toBe(s.keys.createApplication[0]);
  });
});

describe('registration submit: after a create-HELOC whose answer was lost', () => {
  it('notes the lost answer, and the retry adopts the HELOC the lender created', async () => {
    const s = sequence({ createApplication: [lost()] }, { uuid: 'heloc-created' });
    const first = await s.run();
    expect(first).toMatchObject({ kind: 'failed', failure: { call: 'createHeloc' } });
    expect(first.writes?.unanswered).toEqual(['createHeloc']);
    const second = await s.run(first);
    expect(second).toMatchObject({ kind: 'started', helocUuid: 'heloc-created' });
    // Looked up for the property it was posted for; never posted a second time.
    expect(s.looked).toEqual([
      { property: { street1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' } },
    ]);
    expect(s.keys.createApplication).toHaveLength(1);
    expect(second.done).toEqual(ALL_CALLS);
    expect(second.writes?.unanswered).toEqual([]);
  });

  it('posts it again, with the same key, when the lender has none', async () => {
    const s = sequence({ createApplication: [lost()] }, null);
    const first = await s.run();
    const second = await s.run(first);
    expect(second).toMatchObject({ kind: 'started', helocUuid: HELOC_UUID });
    expect(s.looked).toHaveLength(1);
    expect(s.keys.createApplication).toEqual([
      s.keys.createApplication[0],
      s.keys.createApplication[0],
    ]);
  });

  it('a failed check shows the failure and the next retry looks again before posting', async () => {
    const s = sequence(
      { createApplication: [lost()], findCreatedHeloc: [lost()] },
      { uuid: 'heloc-created' },
    );
    const first = await s.run();
    const second = await s.run(first);
    expect(second).toMatchObject({ kind: 'failed', failure: { call: 'createHeloc' } });
    expect(second.writes?.unanswered).toEqual(['createHeloc']);
    const third = await s.run(second);
    expect(third).toMatchObject({ kind: 'started', helocUuid: 'heloc-created' });
    expect(s.looked).toHaveLength(2);
    expect(s.keys.createApplication).toHaveLength(1);
  });

  it('a create-HELOC that failed with an answer (5xx) is posted again without a lookup', async () => {
    const s = sequence({ createApplication: [apiError(503, 'Down')] }, { uuid: 'other' });
    const first = await s.run();
    expect(first.writes?.unanswered).toEqual([]);
    const second = await s.run(first);
    expect(second).toMatchObject({ kind: 'started', helocUuid: HELOC_UUID });
    expect(s.looked).toHaveLength(0);
    expect(s.keys.createApplication[1]).toBe(s.keys.createApplication[0]);
  });
});

describe('registration: RETRY carries the submit’s keys and its lost answer', () => {
  const STEPS: StepId[] = [
    'property',
    'forSale',
    'income',
    'name',
    'birthdate',
    'contact',
    'password',
  ];

  it('the registration chart keeps the record between runs: same key, the HELOC adopted', async () => {
    const h = startHarness({
      failures: { createApplication: [lost()] },
      existingHeloc: { uuid: 'heloc-created' },
    });
    await settle();
    await answer(h, STEPS);
    expect(selectPhase(h.actor.getSnapshot())).toBe('failed');
    expect(h.actor.getSnapshot().context.submitWrites?.unanswered).toEqual(['createHeloc']);
    h.actor.send({ type: 'RETRY' });
    await settle();
    const end = h.actor.getSnapshot();
    expect(end.status).toBe('done');
    expect(end.context.helocUuid).toBe('heloc-created');
    expect(h.calls.createApplication).toHaveLength(1);
    expect(h.calls.findCreatedHeloc).toHaveLength(1);
    expect(h.calls.register).toHaveLength(1);
    expect(h.navigated().at(-1)).toBe('/heloc-created');
  });

  it('a RETRY after a failed consent post sends it the key it had', async () => {
    const h = startHarness({ failures: { saveSmsConsents: [lost()] } });
    await settle();
    await answer(h, STEPS);
    h.actor.send({ type: 'RETRY' });
    await settle();
    const [first, second] = h.calls.saveSmsConsents as Array<{ idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });
});
