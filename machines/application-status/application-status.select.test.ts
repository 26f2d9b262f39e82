import {
  sameApplicationStatusView,
  selectApplicationStatusView,
  type ApplicationStatusView,
} from './application-status.select';
import { PRIMARY_APPLICATION, settle, startHarness } from './application-status.testing';
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

  it('has no loan number and no offer before the application answer', () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    expect(selectApplicationStatusView(h.actor.getSnapshot())).toMatchObject({
      loanNumber: null,
      offer: null,
    });
  });

  it('reads the loan number and the chosen offer from the application answer', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    await settle();
    expect(selectApplicationStatusView(h.actor.getSnapshot())).toMatchObject({
      loanNumber: 'HL-100001',
      offer: {
        rate: 7.49,
        rateType: 'VARIABLE',
        amount: 120000,
        initialDraw: 60000,
        termYears: 10,
      },
    });
  });

  it('passes a missing loan number and offer fields on as null', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [
        {
          ...PRIMARY_APPLICATION,
          application: {
            ...PRIMARY_APPLICATION.application!,
            loanNumber: null,
            rate: null,
            rateType: null,
            amount: null,
            uwCalculatedDrawAmount: null,
            term: null,
          },
        },
      ],
    });
    await settle();
    expect(selectApplicationStatusView(h.actor.getSnapshot())).toMatchObject({
      loanNumber: null,
      offer: { rate: null, rateType: null, amount: null, initialDraw: null, termYears: null },
    });
  });
});

describe('layoutPending: the layout shows its parts together, once its data is in', () => {
  const pending = (h: ReturnType<typeof startHarness>) =>
    selectApplicationStatusView(h.actor.getSnapshot()).layoutPending;

  it('is pending while neither the status nor the application has answered', () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    expect(pending(h)).toBe(true);
  });

  it('stays pending while the status is in but the application is not', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [new Error('application call failed'), PRIMARY_APPLICATION],
    });
    await settle();
    expect(h.actor.getSnapshot().context.status).not.toBeNull();
    expect(h.actor.getSnapshot().context.application).toBeNull();
    expect(pending(h)).toBe(true);
    await h.advance(1000);
    expect(selectApplicationStatusView(h.actor.getSnapshot()).phase).toBe('ready');
    expect(pending(h)).toBe(false);
  });

  it('is not pending again while a later step is looked up (the data on screen stays)', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    await settle();
    expect(pending(h)).toBe(false);
    h.actor.send({ type: 'STEP.COMPLETED' });
    expect(selectApplicationStatusView(h.actor.getSnapshot()).phase).toBe('loading');
    expect(pending(h)).toBe(false);
  });

  it('is not pending after a failed first load: the error shows, not placeholders', async () => {
    const h = startHarness({
      statuses: [new ApiError({ kind: 'http', status: 500, url: '/s', message: 'Boom.' })],
    });
    await settle();
    for (const ms of [1000, 2000, 4000, 5000, 5000, 5000, 5000]) await h.advance(ms);
    expect(selectApplicationStatusView(h.actor.getSnapshot()).phase).toBe('error');
    expect(pending(h)).toBe(false);
  });
});

describe('sameApplicationStatusView', () => {
  const base: ApplicationStatusView = {
    phase: 'ready',
    canRetry: false,
    canCompleteStep: true,
    checklistStatus: 'HMDA',
    errorMessage: undefined,
    progressStep: 2,
    stepLabels: ['Basic Info', 'Select Offer'],
    loanNumber: 'HL-1',
    offer: { rate: 7.49, rateType: 'FIXED', amount: 1000, initialDraw: 500, termYears: 10 },
    layoutPending: false,
  };

  it('is the same view when only new arrays and objects with equal content come', () => {
    expect(
      sameApplicationStatusView(base, {
        ...base,
        stepLabels: [...base.stepLabels],
        offer: { ...base.offer! },
      }),
    ).toBe(true);
  });

  it.each([
    ['the loan number', { loanNumber: 'HL-2' }],
    ['the loan number appearing', { loanNumber: null }],
    ['the rate', { offer: { ...base.offer!, rate: 8 } }],
    ['the rate type', { offer: { ...base.offer!, rateType: 'VARIABLE' } }],
    ['the amount', { offer: { ...base.offer!, amount: 2000 } }],
    ['the initial draw', { offer: { ...base.offer!, initialDraw: 600 } }],
    ['the term', { offer: { ...base.offer!, termYears: 15 } }],
    ['the offer appearing', { offer: null }],
    ['the phase', { phase: 'loading' as const }],
    ['the step', { progressStep: 3 }],
    ['the layout data arriving', { layoutPending: true }],
  ])('changes with %s', (_, change: Partial<ApplicationStatusView>) => {
    expect(sameApplicationStatusView(base, { ...base, ...change })).toBe(false);
  });
});
