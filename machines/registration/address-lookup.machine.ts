import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { searchAddresses, type AddressSuggestion } from '../../src/api/addressTypeahead';

/**
 * The property-address typeahead's suggestions: debounced, the lookup in flight cancelled when
 * the user types on (re-entering `searching` stops its actor, which aborts the request).
 * A failed lookup shows no suggestions: the user can still enter the address by hand.
 */
export type AddressLookupEvent = { type: 'ADDRESS.QUERY'; text: string };

export interface AddressLookupContext {
  text: string;
  suggestions: AddressSuggestion[];
}

/** Fewer characters than this match too many addresses to be useful. */
export const MIN_QUERY_LENGTH = 3;

export const addressLookupMachine = setup({
  types: { context: {} as AddressLookupContext, events: {} as AddressLookupEvent },
  actors: {
    search: fromPromise<AddressSuggestion[], { text: string }>(({ input, signal }) =>
      searchAddresses(input.text, { signal }),
    ),
  },
  guards: {
    longEnough: ({ event }) => event.text.trim().length >= MIN_QUERY_LENGTH,
  },
  actions: {
    remember: assign(({ event }) => {
      assertEvent(event, 'ADDRESS.QUERY');
      return { text: event.text };
    }),
    clear: assign({ suggestions: [] }),
    keepSuggestions: assign((_, params: { suggestions: AddressSuggestion[] }) => ({
      suggestions: params.suggestions,
    })),
  },
  delays: {
    /** Our choice: 250 ms after the last keystroke, about one pause between words. */
    DEBOUNCE: 250,
  },
}).createMachine({
  id: 'addressLookup',
  context: { text: '', suggestions: [] },
  initial: 'idle',
  on: {
    'ADDRESS.QUERY': [
      { guard: 'longEnough', target: '.debouncing', reenter: true, actions: 'remember' },
      { target: '.idle', actions: ['remember', 'clear'] },
    ],
  },
  states: {
    idle: {},
    debouncing: { after: { DEBOUNCE: 'searching' } },
    searching: {
      tags: ['loading'],
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.text }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'keepSuggestions',
            params: ({ event }) => ({ suggestions: event.output }),
          },
        },
        onError: { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type AddressLookupMachine = typeof addressLookupMachine;
