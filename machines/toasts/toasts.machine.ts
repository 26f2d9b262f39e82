/**
 * Toasts (shell spec §4, §9): short confirmations ("Your feedback was sent"), at most 5 visible
 * at once: a sixth pushes the oldest out.
 *
 * Timing (WCAG 2.2.1 Timing Adjustable):
 * - an info, success or warning toast goes by itself TOAST_DURATION_MS (8 s) after it appears;
 * - an error toast never goes by itself: only its Dismiss button closes it;
 * - while the pointer is over the toasts or focus is inside them, nothing goes (PAUSE); when
 *   both leave (RESUME), each toast gets its full time again, so a toast someone started reading
 *   is never pulled away mid-sentence;
 * - every toast has a Dismiss button.
 *
 * One timer serves them all: each toast that goes by itself carries the time it expires, and
 * `counting` waits until the earliest of those (UNTIL_NEXT_EXPIRY), removes what has expired and
 * waits again.
 */
import { assertEvent, assign, setup } from 'xstate';

export const MAX_VISIBLE_TOASTS = 5;

/**
 * 8 s: a confirmation is a short sentence (under 10 words, about 3 s at an average reading
 * pace); 8 s leaves time to notice it appear and to read it slowly or with a magnifier. Whoever
 * needs longer pauses it by pointing at it or tabbing to it (WCAG 2.2.1), and screen readers get
 * it from the live region at once. Errors never go by themselves.
 */
export const TOAST_DURATION_MS = 8000;

export type ToastVariant = 'info' | 'success' | 'warn' | 'error';

export interface ToastItem {
  id: string;
  message: string;
  variant: ToastVariant;
  /** When it goes by itself (the actor clock's ms); null: only by its Dismiss button. */
  expiresAt: number | null;
}

export interface ToastsContext {
  /** Oldest first; at most MAX_VISIBLE_TOASTS. */
  toasts: ToastItem[];
  /** Numbers the next toast's id. */
  count: number;
}

export type ToastsEvent =
  /** Something in the app raised a toast. */
  | { type: 'TOAST.SHOW'; message: string; variant?: ToastVariant }
  /** The toast's Dismiss button. */
  | { type: 'TOAST.DISMISS'; id: string }
  /** Pointer over the toasts, or focus inside them. */
  | { type: 'TOASTS.PAUSE' }
  /** Pointer and focus have both left. */
  | { type: 'TOASTS.RESUME' };

type Clock = { now?: () => number };

/** "Now" from the actor system's clock: a SimulatedClock in tests, Date.now in the app. */
function clockNow(system: { _clock: unknown }): number {
  const clock = system._clock as Clock;
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}

const expiryFor = (variant: ToastVariant, now: number) =>
  variant === 'error' ? null : now + TOAST_DURATION_MS;

function nextExpiry(toasts: readonly ToastItem[]): number | null {
  const times = toasts.flatMap((toast) => (toast.expiresAt === null ? [] : [toast.expiresAt]));
  return times.length > 0 ? Math.min(...times) : null;
}

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    addToast: assign(({ context, event, system }) => {
      assertEvent(event, 'TOAST.SHOW');
      const count = context.count + 1;
      const variant = event.variant ?? 'info';
      const toast: ToastItem = {
        id: `toast-${count}`,
        message: event.message,
        variant,
        expiresAt: expiryFor(variant, clockNow(system)),
      };
      return { count, toasts: [...context.toasts, toast].slice(-MAX_VISIBLE_TOASTS) };
    }),
    removeToast: assign(({ context, event }) => {
      assertEvent(event, 'TOAST.DISMISS');
      return { toasts: context.toasts.filter((toast) => toast.id !== event.id) };
    }),
    removeExpired: assign(({ context, system }) => {
      const now = clockNow(system);
      return {
        toasts: context.toasts.filter((toast) => toast.expiresAt === null || toast.expiresAt > now),
      };
    }),
    /** After a pause: every toast that goes by itself gets its full time again. */
    restartTimes: assign(({ context, system }) => {
      const now = clockNow(system);
      return {
        toasts: context.toasts.map((toast) => ({
          ...toast,
          expiresAt: expiryFor(toast.variant, now),
        })),
      };
    }),
  },
  guards: {
    /** Some toast goes by itself. */
    anyExpiring: ({ context }) => nextExpiry(context.toasts) !== null,
    noneExpiring: ({ context }) => nextExpiry(context.toasts) === null,
  },
  delays: {
    /** Until the earliest toast's time is up (each gets TOAST_DURATION_MS, 8 s). */
    UNTIL_NEXT_EXPIRY: ({ context, system }) =>
      Math.max(0, (nextExpiry(context.toasts) ?? clockNow(system)) - clockNow(system)),
  },
}).createMachine({
  id: 'toasts',
  description:
    'Toasts: at most 5 (newest kept); each goes after 8 s unless it is an error; paused while pointed at or focused.',
  context: { toasts: [], count: 0 },
  initial: 'idle',
  on: {
    'TOAST.DISMISS': { actions: 'removeToast' },
  },
  states: {
    idle: {
      description: 'No toast goes by itself (none, or errors only).',
      always: { guard: 'anyExpiring', target: 'counting' },
      on: {
        'TOAST.SHOW': { actions: 'addToast' },
        'TOASTS.PAUSE': 'paused',
      },
    },
    counting: {
      description: 'Waiting for the earliest toast’s time to be up.',
      // Why: the last toast that goes by itself went (dismissed, or pushed out): no timer.
      always: { guard: 'noneExpiring', target: 'idle' },
      after: {
        UNTIL_NEXT_EXPIRY: { target: 'counting', reenter: true, actions: 'removeExpired' },
      },
      on: {
        // Why: a new toast expires after every one already shown: the timer stays as it is.
        'TOAST.SHOW': { actions: 'addToast' },
        'TOASTS.PAUSE': 'paused',
      },
    },
    paused: {
      description: 'Pointer or focus on the toasts: nothing goes by itself.',
      on: {
        'TOAST.SHOW': { actions: 'addToast' },
        'TOASTS.RESUME': { target: 'idle', actions: 'restartTimes' },
      },
    },
  },
});

export type ToastsMachine = typeof toastsMachine;
