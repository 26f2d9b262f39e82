import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { AddressSuggestion } from '../../src/api/addressTypeahead';
import { addressLookupMachine } from './address-lookup.machine';
import { selectLookupLoading, selectLookupSuggestions } from './registration.select';

const suggestion: AddressSuggestion = {
  fullAddress: '12 Main St, Austin, TX 78701',
  street1: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

function start(fail = false) {
  const asked: string[] = [];
  const aborted: string[] = [];
  const clock = new SimulatedClock();
  const machine = addressLookupMachine.provide({
    actors: {
      search: fromPromise<AddressSuggestion[], { text: string }>(({ input, signal }) => {
        asked.push(input.text);
        signal.addEventListener('abort', () => aborted.push(input.text));
        return fail ? Promise.reject(new Error('down')) : Promise.resolve([suggestion]);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, asked, aborted };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('address lookup', () => {
  it('looks up 250 ms after the last keystroke, once', async () => {
    const h = start();
    h.actor.send({ type: 'ADDRESS.QUERY', text: '12 M' });
    h.clock.increment(200);
    h.actor.send({ type: 'ADDRESS.QUERY', text: '12 Ma' });
    h.clock.increment(249);
    expect(h.asked).toEqual([]);
    h.clock.increment(1);
    expect(selectLookupLoading(h.actor.getSnapshot())).toBe(true);
    await flush();
    expect(h.asked).toEqual(['12 Ma']);
    expect(selectLookupSuggestions(h.actor.getSnapshot())).toEqual([suggestion]);
  });

  it('cancels the lookup in flight when the user types on', () => {
    const h = start();
    h.actor.send({ type: 'ADDRESS.QUERY', text: '12 Ma' });
    h.clock.increment(250);
    h.actor.send({ type: 'ADDRESS.QUERY', text: '12 Mai' });
    expect(h.aborted).toEqual(['12 Ma']);
  });

  it('clears the suggestions for short text and after a failed lookup', async () => {
    const h = start(true);
    h.actor.send({ type: 'ADDRESS.QUERY', text: '12 Ma' });
    h.clock.increment(250);
    await flush();
    expect(selectLookupSuggestions(h.actor.getSnapshot())).toEqual([]);
    h.actor.send({ type: 'ADDRESS.QUERY', text: '1' });
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.asked).toEqual(['12 Ma']);
  });
});
