/**
 * Hand-pinned specs for the session-expiry chart under a simulated clock: when the warning comes,
 * the countdown, "Stay signed in" (success, failure, a session already over), "Sign out", the
 * end (to the login with the way back), a token that changes, and no token at all.
 */
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { endExpiredSession, getToken, setToken } from '../../src/api/session';
import { stubBrowser } from '../../src/api/testSupport';
import { sessionExpiryActors } from './session-expiry.actors';
import { sessionExpiryHost, sessionExpiryInputFrom } from './session-expiry.host';
import { sessionExpiryMachine } from './session-expiry.machine';
import { selectSessionExpiryView } from './session-expiry.select';

// Pinned, not imported: the chart's lead and step, and the messages.
const LEAD_MS = 2 * 60 * 1000;
const TICK_MS = 1000;
const EXTEND_FAILED = 'We could not keep you signed in. Try again, or sign out and sign back in.';
const NETWORK_FAILED = 'We could not reach the server. Check your connection and try again.';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const MINUTE = 60 * 1000;

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** A JWT-shaped token with the given `exp` (seconds), as the lender issues them. */
function jwt(expMs: number | null, jti = 'a'): string {
  const claims = expMs === null ? { sub: 'me', jti } : { sub: 'me', jti, exp: expMs / 1000 };
  return `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.sig`;
}

interface Deferred {
  resolve: (value: { expiresAt: number | null }) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

function start(expiresAt: number | null) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const calls: Deferred[] = [];
  const ended = vi.fn();
  const signedOut = vi.fn();
  let sendToken: ((expiresAt: number | null) => void) | undefined;
  const machine = sessionExpiryMachine.provide({
    actors: {
      tokenChanges: fromCallback(({ sendBack }) => {
        sendToken = (next) => sendBack({ type: 'TOKEN.CHANGED', expiresAt: next });
      }),
      extendSession: fromPromise<{ expiresAt: number | null }>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ resolve, reject, signal });
          }),
      ),
    },
    actions: sessionExpiryHost({ endSession: ended, signOut: signedOut }),
  });
  const actor = createActor(machine, { input: { expiresAt }, clock }).start();
  return {
    actor,
    clock,
    calls,
    ended,
    signedOut,
    view: () => selectSessionExpiryView(actor.getSnapshot()),
    tokenChanged: (next: number | null) => sendToken?.(next),
    /** Moves the clock to `ms` before the session's end. */
    toBeforeEnd: (end: number, ms: number) => clock.increment(end - ms - clock.now()),
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('session-expiry machine', () => {
  it('warns 2 minutes before the token ends, not a moment earlier', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS + 1);
    expect(run.view().open).toBe(false);
    run.clock.increment(1);
    expect(run.view()).toMatchObject({
      open: true,
      secondsLeft: 120,
      timeLeft: '2 minutes',
      announcement: '',
      canExtend: true,
      canSignOut: true,
      error: null,
    });
  });

  it('counts down each second, with the screen reader told at 1 minute, 30 s and 10 s', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.clock.increment(TICK_MS);
    expect(run.view().timeLeft).toBe('1 minute 59 seconds');
    run.clock.increment(14 * TICK_MS);
    expect(run.view().timeLeft).toBe('1 minute 45 seconds');
    run.toBeforeEnd(end, 60 * 1000);
    expect(run.view()).toMatchObject({
      timeLeft: '1 minute',
      announcement: 'About 1 minute left.',
    });
    run.toBeforeEnd(end, 30 * 1000);
    expect(run.view().announcement).toBe('About 30 seconds left.');
    run.toBeforeEnd(end, 10 * 1000);
    expect(run.view()).toMatchObject({
      timeLeft: '10 seconds',
      announcement: 'About 10 seconds left.',
    });
    run.toBeforeEnd(end, 1000);
    expect(run.view().timeLeft).toBe('1 second');
  });

  it('at the end, ends the session (the host goes to the login) and closes the dialog', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, 1);
    expect(run.ended).not.toHaveBeenCalled();
    run.clock.increment(1);
    expect(run.ended).toHaveBeenCalledTimes(1);
    expect(run.view().open).toBe(false);
  });

  it('"Stay signed in" asks for a renewed token; its new expiry restarts the count', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    expect(run.calls).toHaveLength(1);
    expect(run.view()).toMatchObject({ open: true, extending: true, canExtend: false });
    // The client stores the renewed token before the call answers: the chart hears of it first.
    const renewed = run.clock.now() + 30 * MINUTE;
    run.tokenChanged(renewed);
    run.calls[0]!.resolve({ expiresAt: renewed });
    await settle();
    expect(run.view().open).toBe(false);
    // The old end passes quietly; the new warning comes 2 minutes before the new end.
    run.toBeforeEnd(renewed, LEAD_MS + 1);
    expect(run.ended).not.toHaveBeenCalled();
    expect(run.view().open).toBe(false);
    run.clock.increment(1);
    expect(run.view()).toMatchObject({ open: true, timeLeft: '2 minutes' });
  });

  it('an extend that answers with a later expiry but no token event still restarts the count', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.calls[0]!.resolve({ expiresAt: end + 30 * MINUTE });
    await settle();
    expect(run.view().open).toBe(false);
    run.clock.increment(LEAD_MS);
    expect(run.ended).not.toHaveBeenCalled();
  });

  it('a failed extend keeps the dialog with a clear error, and Stay signed in works again', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.calls[0]!.reject(new ApiError({ kind: 'http', status: 500, message: 'Boom', url: '/x' }));
    await settle();
    expect(run.view()).toMatchObject({ open: true, extending: false, error: EXTEND_FAILED });
    expect(run.view().canExtend).toBe(true);
    // The countdown carries on meanwhile.
    run.clock.increment(TICK_MS);
    expect(run.view().timeLeft).toBe('1 minute 59 seconds');
    run.actor.send({ type: 'SESSION.EXTEND' });
    expect(run.view().error).toBeNull();
    expect(run.calls).toHaveLength(2);
  });

  it('an extend whose answer was lost says to check the connection', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.calls[0]!.reject(new ApiError({ kind: 'network', message: 'down', url: '/x' }));
    await settle();
    expect(run.view()).toMatchObject({ open: true, error: NETWORK_FAILED });
  });

  it('an extend answered without a later expiry is a failure too', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.calls[0]!.resolve({ expiresAt: end });
    await settle();
    expect(run.view()).toMatchObject({ open: true, error: EXTEND_FAILED });
  });

  it('an extend answered 401 (the session is already over) ends the session', async () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.calls[0]!.reject(
      new ApiError({ kind: 'http', status: 401, message: 'unauthenticated', url: '/x' }),
    );
    await settle();
    expect(run.ended).toHaveBeenCalledTimes(1);
    expect(run.view().open).toBe(false);
  });

  it('the dialog goes at the end even while an extend is pending, and the call is aborted', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, 5000);
    run.actor.send({ type: 'SESSION.EXTEND' });
    run.clock.increment(5000);
    expect(run.ended).toHaveBeenCalledTimes(1);
    expect(run.calls[0]!.signal.aborted).toBe(true);
  });

  it('"Sign out" signs out through the shell and closes the dialog', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.actor.send({ type: 'SESSION.SIGN_OUT' });
    expect(run.signedOut).toHaveBeenCalledTimes(1);
    expect(run.view().open).toBe(false);
    // The logout clears the token: no timer left.
    run.tokenChanged(null);
    run.clock.increment(LEAD_MS);
    expect(run.ended).not.toHaveBeenCalled();
  });

  it('a token changed before the warning re-arms the timer from its own expiry', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.clock.increment(10 * MINUTE);
    const later = run.clock.now() + 30 * MINUTE;
    run.tokenChanged(later);
    run.toBeforeEnd(end, LEAD_MS);
    expect(run.view().open).toBe(false);
    run.toBeforeEnd(later, LEAD_MS);
    expect(run.view().open).toBe(true);
  });

  it('a token with the same expiry changes nothing (the dialog is not opened again)', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.toBeforeEnd(end, LEAD_MS);
    run.clock.increment(5 * TICK_MS);
    run.tokenChanged(end);
    expect(run.view().timeLeft).toBe('1 minute 55 seconds');
  });

  it('a logout elsewhere (no token) stops the timer', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    run.tokenChanged(null);
    run.clock.increment(30 * MINUTE);
    expect(run.view().open).toBe(false);
    expect(run.ended).not.toHaveBeenCalled();
  });

  it('no token, or a token without an expiry: no timer at all', () => {
    const run = start(null);
    run.clock.increment(24 * 60 * MINUTE);
    expect(run.view().open).toBe(false);
    expect(run.ended).not.toHaveBeenCalled();
    expect(run.actor.getSnapshot().value).toBe('idle');
  });

  it('a login later starts the timer', () => {
    const run = start(null);
    const end = NOW + 5 * MINUTE;
    run.tokenChanged(end);
    run.toBeforeEnd(end, LEAD_MS);
    expect(run.view().open).toBe(true);
  });

  it('a token that has less than 2 minutes left warns at once; one already over ends at once', () => {
    expect(start(NOW + 90 * 1000).view()).toMatchObject({
      open: true,
      timeLeft: '1 minute 30 seconds',
    });
    const over = start(NOW - 1);
    expect(over.ended).toHaveBeenCalledTimes(1);
  });

  it('a timer that fired late (a sleeping laptop) ends the session at once', () => {
    const end = NOW + 30 * MINUTE;
    const run = start(end);
    // One jump past both the warning and the end (the tab slept): the warning's timer fires
    // late, and the countdown it starts finds no time left.
    run.clock.increment(31 * MINUTE);
    expect(run.view().secondsLeft).toBe(0);
    run.clock.increment(0);
    expect(run.ended).toHaveBeenCalledTimes(1);
    expect(run.view().open).toBe(false);
  });
});

describe('session-expiry machine with the app’s actors and host', () => {
  it('expiry forgets the token and goes to the login with the way back to this page', () => {
    const { storage } = stubBrowser('/account/heloc/1234/start/profile', '?pop-webchat=true');
    const end = NOW + 30 * MINUTE;
    setToken(jwt(end));
    storage.setItem('heloc.registration', 'kept');
    const navigate = vi.fn();
    const clock = new SimulatedClock();
    clock.set(NOW);
    const machine = sessionExpiryMachine.provide({
      actors: sessionExpiryActors({ realm: () => 'customer' }),
      actions: sessionExpiryHost({
        endSession: () => endExpiredSession(navigate),
        signOut: () => {},
      }),
    });
    const actor = createActor(machine, { input: sessionExpiryInputFrom(getToken()), clock });
    actor.start();
    clock.increment(30 * MINUTE - LEAD_MS);
    expect(selectSessionExpiryView(actor.getSnapshot()).open).toBe(true);
    clock.increment(LEAD_MS);
    expect(navigate).toHaveBeenCalledWith(
      `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/1234/start/profile?pop-webchat=true')}`,
    );
    expect(getToken()).toBeNull();
    // An expiry is not a logout: the tab's other keys stay.
    expect(storage.getItem('heloc.registration')).toBe('kept');
    // The cleared token reached the chart: nothing left to count.
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('hears a token stored by the API client (setToken) and re-arms', () => {
    stubBrowser();
    const clock = new SimulatedClock();
    clock.set(NOW);
    const machine = sessionExpiryMachine.provide({
      actors: sessionExpiryActors({ realm: () => 'customer' }),
    });
    const actor = createActor(machine, { input: sessionExpiryInputFrom(null), clock }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    setToken(jwt(NOW + 10 * MINUTE));
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.expiresAt).toBe(NOW + 10 * MINUTE);
    actor.stop();
  });
});
