import { selectApplicationStatusView } from './application-status.select';
import { settle, startHarness } from './application-status.testing';
import { ApiError } from '../../src/api/errors';

describe('selectApplicationStatusView', () => {
  it('shows a spinner while the first answer is on its way', () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    expect(selectApplicationStatusView(h.actor.getSnapshot())).toMatchObject({
      phase: 'loading',
      canRetry: false,
      canCompleteStep: false,
    });
  });

  it('is ready on a screen, with the progress step and the notary label', async () => {
    const h = startHarness({
      statuses: [
        { checklistStatus: 'MANUAL_DEED_SIGNING', progress: 'MANUAL_NOTARY', manualNotary: true },
      ],
    });
    await settle();
    const view = selectApplicationStatusView(h.actor.getSnapshot());
    expect(view).toMatchObject({
      phase: 'ready',
      canCompleteStep: true,
      checklistStatus: 'MANUAL_DEED_SIGNING',
      progressStep: 6,
      errorMessage: undefined,
    });
    expect(view.stepLabels.at(-1)).toBe('Schedule Notary Session');
  });

  it('says "still working" while a waiting status is polled', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }] });
    await settle();
    expect(selectApplicationStatusView(h.actor.getSnapshot()).phase).toBe('stillWorking');
  });

  it('offers a retry with the server message when the status cannot be fetched', async () => {
    const h = startHarness({
      statuses: [new ApiError({ kind: 'http', status: 500, url: '/s', message: 'Boom.' })],
    });
    await settle();
    for (const ms of [1000, 2000, 4000, 5000, 5000, 5000, 5000]) await h.advance(ms);
    expect(selectApplicationStatusView(h.actor.getSnapshot())).toMatchObject({
      phase: 'error',
      canRetry: true,
      errorMessage: 'Boom.',
    });
  });

  it('is leaving once the user left', () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    h.actor.send({ type: 'LEAVE' });
    expect(selectApplicationStatusView(h.actor.getSnapshot()).phase).toBe('leaving');
  });
});
