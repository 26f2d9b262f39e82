import { createActor, SimulatedClock } from 'xstate';
import { REGISTRATION_PROGRESS_MESSAGES } from '../../src/domain/progressMessages';
import { testMachineReachability } from '../testing/model';
import { loaderMachine } from './loader.machine';
import { selectLoaderView } from './loader.select';

/** A loader on a simulated clock; `at(ms)` moves time forward one millisecond at a time. */
function startLoader() {
  const clock = new SimulatedClock();
  const actor = createActor(loaderMachine, { clock }).start();
  return {
    actor,
    view: () => selectLoaderView(actor.getSnapshot()),
    /** Moves the clock to `ms` (absolute), firing each timer at its exact due time. */
    at(ms: number) {
      while (clock.now() < ms) clock.increment(1);
      return this;
    },
    start(messages?: readonly string[]) {
      actor.send(messages ? { type: 'LOADING.START', messages } : { type: 'LOADING.START' });
      return this;
    },
    end() {
      actor.send({ type: 'LOADING.END' });
      return this;
    },
  };
}

const [FIRST, SECOND, THIRD] = REGISTRATION_PROGRESS_MESSAGES;
const LAST = REGISTRATION_PROGRESS_MESSAGES.at(-1);

describe('loader overlay: when it shows and hides', () => {
  it('is hidden until loading starts, then shows the first registration message at once', () => {
    const loader = startLoader();
    expect(loader.view()).toEqual({ visible: false, busy: false, message: '' });
    loader.start();
    expect(loader.view()).toEqual({ visible: true, busy: true, message: FIRST });
  });

  it('stays the full 1 s when loading ends at 200 ms: hidden at 1000 ms, not at 1300 ms', () => {
    const loader = startLoader().start().at(200).end();
    expect(loader.view()).toMatchObject({ visible: true, busy: false });
    expect(loader.at(999).view().visible).toBe(true);
    expect(loader.at(1000).view().visible).toBe(false);
  });

  it('hides 300 ms after loading ends when that is later than the minimum: end at 800 ms, hidden at 1100 ms', () => {
    const loader = startLoader().start().at(800).end();
    expect(loader.at(1099).view().visible).toBe(true);
    expect(loader.at(1100).view().visible).toBe(false);
  });

  it('hides exactly 300 ms after loading ends when it has been visible longer than 1 s', () => {
    const loader = startLoader().start().at(2000).end();
    expect(loader.at(2299).view().visible).toBe(true);
    expect(loader.at(2300).view().visible).toBe(false);
  });

  it('hides by itself 67 s after it appeared when loading never ends', () => {
    const loader = startLoader().start();
    expect(loader.at(66_999).view()).toMatchObject({ visible: true, busy: true });
    expect(loader.at(67_000).view()).toEqual({ visible: false, busy: false, message: '' });
  });

  it('ignores a LOADING.END that arrives after the automatic hide', () => {
    const loader = startLoader().start().at(67_000).end();
    expect(loader.view().visible).toBe(false);
    expect(loader.at(70_000).view().visible).toBe(false);
  });

  it('ignores a LOADING.END while hidden', () => {
    const loader = startLoader().end();
    expect(loader.at(2000).view().visible).toBe(false);
  });

  it('keeps showing, and cancels the pending hide, when loading starts again while hiding', () => {
    const loader = startLoader().start().at(2000).end().at(2200).start();
    expect(loader.view()).toMatchObject({ visible: true, busy: true });
    expect(loader.at(2500).view().visible).toBe(true);
    expect(loader.at(5000).end().at(5299).view().visible).toBe(true);
    expect(loader.at(5300).view().visible).toBe(false);
  });

  it('keeps showing when loading starts again after its 300 ms ran out but before the 1 s minimum', () => {
    const loader = startLoader().start().at(100).end().at(400);
    expect(
      loader.actor.getSnapshot().matches({ visible: { lifetime: { loading: 'ended' } } }),
    ).toBe(true);
    loader.at(500).start();
    expect(loader.at(1000).view()).toMatchObject({ visible: true, busy: true });
    expect(loader.at(3000).end().at(3299).view().visible).toBe(true);
    expect(loader.at(3300).view().visible).toBe(false);
  });

  it('counts the 67 s from when it appeared, not from a restart while hiding', () => {
    const loader = startLoader().start().at(10_000).end().at(10_100).start();
    expect(loader.at(66_999).view().visible).toBe(true);
    expect(loader.at(67_000).view().visible).toBe(false);
  });

  it('shows again, with a fresh 1 s minimum, when loading starts after it hid', () => {
    const loader = startLoader().start().at(2000).end().at(2300);
    expect(loader.view().visible).toBe(false);
    loader.at(3000).start().at(3100).end();
    expect(loader.view()).toMatchObject({ visible: true, message: FIRST });
    expect(loader.at(3999).view().visible).toBe(true);
    expect(loader.at(4000).view().visible).toBe(false);
  });
});

describe('loader overlay: messages', () => {
  it('rotates through the registration progress messages in order, one every 4 s', () => {
    const loader = startLoader().start();
    expect(loader.at(3999).view().message).toBe(FIRST);
    expect(loader.at(4000).view().message).toBe(SECOND);
    const seen = REGISTRATION_PROGRESS_MESSAGES.map((_, i) => loader.at(i * 4000).view().message);
    expect(seen.slice(1)).toEqual(REGISTRATION_PROGRESS_MESSAGES.slice(1));
  });

  it('stays on the last message instead of wrapping back to the first', () => {
    const loader = startLoader().start().at(24_000);
    expect(loader.view().message).toBe(LAST);
    expect(loader.at(28_000).view().message).toBe(LAST);
    expect(loader.at(66_000).view().message).toBe(LAST);
  });

  it('shows the messages a LOADING.START brings, from the first, also while already visible', () => {
    const loader = startLoader().start(['Uploading', 'Checking']);
    expect(loader.view().message).toBe('Uploading');
    expect(loader.at(4000).view().message).toBe('Checking');
    loader.at(5000).start(['Saving', 'Done soon']);
    expect(loader.view().message).toBe('Saving');
    expect(loader.at(8999).view().message).toBe('Saving');
    expect(loader.at(9000).view().message).toBe('Done soon');
  });

  it('does not restart the 1 s minimum or the pending hide when new messages arrive', () => {
    const loader = startLoader().start().at(1500).end().at(1600).start(['Saving']).at(1700).end();
    expect(loader.view()).toMatchObject({ visible: true, message: 'Saving' });
    expect(loader.at(1999).view().visible).toBe(true);
    expect(loader.at(2000).view().visible).toBe(false);
  });

  it('does not reset the rotation when a LOADING.START without messages arrives while visible', () => {
    const loader = startLoader().start().at(8000);
    expect(loader.view().message).toBe(THIRD);
    loader.start();
    expect(loader.view().message).toBe(THIRD);
    expect(loader.at(12_000).view().message).toBe(REGISTRATION_PROGRESS_MESSAGES[3]);
  });

  it('falls back to the registration messages when LOADING.START brings an empty list', () => {
    const loader = startLoader().start([]);
    expect(loader.view().message).toBe(FIRST);
    expect(loader.at(4000).view().message).toBe(SECOND);
  });

  it('starts a new showing from the first message even after the last one was reached', () => {
    const loader = startLoader().start().at(30_000).end().at(30_300);
    loader.start();
    expect(loader.view().message).toBe(FIRST);
  });
});

describe('loader overlay: graph paths on a real actor', () => {
  testMachineReachability(loaderMachine, {
    events: [
      { type: 'LOADING.START' },
      { type: 'LOADING.START', messages: ['Uploading', 'Checking'] },
      { type: 'LOADING.END' },
    ],
  });
});
