// @vitest-environment jsdom
import { assign, createActor, setup } from 'xstate';
import { isPageVisible, pageVisibilityEvents, type PageVisibilityEvent } from './visibility.actors';

/** Makes the document say it is hidden or visible, then fires `visibilitychange` when asked. */
function setVisibility(state: 'hidden' | 'visible', fire = true) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  if (fire) document.dispatchEvent(new Event('visibilitychange'));
}

/** A parent that invokes the callback and keeps every event it sends back. */
const listener = setup({
  types: {
    context: {} as { seen: string[] },
    events: {} as PageVisibilityEvent | { type: 'STOP' },
  },
  actors: { pageVisibility: pageVisibilityEvents },
  actions: {
    keep: assign({ seen: ({ context, event }) => [...context.seen, event.type] }),
  },
}).createMachine({
  context: { seen: [] },
  initial: 'listening',
  states: {
    listening: {
      invoke: { src: 'pageVisibility' },
      on: { 'PAGE.HIDDEN': { actions: 'keep' }, 'PAGE.VISIBLE': { actions: 'keep' }, STOP: 'done' },
    },
    done: { on: { 'PAGE.HIDDEN': { actions: 'keep' }, 'PAGE.VISIBLE': { actions: 'keep' } } },
  },
});

afterEach(() => {
  // Back to jsdom's own answer.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('page visibility as events', () => {
  it('reads the document: visible unless it says hidden', () => {
    setVisibility('visible', false);
    expect(isPageVisible()).toBe(true);
    setVisibility('hidden', false);
    expect(isPageVisible()).toBe(false);
  });

  it('sends PAGE.HIDDEN and PAGE.VISIBLE as the document changes, nothing at start when visible', () => {
    setVisibility('visible', false);
    const actor = createActor(listener).start();
    expect(actor.getSnapshot().context.seen).toEqual([]);
    setVisibility('hidden');
    setVisibility('visible');
    expect(actor.getSnapshot().context.seen).toEqual(['PAGE.HIDDEN', 'PAGE.VISIBLE']);
    actor.stop();
  });

  it('says PAGE.HIDDEN at once when it starts in a hidden page', () => {
    setVisibility('hidden', false);
    const actor = createActor(listener).start();
    expect(actor.getSnapshot().context.seen).toEqual(['PAGE.HIDDEN']);
    actor.stop();
  });

  it('stops listening when the state that invoked it is left', () => {
    setVisibility('visible', false);
    const actor = createActor(listener).start();
    actor.send({ type: 'STOP' });
    setVisibility('hidden');
    expect(actor.getSnapshot().context.seen).toEqual([]);
    actor.stop();
  });
});
