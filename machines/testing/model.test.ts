import { fromPromise, setup } from 'xstate';
import {
  assertionCoverage,
  eventText,
  getMachinePaths,
  replayMachinePath,
  stateValueText,
  testMachinePaths,
  testMachineReachability,
  unreachedStates,
  walkMachinePath,
  type EventExecutors,
  type PathEvent,
} from './model';

type DoorEvent = { type: 'OPEN' } | { type: 'CLOSE'; force?: boolean } | { type: 'LOCK' };

/** A small chart with a delay, a guard, an invoked actor and two final states. */
const door = setup({
  types: { events: {} as DoorEvent },
  actors: { check: fromPromise(async () => true) },
  guards: { isForced: ({ event }) => event.type === 'CLOSE' && event.force === true },
  delays: { AUTO_CLOSE: 500 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: 'locking' } },
    open: {
      after: { AUTO_CLOSE: 'closed' },
      on: { CLOSE: [{ guard: 'isForced', target: 'slammed' }, { target: 'closed' }] },
    },
    locking: {
      invoke: { id: 'check', src: 'check', onDone: 'locked', onError: 'closed' },
    },
    locked: { type: 'final' },
    slammed: { type: 'final' },
  },
});

const events: PathEvent<typeof door>[] = [
  { type: 'CLOSE' },
  { type: 'CLOSE', force: true },
  { type: 'xstate.done.actor.check', output: true },
];

describe('getMachinePaths', () => {
  it('gives one path per reached state, naming delays and actor outcomes readably', () => {
    const paths = getMachinePaths(door, { events, strategy: 'shortest', keepPrefixPaths: true });
    expect(paths.map((path) => path.description)).toEqual([
      'starts in closed',
      'reaches open via OPEN',
      'reaches locking via LOCK',
      'reaches slammed via OPEN → CLOSE {"force":true}',
      'reaches locked via LOCK → check done',
    ]);
  });

  it('drops the paths that are a prefix of a longer one unless asked to keep them', () => {
    const paths = getMachinePaths(door, { events, strategy: 'shortest' });
    expect(paths.map((path) => path.description)).toEqual([
      'reaches slammed via OPEN → CLOSE {"force":true}',
      'reaches locked via LOCK → check done',
    ]);
  });

  it('by default covers every transition, also those back to a state already seen', () => {
    const paths = getMachinePaths(door, { events });
    expect(paths.map((path) => path.description).sort()).toEqual([
      'reaches closed via LOCK → check error',
      'reaches closed via OPEN → CLOSE',
      'reaches closed via OPEN → after AUTO_CLOSE',
      'reaches locked via LOCK → check done',
      'reaches slammed via OPEN → CLOSE {"force":true}',
    ]);
  });

  it('tries an actor outcome as a bare event when no variant is listed', () => {
    const paths = getMachinePaths(door);
    const error = paths.find((path) => path.description.includes('check error'));
    expect(error?.steps.at(-1)?.event).toEqual({ type: 'xstate.error.actor.check' });
  });

  it('with the simple strategy, takes every path that visits no state twice', () => {
    const paths = getMachinePaths(door, { events, strategy: 'simple' });
    expect(paths.map((path) => path.description).sort()).toEqual([
      'reaches locked via LOCK → check done',
      'reaches slammed via OPEN → CLOSE {"force":true}',
    ]);
  });

  it('starts every path with xstate.init and the initial snapshot', () => {
    for (const path of getMachinePaths(door, { events })) {
      expect(path.steps[0]?.event).toEqual({ type: 'xstate.init' });
      expect(path.steps[0]?.snapshot.value).toBe('closed');
    }
  });
});

describe('replayMachinePath', () => {
  it('follows every path on a real actor without starting the invoked actors', () => {
    for (const path of getMachinePaths(door, { events })) {
      replayMachinePath(door, path);
    }
  });

  it('fails when the actor does not reach the predicted state', () => {
    const changed = door.provide({ guards: { isForced: () => false } });
    const slam = getMachinePaths(door, { events, strategy: 'shortest' }).find((path) =>
      path.description.startsWith('reaches slammed'),
    );
    expect(slam).toBeDefined();
    expect(() => replayMachinePath(changed, slam!)).toThrow(/reaches slammed/);
  });
});

describe('unreachedStates', () => {
  it('lists the states no path reaches, except the allowed ones', () => {
    const orphan = setup({}).createMachine({
      id: 'orphan',
      initial: 'a',
      states: { a: {}, b: { initial: 'c', states: { c: {} } }, d: {} },
    });
    const paths = getMachinePaths(orphan);
    expect(unreachedStates(orphan, paths)).toEqual(['orphan.b', 'orphan.b.c', 'orphan.d']);
    expect(unreachedStates(orphan, paths, ['orphan.d'])).toEqual(['orphan.b', 'orphan.b.c']);
  });
});

describe('assertionCoverage', () => {
  it('lists the reached states without an assertion and the assertions never used', () => {
    const paths = getMachinePaths(door, { events, strategy: 'shortest' });
    const noop = () => {};
    expect(assertionCoverage(paths, { closed: noop, open: noop, ajar: noop })).toEqual({
      unasserted: ['locked', 'locking', 'slammed'],
      unused: ['ajar'],
    });
  });
});

describe('walkMachinePath', () => {
  const noop = () => {};
  const executors: EventExecutors<typeof door> = { OPEN: noop, CLOSE: noop, LOCK: noop };
  const states = { closed: noop, open: noop, locking: noop, locked: noop, slammed: noop };

  it('runs the executor of each step, then the assertions of the state it leads to', async () => {
    const log: string[] = [];
    const path = getMachinePaths(door).find(
      (p) => p.description === 'reaches closed via OPEN → after AUTO_CLOSE',
    );
    await walkMachinePath(door, path!, {
      executors: { ...executors, OPEN: (event) => void log.push(event.type) },
      after: (event, info) =>
        void log.push(`${event.type} ${info.delay} ${info.ms} ${info.stateId}`),
      states: {
        ...states,
        closed: (snapshot) => void log.push(`assert ${String(snapshot.value)}`),
        open: () => void log.push('assert open'),
      },
    });
    expect(log).toEqual([
      'assert closed',
      'OPEN',
      'assert open',
      'xstate.after.AUTO_CLOSE.door.open AUTO_CLOSE 500 door.open',
      'assert closed',
    ]);
  });

  it('hands actor outcomes to the system executor', async () => {
    const seen: unknown[] = [];
    const locked = getMachinePaths(door, { events }).find((p) =>
      p.description.includes('check done'),
    );
    await walkMachinePath(door, locked!, {
      executors,
      system: (event) => void seen.push(event),
      states,
    });
    expect(seen).toEqual([{ type: 'xstate.done.actor.check', output: true }]);
  });

  it('fails on a delayed step without an `after` executor, and on a state without assertion', async () => {
    const delayed = getMachinePaths(door).find((p) => p.description.includes('after AUTO_CLOSE'));
    await expect(walkMachinePath(door, delayed!, { executors, states })).rejects.toThrow(
      /pass `after`/,
    );
    const slam = getMachinePaths(door, { events }).find((p) => p.description.includes('slammed'));
    await expect(
      walkMachinePath(door, slam!, { executors, states: { closed: noop, open: noop } }),
    ).rejects.toThrow(/no assertion matches slammed/);
  });

  it('does not compile without an executor for every event of the machine', () => {
    // @ts-expect-error LOCK has no executor
    const missing: EventExecutors<typeof door> = { OPEN: noop, CLOSE: noop };
    // @ts-expect-error the executor of CLOSE receives the CLOSE event, which has no `code`
    const wrong: EventExecutors<typeof door> = { ...executors, CLOSE: (e) => void e.code };
    expect([missing, wrong]).toHaveLength(2);
  });
});

describe('stateValueText and eventText', () => {
  it('write nested and parallel values as dotted leaves joined with +', () => {
    expect(stateValueText('idle')).toBe('idle');
    expect(stateValueText({ a: { b: 'c', d: 'e' } })).toBe('a.b.c + a.d.e');
  });

  it('write delays inline in ms and by name otherwise', () => {
    const inline = setup({}).createMachine({
      id: 'inline',
      initial: 'a',
      states: { a: { after: { 250: 'b' } }, b: {} },
    });
    expect(eventText(inline, { type: 'xstate.after.250.inline.a' })).toBe('after 250 ms');
    expect(eventText(door, { type: 'xstate.after.AUTO_CLOSE.door.open' })).toBe('after AUTO_CLOSE');
  });
});

describe('the door chart, through the helpers themselves', () => {
  describe('reachability', () => {
    testMachineReachability(door, { events });
  });

  describe('a walk with an executor per event and an assertion per state', () => {
    let current = '';
    testMachinePaths(door, {
      events,
      setup: () => {
        current = 'closed';
      },
      executors: {
        OPEN: () => void (current = 'open'),
        CLOSE: (event) => void (current = event.force ? 'slammed' : 'closed'),
        LOCK: () => void (current = 'locking'),
      },
      after: () => void (current = 'closed'),
      system: (event) => void (current = event.type.includes('done') ? 'locked' : 'closed'),
      states: {
        closed: () => expect(current).toBe('closed'),
        open: () => expect(current).toBe('open'),
        locking: () => expect(current).toBe('locking'),
        locked: () => expect(current).toBe('locked'),
        slammed: () => expect(current).toBe('slammed'),
      },
    });
  });
});
