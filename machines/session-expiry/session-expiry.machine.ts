/**
 * The session-expiry warning (issue 17, part 6; WCAG 2.2.1 Timing Adjustable).
 *
 * - The bearer token is a JWT whose `exp` says when the session ends (src/api/session.ts
 *   `tokenExpiresAt`). No token, or a token without a usable `exp`: no timer (`idle`).
 * - WARNING_LEAD_MS (2 minutes) before the end, a dialog says "Your session is about to end",
 *   with the time left counted down each second, "Stay signed in" and "Sign out".
 * - "Stay signed in" asks the lender for a renewed token (`extendSession`); the renewed token
 *   comes back in the Authorization header and the API client stores it, so the chart hears of it
 *   like of any other new token and starts over from its expiry. A failure keeps the dialog, with
 *   a message; a 401 means the session is already over.
 * - At the end: the token goes and the user goes to the login with the way back to this page
 *   (`endSession`, session-expiry.host.ts), so after logging in they land where they were.
 * - Whenever the stored token changes (renewed by any call, a login, a logout, another tab), the
 *   chart reads its expiry again (`TOKEN.CHANGED`, from the `tokenChanges` actor).
 *
 * Time is read from the actor system's clock (a SimulatedClock in tests, Date.now in the app) and
 * compared with the token's `exp` whenever a state starts counting, so a tab that slept past a
 * timer finds the truth on waking.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { isLostAnswer, isUnauthenticated, NETWORK_ERROR_MESSAGE } from '../../src/api/errors';
import type { ExtendedSession } from '../../src/api/sessionExtension';

/**
 * 2 minutes: the warning comes this long before the session ends. WCAG 2.2.1 asks for at least
 * 20 s to extend; 2 minutes leaves time to notice the dialog, find it with a screen reader or a
 * magnifier, finish a sentence in a field and choose, and for a slow extend call to answer.
 */
export const WARNING_LEAD_MS = 2 * 60 * 1000;

/** 1 s: the countdown's step (the dialog shows the time left to the second). */
export const COUNTDOWN_TICK_MS = 1000;

/** Shown when "Stay signed in" failed for any reason but the network. */
export const EXTEND_FAILED_MESSAGE =
  'We could not keep you signed in. Try again, or sign out and sign back in.';

export interface SessionExpiryInput {
  /** The stored token's expiry when the shell starts (epoch ms), null: none. */
  expiresAt: number | null;
}

export interface SessionExpiryContext {
  expiresAt: number | null;
  /** The clock's time at the last check or countdown step (epoch ms). */
  now: number;
  /** Why the last "Stay signed in" failed; null when it did not. */
  error: string | null;
}

export type SessionExpiryEvent =
  /** The stored token changed (renewed, login, logout, another tab): its expiry, or null. */
  | { type: 'TOKEN.CHANGED'; expiresAt: number | null }
  /** "Stay signed in". */
  | { type: 'SESSION.EXTEND' }
  /** "Sign out". */
  | { type: 'SESSION.SIGN_OUT' };

type Clock = { now?: () => number };

/** "Now" from the actor system's clock: a SimulatedClock in tests, Date.now in the app. */
function clockNow(system: { _clock: unknown }): number {
  const clock = system._clock as Clock;
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}

function notProvided(name: string): never {
  throw new Error(`sessionExpiry: provide the "${name}" actor with machine.provide()`);
}

const untilWarning = (context: SessionExpiryContext) =>
  context.expiresAt === null ? Infinity : context.expiresAt - WARNING_LEAD_MS - context.now;

const untilExpiry = (context: SessionExpiryContext) =>
  context.expiresAt === null ? Infinity : context.expiresAt - context.now;

export const sessionExpiryMachine = setup({
  types: {
    context: {} as SessionExpiryContext,
    events: {} as SessionExpiryEvent,
    input: {} as SessionExpiryInput,
    tags: {} as 'warning' | 'extending',
  },
  actors: {
    // Provided by the app (session-expiry.actors.ts); stubs here so the chart runs anywhere.
    tokenChanges: fromCallback<SessionExpiryEvent>(() => undefined),
    extendSession: fromPromise<ExtendedSession>(async () => notProvided('extendSession')),
  },
  actions: {
    // Provided by the app (session-expiry.host.ts); no-ops here so the chart runs in the visualiser.
    /** Forget the token and go to the login with the way back to this page. */
    endSession: () => {},
    /** Sign out now (the shell's logout). */
    signOut: () => {},

    readNow: assign(({ system }) => ({ now: clockNow(system) })),
    storeExpiry: assign((_, params: { expiresAt: number | null }) => ({
      expiresAt: params.expiresAt,
    })),
    clearError: assign({ error: null }),
    storeExtendError: assign((_, params: { error: unknown }) => ({
      error: isLostAnswer(params.error) ? NETWORK_ERROR_MESSAGE : EXTEND_FAILED_MESSAGE,
    })),
    notExtended: assign({ error: EXTEND_FAILED_MESSAGE }),
  },
  guards: {
    /** No token, or one without an expiry. */
    noExpiry: ({ context }) => context.expiresAt === null,
    /** The session's end has come. */
    expired: ({ context }) => untilExpiry(context) <= 0,
    /** Less than WARNING_LEAD_MS left. */
    withinWarning: ({ context }) => untilWarning(context) <= 0,
    /** The new token's expiry is not the one the chart counts to. */
    expiryChanged: ({ context, event }) => {
      assertEvent(event, 'TOKEN.CHANGED');
      return event.expiresAt !== context.expiresAt;
    },
    /** The extend call left a token that ends later than the one warned about. */
    extended: ({ context }, params: { expiresAt: number | null }) =>
      params.expiresAt !== null &&
      (context.expiresAt === null || params.expiresAt > context.expiresAt),
    /** The lender says the session is already over (401). */
    sessionEnded: (_, params: { error: unknown }) => isUnauthenticated(params.error),
  },
  delays: {
    /** Until WARNING_LEAD_MS (2 minutes) before the token's `exp`. */
    UNTIL_WARNING: ({ context }) => Math.max(0, untilWarning(context)),
    /** Until the token's `exp`. */
    UNTIL_EXPIRY: ({ context }) => Math.max(0, untilExpiry(context)),
    /** The countdown's step (COUNTDOWN_TICK_MS, 1 s). */
    COUNTDOWN_TICK: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'sessionExpiry',
  description:
    'Session expiry: 2 minutes before the token ends, a dialog with the time left, "Stay signed in" and "Sign out"; at the end, to the login with the way back.',
  context: ({ input }) => ({ expiresAt: input.expiresAt, now: 0, error: null }),
  invoke: { id: 'tokenChanges', src: 'tokenChanges' },
  on: {
    'TOKEN.CHANGED': {
      guard: 'expiryChanged',
      // Why: a renewed token (this dialog's "Stay signed in", any call, another tab) restarts
      // the count from its own expiry; a logout leaves no expiry, so no timer.
      target: '.checking',
      actions: { type: 'storeExpiry', params: ({ event }) => ({ expiresAt: event.expiresAt }) },
    },
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the clock and compares it with the token’s expiry.',
      entry: 'readNow',
      always: [
        { guard: 'noExpiry', target: 'idle' },
        { guard: 'expired', target: 'expired' },
        { guard: 'withinWarning', target: 'warning' },
        { target: 'counting' },
      ],
    },
    idle: {
      description: 'Signed out, or a token without an expiry: no timer.',
    },
    counting: {
      description: 'Signed in: waiting until 2 minutes before the token ends.',
      // Why: a timer that fired late (a sleeping laptop) still opens the warning; its own
      // countdown, read from the clock on entry, then ends the session at once if the end passed.
      after: { UNTIL_WARNING: 'warning' },
    },
    warning: {
      description:
        'The dialog: "Your session is about to end", the time left, Stay signed in, Sign out.',
      type: 'parallel',
      tags: ['warning'],
      entry: ['readNow', 'clearError'],
      after: { UNTIL_EXPIRY: 'expired' },
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              description: 'The time left, read again each second.',
              after: {
                COUNTDOWN_TICK: { target: 'ticking', reenter: true, actions: 'readNow' },
              },
            },
          },
        },
        dialog: {
          initial: 'open',
          on: { 'SESSION.SIGN_OUT': '#sessionExpiry.signingOut' },
          states: {
            open: {
              description: 'Waiting for the user’s choice (with the last extend’s error, if any).',
              on: { 'SESSION.EXTEND': 'extending' },
            },
            extending: {
              description: 'Asking the lender for a renewed token.',
              tags: ['extending'],
              entry: 'clearError',
              invoke: {
                id: 'extendSession',
                src: 'extendSession',
                // Why: usually the renewed token's TOKEN.CHANGED has already restarted the count
                // before this answer; this covers an answer whose token did not change.
                onDone: [
                  {
                    guard: {
                      type: 'extended',
                      params: ({ event }) => ({ expiresAt: event.output.expiresAt }),
                    },
                    target: '#sessionExpiry.checking',
                    actions: {
                      type: 'storeExpiry',
                      params: ({ event }) => ({ expiresAt: event.output.expiresAt }),
                    },
                  },
                  { target: 'open', actions: 'notExtended' },
                ],
                onError: [
                  {
                    guard: {
                      type: 'sessionEnded',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: '#sessionExpiry.expired',
                  },
                  {
                    target: 'open',
                    actions: {
                      type: 'storeExtendError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    signingOut: {
      description: 'The user chose to sign out: the shell’s logout runs.',
      entry: 'signOut',
      // Why: a logout that never answers must not outlive the session.
      after: { UNTIL_EXPIRY: 'expired' },
    },
    expired: {
      description:
        'The session is over: the token goes, and the user goes to the login with the way back.',
      entry: 'endSession',
    },
  },
});

export type SessionExpiryMachine = typeof sessionExpiryMachine;
