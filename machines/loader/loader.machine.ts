import { assertEvent, assign, setup } from 'xstate';
import { REGISTRATION_PROGRESS_MESSAGES } from '../../src/domain/progressMessages';

/**
 * The loader overlay: a full-page "please wait" layer with rotating messages.
 *
 * Timing rules (spec: registration-and-routing §9, shell-and-supporting-areas §4 "Other states"):
 * - Once shown, it stays visible at least MIN_VISIBLE (1 s), so it never flashes.
 * - It hides HIDE_AFTER_END (300 ms) after loading ends.
 * - The two combine as a maximum, never as a sum: the overlay hides at
 *   `max(shownAt + 1000, endedAt + 300)`. Loading that ends at 200 ms hides at 1000 ms (not 1300);
 *   loading that ends at 800 ms hides at 1100 ms; at 2000 ms, hides at 2300 ms. Each rule is a
 *   floor the user can rely on, and neither makes the other longer than it has to be. The chart
 *   says this itself: `lifetime` is a parallel state whose two regions must both finish.
 * - It hides by itself MAX_DURATION (67 s, the spec's "default duration") after it appeared, even
 *   if loading never ends: a lost LOADING.END must not leave the user behind an overlay forever.
 * - Messages advance every ROTATE (4 s) and stop on the last one (no wrap-around: see
 *   src/domain/progressMessages.ts).
 * - LOADING.START while the overlay waits out HIDE_AFTER_END keeps it up (loading again); the
 *   pending hide is cancelled.
 */

export type LoaderEvent =
  /** Loading began. `messages` replaces the rotating list; without it the overlay keeps (or
   * starts with) the registration progress messages. */
  | { type: 'LOADING.START'; messages?: readonly string[] }
  /** Loading finished (success or failure: the overlay does not care which). */
  | { type: 'LOADING.END' };

export interface LoaderContext {
  /** The messages to rotate through, never empty. */
  messages: readonly string[];
  /** Index of the message on screen. */
  index: number;
}

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  actions: {
    /** Start from the first message, of the event's list if it brings one. */
    startMessages: assign(({ event }) => {
      assertEvent(event, 'LOADING.START');
      return {
        messages: event.messages?.length ? event.messages : REGISTRATION_PROGRESS_MESSAGES,
        index: 0,
      };
    }),
    showNextMessage: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    /** The LOADING.START carries its own (non-empty) message list. */
    bringsMessages: ({ event }) => event.type === 'LOADING.START' && !!event.messages?.length,
    /** The message on screen is the last of the list. */
    isOnLastMessage: ({ context }) => context.index >= context.messages.length - 1,
  },
  delays: {
    /** Spec: once shown, the overlay stays at least 1 second, so a fast response never flashes. */
    MIN_VISIBLE: 1000,
    /** Spec: the overlay hides 300 ms after loading ends, which also bridges back-to-back loads. */
    HIDE_AFTER_END: 300,
    /** Spec: the overlay's default duration is 67 s; past that it hides even if loading goes on. */
    MAX_DURATION: 67_000,
    /**
     * Our choice: 4 s per message. A message is 3-5 words: read in about 1.5 s, and announced by a
     * polite live region in about 2 s, so 4 s lets it be read and heard before the next replaces
     * it, while the seven registration steps still all appear within the first 24 s.
     */
    ROTATE: 4000,
  },
}).createMachine({
  id: 'loader',
  description: 'Loader overlay: at least 1 s on screen, hides 300 ms after loading ends, 67 s cap.',
  context: { messages: REGISTRATION_PROGRESS_MESSAGES, index: 0 },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'LOADING.START': { target: 'visible', actions: 'startMessages' },
      },
    },
    visible: {
      type: 'parallel',
      tags: ['visible'],
      // Why: the spec's default duration is a cap counted from when the overlay appeared; a
      // restart while hiding does not extend it.
      after: { MAX_DURATION: { target: 'hidden' } },
      states: {
        messages: {
          initial: 'rotating',
          on: {
            // Why: a new load with its own words starts them from the first; without words, the
            // same wait goes on and the rotation is not reset. Not `reenter`: that would exit
            // and re-enter the whole `visible` state, restarting the 1 s minimum.
            'LOADING.START': {
              guard: 'bringsMessages',
              target: '.rotating',
              actions: 'startMessages',
            },
          },
          states: {
            rotating: {
              always: { guard: 'isOnLastMessage', target: 'onLastMessage' },
              after: {
                ROTATE: { target: 'rotating', reenter: true, actions: 'showNextMessage' },
              },
            },
            // Why: the last message stays rather than wrapping to the first (the work did not
            // start over).
            onLastMessage: {},
          },
        },
        lifetime: {
          type: 'parallel',
          // Why: both floors met (1 s on screen, 300 ms since loading ended): hide.
          onDone: { target: '#loader.hidden' },
          states: {
            minimum: {
              initial: 'pending',
              states: {
                pending: { after: { MIN_VISIBLE: 'met' } },
                met: { type: 'final' },
              },
            },
            loading: {
              initial: 'active',
              on: {
                // Why: loading again before the overlay is gone keeps it up and cancels the hide.
                'LOADING.START': '.active',
              },
              states: {
                active: {
                  tags: ['busy'],
                  on: { 'LOADING.END': 'ending' },
                },
                ending: { after: { HIDE_AFTER_END: 'ended' } },
                ended: { type: 'final' },
              },
            },
          },
        },
      },
    },
  },
});

export type LoaderMachine = typeof loaderMachine;
