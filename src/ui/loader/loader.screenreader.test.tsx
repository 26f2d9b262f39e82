import { act, render } from '@testing-library/react';
import { createActor, type Actor } from 'xstate';
import { loaderMachine, type LoaderMachine } from '../../../machines/loader/loader.machine';
import {
  processingMachine,
  type ProcessingMachine,
} from '../../../machines/processing/processing.machine';
import { setupScreenReader } from '../../testing/screenReader';
import { LoaderOverlay } from './LoaderOverlay';
import { ProcessingModal } from './ProcessingModal';

/**
 * The waits' rotating progress messages as a screen-reader user hears them (issue 20), under a
 * simulated clock: each new message once, politely (never interrupting), in the spec's order.
 */
const sr = setupScreenReader();

// registration-and-routing §"Registration progress messages, in order", pinned.
const REGISTRATION_MESSAGES = [
  'Creating your account',
  'Pulling your soft credit',
  'Locating your property',
  'Determining property value',
  'Determining your eligibility',
  'Calculating your offers',
  'Generating your quote',
];
const ROTATE_MS = 4000;

/** Moves the clock on, then lets the reader hear what changed (as a user would, in real time). */
async function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  await sr.log();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loader overlay, heard through a screen reader', () => {
  let actor: Actor<LoaderMachine>;
  afterEach(() => actor.stop());

  it('announces each registration progress message politely as it rotates, then stays on the last', async () => {
    actor = createActor(loaderMachine).start();
    render(
      <>
        <button type="button">Create account</button>
        <LoaderOverlay actorRef={actor} />
      </>,
    );
    await sr.start();
    await sr.clear();

    act(() => actor.send({ type: 'LOADING.START' }));
    await sr.log();
    for (let i = 1; i < REGISTRATION_MESSAGES.length; i += 1) await advance(ROTATE_MS);
    for (let i = 0; i < 3; i += 1) await advance(ROTATE_MS);

    expect(await sr.announcements()).toEqual(
      REGISTRATION_MESSAGES.map((message) => `polite: ${message}`),
    );
  });
});

describe('the processing modal, heard through a screen reader', () => {
  let actor: Actor<ProcessingMachine>;
  afterEach(() => actor.stop());

  it('names the dialog on arrival and announces each processing message politely', async () => {
    actor = createActor(processingMachine, { input: undefined }).start();
    const { rerender } = render(<button type="button">Submit</button>);
    await sr.start();
    await sr.clear();

    rerender(
      <>
        <button type="button">Submit</button>
        <ProcessingModal actorRef={actor} />
      </>,
    );
    await advance(ROTATE_MS);
    await advance(ROTATE_MS);
    const said = await sr.log();
    // Focus moves into the modal: its name, then the messages as they change.
    expect(said[0]).toMatch(/^dialog, Please wait/u);
    expect(said.filter((phrase) => /^(polite|assertive): /u.test(phrase))).toEqual([
      'polite: This can take a few moments',
      'polite: Still working on it, thank you for your patience',
    ]);
  });
});
