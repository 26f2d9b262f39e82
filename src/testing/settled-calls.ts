import type { SetupServer } from 'msw/node';
import type { AnyStateMachine, EventObject } from 'xstate';
import { ApiError, isApiError } from '../api/errors';
import type { OperationName } from '../sandbox/operations';
import type { SystemEvent } from '../../machines/testing/model';
import { holdCalls, type HeldCalls } from './heldCalls';

/**
 * The calls of a chart's invoked actors, held at the network (./heldCalls.ts) so that a UI walk
 * settles each one the way its path says: `xstate.done.actor.<id>` lets the call through to the
 * sandbox lender, `xstate.error.actor.<id>` answers it with the error's HTTP status (0, a network
 * error, for an error without one). The walk never reaches into the page's actor.
 */
export interface ActorCalls<TSrc extends string> {
  /** Settles the call of the actor that a path's `xstate.done.actor.*` / `.error.` step names. */
  settle: (event: EventObject) => Promise<void>;
  /** The held calls of one actor (to check a call is under way, or settle it by hand). */
  of: (src: TSrc) => HeldCalls;
}

/**
 * Holds, for each actor named in `callOf` (its name in `setup({ actors })`), the call whose
 * answer settles it. Install it in each test (the sandbox's reset after each test removes it).
 */
export function holdActorCalls<TSrc extends string>(
  server: SetupServer,
  machine: AnyStateMachine,
  callOf: Record<TSrc, OperationName>,
): ActorCalls<TSrc> {
  // Why one hold per operation: two actors may read through the same call (a load and a poll).
  const byOperation = new Map<OperationName, HeldCalls>();
  const held = new Map<string, HeldCalls>();
  for (const [src, operation] of Object.entries(callOf) as [TSrc, OperationName][]) {
    if (!byOperation.has(operation)) byOperation.set(operation, holdCalls(server, operation));
    held.set(src, byOperation.get(operation)!);
  }
  const of = (src: string): HeldCalls => {
    const calls = held.get(src);
    if (!calls) throw new Error(`holdActorCalls: no call is held for the actor ${src}`);
    return calls;
  };
  return {
    settle: async (event) => {
      const { src, status } = settledCall(machine, event);
      if (status === null) await of(src).pass();
      else await of(src).fail(status);
    },
    of,
  };
}

/**
 * The invoked actor (its `src`) an `xstate.done.actor.<id>` / `xstate.error.actor.<id>` event
 * settles, and the status its call answers: null for done, the error's HTTP status for error.
 */
export function settledCall(
  machine: AnyStateMachine,
  event: EventObject,
): { src: string; status: number | null } {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/u.exec(event.type);
  if (!match) throw new Error(`settledCall: ${event.type} settles no invoked actor`);
  const [, kind, id] = match;
  const src = invokedSources(machine).get(id!);
  if (src === undefined) throw new Error(`settledCall: no invoke with the id ${id}`);
  if (kind === 'done') return { src, status: null };
  const error: unknown = Reflect.get(event, 'error');
  return { src, status: isApiError(error) ? error.status : 0 };
}

/** The id of the (first) invoke of the state `stateId` (`'notaryReserve.loading'`). */
export function invokeIdOf(machine: AnyStateMachine, stateId: string): string {
  const invoke = machine.getStateNodeById(stateId).invoke[0];
  if (!invoke) throw new Error(`invokeIdOf: ${stateId} invokes nothing`);
  return invoke.id;
}

/**
 * A UI walk's events for the actors a chart invokes, by the invoking state's id: `done(state,
 * output)`, `error(state, status)` (an HTTP failure of the lender at `url`, whose status the held
 * call answers), and the invoke's `id`.
 */
export function invokeSteps(machine: AnyStateMachine, url: string) {
  const id = (stateId: string) => invokeIdOf(machine, stateId);
  const failure = (status: number) =>
    new ApiError({ kind: 'http', status, url, message: `HTTP ${status}` });
  return {
    id,
    failure,
    done: (stateId: string, output?: unknown): SystemEvent => ({
      type: `xstate.done.actor.${id(stateId)}`,
      output,
    }),
    error: (stateId: string, status: number): SystemEvent => ({
      type: `xstate.error.actor.${id(stateId)}`,
      error: failure(status),
    }),
  };
}

/** Every invoke of the chart: its id (given or generated) and the name of its actor logic. */
function invokedSources(machine: AnyStateMachine): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: AnyStateMachine['root']): void => {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === 'string') found.set(invoke.id, invoke.src);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}
