import { sameSignerView, selectSignerView, type SignerView } from './signer.select';
import { STATUSES, settle, startHarness } from './signer.testing';

describe('signer view', () => {
  it('reads loading, with no status and no page, before the first answer', () => {
    const h = startHarness({ statuses: [STATUSES.new] });
    expect(selectSignerView(h.actor.getSnapshot())).toEqual({
      phase: 'loading',
      status: null,
      screen: null,
      canRetry: false,
      errorMessage: undefined,
    });
  });

  it('is the same view for two snapshots that show the same thing', async () => {
    const h = startHarness({ statuses: [STATUSES.signed] });
    await settle();
    const before = selectSignerView(h.actor.getSnapshot());
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'conditions' });
    expect(sameSignerView(before, selectSignerView(h.actor.getSnapshot()))).toBe(true);
  });

  it('is a new view when the phase, the page or the status changes', () => {
    const base: SignerView = {
      phase: 'ready',
      status: STATUSES.verified,
      screen: 'sign',
      canRetry: false,
      errorMessage: undefined,
    };
    expect(sameSignerView(base, { ...base, phase: 'loading' })).toBe(false);
    expect(sameSignerView(base, { ...base, screen: 'documents' })).toBe(false);
    expect(sameSignerView(base, { ...base, status: STATUSES.signed })).toBe(false);
    expect(sameSignerView(base, { ...base, canRetry: true })).toBe(false);
  });
});
