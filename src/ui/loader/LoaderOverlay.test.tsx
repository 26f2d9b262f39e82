import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { createActor, type Actor } from 'xstate';
import { loaderMachine, type LoaderMachine } from '../../../machines/loader/loader.machine';
import { sendEvent, testMachinePaths } from '../../../machines/testing/model';
import { REGISTRATION_PROGRESS_MESSAGES } from '../../domain/progressMessages';
import { LoaderOverlay } from './LoaderOverlay';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let actor: Actor<LoaderMachine>;

function renderLoader() {
  actor = createActor(loaderMachine).start();
  return render(<LoaderOverlay actorRef={actor} />);
}

const send = (event: Parameters<typeof actor.send>[0]) => act(() => actor.send(event));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByRole('status');
const spinner = () => screen.queryByRole('progressbar');

describe('LoaderOverlay follows the loader machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it('renders nothing visible but an empty live region until loading starts', () => {
    renderLoader();
    expect(spinner()).toBeNull();
    expect(status().textContent).toBe('');
    send({ type: 'LOADING.START' });
    expect(spinner()).not.toBeNull();
    expect(status().textContent).toBe(REGISTRATION_PROGRESS_MESSAGES[0]);
  });

  it('rotates the message every 4 s and stays on the last one', () => {
    renderLoader();
    send({ type: 'LOADING.START' });
    advance(3999);
    expect(status().textContent).toBe(REGISTRATION_PROGRESS_MESSAGES[0]);
    advance(1);
    expect(status().textContent).toBe(REGISTRATION_PROGRESS_MESSAGES[1]);
    advance(5 * 4000);
    expect(status().textContent).toBe(REGISTRATION_PROGRESS_MESSAGES[6]);
    advance(12_000);
    expect(status().textContent).toBe(REGISTRATION_PROGRESS_MESSAGES[6]);
  });

  it('stays 1 s even when loading ends at 200 ms, then hides', () => {
    renderLoader();
    send({ type: 'LOADING.START' });
    advance(200);
    send({ type: 'LOADING.END' });
    advance(799);
    expect(spinner()).not.toBeNull();
    advance(1);
    expect(spinner()).toBeNull();
    expect(status().textContent).toBe('');
  });

  it('hides 300 ms after loading ends, and marks itself no longer busy meanwhile', () => {
    renderLoader();
    send({ type: 'LOADING.START' });
    expect(spinner()?.getAttribute('aria-busy')).toBe('true');
    advance(2000);
    send({ type: 'LOADING.END' });
    expect(spinner()?.getAttribute('aria-busy')).toBe('false');
    advance(299);
    expect(spinner()).not.toBeNull();
    advance(1);
    expect(spinner()).toBeNull();
  });

  it('hides by itself after 67 s', () => {
    renderLoader();
    send({ type: 'LOADING.START' });
    advance(66_999);
    expect(spinner()).not.toBeNull();
    advance(1);
    expect(spinner()).toBeNull();
  });

  it('has no WCAG 2.2 AA violations, hidden or visible', async () => {
    const { container } = renderLoader();
    vi.useRealTimers(); // axe schedules its own work
    expect((await axe.run(container, { runOnly: WCAG_22_AA })).violations).toEqual([]);
    send({ type: 'LOADING.START' });
    expect((await axe.run(container, { runOnly: WCAG_22_AA })).violations).toEqual([]);
  });
});

describe('LoaderOverlay along every path of the loader machine', () => {
  testMachinePaths(loaderMachine, {
    events: [
      { type: 'LOADING.START' },
      { type: 'LOADING.START', messages: ['Uploading', 'Checking'] },
      { type: 'LOADING.END' },
    ],
    setup: () => {
      // Timers never advance here: each delayed step is delivered as its own event, so that one
      // delay does not also fire the shorter timers of the other regions.
      vi.useFakeTimers();
      renderLoader();
    },
    teardown: () => {
      actor.stop();
      vi.useRealTimers();
    },
    executors: {
      'LOADING.START': (event) => send(event),
      'LOADING.END': (event) => send(event),
    },
    after: (event) => act(() => sendEvent(actor, event)),
    states: {
      hidden: () => {
        expect(spinner()).toBeNull();
        expect(status().textContent).toBe('');
      },
      visible: (snapshot) => {
        expect(spinner()).not.toBeNull();
        expect(status().textContent).toBe(snapshot.context.messages[snapshot.context.index]);
      },
      'visible.lifetime.loading.active': () => {
        expect(spinner()?.getAttribute('aria-busy')).toBe('true');
      },
      'visible.lifetime.loading.ending': () => {
        expect(spinner()?.getAttribute('aria-busy')).toBe('false');
      },
      'visible.lifetime.loading.ended': () => {
        expect(spinner()?.getAttribute('aria-busy')).toBe('false');
      },
    },
  });
});
