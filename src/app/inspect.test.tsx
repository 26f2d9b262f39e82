import { act, renderHook } from '@testing-library/react';
import {
  assign,
  createMachine,
  fromPromise,
  setup,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate';
import {
  INSPECT_FLAG_KEY,
  createFlowActor,
  inspectionWanted,
  setInspection,
  useFlowActor,
} from './inspect';
import { INSPECTION_IDLE_TIMEOUT_MS, startInspection, withIdleDeadline } from './inspector';

/** A root machine with an invoked child: the child reports through the root's system. */
const flow = setup({
  actors: { load: fromPromise(() => new Promise<never>(() => {})) },
}).createMachine({
  id: 'flow',
  initial: 'loading',
  states: { loading: { invoke: { src: 'load', id: 'loader' } } },
});

const actorIdsSeen = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls
    .map(([event]) => event as InspectionEvent)
    .filter((event) => event.type === '@xstate.actor')
    .map((event) => (event.actorRef as AnyActorRef).id);

afterEach(() => {
  setInspection(undefined);
  sessionStorage.clear();
});

describe('the inspection flag', () => {
  it('is off unless asked for, on with ?inspect=1 for the session, off again with ?inspect=0', () => {
    expect(inspectionWanted('', sessionStorage)).toBe(false);
    expect(inspectionWanted('?inspect=1&step=name', sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(INSPECT_FLAG_KEY)).toBe('1');
    // In-app navigation drops the query: the session keeps the choice.
    expect(inspectionWanted('?step=income', sessionStorage)).toBe(true);
    expect(inspectionWanted('?inspect=0', sessionStorage)).toBe(false);
    expect(inspectionWanted('', sessionStorage)).toBe(false);
  });
});

describe('useFlowActor', () => {
  it('passes the inspector to the root actor when inspection is on (children through the system)', () => {
    const inspect = vi.fn();
    startInspection(() => ({ inspect }) as never);
    const { result, unmount } = renderHook(() => useFlowActor(flow));
    expect(result.current.getSnapshot().value).toBe('loading');
    expect(actorIdsSeen(inspect)).toEqual(expect.arrayContaining([result.current.id, 'loader']));
    unmount();
  });

  it('passes no inspector when inspection is off', () => {
    const inspect = vi.fn();
    setInspection(inspect);
    setInspection(undefined);
    const { result, unmount } = renderHook(() => useFlowActor(flow));
    expect(result.current.getSnapshot().value).toBe('loading');
    expect(inspect).not.toHaveBeenCalled();
    unmount();
  });

  it('keeps the options and the observer it is given', () => {
    const inspect = vi.fn();
    setInspection(inspect);
    const withInput = createMachine({
      types: {} as {
        input: { n: number };
        context: { n: number };
        events: { type: 'BUMP' };
      },
      context: ({ input }) => ({ n: input.n }),
      on: { BUMP: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    const seen = vi.fn();
    const { result, unmount } = renderHook(() =>
      useFlowActor(withInput, { input: { n: 7 } }, seen),
    );
    expect(result.current.getSnapshot().context).toEqual({ n: 7 });
    act(() => result.current.send({ type: 'BUMP' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ context: { n: 8 } }));
    expect(inspect).toHaveBeenCalled();
    unmount();
  });
});

describe('createFlowActor', () => {
  it('inspects the actor only when inspection is on', () => {
    const inspect = vi.fn();
    const quiet = createFlowActor(flow).start();
    setInspection(inspect);
    expect(actorIdsSeen(inspect)).toEqual([]);
    const watched = createFlowActor(flow).start();
    expect(actorIdsSeen(inspect)).toEqual(expect.arrayContaining([watched.id, 'loader']));
    expect(actorIdsSeen(inspect)).not.toContain(quiet.id);
    quiet.stop();
    watched.stop();
  });
});

describe('the inspector on a busy page', () => {
  it('gives every idle callback a deadline, so inspection events are never starved', () => {
    const calls: Array<IdleRequestOptions | undefined> = [];
    const target = {
      requestIdleCallback: (_callback: IdleRequestCallback, options?: IdleRequestOptions) => {
        calls.push(options);
        return 1;
      },
    } as unknown as Window;
    withIdleDeadline(target);
    target.requestIdleCallback(() => {});
    target.requestIdleCallback(() => {}, { timeout: 50 });
    expect(calls).toEqual([{ timeout: INSPECTION_IDLE_TIMEOUT_MS }, { timeout: 50 }]);
  });

  it('leaves a window without idle callbacks as it is (the library then uses frames)', () => {
    const target = {} as Window;
    withIdleDeadline(target);
    expect(target.requestIdleCallback).toBeUndefined();
  });
});
