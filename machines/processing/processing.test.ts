import { createActor, SimulatedClock } from 'xstate';
import {
  PROCESSING_MESSAGES,
  PROCESSING_TIMED_OUT,
  PROCESSING_TITLE,
} from '../../src/domain/progressMessages';
import { testMachineReachability } from '../testing/model';
import { processingMachine, type ProcessingInput } from './processing.machine';
import { selectProcessingView } from './processing.select';

/** A processing modal on a simulated clock; `at(ms)` moves time forward 1 ms at a time. */
function openModal(input?: ProcessingInput) {
  const clock = new SimulatedClock();
  const actor = createActor(processingMachine, { clock, input }).start();
  return {
    actor,
    view: () => selectProcessingView(actor.getSnapshot()),
    at(ms: number) {
      while (clock.now() < ms) clock.increment(1);
      return this;
    },
  };
}

describe('processing modal: timeout', () => {
  it('opens at once on the first message, with the default title and no actions', () => {
    const modal = openModal();
    expect(modal.view()).toMatchObject({
      open: true,
      phase: 'processing',
      title: PROCESSING_TITLE,
      message: PROCESSING_MESSAGES[0],
      canRetry: false,
      canClose: false,
    });
  });

  it('with a quiet time, opens only when no result came within it, and still times out at 30 s from the start', () => {
    const modal = openModal({ showAfter: 1500 });
    expect(modal.view()).toMatchObject({ open: false, phase: 'closed', message: '' });
    expect(modal.at(1499).view().open).toBe(false);
    expect(modal.at(1500).view()).toMatchObject({ open: true, message: PROCESSING_MESSAGES[0] });
    expect(modal.at(30_000).view().phase).toBe('timedOut');
  });

  it('with a quiet time, a result within it ends the wait without ever opening', () => {
    const modal = openModal({ showAfter: 1500 }).at(400);
    modal.actor.send({ type: 'PROCESSING.DONE' });
    expect(modal.actor.getSnapshot().output).toEqual({ outcome: 'done' });
    expect(modal.view().open).toBe(false);
  });

  it('times out exactly at 30,000 ms when no result arrives', () => {
    const modal = openModal();
    expect(modal.at(29_999).view().phase).toBe('processing');
    expect(modal.at(30_000).view()).toMatchObject({
      open: true,
      phase: 'timedOut',
      title: PROCESSING_TIMED_OUT.title,
      message: PROCESSING_TIMED_OUT.message,
      canRetry: true,
      canClose: true,
    });
  });

  it('uses the timeout given in the input instead', () => {
    const modal = openModal({ timeout: 5000 });
    expect(modal.at(4999).view().phase).toBe('processing');
    expect(modal.at(5000).view().phase).toBe('timedOut');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'ignores a timeout of %s and waits the default 30,000 ms',
    (timeout) => {
      const modal = openModal({ timeout });
      expect(modal.at(29_999).view().phase).toBe('processing');
      expect(modal.at(30_000).view().phase).toBe('timedOut');
    },
  );
});

describe('processing modal: outcomes', () => {
  it('closes with outcome done when the work succeeds before the timeout', () => {
    const modal = openModal().at(12_000);
    modal.actor.send({ type: 'PROCESSING.DONE' });
    expect(modal.actor.getSnapshot().status).toBe('done');
    expect(modal.actor.getSnapshot().output).toEqual({ outcome: 'done' });
    expect(modal.view()).toMatchObject({ open: false, phase: 'closed', message: '' });
  });

  it('closes with outcome failed, and the reason, when the work fails before the timeout', () => {
    const modal = openModal().at(29_999);
    modal.actor.send({ type: 'PROCESSING.FAIL', reason: 'status 503' });
    expect(modal.actor.getSnapshot().output).toEqual({ outcome: 'failed', reason: 'status 503' });
    expect(modal.view().open).toBe(false);
  });

  it('refuses Close and Try again while processing, so Escape does nothing', () => {
    const modal = openModal().at(1000);
    expect(modal.actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
    modal.actor.send({ type: 'CLOSE' });
    modal.actor.send({ type: 'RETRY' });
    expect(modal.view()).toMatchObject({ open: true, phase: 'processing' });
  });

  it('ends with outcome timedOut and next retry when the user tries again after the timeout', () => {
    const modal = openModal().at(30_000);
    modal.actor.send({ type: 'RETRY' });
    expect(modal.actor.getSnapshot().output).toEqual({ outcome: 'timedOut', next: 'retry' });
  });

  it('ends with outcome timedOut and next close when the user closes after the timeout', () => {
    const modal = openModal().at(30_000);
    modal.actor.send({ type: 'CLOSE' });
    expect(modal.actor.getSnapshot().output).toEqual({ outcome: 'timedOut', next: 'close' });
  });

  it('still counts a result that arrives after the timeout, before the user chose', () => {
    const done = openModal().at(31_000);
    done.actor.send({ type: 'PROCESSING.DONE' });
    expect(done.actor.getSnapshot().output).toEqual({ outcome: 'done' });
    const failed = openModal().at(31_000);
    failed.actor.send({ type: 'PROCESSING.FAIL' });
    expect(failed.actor.getSnapshot().output).toEqual({ outcome: 'failed' });
  });
});

describe('processing modal: messages', () => {
  it('rotates its messages every 4 s and stays on the last one', () => {
    const modal = openModal();
    expect(modal.at(3999).view().message).toBe(PROCESSING_MESSAGES[0]);
    expect(modal.at(4000).view().message).toBe(PROCESSING_MESSAGES[1]);
    expect(modal.at(8000).view().message).toBe(PROCESSING_MESSAGES[2]);
    expect(modal.at(29_999).view().message).toBe(PROCESSING_MESSAGES[2]);
  });

  it('shows the title and messages given in the input', () => {
    const modal = openModal({
      title: 'Uploading your document',
      messages: ['Uploading', 'Scanning'],
    });
    expect(modal.view()).toMatchObject({ title: 'Uploading your document', message: 'Uploading' });
    expect(modal.at(4000).view().message).toBe('Scanning');
  });
});

describe('processing modal: graph paths on a real actor', () => {
  testMachineReachability(processingMachine, {
    events: [{ type: 'PROCESSING.FAIL', reason: 'status 503' }],
    // Without a quiet time (the default) the modal passes `quiet` at once; the next block
    // reaches it with one.
    unreachable: ['processing.processing.quiet'],
  });
});

describe('processing modal with a quiet time: graph paths on a real actor', () => {
  testMachineReachability(processingMachine, {
    input: { showAfter: 1500 },
    events: [{ type: 'PROCESSING.FAIL', reason: 'status 503' }],
  });
});
