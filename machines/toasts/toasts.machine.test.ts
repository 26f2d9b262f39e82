import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from './toasts.machine';
import { selectToasts, selectToastsPaused } from './toasts.select';

// Pinned, not imported: the spec's cap (§4, §9) and our named delay (toasts.machine.ts).
const MAX = 5;
const DURATION_MS = 8000;

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  return {
    actor,
    clock,
    messages: () => selectToasts(actor.getSnapshot()).map((t) => t.message),
    show: (message: string, variant?: 'info' | 'success' | 'warn' | 'error') =>
      actor.send({ type: 'TOAST.SHOW', message, variant }),
  };
}

describe('toasts machine', () => {
  it('shows a toast and takes it away after 8 s', () => {
    const run = start();
    run.show('Saved', 'success');
    expect(selectToasts(run.actor.getSnapshot())).toEqual([
      { id: 'toast-1', message: 'Saved', variant: 'success', expiresAt: DURATION_MS },
    ]);
    run.clock.increment(DURATION_MS - 1);
    expect(run.messages()).toEqual(['Saved']);
    run.clock.increment(1);
    expect(run.messages()).toEqual([]);
  });

  it('keeps at most 5, the newest: a sixth pushes the oldest out', () => {
    const run = start();
    for (let i = 1; i <= 7; i += 1) run.show(`Toast ${i}`);
    expect(run.messages()).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
    expect(run.messages()).toHaveLength(MAX);
  });

  it('each toast has its own time', () => {
    const run = start();
    run.show('First');
    run.clock.increment(3000);
    run.show('Second');
    run.clock.increment(DURATION_MS - 3000);
    expect(run.messages()).toEqual(['Second']);
    run.clock.increment(3000);
    expect(run.messages()).toEqual([]);
  });

  it('an error toast never goes by itself, only by its Dismiss button', () => {
    const run = start();
    run.show('Could not save', 'error');
    run.clock.increment(DURATION_MS * 10);
    expect(run.messages()).toEqual(['Could not save']);
    run.actor.send({ type: 'TOAST.DISMISS', id: 'toast-1' });
    expect(run.messages()).toEqual([]);
  });

  it('Dismiss closes a toast at once and cancels its timer', () => {
    const run = start();
    run.show('One');
    run.show('Two');
    run.actor.send({ type: 'TOAST.DISMISS', id: 'toast-1' });
    expect(run.messages()).toEqual(['Two']);
    run.clock.increment(DURATION_MS);
    expect(run.messages()).toEqual([]);
  });

  it('pauses while pointed at or focused, then gives every toast its full time again', () => {
    const run = start();
    run.show('Read me');
    run.clock.increment(6000);
    run.actor.send({ type: 'TOASTS.PAUSE' });
    expect(selectToastsPaused(run.actor.getSnapshot())).toBe(true);
    run.clock.increment(60_000);
    run.show('While paused');
    run.clock.increment(60_000);
    expect(run.messages()).toEqual(['Read me', 'While paused']);
    run.actor.send({ type: 'TOASTS.RESUME' });
    run.clock.increment(DURATION_MS - 1);
    expect(run.messages()).toEqual(['Read me', 'While paused']);
    run.clock.increment(1);
    expect(run.messages()).toEqual([]);
  });

  it('a toast pushed out does not later remove another toast', () => {
    const run = start();
    for (let i = 1; i <= 6; i += 1) run.show(`Toast ${i}`);
    run.clock.increment(DURATION_MS);
    expect(run.messages()).toEqual([]);
  });
});
