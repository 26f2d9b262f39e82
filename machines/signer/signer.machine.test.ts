import { selectSignerPhase, selectSignerView } from './signer.select';
import {
  STATUSES,
  UNANSWERED,
  coDeedStatus,
  httpError,
  settle,
  startHarness,
} from './signer.testing';

// Pinned from the spec (§9), not imported: a change of the constants must fail these specs.
const MAX_FETCH_ATTEMPTS = 5;
const MAX_WAITING_TRIES = 14;

/** 1000, 2000, 4000, then 5000 for every further try. */
function backoff(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(1000 * 2 ** i, 5000));
}

describe('signer: routing by the co-deed status', () => {
  it.each([
    ['a signer who has done nothing yet', STATUSES.new, '/heloc-signer/intro'],
    ['a consented signer without an ID check', STATUSES.consented, '/heloc-signer/identity'],
    ['a signer whose ID check failed', STATUSES.failedId, '/heloc-signer/identity'],
    ['a verified signer', STATUSES.verified, '/heloc-signer/sign'],
    ['a signer who has signed', STATUSES.signed, '/heloc-signer/documents'],
    ['a signer whose eNotary session is asked for', STATUSES.notary, '/heloc-signer/notary'],
    ['a signer whose signature is notarised', STATUSES.notarized, '/heloc-signer/documents'],
    ['a signer on a cancelled application', STATUSES.cancelled, '/heloc-signer/cancelled'],
  ])('sends %s to %s and settles there', async (_, status, path) => {
    const h = startHarness({ statuses: [status] });
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.navigated).toEqual([path]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('ready');
    expect(h.statusCalls).toBe(1);
    expect(h.clock.delays).toEqual([]);
  });

  it('does not navigate when the URL already shows the page the status asks for', async () => {
    const h = startHarness({ statuses: [STATUSES.verified], input: { currentScreen: 'sign' } });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });

  it('keeps pop-webchat and drops every other query parameter', async () => {
    const h = startHarness({
      statuses: [STATUSES.new],
      input: { search: '?pop-webchat=true&utm_source=mail' },
    });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/intro?pop-webchat=true']);
  });

  it('routes a signer from the resume page to the page the status asks for', async () => {
    const h = startHarness({ statuses: [STATUSES.consented], input: { currentScreen: null } });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
  });

  it('shows the status and the page it asks for in the view', async () => {
    const h = startHarness({ statuses: [STATUSES.verified] });
    await settle();
    expect(selectSignerView(h.actor.getSnapshot())).toEqual({
      phase: 'ready',
      status: STATUSES.verified,
      screen: 'sign',
      canRetry: false,
      errorMessage: undefined,
    });
  });
});

describe('signer: pages the signer may stay on', () => {
  it('lets a signer on documents stay there (they read them any time)', async () => {
    const h = startHarness({
      statuses: [STATUSES.verified],
      input: { currentScreen: 'documents' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });

  it('lets a consented signer move between documents and conditions without being routed', async () => {
    const h = startHarness({
      statuses: [STATUSES.consented],
      input: { currentScreen: 'documents' },
    });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'conditions' });
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().context.currentScreen).toBe('conditions');
    expect(h.statusCalls).toBe(1);
  });

  it('routes a deep link to sign before consent back to the intro', async () => {
    const h = startHarness({ statuses: [STATUSES.new], input: { currentScreen: 'sign' } });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/intro']);
  });

  it('routes a link to sign followed while settled before consent back to the intro', async () => {
    const h = startHarness({ statuses: [STATUSES.new] });
    await settle();
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'intro' });
    h.actor.send({ type: 'LOCATION.CHANGED', screen: 'sign' });
    expect(h.navigated).toEqual(['/heloc-signer/intro', '/heloc-signer/intro']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.statusCalls).toBe(1);
  });

  it('keeps documents closed before consent', async () => {
    const h = startHarness({ statuses: [STATUSES.new], input: { currentScreen: 'documents' } });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/intro']);
  });

  it('sends a signer reading documents to the cancelled page once the application is cancelled', async () => {
    const h = startHarness({
      statuses: [STATUSES.cancelled],
      input: { currentScreen: 'documents' },
    });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/cancelled']);
  });
});

describe('signer: the eNotary step', () => {
  it('routes a signer to the notary after signing when the lender asks for it', async () => {
    const h = startHarness({
      statuses: [STATUSES.verified, STATUSES.notary],
      input: { currentScreen: 'sign' },
    });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/notary']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });

  it('routes a signer on to the documents once the notarisation is recorded', async () => {
    const h = startHarness({
      statuses: [STATUSES.notary, STATUSES.notarized],
      input: { currentScreen: 'notary' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    h.actor.send({ type: 'STEP.COMPLETED' });
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual(['/heloc-signer/documents']);
    // Nothing is polled: the notary page's own chart reads the session.
    expect(h.clock.delays).toEqual([]);
  });

  it('lets a signer whose notary is asked for read their documents without being routed', async () => {
    const h = startHarness({ statuses: [STATUSES.notary], input: { currentScreen: 'documents' } });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(selectSignerView(h.actor.getSnapshot())).toMatchObject({ screen: 'notary' });
  });

  it('routes a link to the notary page back to the documents once notarised', async () => {
    const h = startHarness({ statuses: [STATUSES.notarized], input: { currentScreen: 'notary' } });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/documents']);
  });

  it('keeps the notary page closed before signing', async () => {
    const h = startHarness({ statuses: [STATUSES.verified], input: { currentScreen: 'notary' } });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/sign']);
  });
});

describe('signer: after a step', () => {
  it('re-reads the status after a step and routes on', async () => {
    const h = startHarness({ statuses: [STATUSES.new, STATUSES.consented] });
    await settle();
    h.actor.send({ type: 'STEP.COMPLETED' });
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual(['/heloc-signer/intro', '/heloc-signer/identity']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });

  it('re-reads the status on a refresh and stays when nothing changed', async () => {
    const h = startHarness({ statuses: [STATUSES.verified] });
    await settle();
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual(['/heloc-signer/sign']);
  });
});

describe('signer: who is a signer (shell §6)', () => {
  it('asks who the user is first and reads the status only for an additional signer', async () => {
    const h = startHarness({ statuses: [STATUSES.new] });
    expect(h.identifyCalls).toBe(1);
    expect(h.statusCalls).toBe(0);
    await settle();
    expect(h.statusCalls).toBe(1);
    expect(h.navigated).toEqual(['/heloc-signer/intro']);
  });

  it('shows "not a signer" without ever asking for the co-deed status', async () => {
    const h = startHarness({ statuses: [STATUSES.new], identify: false });
    await settle();
    await h.advance(60_000);
    expect(h.statusCalls).toBe(0);
    expect(h.navigated).toEqual([]);
    expect(selectSignerView(h.actor.getSnapshot())).toMatchObject({
      phase: 'notSigner',
      canRetry: false,
      errorMessage: 'You are not a signer on this application.',
    });
  });

  it('lets the status call decide when the identify reads fail (a signer is never locked out)', async () => {
    const h = startHarness({ statuses: [STATUSES.verified], identify: httpError(503) });
    await settle();
    expect(h.statusCalls).toBe(1);
    expect(h.navigated).toEqual(['/heloc-signer/sign']);
  });
});

describe('signer: failures', () => {
  it('shows "not a signer" on a 400 and never asks again', async () => {
    const h = startHarness({ statuses: [httpError(400, 'Not an additional signer.')] });
    await settle();
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
    expect(h.clock.delays).toEqual([]);
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('notSigner')).toBe(true);
    expect(selectSignerView(h.actor.getSnapshot())).toMatchObject({
      phase: 'notSigner',
      canRetry: false,
      errorMessage: 'You are not a signer on this application.',
    });
  });

  it.each([401, 403])('stops in the error state on a %s without retrying', async (status) => {
    const h = startHarness({ statuses: [httpError(status)] });
    await settle();
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
    expect(h.clock.delays).toEqual([]);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('error');
  });

  it(`tries a 5xx ${MAX_FETCH_ATTEMPTS} times, waiting 1000, 2000, 4000, 5000 ms, then fails`, async () => {
    const h = startHarness({ statuses: [httpError(503, 'Service unavailable.')] });
    await settle();
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('loading');
    await h.advance(999);
    expect(h.statusCalls).toBe(1);
    await h.advance(1);
    expect(h.statusCalls).toBe(2);
    for (const ms of [2000, 4000, 5000]) await h.advance(ms);
    expect(h.statusCalls).toBe(MAX_FETCH_ATTEMPTS);
    expect(h.clock.delays).toEqual([1000, 2000, 4000, 5000]);
    expect(h.pendingTimers()).toBe(0);
    expect(selectSignerView(h.actor.getSnapshot())).toMatchObject({
      phase: 'error',
      canRetry: true,
      errorMessage: 'Service unavailable.',
    });
  });

  it('retries a network failure (no answer) the same way', async () => {
    const h = startHarness({ statuses: [httpError(0), STATUSES.new] });
    await settle();
    await h.advance(1000);
    expect(h.statusCalls).toBe(2);
    expect(h.navigated).toEqual(['/heloc-signer/intro']);
  });

  it('routes as soon as a retry is answered', async () => {
    const h = startHarness({ statuses: [httpError(502), httpError(502), STATUSES.verified] });
    await settle();
    await h.advance(1000);
    await h.advance(2000);
    expect(h.navigated).toEqual(['/heloc-signer/sign']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.pendingTimers()).toBe(0);
  });

  it('resumes on RETRY with a fresh set of tries', async () => {
    const statuses = [...Array.from({ length: MAX_FETCH_ATTEMPTS }, () => httpError(500))];
    const h = startHarness({ statuses: [...statuses, httpError(500), STATUSES.consented] });
    await settle();
    for (const ms of [1000, 2000, 4000, 5000]) await h.advance(ms);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('error');
    h.actor.send({ type: 'RETRY' });
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('loading');
    await settle();
    expect(h.statusCalls).toBe(MAX_FETCH_ATTEMPTS + 1);
    await h.advance(1000);
    expect(h.statusCalls).toBe(MAX_FETCH_ATTEMPTS + 2);
    expect(h.clock.delays).toEqual([1000, 2000, 4000, 5000, 1000]);
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
  });
});

describe('signer: waiting for the ID review', () => {
  it('shows the identity page and polls with 1000, 2000, 4000, 5000, 5000 ms between tries', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    expect(h.clock.delays).toEqual([1000]);
    await h.advance(999);
    expect(h.statusCalls).toBe(1);
    await h.advance(1);
    expect(h.statusCalls).toBe(2);
    for (const ms of [2000, 4000, 5000, 5000]) await h.advance(ms);
    expect(h.statusCalls).toBe(6);
    expect(h.clock.delays).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
  });

  it('does not navigate when the signer is on the identity page already', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview], input: { currentScreen: 'identity' } });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
  });

  it('routes on to signing as soon as the ID is verified', async () => {
    const h = startHarness({
      statuses: [STATUSES.inReview, STATUSES.inReview, STATUSES.verified],
    });
    await settle();
    await h.advance(1000);
    await h.advance(2000);
    expect(h.navigated).toEqual(['/heloc-signer/identity', '/heloc-signer/sign']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.pendingTimers()).toBe(0);
  });

  it(`stops after ${MAX_WAITING_TRIES} tries and stays on the identity page ("still in review")`, async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    for (const ms of backoff(MAX_WAITING_TRIES - 1)) await h.advance(ms);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    await h.advance(5000);
    expect(h.statusCalls).toBe(1 + MAX_WAITING_TRIES);
    expect(h.clock.delays).toEqual(backoff(MAX_WAITING_TRIES));
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
    expect(h.pendingTimers()).toBe(0);
    expect(selectSignerView(h.actor.getSnapshot())).toMatchObject({
      phase: 'ready',
      screen: 'identity',
      status: STATUSES.inReview,
    });
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1 + MAX_WAITING_TRIES);
  });

  it('polls afresh after a refresh once the cap was reached', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    for (const ms of backoff(MAX_WAITING_TRIES)) await h.advance(ms);
    h.actor.send({ type: 'STATUS.REFRESH' });
    await settle();
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    expect(h.clock.delays.at(-1)).toBe(1000);
  });

  it('counts a failed poll as a try and keeps waiting', async () => {
    const h = startHarness({
      statuses: [STATUSES.inReview, httpError(503), STATUSES.inReview, STATUSES.verified],
    });
    await settle();
    await h.advance(1000);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    await h.advance(2000);
    await h.advance(4000);
    expect(h.clock.delays).toEqual([1000, 2000, 4000]);
    expect(h.navigated).toEqual(['/heloc-signer/identity', '/heloc-signer/sign']);
  });

  it('stops polling on a 400 and shows "not a signer"', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview, httpError(400)] });
    await settle();
    await h.advance(1000);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('notSigner');
    expect(h.pendingTimers()).toBe(0);
  });

  it('lets a signer read documents while the ID is in review, polling all the same', async () => {
    const h = startHarness({
      statuses: [STATUSES.inReview, STATUSES.inReview, STATUSES.verified],
      input: { currentScreen: 'documents' },
    });
    await settle();
    expect(h.navigated).toEqual([]);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    await h.advance(1000);
    expect(h.navigated).toEqual([]);
    await h.advance(2000);
    expect(h.statusCalls).toBe(3);
    expect(h.actor.getSnapshot().matches('settled')).toBe(true);
  });
});

describe('signer: a hidden tab', () => {
  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    await h.advance(1000);
    expect(h.statusCalls).toBe(2);
    h.actor.send({ type: 'VISIBILITY.HIDDEN' });
    expect(h.actor.getSnapshot().matches({ waiting: 'paused' })).toBe(true);
    expect(h.pendingTimers()).toBe(0);
    await h.advance(60_000);
    expect(h.statusCalls).toBe(2);
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await settle();
    expect(h.statusCalls).toBe(3);
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('waiting');
    // The backoff goes on where it was: three answered polls so far.
    expect(h.clock.delays).toEqual([1000, 2000, 4000]);
  });

  it('cancels the call in flight when the tab is hidden and does not count it', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    h.clock.increment(1000);
    expect(h.statusCalls).toBe(2);
    h.actor.send({ type: 'VISIBILITY.HIDDEN' });
    await settle();
    expect(h.signals[1]?.aborted).toBe(true);
    expect(h.actor.getSnapshot().context.retries).toBe(0);
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await settle();
    expect(h.actor.getSnapshot().context.retries).toBe(1);
  });

  it('starts paused when the tab is hidden as the review begins', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview], input: { hidden: true } });
    await settle();
    expect(h.actor.getSnapshot().matches({ waiting: 'paused' })).toBe(true);
    expect(h.navigated).toEqual(['/heloc-signer/identity']);
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
  });

  it('does not poll a settled signer whatever the tab does', async () => {
    const h = startHarness({ statuses: [STATUSES.verified] });
    await settle();
    h.actor.send({ type: 'VISIBILITY.HIDDEN' });
    h.actor.send({ type: 'VISIBILITY.VISIBLE' });
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
  });
});

describe('signer: leaving', () => {
  it('stops polling when the signer leaves: no timer survives', async () => {
    const h = startHarness({ statuses: [STATUSES.inReview] });
    await settle();
    expect(h.pendingTimers()).toBe(1);
    h.actor.send({ type: 'LEAVE' });
    expect(h.pendingTimers()).toBe(0);
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(selectSignerPhase(h.actor.getSnapshot())).toBe('leaving');
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
  });

  it('stops backing off when the signer leaves', async () => {
    const h = startHarness({ statuses: [httpError(503)] });
    await settle();
    h.actor.send({ type: 'LEAVE' });
    expect(h.pendingTimers()).toBe(0);
    await h.advance(60_000);
    expect(h.statusCalls).toBe(1);
  });

  it('cancels the call in flight when the signer leaves', async () => {
    const h = startHarness({ statuses: [coDeedStatus()] });
    h.actor.send({ type: 'LEAVE' });
    await settle();
    expect(h.identifySignals[0]?.aborted).toBe(true);
    expect(h.statusCalls).toBe(0);
    expect(h.navigated).toEqual([]);
  });

  it('cancels a status call in flight when the signer leaves', async () => {
    const h = startHarness({ statuses: [UNANSWERED] });
    await settle();
    expect(h.statusCalls).toBe(1);
    h.actor.send({ type: 'LEAVE' });
    await settle();
    expect(h.signals[0]?.aborted).toBe(true);
    expect(h.navigated).toEqual([]);
  });
});
