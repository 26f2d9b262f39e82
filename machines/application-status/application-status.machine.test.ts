import { ApiError } from '../../src/api/errors';
import { TERMINAL_STATUSES } from '../../src/domain/status';
import { selectPhase } from './application-status.select';
import { PRIMARY_APPLICATION, UUID, settle, startHarness } from './application-status.testing';

const serverError = () =>
  new ApiError({ kind: 'http', status: 503, url: '/status', message: 'Service unavailable.' });

// Pinned from the spec (§9), not imported: a change of the constants must fail these specs.
const MAX_WAITING_TRIES = 14;
const MAX_UNCHANGED_RETRIES = 7;

/** 1000, 2000, 4000, then 5000 for every further try. */
function backoff(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(1000 * 2 ** i, 5000));
}

describe('application status: routing the first answer', () => {
  it('routes the status to its screen and settles there', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    expect(selectPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.clock.delays).toEqual([]);
  });

  it('sends an application without a status to start/profile', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: null }] });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/profile`]);
  });

  it('routes with the application fields: AUTOPAY_ACCOUNT without a routing number goes to bank/disburse', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'AUTOPAY_ACCOUNT' }],
      applications: [
        {
          ...PRIMARY_APPLICATION,
          application: {
            ...PRIMARY_APPLICATION.application!,
            disburseRoutingNumber: null,
            propertyState: 'TX',
          },
        },
      ],
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/bank/disburse`]);
  });

  it('sends COMPLETE to the root of the app', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'COMPLETE' }] });
    await settle();
    expect(h.navigated).toEqual(['/']);
  });

  it('routes an unknown status to error/timeout and warns about it', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'SOMETHING_NEW' }] });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/error/timeout`]);
    expect(h.warnings).toEqual([
      { message: expect.stringContaining('SOMETHING_NEW'), checklistStatus: 'SOMETHING_NEW' },
    ]);
  });

  it('passes from=signing/intro and the decision to product/select for a verified offer', async () => {
    const h = startHarness({
      statuses: [
        {
          checklistStatus: 'OFFER_SELECTION',
          uwSubDecision: 'VERIFIED_OFFER',
          uwDecision: 'APPROVED',
        },
      ],
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/product/select?from=signing/intro&uwDecision=APPROVED`]);
  });
});

describe('application status: query parameters on redirects', () => {
  it('keeps pop-webchat and drops every other parameter', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      input: { search: '?utm_source=mail&pop-webchat=true&referrer=abc' },
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/hmda?pop-webchat=true`]);
  });

  it('keeps pop-webchat through one redirect after another', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'IDENTITY_VERIFICATION' }],
      input: { search: '?pop-webchat=true&utm_source=mail' },
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.navigated).toEqual([
      `/${UUID}/start/hmda?pop-webchat=true`,
      `/${UUID}/identity?pop-webchat=true`,
    ]);
  });

  it('routes again when the user follows a link to the entry (no screen) while settled', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'INCOME_VERIFICATION' }],
    });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'start/hmda' });
    expect(h.actor.getSnapshot().value).toBe('settled');
    await h.advance(300);
    h.actor.send({ type: 'LOCATION.CHANGED', screen: null });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`, `/${UUID}/income/review`]);
    expect(h.actor.getSnapshot().value).toBe('settled');
  });

  it('stays put when the location changes to another screen while settled', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'start/contact' });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('settled');
    expect(h.actor.getSnapshot().context.currentScreen).toBe('start/contact');
    expect(h.statusCalls).toBe(1);
  });

  it('only remembers the entry while still loading (the first load routes it)', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    h.actor.send({ type: 'LOCATION.CHANGED', screen: null });
    await settle();
    expect(h.statusCalls).toBe(1);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
  });

  it('keeps a pop-webchat that arrived with a later location change', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'IDENTITY_VERIFICATION' }],
    });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'start/hmda', search: '?pop-webchat=1&x=2' });
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.navigated.at(-1)).toBe(`/${UUID}/identity?pop-webchat=1`);
  });
});

describe('application status: the access rules', () => {
  it('sends a missing HELOC to /dashboard', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [{ application: null, profile: { type: null } }],
    });
    await settle();
    expect(h.redirectedOut).toEqual([{ url: '/dashboard', reason: 'missing-heloc' }]);
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  it('sends an inquiry HELOC to /dashboard', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [
        {
          ...PRIMARY_APPLICATION,
          application: {
            ...PRIMARY_APPLICATION.application!,
            isInquiry: true,
            disburseRoutingNumber: null,
          },
        },
      ],
    });
    await settle();
    expect(h.redirectedOut).toEqual([{ url: '/dashboard', reason: 'inquiry' }]);
    expect(h.navigated).toEqual([]);
  });

  it('sends a user without a profile to /dashboard', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [{ ...PRIMARY_APPLICATION, profile: null }],
    });
    await settle();
    expect(h.redirectedOut).toEqual([{ url: '/dashboard', reason: 'missing-profile' }]);
  });

  it('logs out and reloads a CO_DEEDER profile on the primary app', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [{ ...PRIMARY_APPLICATION, profile: { type: 'CO_DEEDER' } }],
    });
    await settle();
    expect(h.logouts).toBe(1);
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('loggingOut')).toBe(true);
  });

  it('sends a co-owner listed among the v1 helocSigners (a CUSTOMER profile) to their own pages', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'CO_DEED_REQ' }],
      applications: [{ ...PRIMARY_APPLICATION, listedSigner: true }],
    });
    await settle();
    expect(h.logouts).toBe(0);
    expect(h.navigated).toEqual(['/heloc-signer/resume']);
    expect(h.actor.getSnapshot().matches('toSignerPages')).toBe(true);
  });

  it('lets a CO_DEEDER profile through in the signer app', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'CO_DEED_REQ' }],
      applications: [{ ...PRIMARY_APPLICATION, profile: { type: 'CO_DEEDER' } }],
      input: { isSignerApp: true },
    });
    await settle();
    expect(h.logouts).toBe(0);
    expect(h.navigated).toEqual([`/${UUID}/signing/additional`]);
  });
});

describe('application status: polling a waiting status', () => {
  it('waits 1000, 2000, 4000, 5000, 5000, … ms between tries', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }] });
    await settle();
    expect(h.clock.delays).toEqual([1000]);
    await h.advance(999);
    expect(h.statusCalls).toBe(1);
    await h.advance(1);
    expect(h.statusCalls).toBe(2);
    for (const ms of [2000, 4000, 5000, 5000, 5000]) await h.advance(ms);
    expect(h.statusCalls).toBe(7);
    expect(h.clock.delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('shows "still working" while it polls', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HARD_CREDIT_PULL' }] });
    await settle();
    expect(h.actor.getSnapshot().matches({ waiting: 'polling' })).toBe(true);
    expect(selectPhase(h.actor.getSnapshot())).toBe('stillWorking');
    await h.advance(1000);
    expect(selectPhase(h.actor.getSnapshot())).toBe('stillWorking');
  });

  it('routes to the new screen as soon as the status moves on', async () => {
    const h = startHarness({
      statuses: [
        { checklistStatus: 'WAITING_FOR_OFFERS' },
        { checklistStatus: 'IN_PROGRESS' },
        { checklistStatus: 'OFFER_SELECTION' },
      ],
    });
    await settle();
    await h.advance(1000);
    await h.advance(2000);
    expect(h.navigated).toEqual([`/${UUID}/product/select`]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.pendingTimers()).toBe(0);
  });

  it(`gives up after ${MAX_WAITING_TRIES} tries: the status becomes UNKNOWN and routes to error/timeout`, async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'WAITING_FOR_UNDERWRITING' }] });
    await settle();
    for (const ms of backoff(MAX_WAITING_TRIES - 1)) await h.advance(ms);
    expect(h.navigated).toEqual([]);
    await h.advance(5000);
    expect(h.statusCalls).toBe(1 + MAX_WAITING_TRIES);
    expect(h.clock.delays).toEqual(backoff(MAX_WAITING_TRIES));
    expect(h.navigated).toEqual([`/${UUID}/error/timeout`]);
    expect(h.actor.getSnapshot().context.status?.checklistStatus).toBe('UNKNOWN');
    expect(h.warnings).toEqual([]);
    expect(h.pendingTimers()).toBe(0);
  });

  it(`keeps GEN_NOTE_SIGNING on its own screen after ${MAX_WAITING_TRIES} tries`, async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'GEN_NOTE_SIGNING' }] });
    await settle();
    for (const ms of backoff(MAX_WAITING_TRIES)) await h.advance(ms);
    expect(h.statusCalls).toBe(1 + MAX_WAITING_TRIES);
    expect(h.navigated).toEqual([`/${UUID}/review-app/signdocs`]);
    expect(h.actor.getSnapshot().context.status?.checklistStatus).toBe('GEN_NOTE_SIGNING');
  });

  it('shows a waiting status with a screen of its own at once (GEN_NOTE_SIGNING → review-app/signdocs) and polls from there', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'GEN_NOTE_SIGNING' }, { checklistStatus: 'NOTE_SIGNING' }],
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/review-app/signdocs`]);
    expect(selectPhase(h.actor.getSnapshot())).toBe('ready');
    expect(h.statusCalls).toBe(1);
    await h.advance(1000);
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual([`/${UUID}/review-app/signdocs`, `/${UUID}/signing/intro`]);
    expect(h.pendingTimers()).toBe(0);
  });

  it('polls a waiting screen with the same backoff, without navigating again while the status stays', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'GEN_NOTE_SIGNING' }] });
    await settle();
    for (const ms of backoff(4)) await h.advance(ms);
    expect(h.clock.delays.slice(0, 4)).toEqual(backoff(4));
    expect(h.navigated).toEqual([`/${UUID}/review-app/signdocs`]);
    expect(selectPhase(h.actor.getSnapshot())).toBe('ready');
  });

  it('routes GEN_CLOSING_DISCLOSURE to review-app/signdocs at once', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'GEN_CLOSING_DISCLOSURE' }] });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/review-app/signdocs`]);
    expect(selectPhase(h.actor.getSnapshot())).toBe('ready');
  });

  it('routes a DECLINE on at once while polling', async () => {
    const h = startHarness({
      statuses: [
        { checklistStatus: 'WAITING_FOR_UNDERWRITING' },
        { checklistStatus: 'WAITING_FOR_UNDERWRITING', uwDecision: 'DECLINE' },
      ],
    });
    await settle();
    await h.advance(1000);
    expect(h.navigated).toEqual([`/${UUID}/error/decline`]);
    expect(h.pendingTimers()).toBe(0);
  });
});

describe('application status: a hidden page (issue 17, part 8)', () => {
  it('does not poll a waiting status from a hidden page, nor use its tries; it polls at once when shown', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }, { checklistStatus: 'OFFER_SELECTION' }],
    });
    await settle();
    h.actor.send({ type: 'PAGE.HIDDEN' });
    await h.advance(10 * 60_000);
    expect(h.statusCalls).toBe(1);
    expect(h.actor.getSnapshot().context.retries).toBe(0);
    expect(selectPhase(h.actor.getSnapshot())).toBe('stillWorking');
    h.actor.send({ type: 'PAGE.VISIBLE' });
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual([`/${UUID}/product/select`]);
  });

  it('pauses the poll of a waiting screen too (GEN_NOTE_SIGNING on review-app/signdocs)', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'GEN_NOTE_SIGNING' }, { checklistStatus: 'GEN_NOTE_SIGNING' }],
    });
    await settle();
    h.actor.send({ type: 'PAGE.HIDDEN' });
    await h.advance(10 * 60_000);
    expect(h.statusCalls).toBe(1);
    h.actor.send({ type: 'PAGE.VISIBLE' });
    await settle();
    expect(h.statusCalls).toBe(2);
    // Then the backoff goes on from where it was.
    expect(h.actor.getSnapshot().matches({ waitingOnScreen: 'polling' })).toBe(true);
    expect(h.actor.getSnapshot().context.retries).toBe(1);
  });
});

describe('application status: after a step', () => {
  it('routes to the next screen when the status changed', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'INCOME_VERIFICATION' }],
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    expect(selectPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`, `/${UUID}/income/review`]);
    expect(h.clock.delays).toEqual([]);
  });

  it(`retries an unchanged status ${MAX_UNCHANGED_RETRIES} times with the same backoff, then routes to its screen anyway`, async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    for (const ms of backoff(MAX_UNCHANGED_RETRIES - 1)) await h.advance(ms);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
    await h.advance(5000);
    expect(h.statusCalls).toBe(2 + MAX_UNCHANGED_RETRIES);
    expect(h.clock.delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`, `/${UUID}/start/hmda`]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });

  it('stops retrying as soon as the unchanged status moves on', async () => {
    const h = startHarness({
      statuses: [
        { checklistStatus: 'IDENTITY_VERIFICATION' },
        { checklistStatus: 'IDENTITY_VERIFICATION' },
        { checklistStatus: 'IDENTITY_VERIFICATION' },
        { checklistStatus: 'NOTE_SIGNING' },
      ],
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    await h.advance(1000);
    await h.advance(2000);
    expect(h.navigated).toEqual([`/${UUID}/identity`, `/${UUID}/signing/intro`]);
    expect(h.clock.delays).toEqual([1000, 2000]);
  });

  it.each(TERMINAL_STATUSES)(
    'never polls the terminal status %s, not even unchanged after a step',
    async (status) => {
      const h = startHarness({ statuses: [{ checklistStatus: status }] });
      await settle();
      h.actor.send({ type: 'STEP.COMPLETED' });
      await settle();
      await h.advance(60_000);
      expect(h.statusCalls).toBe(2);
      expect(h.clock.delays).toEqual([]);
      expect(h.navigated).toHaveLength(2);
      expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    },
  );

  it('always asks the lender again after a step, even within the stale time', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'INCOME_VERIFICATION' }],
    });
    await settle();
    await h.advance(10);
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated.at(-1)).toBe(`/${UUID}/income/review`);
  });
});

describe('application status: the stale time', () => {
  it('reuses a status fetched less than 250 ms ago', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'INCOME_VERIFICATION' }],
    });
    await settle();
    await h.advance(249);
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(h.statusCalls).toBe(1);
    expect(h.applicationCalls).toBe(2);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`, `/${UUID}/start/hmda`]);
  });

  it('asks again once the answer is 250 ms old', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }, { checklistStatus: 'INCOME_VERIFICATION' }],
    });
    await settle();
    await h.advance(250);
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated.at(-1)).toBe(`/${UUID}/income/review`);
  });
});

describe('application status: an underwriting DECLINE', () => {
  it('routes on to the status screen when not on the disclosures page', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }],
      input: { currentScreen: 'product/select' },
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/error/decline`]);
  });

  it('leaves the user on the disclosures page', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }],
      input: { currentScreen: 'document/disclosures' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(h.navigated).toEqual([]);
  });

  it('does not poll a declined waiting status on the disclosures page', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'GEN_APP_DISCLOSURES', uwDecision: 'DECLINE' }],
      input: { currentScreen: 'document/disclosures' },
    });
    await settle();
    await h.advance(10_000);
    expect(h.statusCalls).toBe(1);
    expect(h.navigated).toEqual([]);
  });

  it('routes on from the disclosures page once the user finishes it', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }],
      input: { currentScreen: 'document/disclosures' },
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/error/decline`]);
  });

  it('routes on when the user moves from the disclosures page to another one', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DECLINED', uwDecision: 'DECLINE' }],
      input: { currentScreen: 'document/disclosures' },
    });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'start/app-summary' });
    await h.advance(250);
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/error/decline`]);
  });
});

describe('application status: a failing status call', () => {
  it('retries with the same backoff, then shows the error, and RETRY starts again', async () => {
    const h = startHarness({
      statuses: [
        ...Array.from({ length: 1 + MAX_UNCHANGED_RETRIES }, serverError),
        { checklistStatus: 'HMDA' },
      ],
    });
    await settle();
    for (const ms of backoff(MAX_UNCHANGED_RETRIES)) await h.advance(ms);
    expect(h.statusCalls).toBe(1 + MAX_UNCHANGED_RETRIES);
    expect(h.clock.delays).toEqual(backoff(MAX_UNCHANGED_RETRIES));
    const failed = h.actor.getSnapshot();
    expect(selectPhase(failed)).toBe('error');
    expect(failed.can({ type: 'RETRY' })).toBe(true);
    expect(h.pendingTimers()).toBe(0);

    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
  });

  it('recovers without the user when a retry succeeds', async () => {
    const h = startHarness({
      statuses: [serverError(), serverError(), { checklistStatus: 'HMDA' }],
    });
    await settle();
    await h.advance(1000);
    await h.advance(2000);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
  });

  it(`counts a failure while waiting as one of the ${MAX_WAITING_TRIES} tries`, async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'WAITING_FOR_TITLE' }, serverError()],
    });
    await settle();
    for (const ms of backoff(MAX_WAITING_TRIES)) await h.advance(ms);
    expect(h.statusCalls).toBe(1 + MAX_WAITING_TRIES);
    expect(selectPhase(h.actor.getSnapshot())).toBe('error');
  });

  it('keeps the step it was working on through a RETRY: nothing is lost', async () => {
    const h = startHarness({
      statuses: [
        { checklistStatus: 'HMDA' },
        ...Array.from({ length: 1 + MAX_UNCHANGED_RETRIES }, serverError),
        { checklistStatus: 'HMDA' },
        { checklistStatus: 'IDENTITY_VERIFICATION' },
      ],
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    for (const ms of backoff(MAX_UNCHANGED_RETRIES)) await h.advance(ms);
    expect(selectPhase(h.actor.getSnapshot())).toBe('error');
    h.actor.send({ type: 'RETRY' });
    await settle();
    // Still the step's cycle: HMDA is unchanged, so it is asked again rather than routed back.
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
    await h.advance(1000);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`, `/${UUID}/identity`]);
  });

  it('retries a failing application call the same way', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'HMDA' }],
      applications: [serverError(), PRIMARY_APPLICATION],
    });
    await settle();
    expect(h.navigated).toEqual([]);
    await h.advance(1000);
    expect(h.navigated).toEqual([`/${UUID}/start/hmda`]);
  });
});

describe('application status: leaving', () => {
  it('stops polling on LEAVE: no further fetches, no timers left', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }] });
    await settle();
    await h.advance(1000);
    expect(h.statusCalls).toBe(2);
    h.actor.send({ type: 'LEAVE' });
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.pendingTimers()).toBe(0);
    await h.advance(60_000);
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual([]);
  });

  it('stops polling when the actor is stopped', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }] });
    await settle();
    h.actor.stop();
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
  });

  it('cancels the request in flight when the user leaves', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'HMDA' }] });
    h.actor.send({ type: 'LEAVE' });
    await settle();
    expect(h.signals[0]?.aborted).toBe(true);
    expect(h.navigated).toEqual([]);
  });
});

describe('application status: the pages of one step (src/domain/status/companions.ts)', () => {
  it('stays on a page of the same step on arrival (a reload of bank/confirm)', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DISBURSEMENT_ACCOUNT' }],
      input: { currentScreen: 'bank/confirm' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(selectPhase(h.actor.getSnapshot())).toBe('ready');
  });

  it('stays on a condition page at any status, and on identity with a condition id', async () => {
    const conditions = startHarness({
      statuses: [{ checklistStatus: 'AUTOPAY_ACCOUNT' }],
      input: { currentScreen: 'conditions/upload-document' },
    });
    const identity = startHarness({
      statuses: [{ checklistStatus: 'AUTOPAY_ACCOUNT' }],
      input: { currentScreen: 'identity', search: '?conditionUuid=c-1' },
    });
    await settle();
    expect(conditions.navigated).toEqual([]);
    expect(identity.navigated).toEqual([]);
  });

  it("leaves a page of another step for the status's screen", async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'DISBURSEMENT_ACCOUNT' }],
      input: { currentScreen: 'product/select/confirm' },
    });
    await settle();
    expect(h.navigated).toEqual([`/${UUID}/bank/disburse`]);
  });

  it('after a completed step, always goes where the new status says', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'OFFER_SELECTION' }, { checklistStatus: 'OFFER_SELECTION' }],
      input: { currentScreen: 'product/select/confirm' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    h.actor.send({ type: 'STEP.COMPLETED' });
    for (let i = 0; i < 8; i += 1) {
      await h.advance(5000);
      await settle();
    }
    expect(h.navigated.at(-1)).toBe(`/${UUID}/product/select`);
  });
});

describe('application status: the loader overlay after registration ends on the first screen', () => {
  it('does not end it while the status is still waiting (the soft credit pull), then ends it on the screen', async () => {
    const h = startHarness({
      statuses: [{ checklistStatus: 'WAITING_FOR_OFFERS' }, { checklistStatus: 'OFFER_SELECTION' }],
    });
    await settle();
    expect(h.actor.getSnapshot().matches('waiting')).toBe(true);
    expect(h.loadingEnded).toBe(0);
    await h.advance(1000);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.loadingEnded).toBe(1);
  });

  it('ends it on a waiting status with a screen of its own (shown at once)', async () => {
    const h = startHarness({ statuses: [{ checklistStatus: 'GEN_NOTE_SIGNING' }] });
    await settle();
    expect(h.actor.getSnapshot().matches('waitingOnScreen')).toBe(true);
    expect(h.loadingEnded).toBe(1);
  });

  it('ends it when the status cannot be fetched (the error and Retry must be seen)', async () => {
    const h = startHarness({ statuses: [serverError()] });
    await settle();
    for (const ms of backoff(MAX_UNCHANGED_RETRIES)) await h.advance(ms);
    expect(h.actor.getSnapshot().matches('failed')).toBe(true);
    expect(h.loadingEnded).toBe(1);
  });
});
