/**
 * The step screen frame's processing modal, against the real step-screen and processing
 * machines (useStepMachine): open while the step waits on the lender, after 30 s Try again / Close
 * (decision 015); and the offline wait of a submit made without network (issue 17). The lender
 * here is a save and a step post that never answer until aborted; the chart's branches are
 * pinned in machines/step-screen/step-screen.test.ts, the sandbox journey in e2e/loader.spec.ts.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { StepScreenCalls } from '../../../machines/step-screen/step-screen.actors';
import { expectNoAxeViolations } from '../../ui/testAxe';
import { StepScreenFrame } from './StepScreenFrame';
import { useStepMachine } from './useStepScreen';

// Pinned from the spec and decision 015, not imported.
const TIMEOUT_MS = 30_000;
/** Pinned: the step screen's quiet time before its modal shows (ours). */
const QUIET_MS = 1500;
const STOPPED_WAITING =
  'We stopped waiting for an answer. Nothing you entered was lost: try again when you are ready.';

interface Calls {
  save: number;
  complete: number;
  aborted: number;
}

function hangUntilAborted(signal: AbortSignal, calls: Calls): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => {
      calls.aborted += 1;
      reject(new DOMException('aborted', 'AbortError'));
    }),
  );
}

/** A screen whose save hangs the first `hangSaves` times and whose step post hangs `hangPosts`. */
function makeCalls(hang: { saves: number; posts: number }) {
  const calls: Calls = { save: 0, complete: 0, aborted: 0 };
  const screenCalls: StepScreenCalls<{ name: string }, string, { id: number }> = {
    load: async () => ({ name: '' }),
    save: async ({ signal }) => {
      calls.save += 1;
      if (calls.save <= hang.saves) return hangUntilAborted(signal, calls);
      return { id: calls.save };
    },
    complete: async ({ signal }) => {
      calls.complete += 1;
      if (calls.complete <= hang.posts) return hangUntilAborted(signal, calls);
      return null;
    },
  };
  return { calls, screenCalls };
}

function Step({
  screenCalls,
  onDone,
}: {
  screenCalls: StepScreenCalls<{ name: string }, string, { id: number }>;
  onDone: () => void;
}) {
  const step = useStepMachine('a0000000-0000-4000-8000-000000000001', screenCalls, onDone);
  const [name, setName] = useState('');
  return (
    <StepScreenFrame title="Your name" screen={step}>
      {() => (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            step.submit(name);
          }}
        >
          <label>
            Name
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" disabled={step.busy}>
            Continue
          </button>
        </form>
      )}
    </StepScreenFrame>
  );
}

async function renderStep(hang: { saves: number; posts: number }) {
  const { calls, screenCalls } = makeCalls(hang);
  const onDone = vi.fn();
  render(<Step screenCalls={screenCalls} onDone={onDone} />);
  await act(async () => {});
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alex' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await act(async () => {});
  return { calls, onDone };
}

const flush = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('step screen frame: the processing modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens while the step waits on the lender and closes when it answers', async () => {
    const { calls, onDone } = await renderStep({ saves: 0, posts: 0 });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toMatchObject({ save: 1, complete: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says it is taking longer after 30 s; Try again aborts the hung save and saves again', async () => {
    const { calls, onDone } = await renderStep({ saves: 1, posts: 0 });
    // Quiet for 1.5 s (a quick answer never shows a dialog), then the modal.
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(QUIET_MS);
    const dialog = screen.getByRole('dialog', { name: 'Please wait' });
    expect(dialog.textContent).toContain('Processing your request');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await advance(TIMEOUT_MS);
    expect(
      screen.getByRole('dialog', { name: 'This is taking longer than expected' }),
    ).toBeTruthy();
    vi.useRealTimers();
    await expectNoAxeViolations();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(calls).toMatchObject({ save: 2, complete: 1, aborted: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Close on a hung save: back on the form with what was typed and the stopped-waiting message', async () => {
    const { calls, onDone } = await renderStep({ saves: 1, posts: 0 });
    await advance(TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(STOPPED_WAITING);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alex');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    expect(calls).toMatchObject({ save: 1, complete: 0, aborted: 1 });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Close on a hung step post keeps the save: Retry posts the step only', async () => {
    const { calls, onDone } = await renderStep({ saves: 0, posts: 1 });
    await advance(TIMEOUT_MS);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(
      `Your answers are saved, but we could not continue. ${STOPPED_WAITING}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await flush();
    expect(calls).toMatchObject({ save: 1, complete: 2, aborted: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

/** Pinned, not imported: what a submit made offline says (ours; the spec has no wording). */
const OFFLINE_MESSAGE = "You're offline. We'll send this as soon as you're back online.";

describe('step screen frame: a submit while the browser is offline', () => {
  let onLine = true;
  beforeEach(() => {
    onLine = true;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The browser's connectivity changes: navigator.onLine and the window's event. */
  const goOnline = () =>
    act(async () => {
      onLine = true;
      window.dispatchEvent(new Event('online'));
    });

  async function submitOffline() {
    const { calls, screenCalls } = makeCalls({ saves: 0, posts: 0 });
    const onDone = vi.fn();
    render(<Step screenCalls={screenCalls} onDone={onDone} />);
    await act(async () => {});
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Alex' } });
    onLine = false;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => {});
    return { calls, onDone };
  }

  it('says so in the announced alert, with Cancel, sends nothing, and passes axe', async () => {
    const { calls } = await submitOffline();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(OFFLINE_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(calls).toMatchObject({ save: 0, complete: 0 });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alex');
    await expectNoAxeViolations();
  });

  it('sends the submit as soon as the browser is back online', async () => {
    const { calls, onDone } = await submitOffline();
    await goOnline();
    await act(async () => {});
    expect(calls).toMatchObject({ save: 1, complete: 1 });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('Cancel (keyboard) goes back to the form with what was typed; coming online sends nothing', async () => {
    const user = userEvent.setup();
    const { calls, onDone } = await submitOffline();
    const cancel = within(screen.getByRole('alert')).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alex');
    await goOnline();
    expect(calls).toMatchObject({ save: 0, complete: 0 });
    expect(onDone).not.toHaveBeenCalled();
  });
});
