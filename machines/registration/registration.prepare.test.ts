import { answer, settle, startHarness } from './registration.testing';

// Counts evaluations of the lazily loaded calls module (once at most per file run).
const calls = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('./registration.calls', async (importOriginal) => {
  calls.evaluated += 1;
  return importOriginal();
});

describe('the calls module is fetched once the start page is behind the user', () => {
  it('not while the start page is answered badly, then as soon as it is accepted', async () => {
    const h = startHarness();
    await settle();
    h.actor.send({ type: 'STEP.SUBMIT', values: { occupancyType: 'INIT' } as never });
    await settle();
    expect(h.actor.getSnapshot().context.step).toBe('property');
    expect(calls.evaluated).toBe(0);
    await answer(h, ['property']);
    await settle();
    expect(h.actor.getSnapshot().context.step).not.toBe('property');
    await vi.waitFor(() => expect(calls.evaluated).toBe(1));
  });
});
