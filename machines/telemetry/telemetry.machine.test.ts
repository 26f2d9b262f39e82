/**
 * The telemetry chart's critical branches, on a simulated clock: 3 session tries with their
 * backoff, page views queued until the session exists and de-duplicated, a declined consent that
 * stops everything, and the replay link saved once per application.
 */
import { ApiError } from '../../src/api/errors';
import { REPLAY_LINK_SAVED_KEY } from './telemetry.rules';
import { selectTelemetryPhase } from './telemetry.select';
import { APP, SESSION, startTelemetry } from './telemetry.testing';

// Pinned, not imported: the spec's numbers.
const FIRST_RETRY_MS = 1000;
const SECOND_RETRY_MS = 2000;
const RETRIES_FAILED = 'An error occurred while establishing a session, retries failed.';

const down = new ApiError({ kind: 'http', status: 503, url: '/ft/external/session', message: 'x' });

describe('telemetry session', () => {
  it('is established at start and kept on the device', async () => {
    const t = startTelemetry();
    await t.settle();
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('tracking');
    expect(t.session.getItem('telemetry_uuid')).toBe('s-1');
    expect(t.session.getItem('telemetry_epoch')).toBe('1700000000');
    expect(t.local.getItem('telemetry_trackerUuid')).toBe('t-1');
  });

  it('resumes the key stored on the device', async () => {
    const stored = { uuid: 'old', epoch: 5, trackerUuid: 'tracker' };
    const t = startTelemetry({ input: { storedKey: stored } });
    await t.settle();
    expect(t.requests[0]!.request.sessionKey).toEqual(stored);
  });

  it('tries 3 times, 1 s then 2 s apart, then logs the spec’s message and blocks nothing', async () => {
    const t = startTelemetry({ answers: [down] });
    await t.settle();
    expect(t.requests).toHaveLength(1);
    t.clock.increment(FIRST_RETRY_MS - 1);
    await t.settle();
    expect(t.requests).toHaveLength(1);
    t.clock.increment(1);
    await t.settle();
    expect(t.requests).toHaveLength(2);
    t.clock.increment(SECOND_RETRY_MS - 1);
    await t.settle();
    expect(t.requests).toHaveLength(2);
    t.clock.increment(1);
    await t.settle();
    expect(t.requests).toHaveLength(3);
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('failed');
    expect(t.warnings).toEqual([['Telemetry:', RETRIES_FAILED, 3]]);
    t.clock.increment(60_000);
    await t.settle();
    expect(t.requests).toHaveLength(3);
    t.view('/register-v2');
    expect(t.posted).toEqual([]);
  });

  it('counts an answer without a session key as a failed try', async () => {
    const t = startTelemetry({ answers: [{ sessionKey: null }, { sessionKey: SESSION }] });
    await t.settle();
    t.clock.increment(FIRST_RETRY_MS);
    await t.settle();
    expect(t.requests).toHaveLength(2);
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('tracking');
  });
});

describe('page views', () => {
  it('wait for the session, then go out in order with the session key', async () => {
    const t = startTelemetry({ answers: [down, { sessionKey: SESSION }] });
    t.view('/account/heloc/register-v2', '?utm_source=mail&userData=secret&offerCode=X1');
    t.view('/account/heloc/register-v2/property');
    await t.settle();
    expect(t.posted).toEqual([]);
    expect(t.actor.getSnapshot().context.queue).toHaveLength(2);
    t.clock.increment(FIRST_RETRY_MS);
    await t.settle();
    expect(t.posted.map((e) => e.pagePath)).toEqual([
      '/account/heloc/register-v2',
      '/account/heloc/register-v2/property',
    ]);
    expect(t.posted[0]!.sessionKey).toEqual(SESSION);
    expect(t.posted[0]!.queryParams).toEqual({ utm_source: 'mail' });
    expect(t.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('are not sent twice for the same path in a row', async () => {
    const t = startTelemetry();
    await t.settle();
    t.view('/register-v2');
    t.view('/register-v2');
    t.view('/register-v2', '?utm_source=x');
    t.view('/register-v2/property');
    t.view('/register-v2');
    expect(t.posted.map((e) => e.pagePath)).toEqual([
      '/account/heloc/register-v2',
      '/account/heloc/register-v2/property',
      '/account/heloc/register-v2',
    ]);
  });

  it('carry the identity and the application once known', async () => {
    const t = startTelemetry();
    await t.settle();
    t.actor.send({ type: 'IDENTITY.CHANGED', identityId: 'id-1' });
    t.view(`/${APP}/start/hmda`);
    expect(t.posted[0]).toMatchObject({
      identityId: 'id-1',
      applicationUuid: APP,
      productType: 'HELOC',
      eventType: 'page',
    });
  });
});

describe('privacy choices', () => {
  it('declined: no session, no events, no recording', async () => {
    const t = startTelemetry({
      input: { analytics: false },
      replay: { id: 'r', url: 'https://replay/r' },
    });
    t.view('/register-v2');
    await t.settle();
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('off');
    expect(t.requests).toEqual([]);
    expect(t.posted).toEqual([]);
    expect(t.replays).toEqual([]);
  });

  it('declined later: the queue is dropped, the recorder stopped, the headers taken off', async () => {
    const t = startTelemetry({ answers: [down], replay: { id: 'r', url: 'https://replay/r' } });
    t.view('/register-v2');
    await t.settle();
    expect(t.replays).toEqual([{ id: 'r', url: 'https://replay/r' }]);
    t.actor.send({ type: 'CONSENT.CHANGED', analytics: false });
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('off');
    expect(t.actor.getSnapshot().context.queue).toEqual([]);
    expect(t.stopped()).toBe(1);
    expect(t.replays.at(-1)).toBeNull();
    t.clock.increment(10_000);
    await t.settle();
    expect(t.requests).toHaveLength(1);
  });

  it('allowed again: a session is established', async () => {
    const t = startTelemetry({ input: { analytics: false } });
    t.actor.send({ type: 'CONSENT.CHANGED', analytics: true });
    await t.settle();
    expect(selectTelemetryPhase(t.actor.getSnapshot())).toBe('tracking');
  });
});

describe('session replay link', () => {
  const replay = { id: 'r-1', url: 'https://replay.example/r-1' };

  it('is saved once per application', async () => {
    const t = startTelemetry({ replay });
    await t.settle();
    t.view(`/${APP}/start/hmda`);
    await t.settle();
    t.view(`/${APP}/start/property`);
    t.view('/register-v2');
    t.view(`/${APP}/start/hmda`);
    await t.settle();
    expect(t.links).toEqual([{ applicationUuid: APP, link: replay.url }]);
    expect(JSON.parse(t.local.getItem(REPLAY_LINK_SAVED_KEY)!)).toEqual([APP]);
  });

  it('forgets the mark when saving fails, so a later page tries again', async () => {
    let fail = true;
    const t = startTelemetry({
      replay,
      saveLink: async () => {
        if (fail) throw down;
      },
    });
    await t.settle();
    t.view(`/${APP}/start/hmda`);
    await t.settle();
    expect(JSON.parse(t.local.getItem(REPLAY_LINK_SAVED_KEY)!)).toEqual([]);
    fail = false;
    t.view(`/${APP}/start/property`);
    await t.settle();
    expect(t.links).toHaveLength(2);
    expect(JSON.parse(t.local.getItem(REPLAY_LINK_SAVED_KEY)!)).toEqual([APP]);
  });

  it('without a recorder: no headers, no link', async () => {
    const t = startTelemetry({ replay: null });
    await t.settle();
    t.view(`/${APP}/start/hmda`);
    await t.settle();
    expect(t.replays).toEqual([]);
    expect(t.links).toEqual([]);
  });
});
