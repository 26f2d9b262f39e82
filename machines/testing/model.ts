/**
 * Model-based testing over XState's graph utilities (`xstate/graph`).
 *
 * Two layers every machine test uses (docs: STYLE.md "Tests"):
 * - `testMachineReachability(machine, options)`: replays every generated path through a real
 *   `createActor` and checks the actor is, after each step, in the state the graph predicted;
 *   then checks that every state node of the chart was reached (dead states fail).
 * - `testMachinePaths(machine, options)`: walks every generated path through a system under test
 *   (a rendered view, a page) with one executor per event and assertions per state. Executors are
 *   typed from the machine, so an event without an executor does not compile; at run time every
 *   reached state must match an assertion and every assertion must match a reached state.
 *
 * Paths (`strategy`), each from the initial snapshot:
 * - `'transitions'` (the default): the shortest path to every distinct snapshot the traversal
 *   reaches (state value and context), plus, for every transition the traversal found, the
 *   shortest path to its source followed by that transition. Every state and every transition is
 *   exercised, including the ones that lead back to a state already seen (a timeout back to
 *   `idle`), which neither of the other two strategies covers.
 * - `'shortest'`: only the shortest path to every distinct snapshot (state coverage).
 * - `'simple'`: every path that visits no snapshot twice: many more paths (exponential in the
 *   worst case), and still no transition back to a visited snapshot.
 * Then the paths that are a prefix of another one are dropped (every step of a path is checked,
 * so the prefix is checked inside the longer one); `keepPrefixPaths` keeps them.
 *
 * Events. At each snapshot the traversal tries every event type the active states handle, as
 * `{ type }`, or as each payload variant listed in `events` for that type. That includes the
 * delayed transitions (`xstate.after.<delay>.<state id>`): the traversal does not run a clock, it
 * takes the delayed transition as one step. It never settles promises either: an invoked actor's
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` is tried as `{ type }` (no output); list the
 * variants you want in `events`, e.g. `{ type: 'xstate.done.actor.submit', output: { ok: true } }`.
 * `xstate.done.state.*` is never tried: the chart raises it itself when a region finishes.
 *
 * Delivering those steps. Replay on an actor sends the `xstate.after.*` / `xstate.done.actor.*`
 * event itself (it does not advance a clock: advancing by one delay would also fire every shorter
 * timer of a parallel region and leave the predicted path). A walk through a UI delivers them
 * through `after` and `system` executors: send the event to the actor under test with
 * `sendEvent`, or advance fake timers by `info.ms` when no other timer is due first. Timing itself
 * is pinned by hand-written specs with a simulated clock, not by these paths.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import { expect, it } from 'vitest';

/** An event the chart raises or schedules itself: `xstate.after.*`, `xstate.done.actor.*`, … */
export interface SystemEvent extends EventObject {
  type: `xstate.${string}`;
  [key: string]: unknown;
}

/** Any event a path can contain. */
export type PathEvent<TMachine extends AnyStateMachine> = EventFrom<TMachine> | SystemEvent;

export interface PathStep<TMachine extends AnyStateMachine> {
  /** The event of this step (`xstate.init` for the first). */
  event: PathEvent<TMachine>;
  /** The snapshot the graph predicts after the event. */
  snapshot: SnapshotFrom<TMachine>;
}

export interface MachinePath<TMachine extends AnyStateMachine> {
  /** "reaches <state> via <event> → <event>", usable as a test name. */
  description: string;
  /** First step: `xstate.init` and the initial snapshot. */
  steps: PathStep<TMachine>[];
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  /** Payload variants to try, by event type (see the module comment). */
  events?: readonly PathEvent<TMachine>[];
  /** `'transitions'` (default), `'shortest'` or `'simple'` (see the module comment). */
  strategy?: 'transitions' | 'shortest' | 'simple';
  /** Input for the machine, when it takes one. */
  input?: InputFrom<TMachine>;
  /**
   * Which snapshots count as the same state. Default: state value and context. A coarser key
   * means fewer paths, but a path's predicted snapshot is then whichever matching one the
   * traversal met first: its context may not be the one this path produces (fine for
   * reachability, which compares state values; wrong for assertions that read the context).
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Skip some events in some snapshots (return false to skip). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: PathEvent<TMachine>) => boolean;
  /** Keep the paths that are a prefix of a longer one. Default false. */
  keepPrefixPaths?: boolean;
}

/** One executor per event type of the machine, typed with that event. */
export type EventExecutors<TMachine extends AnyStateMachine> = {
  [K in EventFrom<TMachine>['type']]: (
    event: Extract<EventFrom<TMachine>, { type: K }>,
    step: PathStep<TMachine>,
  ) => void | Promise<void>;
};

export interface AfterInfo<TMachine extends AnyStateMachine> {
  /** The delay's name in `setup({ delays })`, or its number of ms when written inline. */
  delay: string | number;
  /** The delay in ms when it can be known (a number, or a function of the context). */
  ms: number | undefined;
  /** The id of the state node that owns the delayed transition. */
  stateId: string;
  step: PathStep<TMachine>;
}

export interface WalkOptions<TMachine extends AnyStateMachine> extends PathOptions<TMachine> {
  /** Runs before each path (render, start the actor). */
  setup?: () => void | Promise<void>;
  /** Runs after each path, even when it failed. */
  teardown?: () => void | Promise<void>;
  /** One executor per event type the machine declares. */
  executors: EventExecutors<TMachine>;
  /** Executor for `xstate.after.*` steps; required when a path contains one. */
  after?: (event: SystemEvent, info: AfterInfo<TMachine>) => void | Promise<void>;
  /** Executor for other `xstate.*` steps (`xstate.done.actor.*`, `xstate.error.actor.*`). */
  system?: (event: SystemEvent, step: PathStep<TMachine>) => void | Promise<void>;
  /**
   * Assertions by state value, as a dotted path (`'visible.lifetime.loading.ending'`), matched
   * with `snapshot.matches(key)`; every matching one runs after each step.
   */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>) => void | Promise<void>>;
}

export interface ReachabilityOptions<
  TMachine extends AnyStateMachine,
> extends PathOptions<TMachine> {
  /**
   * Replace every actor in `setup({ actors })` by one that never settles, so that replay starts
   * no real work; the paths deliver outcomes as `xstate.done.actor.*` events. Default true.
   */
  stubActors?: boolean;
  /** State ids (`'loader.visible'`) allowed to be unreachable, each with a reason elsewhere. */
  unreachable?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Paths

/** Generates the paths (see the module comment for the strategies and the events tried). */
export function getMachinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: NoInfer<PathOptions<TMachine>> = {},
): MachinePath<TMachine>[] {
  const logic: AnyStateMachine = machine;
  const variants: readonly EventObject[] = options.events ?? [];
  // The graph utilities traverse an untyped machine; the snapshots and events they hand back are
  // this machine's, hence the few casts between the two views here.
  const filter = options.filterEvents as
    ((snapshot: AnyMachineSnapshot, event: EventObject) => boolean) | undefined;
  const serialize = options.serializeState as
    ((snapshot: AnyMachineSnapshot) => string) | undefined;
  const traversal: Traversal = {
    input: options.input,
    events: (snapshot: AnyMachineSnapshot): EventObject[] =>
      ownEventTypes(logic, snapshot)
        .filter((type) => !type.startsWith('xstate.done.state.'))
        .flatMap((type) => {
          const listed = variants.filter((event) => event.type === type);
          return listed.length > 0 ? listed : [{ type }];
        })
        .filter((event) => !filter || filter(snapshot, event)),
    ...(serialize ? { serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot) } : {}),
  };
  const generated =
    options.strategy === 'simple'
      ? getSimplePaths(logic, traversal)
      : options.strategy === 'shortest'
        ? getShortestPaths(logic, traversal)
        : transitionPaths(logic, traversal, serialize ?? serializeSnapshot);
  const paths = generated.map((path) => ({
    steps: path.steps.map((step) => ({
      event: step.event as PathEvent<TMachine>,
      snapshot: step.state as SnapshotFrom<TMachine>,
    })),
  }));
  const kept = distinctPaths(paths, options.keepPrefixPaths ?? false);
  const seen = new Map<string, number>();
  return kept.map((path) => {
    const base = describePath(logic, path.steps);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { ...path, description: count === 1 ? base : `${base} (${count})` };
  });
}

type GraphPath = StatePath<AnyMachineSnapshot, EventObject>;
type Traversal = TraversalOptions<AnyMachineSnapshot, EventObject, unknown>;

/** The shortest path to every state, and to every transition (shortest path to its source + it). */
function transitionPaths(
  logic: AnyStateMachine,
  traversal: Traversal,
  serialize: (snapshot: AnyMachineSnapshot) => string,
): GraphPath[] {
  const shortest = getShortestPaths(logic, traversal);
  const byState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const paths = [...shortest];
  for (const { state, event, nextState } of adjacencyMapToArray(
    getAdjacencyMap(logic, traversal),
  )) {
    const head = byState.get(serialize(state));
    if (!head) continue;
    paths.push({
      state: nextState,
      steps: [...head.steps, { event, state: nextState }],
      weight: head.weight + 1,
    });
  }
  return paths;
}

/** Drops repeated event sequences and, unless `keepPrefixes`, those a longer path starts with. */
function distinctPaths<T extends { steps: { event: EventObject }[] }>(
  paths: T[],
  keepPrefixes: boolean,
): T[] {
  const keyed = new Map<string, { path: T; events: string[] }>();
  for (const path of paths) {
    const events = path.steps.map((step) => JSON.stringify(step.event));
    const key = events.join('\n');
    if (!keyed.has(key)) keyed.set(key, { path, events });
  }
  const all = [...keyed.values()];
  if (keepPrefixes) return all.map(({ path }) => path);
  return all
    .filter(
      ({ events }) =>
        !all.some(
          (other) =>
            other.events.length > events.length &&
            events.every((event, k) => other.events[k] === event),
        ),
    )
    .map(({ path }) => path);
}

/** The event types the active state nodes of `snapshot` have transitions for. */
function ownEventTypes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateMachine['root']): void => {
    for (const type of node.ownEvents) types.add(type);
    for (const child of Object.values(node.states)) {
      if (child.path.length > 0 && snapshot.matches(child.path.join('.'))) visit(child);
    }
  };
  visit(machine.root);
  return [...types];
}

// ---------------------------------------------------------------------------------------------
// Descriptions

/** `'hidden'`, or the active leaves of a compound value joined with `+`. */
export function stateValueText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .flatMap(([key, child]) =>
      child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
        ? [key]
        : stateValueText(child)
            .split(' + ')
            .map((leaf) => `${key}.${leaf}`),
    )
    .join(' + ');
}

/** A readable name for a path event: `after MIN_VISIBLE`, `submit done`, `START {"a":1}`. */
export function eventText(machine: AnyStateMachine, event: EventObject): string {
  const after = afterTransitions(machine).get(event.type);
  if (after) return `after ${typeof after.delay === 'number' ? `${after.delay} ms` : after.delay}`;
  for (const [prefix, suffix] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (event.type.startsWith(prefix)) return `${event.type.slice(prefix.length)} ${suffix}`;
  }
  const { type, ...payload } = event;
  if (Object.keys(payload).length === 0) return type;
  const json = JSON.stringify(payload);
  return `${type} ${json.length <= 48 ? json : `${json.slice(0, 45)}…}`}`;
}

function describePath(machine: AnyStateMachine, steps: PathStep<AnyStateMachine>[]): string {
  const last = steps[steps.length - 1]!;
  const target = stateValueText(last.snapshot.value);
  if (steps.length === 1) return `starts in ${target}`;
  const events = steps.slice(1).map((step) => eventText(machine, step.event));
  return `reaches ${target} via ${events.join(' → ')}`;
}

// ---------------------------------------------------------------------------------------------
// Delayed transitions

interface AfterTransition {
  delay: string | number;
  stateId: string;
}

const afterCache = new WeakMap<AnyStateMachine, Map<string, AfterTransition>>();

/** Every `xstate.after.*` event type of the machine, with its delay and owner state. */
function afterTransitions(machine: AnyStateMachine): Map<string, AfterTransition> {
  let found = afterCache.get(machine);
  if (found) return found;
  found = new Map();
  const visit = (node: AnyStateMachine['root']): void => {
    for (const transition of node.after) {
      const { delay } = transition;
      found!.set(transition.eventType, {
        delay: typeof delay === 'function' ? 'inline' : delay,
        stateId: node.id,
      });
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  afterCache.set(machine, found);
  return found;
}

/** The delay in ms, from `setup({ delays })`, or by calling it with the context before the step. */
function delayMs(
  machine: AnyStateMachine,
  delay: string | number,
  before: AnyMachineSnapshot,
  event: EventObject,
): number | undefined {
  if (typeof delay === 'number') return delay;
  const implementation: unknown = machine.implementations.delays[delay];
  if (typeof implementation === 'number') return implementation;
  if (typeof implementation !== 'function') return undefined;
  try {
    const ms: unknown = implementation({ context: before.context, event }, undefined);
    return typeof ms === 'number' ? ms : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Delivering events

/**
 * Sends any event, including the `xstate.*` ones a path contains, to an actor. The typed
 * `actor.send` accepts only the machine's own events, which is right everywhere but here.
 */
export function sendEvent(actor: AnyActorRef, event: EventObject): void {
  actor.send(event);
}

// ---------------------------------------------------------------------------------------------
// Walking paths through a system under test

/** Walks one path: executor for each step's event, then every matching state assertion. */
export async function walkMachinePath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: MachinePath<TMachine>,
  options: NoInfer<WalkOptions<TMachine>>,
): Promise<void> {
  const logic: AnyStateMachine = machine;
  for (const [i, step] of path.steps.entries()) {
    const event: EventObject = step.event;
    const snapshot: AnyMachineSnapshot = step.snapshot;
    if (i > 0) {
      const after = afterTransitions(logic).get(event.type);
      if (after && isSystemEvent(event)) {
        if (!options.after)
          throw new Error(`${path.description}: pass \`after\` to run ${event.type}`);
        const before: AnyMachineSnapshot = path.steps[i - 1]!.snapshot;
        const ms = delayMs(logic, after.delay, before, event);
        await options.after(event, { delay: after.delay, ms, stateId: after.stateId, step });
      } else if (isSystemEvent(event)) {
        if (!options.system)
          throw new Error(`${path.description}: pass \`system\` to run ${event.type}`);
        await options.system(event, step);
      } else {
        // Typed by `EventExecutors`: a machine event without an executor does not compile.
        const executor: unknown = Reflect.get(options.executors, event.type);
        if (typeof executor !== 'function') {
          throw new Error(`${path.description}: no executor for ${event.type}`);
        }
        await executor(event, step);
      }
    }
    const keys = matchingKeys(snapshot, options.states);
    if (keys.length === 0) {
      throw new Error(
        `${path.description}: no assertion matches ${stateValueText(snapshot.value)}`,
      );
    }
    for (const key of keys) await options.states[key]!(step.snapshot);
  }
}

function isSystemEvent(event: EventObject): event is SystemEvent {
  return event.type.startsWith('xstate.');
}

function matchingKeys(snapshot: AnyMachineSnapshot, states: Record<string, unknown>): string[] {
  return Object.keys(states).filter((key) => snapshot.matches(key));
}

/**
 * Registers (with vitest's `it`) one test per generated path, walking it through the system
 * under test, plus one test that every reached state has an assertion and every assertion is
 * used. Call it inside a `describe`.
 */
export function testMachinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: NoInfer<WalkOptions<TMachine>>,
): void {
  const paths = getMachinePaths(machine, options);
  for (const path of paths) {
    it(path.description, async () => {
      await options.setup?.();
      try {
        await walkMachinePath(machine, path, options);
      } finally {
        await options.teardown?.();
      }
    });
  }
  it('has an assertion for every reached state and uses every assertion', () => {
    expect(assertionCoverage(paths, options.states)).toEqual({ unasserted: [], unused: [] });
  });
}

/**
 * The reached states no assertion matches (as state value text), and the assertion keys no
 * reached state matches (a typo, or a state that became unreachable).
 */
export function assertionCoverage<TMachine extends AnyStateMachine>(
  paths: readonly MachinePath<TMachine>[],
  states: WalkOptions<TMachine>['states'],
): { unasserted: string[]; unused: string[] } {
  const snapshots: AnyMachineSnapshot[] = paths.flatMap((path) =>
    path.steps.map((step) => step.snapshot),
  );
  const unasserted = new Set(
    snapshots
      .filter((snapshot) => matchingKeys(snapshot, states).length === 0)
      .map((snapshot) => stateValueText(snapshot.value)),
  );
  const unused = Object.keys(states).filter(
    (key) => !snapshots.some((snapshot) => snapshot.matches(key)),
  );
  return { unasserted: [...unasserted].sort(), unused };
}

// ---------------------------------------------------------------------------------------------
// Reachability: replay on a real actor

/** Replays one path on a real actor (simulated clock, stubbed actors); throws on a mismatch. */
export function replayMachinePath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: MachinePath<TMachine>,
  options: NoInfer<ReachabilityOptions<TMachine>> = {},
): void {
  const logic = options.stubActors === false ? machine : withStubbedActors(machine);
  const actor = createActor(logic, { input: options.input, clock: new SimulatedClock() });
  actor.start();
  try {
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) sendEvent(actor, step.event);
      const actual: AnyMachineSnapshot = actor.getSnapshot();
      const expected: AnyMachineSnapshot = step.snapshot;
      expect(
        { value: actual.value, status: actual.status },
        `${path.description}, step ${i} (${eventText(logic, step.event)})`,
      ).toEqual({ value: expected.value, status: expected.status });
    }
  } finally {
    actor.stop();
  }
}

function withStubbedActors<TMachine extends AnyStateMachine>(machine: TMachine): AnyStateMachine {
  const logic: AnyStateMachine = machine;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(logic.implementations.actors).map((name) => [name, never]),
  );
  return logic.provide({ actors });
}

/** Every state node id of the chart but the root and history nodes. */
function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateMachine['root']): void => {
    for (const child of Object.values(node.states)) {
      if (child.type !== 'history') ids.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return ids;
}

/**
 * Registers (with vitest's `it`) one test per generated path, replayed on a real actor, plus one
 * test that the paths reach every state node of the chart. Call it inside a `describe`.
 */
export function testMachineReachability<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: NoInfer<ReachabilityOptions<TMachine>> = {},
): void {
  const paths = getMachinePaths(machine, options);
  for (const path of paths) {
    it(path.description, () => replayMachinePath(machine, path, options));
  }
  // Why the longer timeout: a large chart's thousands of path steps on a loaded 2-core machine.
  it('reaches every state of the chart', () => {
    expect(unreachedStates(machine, paths, options.unreachable)).toEqual([]);
  }, 30_000);
}

/** The state ids of the chart that no step of `paths` is in, but those `allowed`. */
export function unreachedStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: readonly MachinePath<TMachine>[],
  allowed: readonly string[] = [],
): string[] {
  const logic: AnyStateMachine = machine;
  const ids = allStateIds(logic);
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      const snapshot: AnyMachineSnapshot = step.snapshot;
      for (const id of ids) {
        if (snapshot.matches(logic.getStateNodeById(id).path.join('.'))) reached.add(id);
      }
    }
  }
  return ids.filter((id) => !reached.has(id) && !allowed.includes(id));
}
