/**
 * Experiments: saved once per application with the ff- mark, the mark cleared when saving fails,
 * nothing saved without assignments, the call refused without an application id; and every state
 * reached by a generated path.
 */
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Experiment } from '../../src/api/application';
import { testMachineReachability, type PathEvent } from '../testing/model';
import { memoryStorage } from '../telemetry/telemetry.testing';
import { saveAssignments } from './experiments.actors';
import { experimentsHost } from './experiments.host';
import { experimentsMachine } from './experiments.machine';
import type { AssignmentsRequest, SaveRequest } from './experiments.types';

// Pinned from the spec, not imported.
const MARK_KEY = 'ff-experiments-saved';
const MISSING_APP_ID = 'App ID is required to save experiment';

const APP = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';
const ASSIGNED: Experiment[] = [{ name: 'heloc-offer-layout', variation: 'variation' }];
const down = new ApiError({ kind: 'http', status: 503, url: '/experiments', message: 'x' });

function start(options: { assignments?: Experiment[]; failSave?: () => boolean } = {}) {
  const local = memoryStorage();
  const decisions: AssignmentsRequest[] = [];
  const saves: SaveRequest[] = [];
  const warnings: unknown[][] = [];
  const machine = experimentsMachine.provide({
    ...experimentsHost({ localStorage: local, warn: (...args) => warnings.push(args) }),
    actors: {
      fetchAssignments: fromPromise<Experiment[], AssignmentsRequest>(async ({ input }) => {
        decisions.push(input);
        return options.assignments ?? ASSIGNED;
      }),
      saveAssignments: fromPromise<void, SaveRequest>(async ({ input }) => {
        saves.push(input);
        if (options.failSave?.()) throw down;
      }),
    },
  });
  const actor = createActor(machine, { input: { organization: 'main' } }).start();
  return {
    actor,
    local,
    decisions,
    saves,
    warnings,
    view: (pathname: string) => actor.send({ type: 'PAGE.VIEWED', pathname, search: '' }),
    marks: () => JSON.parse(local.getItem(MARK_KEY) ?? '[]') as string[],
    settle: async () => {
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
  };
}

describe('experiments', () => {
  it('are saved once per application, with the application’s attributes, and marked', async () => {
    const e = start();
    e.actor.send({ type: 'IDENTITY.CHANGED', identityId: 'id-1' });
    e.view(`/account/heloc/${APP}/start/hmda`);
    await e.settle();
    e.view(`/account/heloc/${APP}/start/property`);
    e.view('/register-v2');
    e.view(`/account/heloc/${APP}/start/hmda`);
    await e.settle();
    expect(e.decisions).toEqual([
      { applicationUuid: APP, organization: 'main', identityUuid: 'id-1' },
    ]);
    expect(e.saves).toEqual([{ applicationUuid: APP, experiments: ASSIGNED }]);
    expect(e.marks()).toEqual([APP]);
  });

  it('are not saved again across reloads (the mark is in localStorage)', async () => {
    const first = start();
    first.view(`/${APP}/start/hmda`);
    await first.settle();
    const reloaded = start();
    reloaded.local.setItem(MARK_KEY, first.local.getItem(MARK_KEY)!);
    reloaded.view(`/${APP}/start/hmda`);
    await reloaded.settle();
    expect(reloaded.decisions).toEqual([]);
    expect(reloaded.saves).toEqual([]);
  });

  it('clear the mark when saving fails, so another page tries again', async () => {
    let fail = true;
    const e = start({ failSave: () => fail });
    e.view(`/${APP}/start/hmda`);
    await e.settle();
    expect(e.marks()).toEqual([]);
    expect(e.warnings).toHaveLength(1);
    fail = false;
    e.view(`/${OTHER}/start/hmda`);
    await e.settle();
    e.view(`/${APP}/start/hmda`);
    await e.settle();
    expect(e.saves.map((s) => s.applicationUuid)).toEqual([APP, OTHER, APP]);
    expect(e.marks()).toEqual([OTHER, APP]);
  });

  it('save nothing when the decision assigns none', async () => {
    const e = start({ assignments: [] });
    e.view(`/${APP}/start/hmda`);
    await e.settle();
    expect(e.saves).toEqual([]);
    expect(e.marks()).toEqual([]);
  });

  it('are refused without an application id', async () => {
    const actor = createActor(saveAssignments, {
      input: { applicationUuid: undefined, experiments: ASSIGNED },
    });
    const done = new Promise<unknown>((resolve) =>
      actor.subscribe({ error: resolve, complete: () => resolve(null) }),
    );
    actor.start();
    expect(await done).toEqual(new Error(MISSING_APP_ID));
  });
});

const events: PathEvent<typeof experimentsMachine>[] = [
  { type: 'PAGE.VIEWED', pathname: `/${APP}/start/hmda`, search: '' },
  { type: 'IDENTITY.CHANGED', identityId: 'id-1' },
  { type: 'xstate.done.actor.fetchAssignments', output: ASSIGNED },
  { type: 'xstate.done.actor.fetchAssignments', output: [] },
  { type: 'xstate.error.actor.fetchAssignments', error: down },
  { type: 'xstate.done.actor.saveAssignments' },
  { type: 'xstate.error.actor.saveAssignments', error: down },
];

describe('experiments machine: graph paths', () => {
  testMachineReachability(experimentsMachine.provide({ guards: { unsaved: () => true } }), {
    events,
    strategy: 'shortest',
    input: { organization: 'main' },
    unreachable: ['experiments.checking'],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
});
