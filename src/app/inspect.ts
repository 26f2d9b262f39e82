/**
 * Live inspection of the flows (docs/sandbox.md, "Live inspection"). Every ROOT actor of the app
 * is created through `useFlowActor` (exactly `useActorRef`) or `createFlowActor` (exactly
 * `createActor`): when the development build has turned inspection on (`?inspect=1`: src/main.tsx
 * then loads src/app/inspector.ts, in the sandbox build only), they pass its `inspect` observer to
 * the actor, and the actor's children report through the same system. Otherwise, and always in
 * production, they are `useActorRef` and `createActor` with the options as given: this module
 * never imports the inspector.
 */
import { useActorRef } from '@xstate/react';
import {
  createActor,
  type ActorOptions,
  type AnyActorLogic,
  type InspectionEvent,
  type Observer,
} from 'xstate';

/**
 * Where the choice to inspect is kept (this tab only, so in-app navigation and reloads keep it).
 * A development tool's key, like the sandbox's own: not the app's (src/domain/appStorage.ts),
 * and a logout leaves it.
 */
export const INSPECT_FLAG_KEY = 'heloc.dev.inspect';

/** Whether to inspect: `?inspect=1` turns it on, `?inspect=0` off; else the kept choice. */
export function inspectionWanted(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked === '1') storage.setItem(INSPECT_FLAG_KEY, '1');
  if (asked === '0') storage.removeItem(INSPECT_FLAG_KEY);
  return storage.getItem(INSPECT_FLAG_KEY) === '1';
}

export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspection: InspectObserver | undefined;

/** Turns inspection on for every root actor created from now on (`undefined`: off). */
export function setInspection(inspect: InspectObserver | undefined): void {
  inspection = inspect;
}

/** The options a root actor is created with: `inspect` added when inspection is on. */
export function withInspection<T extends ActorOptions<AnyActorLogic> | undefined>(options: T): T {
  if (!inspection) return options;
  return { ...options, inspect: inspection } as T;
}

/** `useActorRef`, reporting to the inspector when inspection is on. */
export const useFlowActor = ((
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic>,
  observerOrListener?: Parameters<typeof useActorRef>[2],
) => useActorRef(logic, withInspection(options), observerOrListener)) as typeof useActorRef;

/** `createActor`, reporting to the inspector when inspection is on. */
export const createFlowActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  createActor(logic, withInspection(options))) as typeof createActor;
