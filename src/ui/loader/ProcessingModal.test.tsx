import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createActor, type Actor } from 'xstate';
import {
  processingMachine,
  type ProcessingInput,
  type ProcessingMachine,
} from '../../../machines/processing/processing.machine';
import { sendEvent, testMachinePaths } from '../../../machines/testing/model';
import {
  PROCESSING_MESSAGES,
  PROCESSING_TIMED_OUT,
  PROCESSING_TITLE,
} from '../../domain/progressMessages';
import { ProcessingModal } from './ProcessingModal';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let actor: Actor<ProcessingMachine>;

function Page({ withModal }: { withModal: boolean }) {
  return (
    <>
      <button type="button">Submit</button>
      {withModal && <ProcessingModal actorRef={actor} />}
    </>
  );
}

/** A page whose Submit button has focus when the modal opens (as after a submit). */
function renderModal(input?: ProcessingInput) {
  actor = createActor(processingMachine, { input }).start();
  const result = render(<Page withModal={false} />);
  screen.getByRole('button', { name: 'Submit' }).focus();
  result.rerender(<Page withModal />);
  return result;
}

const send = (event: Parameters<typeof actor.send>[0]) => act(() => actor.send(event));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog');
const escape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

describe('ProcessingModal follows the processing machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it('opens as a labelled modal dialog with focus inside and the first message', () => {
    renderModal();
    const modal = screen.getByRole('dialog', { name: PROCESSING_TITLE });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(modal);
    expect(screen.getByRole('status').textContent).toBe(PROCESSING_MESSAGES[0]);
    expect(screen.queryByRole('button', { name: PROCESSING_TIMED_OUT.retry })).toBeNull();
  });

  it('rotates the message every 4 s', () => {
    renderModal();
    advance(4000);
    expect(screen.getByRole('status').textContent).toBe(PROCESSING_MESSAGES[1]);
  });

  it('ignores Escape while processing', () => {
    renderModal();
    escape();
    expect(dialog()).not.toBeNull();
    expect(actor.getSnapshot().value).toEqual({ processing: 'rotating' });
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('says so at 30 s, offers Try again and Close, and puts focus on Try again', () => {
    renderModal();
    advance(29_999);
    expect(screen.queryByRole('button', { name: PROCESSING_TIMED_OUT.retry })).toBeNull();
    advance(1);
    expect(screen.getByRole('dialog', { name: PROCESSING_TIMED_OUT.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PROCESSING_TIMED_OUT.message);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: PROCESSING_TIMED_OUT.retry }),
    );
  });

  it('times out at the time given in the input', () => {
    renderModal({ timeout: 5000 });
    advance(4999);
    expect(screen.queryByRole('button', { name: PROCESSING_TIMED_OUT.close })).toBeNull();
    advance(1);
    expect(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.close })).toBeTruthy();
  });

  it('closes on Escape after the timeout and gives focus back to where it was', () => {
    renderModal();
    advance(30_000);
    escape();
    expect(dialog()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut', next: 'close' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });

  it('ends with a retry when Try again is pressed', () => {
    renderModal();
    advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.retry }));
    expect(dialog()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'timedOut', next: 'retry' });
  });

  it('closes when the work is done, giving focus back', () => {
    renderModal();
    advance(2000);
    send({ type: 'PROCESSING.DONE' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });

  it('has no WCAG 2.2 AA violations while processing and after the timeout', async () => {
    const { container } = renderModal();
    vi.useRealTimers(); // axe schedules its own work
    expect((await axe.run(container, { runOnly: WCAG_22_AA })).violations).toEqual([]);
    // The timeout, delivered as the event the machine scheduled (the clock is real here).
    act(() => sendEvent(actor, { type: 'xstate.after.TIMEOUT.processing.processing' }));
    expect(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.retry })).toBeTruthy();
    expect((await axe.run(container, { runOnly: WCAG_22_AA })).violations).toEqual([]);
  });
});

describe('ProcessingModal along every path of the processing machine', () => {
  const timedOut = () => {
    expect(screen.getByRole('dialog', { name: PROCESSING_TIMED_OUT.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.close })).toBeTruthy();
  };
  const closed = () => expect(dialog()).toBeNull();
  testMachinePaths(processingMachine, {
    events: [{ type: 'PROCESSING.FAIL', reason: 'status 503' }],
    setup: () => {
      vi.useFakeTimers();
      renderModal();
    },
    teardown: () => {
      actor.stop();
      vi.useRealTimers();
    },
    executors: {
      'PROCESSING.DONE': (event) => send(event),
      'PROCESSING.FAIL': (event) => send(event),
      RETRY: () =>
        void fireEvent.click(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.retry })),
      CLOSE: () =>
        void fireEvent.click(screen.getByRole('button', { name: PROCESSING_TIMED_OUT.close })),
    },
    after: (event) => act(() => sendEvent(actor, event)),
    states: {
      processing: (snapshot) => {
        expect(screen.getByRole('dialog', { name: PROCESSING_TITLE })).toBeTruthy();
        expect(screen.getByRole('status').textContent).toBe(
          snapshot.context.messages[snapshot.context.index],
        );
        expect(screen.queryByRole('button')?.textContent).toBe('Submit');
      },
      timedOut,
      done: closed,
      failed: closed,
      retrying: closed,
      closed,
    },
  });
});
