import {
  and,
  assign,
  createMachine,
  fromCallback,
  not,
  raise,
  setup,
  type AnyStateMachine,
} from 'xstate';
import { invokeName, isStateMachine } from './mermaid.mjs';
import {
  guardName,
  renderStatelyExport,
  statelyConfig,
  STATELY_MARKER,
  transitionPlace,
} from './stately.mjs';

type StateNode = AnyStateMachine['root'];

function allNodes(root: StateNode): StateNode[] {
  return [root, ...Object.values(root.states ?? {}).flatMap((child) => allNodes(child))];
}

/**
 * What a chart is, independent of how it was written: its state nodes (ids, types, tags), its
 * transitions (source, event, guard name, targets, re-entry) in priority order, its invoked
 * actors (names and ids) and its delays.
 */
function chart(machine: AnyStateMachine) {
  const nodes: string[] = [];
  const transitions: string[] = [];
  const invokes: string[] = [];
  const delays: string[] = [];
  for (const node of allNodes(machine.root)) {
    nodes.push(`${node.id} ${node.type} [${[...(node.tags ?? [])].sort().join(', ')}]`);
    // Priority order within an event; the order of the events themselves means nothing.
    const all = [...(node.always ?? []), ...[...node.transitions.values()].flat()].sort((a, b) =>
      a.eventType < b.eventType ? -1 : a.eventType > b.eventType ? 1 : 0,
    );
    for (const transition of all) {
      const guard = guardName(transition.guard, transitionPlace(node, transition));
      transitions.push(
        [
          node.id,
          transition.eventType || '(always)',
          `guard ${JSON.stringify(guard ?? null)}`,
          `-> ${(transition.target ?? []).map((target) => target.id).join(', ') || '(stays)'}`,
          transition.reenter ? 'reenter' : '',
        ].join(' '),
      );
    }
    for (const [i, invoke] of node.invoke.entries()) {
      invokes.push(`${node.id} invokes ${invokeName(invoke, i, node)} as ${invoke.id}`);
    }
    for (const transition of node.after)
      delays.push(`${node.id} after ${String(transition.delay)}`);
  }
  return { id: machine.id, nodes, transitions, invokes, delays };
}

/** Loads an export's text as a module would (its one import is xstate's createMachine). */
function loadExport(text: string): AnyStateMachine {
  const body = text
    .replace("import { createMachine } from 'xstate';", '')
    .replace('export const machine =', 'return');
  return new Function('createMachine', body)(createMachine) as AnyStateMachine;
}

type KettleEvent =
  { type: 'SWITCH_ON' } | { type: 'SWITCH_OFF' } | { type: 'LIFT' } | { type: 'GO' };

/** Nested, parallel, guarded (named, params, higher-order, inline), delayed, invoked, final. */
const kettle = setup({
  types: { events: {} as KettleEvent, context: {} as { level: number; beeps: number } },
  guards: {
    hasWater: () => true,
    isBoiling: () => false,
    above: (_, params: { level: number }) => params.level > 0,
  },
  delays: { BOIL_TIME: 90_000, COOL_DOWN: () => 1000 },
  actors: { heat: fromCallback(() => () => {}) },
  actions: { beep: () => {}, say: (_, _params: { words: string }) => {} },
}).createMachine({
  id: 'kettle',
  context: { level: 1, beeps: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Cold.',
      on: {
        SWITCH_ON: { guard: 'hasWater', target: 'on', description: 'Press the switch.' },
        LIFT: [
          { guard: not('hasWater'), actions: 'beep' },
          {
            guard: { type: 'above', params: { level: 2 } },
            actions: { type: 'say', params: { words: 'full' } },
          },
          { guard: ({ context }) => context.level > 5, actions: assign({ beeps: 1 }) },
        ],
        GO: '#kettle.on.light.dim',
      },
    },
    on: {
      type: 'parallel',
      tags: ['hot', 'busy'],
      on: { SWITCH_OFF: 'idle' },
      entry: raise({ type: 'GO' }),
      states: {
        heater: {
          initial: 'heating',
          onDone: '#kettle.done',
          states: {
            heating: {
              invoke: [{ src: 'heat', id: 'element' }, { src: fromCallback(() => () => {}) }],
              always: { guard: and(['isBoiling', 'hasWater']), target: 'boiled' },
              after: { BOIL_TIME: 'boiled' },
              on: {
                'xstate.done.actor.element': 'boiled',
                SWITCH_OFF: { target: '.', reenter: true },
              },
            },
            boiled: { type: 'final' },
          },
        },
        light: {
          id: 'lamp',
          initial: 'lit',
          states: {
            lit: { after: { 500: 'dim' } },
            dim: { after: { COOL_DOWN: { target: 'lit', reenter: true } } },
            remembered: { type: 'history', history: 'deep' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('the Stately export', () => {
  it('is a standalone file: the marker, how to import it, one createMachine of plain data', () => {
    const text = renderStatelyExport(kettle, { source: 'machines/kettle/kettle.machine.ts' });
    expect(text.startsWith(STATELY_MARKER)).toBe(true);
    expect(text).toContain('https://stately.ai/registry/editor');
    expect(text).toContain(
      "import { createMachine } from 'xstate';\n\nexport const machine = createMachine({",
    );
    expect(text).not.toMatch(/=>|function|\[object/);
    expect(text).toBe(renderStatelyExport(kettle, { source: 'machines/kettle/kettle.machine.ts' }));
  });

  it('names guards, actions, actors and delays by name, with plain-data params', () => {
    const { config } = statelyConfig(kettle);
    const states = config.states as Record<string, Record<string, unknown>>;
    expect(config.context).toEqual({ level: 1, beeps: 0 });
    expect(states.idle).toEqual({
      description: 'Cold.',
      on: {
        SWITCH_ON: { target: 'on', guard: 'hasWater', description: 'Press the switch.' },
        LIFT: [
          { guard: 'not hasWater', actions: 'beep' },
          {
            guard: { type: 'above', params: { level: 2 } },
            actions: { type: 'say', params: { words: 'full' } },
          },
          { guard: 'inline:idle.LIFT', actions: 'inline:assign(beeps)' },
        ],
        GO: { target: 'on.light.dim' },
      },
    });
    const on = states.on as Record<string, unknown>;
    expect(on.entry).toBe('inline:raise(GO)');
    const heating = (
      on.states as Record<string, { states: Record<string, Record<string, unknown>> }>
    ).heater!.states.heating!;
    expect(heating.invoke).toEqual([
      { src: 'heat', id: 'element', onDone: { target: 'boiled' } },
      { src: 'inline actor' },
    ]);
    expect(heating.after).toEqual({ BOIL_TIME: { target: 'boiled' } });
    expect(heating.always).toEqual({ target: 'boiled', guard: 'isBoiling and hasWater' });
    // XState's own raise and cancel for the delay are not exported as entry and exit actions.
    expect(heating).not.toHaveProperty('entry');
  });

  it('lists the placeholders of inline implementations', () => {
    expect(statelyConfig(kettle).inline.sort()).toEqual([
      'inline actor in on.heater.heating',
      'inline:assign(beeps)',
      'inline:idle.LIFT',
      'inline:raise(GO)',
    ]);
  });

  it('gives back the same chart when loaded and passed to createMachine', () => {
    const loaded = loadExport(renderStatelyExport(kettle, { source: 'kettle.ts' }));
    expect(chart(loaded)).toEqual(chart(kettle));
  });

  it('would notice a different chart (the comparison can fail)', () => {
    const text = renderStatelyExport(kettle, { source: 'kettle.ts' }).replace(
      "guard: 'hasWater'",
      "guard: 'hasNoWater'",
    );
    expect(chart(loadExport(text))).not.toEqual(chart(kettle));
  });
});

const machineModules = import.meta.glob<Record<string, unknown>>('../machines/**/*.machine.ts', {
  eager: true,
});
const exportTexts = import.meta.glob<string>('../docs/flows/stately/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const exportModules = import.meta.glob<{ machine: AnyStateMachine }>('../docs/flows/stately/*.ts', {
  eager: true,
});

const running = new Map<string, AnyStateMachine>();
for (const module of Object.values(machineModules)) {
  for (const value of Object.values(module)) {
    if (isStateMachine(value)) running.set(value.id, value);
  }
}

describe('docs/flows/stately', () => {
  it('has one export per machine in machines/ and no other', () => {
    const exported = Object.keys(exportTexts)
      .map((path) => /([^/]+)\.ts$/.exec(path)?.[1])
      .sort();
    expect(exported).toEqual([...running.keys()].sort());
    expect(running.size).toBeGreaterThan(20);
  });

  it.each([...running.keys()].sort())(
    'the export of %s, loaded, is the running machine’s chart',
    (id) => {
      const module = exportModules[`../docs/flows/stately/${id}.ts`];
      expect(module, `docs/flows/stately/${id}.ts: run npm run diagrams`).toBeDefined();
      expect(chart(module!.machine)).toEqual(chart(running.get(id)!));
    },
  );
});

describe('every chart names its implementations (decision 014)', () => {
  it.each([...running.keys()].sort())(
    '%s has no guard, action or actor written inline in its chart',
    (id) => {
      expect(statelyConfig(running.get(id)!).inline).toEqual([]);
    },
  );
});
