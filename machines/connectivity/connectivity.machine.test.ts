import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { connectivityEvents } from './connectivity.actors';
import { connectivityMachine } from './connectivity.machine';
import {
  connectivityMessage,
  selectConnectivityNotice,
  selectOffline,
} from './connectivity.select';

// Pinned, not imported: the banner's words and how long the confirmation stays.
const OFFLINE = "You're offline. Check your connection; we'll carry on when you're back.";
const BACK = "You're back online.";
const NOTICE_MS = 5000;

function start(online: boolean) {
  const clock = new SimulatedClock();
  let subscribed = 0;
  let unsubscribed = 0;
  const machine = connectivityMachine.provide({
    actors: {
      connectivityEvents: fromCallback(() => {
        subscribed += 1;
        return () => {
          unsubscribed += 1;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { online }, clock }).start();
  return {
    actor,
    clock,
    notice: () => selectConnectivityNotice(actor.getSnapshot()),
    message: () => connectivityMessage(selectConnectivityNotice(actor.getSnapshot())),
    listening: () => ({ subscribed, unsubscribed }),
  };
}

describe('connectivity machine', () => {
  it('starts online with nothing to show when the browser is online', () => {
    const run = start(true);
    expect(run.notice()).toBeNull();
    expect(run.message()).toBe('');
    expect(selectOffline(run.actor.getSnapshot())).toBe(false);
  });

  it('starts offline with the banner when the browser is offline', () => {
    const run = start(false);
    expect(run.notice()).toBe('offline');
    expect(run.message()).toBe(OFFLINE);
    expect(selectOffline(run.actor.getSnapshot())).toBe(true);
  });

  it('shows the banner as long as the browser is offline, however long', () => {
    const run = start(true);
    run.actor.send({ type: 'OFFLINE' });
    run.clock.increment(60 * 60 * 1000);
    expect(run.message()).toBe(OFFLINE);
  });

  it('confirms "back online" for 5 s, then shows nothing', () => {
    const run = start(true);
    run.actor.send({ type: 'OFFLINE' });
    run.actor.send({ type: 'ONLINE' });
    expect(run.notice()).toBe('restored');
    expect(run.message()).toBe(BACK);
    run.clock.increment(NOTICE_MS - 1);
    expect(run.message()).toBe(BACK);
    run.clock.increment(1);
    expect(run.notice()).toBeNull();
  });

  it('going offline again during the confirmation shows the banner at once', () => {
    const run = start(true);
    run.actor.send({ type: 'OFFLINE' });
    run.actor.send({ type: 'ONLINE' });
    run.clock.increment(1000);
    run.actor.send({ type: 'OFFLINE' });
    expect(run.message()).toBe(OFFLINE);
    // The old confirmation's timer is gone with it.
    run.clock.increment(NOTICE_MS);
    expect(run.message()).toBe(OFFLINE);
  });

  it('an ONLINE while already online shows no confirmation', () => {
    const run = start(true);
    run.actor.send({ type: 'ONLINE' });
    expect(run.notice()).toBeNull();
  });

  it('listens to the browser for its whole life and stops with it', () => {
    const run = start(true);
    expect(run.listening()).toEqual({ subscribed: 1, unsubscribed: 0 });
    run.actor.send({ type: 'OFFLINE' });
    run.actor.send({ type: 'ONLINE' });
    expect(run.listening()).toEqual({ subscribed: 1, unsubscribed: 0 });
    run.actor.stop();
    expect(run.listening()).toEqual({ subscribed: 1, unsubscribed: 1 });
  });
});

describe('connectivity machine with the browser events', () => {
  it('follows the window’s offline and online events', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const actor = createActor(connectivityMachine.provide({ actors: { connectivityEvents } }), {
      input: { online: true },
    }).start();
    target.dispatchEvent(new Event('offline'));
    expect(selectConnectivityNotice(actor.getSnapshot())).toBe('offline');
    target.dispatchEvent(new Event('online'));
    expect(selectConnectivityNotice(actor.getSnapshot())).toBe('restored');
    actor.stop();
  });
});
