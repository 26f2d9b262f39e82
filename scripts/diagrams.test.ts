import { and, fromCallback, not, or, setup, stateIn } from 'xstate';
import {
  docComment,
  eventText,
  guardText,
  invokeNames,
  isStateMachine,
  renderIndex,
  renderLegend,
  fileKind,
  renderMachineMarkdown,
  renderMermaid,
} from './mermaid.mjs';

type KettleEvent = { type: 'SWITCH_ON' } | { type: 'SWITCH_OFF' } | { type: 'LIFT' };

/** Nested, parallel, guarded, delayed (named and inline), always, invoked and final parts. */
const kettle = setup({
  types: { events: {} as KettleEvent },
  guards: { hasWater: () => true, isBoiling: () => false },
  delays: { BOIL_TIME: 90_000, COOL_DOWN: () => 1000 },
  actors: { heat: fromCallback(() => () => {}) },
  actions: { beep: () => {} },
}).createMachine({
  id: 'kettle',
  initial: 'idle',
  states: {
    idle: {
      on: {
        SWITCH_ON: { guard: 'hasWater', target: 'on' },
        LIFT: { guard: not('hasWater'), actions: 'beep' },
      },
    },
    on: {
      type: 'parallel',
      on: { SWITCH_OFF: 'idle' },
      states: {
        heater: {
          initial: 'heating',
          onDone: '#kettle.done',
          states: {
            heating: {
              invoke: { src: 'heat' },
              always: { guard: and(['isBoiling', 'hasWater']), target: 'boiled' },
              after: { BOIL_TIME: 'boiled' },
            },
            boiled: { type: 'final' },
          },
        },
        light: {
          initial: 'lit',
          states: {
            lit: { after: { 500: 'dim' } },
            dim: { after: { COOL_DOWN: { target: 'lit', reenter: true } } },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('renderMermaid', () => {
  it('draws nested and parallel states, initial and final markers and labelled transitions', () => {
    expect(renderMermaid(kettle)).toBe(
      [
        'stateDiagram-v2',
        '  idle --> on : SWITCH_ON [hasWater]',
        '  idle --> idle : LIFT [not hasWater] (stays)',
        '  on --> idle : SWITCH_OFF',
        '  heater --> done : done',
        '  [*] --> idle',
        '  state "idle" as idle',
        '  state "on" as on {',
        '    state "heater" as heater {',
        '      heating --> boiled : always [isBoiling and hasWater]',
        '      heating --> boiled : after BOIL_TIME',
        '      [*] --> heating',
        '      state "heating" as heating',
        '      heating : invokes heat',
        '      state "boiled" as boiled',
        '      boiled --> [*]',
        '    }',
        '    --',
        '    state "light" as light {',
        '      lit --> dim : after 500 ms',
        '      dim --> lit : after COOL_DOWN',
        '      [*] --> lit',
        '      state "lit" as lit',
        '      state "dim" as dim',
        '    }',
        '  }',
        '  state "done" as done',
        '  done --> [*]',
      ].join('\n'),
    );
  });

  it('never shows the internal xstate.after / xstate.done event names', () => {
    expect(renderMermaid(kettle)).not.toMatch(/xstate\./);
  });

  it('gives states with the same key distinct ids, and boxes a root with its own transitions', () => {
    const twins = setup({}).createMachine({
      id: 'twins',
      initial: 'a',
      on: { RESET: '.a' },
      states: {
        a: { initial: 'idle', states: { idle: { on: { GO: '#twins.b.idle' } } } },
        b: { initial: 'idle', states: { idle: {} } },
      },
    });
    const text = renderMermaid(twins);
    expect(text).toContain('state "idle" as a_idle');
    expect(text).toContain('state "idle" as b_idle');
    expect(text).toContain('a_idle --> b_idle : GO');
    expect(text).toContain('twins --> a : RESET');
    expect(text).toContain('state "twins" as twins {');
  });

  it('draws a parallel root as one composite state with its regions', () => {
    const split = setup({}).createMachine({
      id: 'split',
      type: 'parallel',
      states: { left: {}, right: {} },
    });
    expect(renderMermaid(split)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> split',
        '  state "split" as split {',
        '    state "left" as left',
        '    --',
        '    state "right" as right',
        '  }',
      ].join('\n'),
    );
  });
});

describe('guardText and eventText', () => {
  it('write higher-order guards as words', () => {
    expect(guardText('ready')).toBe('ready');
    expect(guardText({ type: 'ready', params: { n: 1 } })).toBe('ready');
    expect(guardText(not('ready'))).toBe('not ready');
    expect(guardText(or(['a', and(['b', 'c'])]))).toBe('a or (b and c)');
    expect(guardText(stateIn('#kettle.on'))).toBe('in kettle.on');
    expect(guardText(() => true)).toBe('inline guard');
  });

  it('name the internal events readably', () => {
    expect(eventText({ eventType: '' })).toBe('always');
    expect(eventText({ eventType: 'xstate.after.MIN.x.a', delay: 'MIN' })).toBe('after MIN');
    expect(eventText({ eventType: 'xstate.after.200.x.a', delay: 200 })).toBe('after 200 ms');
    expect(eventText({ eventType: 'xstate.done.state.x.a' })).toBe('done');
    expect(eventText({ eventType: 'xstate.done.actor.submit' })).toBe('submit done');
    expect(eventText({ eventType: 'xstate.error.actor.submit' })).toBe('submit error');
    expect(eventText({ eventType: '*' })).toBe('any event');
  });
});

describe('the legend', () => {
  const source = [
    'type KettleEvent =',
    '  /** Turns the kettle on. */',
    "  | { type: 'SWITCH_ON' }",
    "  | { type: 'SWITCH_OFF' };",
    'setup({',
    '  delays: {',
    '    // Why: a full kettle boils in 90 s.',
    '    BOIL_TIME: 90_000,',
    '  },',
    '});',
  ].join('\n');

  it('reads doc comments above union members and setup entries', () => {
    expect(docComment(source, 'SWITCH_ON', 'event')).toBe('Turns the kettle on.');
    expect(docComment(source, 'SWITCH_OFF', 'event')).toBeUndefined();
    expect(docComment(source, 'BOIL_TIME')).toBe('Why: a full kettle boils in 90 s.');
  });

  it('lists events, guards, actors and delays sorted, with delay values', () => {
    const legend = renderLegend(kettle, source);
    expect(legend).toContain('| `SWITCH_ON` | `idle` | Turns the kettle on. |');
    expect(legend).toContain('| `LIFT` | `idle` |  |');
    expect(legend).toContain(
      '| `hasWater` | `idle: LIFT`, `idle: SWITCH_ON`, `on.heater.heating: always` |  |',
    );
    expect(legend).toContain('| `heat` | `on.heater.heating` |  |');
    expect(legend).toContain(
      '| `BOIL_TIME` | 90,000 ms | `on.heater.heating` | Why: a full kettle boils in 90 s. |',
    );
    expect(legend).toContain('| `COOL_DOWN` | computed | `on.light.dim` |  |');
    expect(legend).toContain('| `500` | 500 ms (inline) | `on.light.lit` |  |');
    const events = legend.slice(legend.indexOf('## Events'), legend.indexOf('## Guards'));
    expect(events.indexOf('`LIFT`')).toBeLessThan(events.indexOf('`SWITCH_OFF`'));
  });
});

describe('the pages', () => {
  it('are deterministic Markdown with the marker, a source link and a mermaid block', () => {
    const page = renderMachineMarkdown(kettle, {
      source: 'machines/kettle/kettle.machine.ts',
      exportNames: ['kettleMachine'],
    });
    expect(page).toBe(
      renderMachineMarkdown(kettle, {
        source: 'machines/kettle/kettle.machine.ts',
        exportNames: ['kettleMachine'],
      }),
    );
    expect(page.split('\n').slice(0, 5)).toEqual([
      expect.stringMatching(/^<!-- Generated by scripts\/diagrams\.mjs/),
      '',
      '# kettle',
      '',
      'Source: [machines/kettle/kettle.machine.ts](../../machines/kettle/kettle.machine.ts) (export `kettleMachine`)',
    ]);
    expect(page).toContain('```mermaid\nstateDiagram-v2\n');
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("list the flow's file set by kind: chart, calls, select, host, tests, views, UI walk", () => {
    const page = renderMachineMarkdown(kettle, {
      source: 'machines/kettle/kettle.machine.ts',
      files: {
        siblings: [
          'machines/kettle/kettle.actors.ts',
          'machines/kettle/kettle.guards.ts',
          'machines/kettle/kettle.host.ts',
          'machines/kettle/kettle.model.test.ts',
          'machines/kettle/kettle.select.ts',
          'machines/kettle/kettle.test.ts',
        ],
        views: ['src/screens/KettlePage.tsx'],
        walks: ['src/screens/kettle.paths.test.tsx'],
      },
    });
    const files = page.slice(page.indexOf('## Files'));
    const kinds = [...files.matchAll(/^- ([^:]+):/gm)].map((match) => match[1]);
    expect(kinds).toEqual([
      'Chart',
      'Calls (actors)',
      'Select (snapshot → view)',
      'Host effects',
      'Helpers',
      'Tests',
      'Graph paths',
      'Views',
      'UI walk (graph paths through the views)',
    ]);
    expect(files).toContain(
      '- Calls (actors): [machines/kettle/kettle.actors.ts](../../machines/kettle/kettle.actors.ts)',
    );
    expect(fileKind('machines/x/x.model.test.ts')).toBe('Graph paths');
    expect(fileKind('machines/x/x.rules.ts')).toBe('Helpers');
  });

  it('index the machines sorted by id', () => {
    const index = renderIndex([
      { id: 'loader', source: 'machines/loader/loader.machine.ts' },
      { id: 'chat', source: 'machines/chat/chat.machine.ts', description: 'Chat.' },
    ]);
    expect(index.indexOf('[chat](chat.md)')).toBeLessThan(index.indexOf('[loader](loader.md)'));
    expect(index).toContain(
      '| [chat](chat.md) | [machines/chat/chat.machine.ts](../../machines/chat/chat.machine.ts) | Chat. |',
    );
  });

  it('recognise machines and nothing else', () => {
    expect(isStateMachine(kettle)).toBe(true);
    expect(isStateMachine({ root: {}, config: {} })).toBe(false);
    expect(isStateMachine(null)).toBe(false);
  });
});

describe('invoked actors', () => {
  const loader = setup({
    actors: { load: fromCallback(() => () => {}), poll: fromCallback(() => () => {}) },
  }).createMachine({
    id: 'loader',
    initial: 'loading',
    states: {
      loading: {
        invoke: { src: 'load', onDone: 'ready', onError: 'failed' },
        initial: 'quiet',
        states: { quiet: { after: { 500: 'slow' } }, slow: {} },
      },
      ready: {
        invoke: [
          { src: 'poll', id: 'poller', onError: 'failed' },
          { src: fromCallback(() => () => {}), onDone: 'failed' },
        ],
      },
      failed: {},
    },
  });

  it('are known by their actor name, else their own id, never by a generated id', () => {
    expect(invokeNames(loader.root)).toEqual(
      new Map([
        ['0.loader.loading', 'load'],
        ['poller', 'poll'],
        ['1.loader.ready', 'inline actor'],
      ]),
    );
    const text = renderMermaid(loader);
    expect(text).toContain('loading --> ready : load done');
    expect(text).toContain('loading --> failed : load error');
    expect(text).toContain('ready --> failed : poll error');
    expect(text).toContain('ready --> failed : inline actor done');
    expect(text).not.toMatch(/\d\.loader/);
    expect(
      eventText({ eventType: 'xstate.done.actor.0.loader.loading' }, invokeNames(loader.root)),
    ).toBe('load done');
  });

  it('are noted in the title of a composite state (Mermaid refuses a description there)', () => {
    const text = renderMermaid(loader);
    expect(text).toContain('state "loading (invokes load)" as loading {');
    expect(text).not.toContain('loading : invokes');
    expect(text).toContain('ready : invokes poll');
    expect(text).toContain('ready : invokes inline actor');
  });
});
