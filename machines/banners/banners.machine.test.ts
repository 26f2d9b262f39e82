import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { Banner } from '../../src/api/banners';
import type { DismissedBanners } from '../../src/domain/banners';
import { bannersHost, bannersInputFrom } from './banners.host';
import { bannersMachine } from './banners.machine';
import { selectBannersView } from './banners.select';

// Pinned from the spec, not imported.
const FORMAT_MESSAGE = 'Banner data does not match the expected format';
const DISMISSED_KEY = 'dismissed-banners';
const APP = 'heloc';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function banner(n: number, patch: Partial<Banner> = {}): Banner {
  const at = iso(NOW - n * DAY);
  return {
    uuid: `ba00000${n}-0000-4000-8000-000000000000`,
    message: `Banner ${n}`,
    apps: [APP],
    variant: 'info',
    active: true,
    dismissable: true,
    metadata: { createdAt: at, updatedAt: at },
    ...patch,
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

function start(options: {
  answer: Banner[] | Error | Promise<Banner[]>;
  stored?: DismissedBanners;
  source?: 'production' | 'test';
  /** The page on screen was prerendered: banners wait for the next page. */
  hold?: boolean;
}) {
  const storage = memoryStorage(
    options.stored ? { [DISMISSED_KEY]: JSON.stringify(options.stored) } : {},
  );
  const warnings: unknown[][] = [];
  const calls: { source: string; signal: AbortSignal }[] = [];
  const clock = new SimulatedClock();
  clock.set(NOW);
  const machine = bannersMachine.provide({
    actors: {
      loadBanners: fromPromise(async ({ input, signal }) => {
        calls.push({ source: input.source, signal });
        if (options.answer instanceof Error) throw options.answer;
        return options.answer;
      }),
    },
    actions: bannersHost({ localStorage: storage, warn: (...args) => warnings.push(args) }),
  });
  const actor = createActor(machine, {
    input: bannersInputFrom(
      { localStorage: storage },
      options.source ?? 'test',
      options.hold ?? false,
    ),
    clock,
  }).start();
  return {
    actor,
    storage,
    warnings,
    calls,
    clock,
    view: () => selectBannersView(actor.getSnapshot()),
    stored: () => JSON.parse(storage.map.get(DISMISSED_KEY) ?? 'null') as DismissedBanners | null,
  };
}

describe('banners machine', () => {
  it('loads the file of its source once, for this app', async () => {
    const run = start({ answer: [banner(1)], source: 'production' });
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(run.calls.map((c) => c.source)).toEqual(['production']);
    expect(run.view().banners.map((b) => b.message)).toEqual(['Banner 1']);
    expect(run.view().app).toBe(APP);
  });

  it('shows at most 2, newest first by createdAt, active ones of this app only', async () => {
    const run = start({
      answer: [
        banner(3),
        banner(1),
        banner(2),
        banner(0, { active: false }),
        banner(4, { apps: ['another-app'], metadata: { createdAt: iso(NOW), updatedAt: null } }),
      ],
    });
    await settle();
    expect(run.view().banners.map((b) => b.message)).toEqual(['Banner 1', 'Banner 2']);
  });

  it('a failed load shows no banners and logs the error (nothing for the user)', async () => {
    const run = start({
      answer: new ApiError({ kind: 'http', status: 500, url: '/banners', message: 'down' }),
    });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('unavailable');
    expect(run.view().banners).toEqual([]);
    expect(run.warnings).toEqual([['Banners not shown:', 'down']]);
  });

  it('a shape mismatch logs the spec message and shows none', async () => {
    const run = start({
      answer: new ApiError({ kind: 'schema', status: 200, url: '/b', message: FORMAT_MESSAGE }),
    });
    await settle();
    expect(run.view().banners).toEqual([]);
    expect(run.warnings[0]?.[1]).toBe(FORMAT_MESSAGE);
  });

  it('dismissing stores {uuid: {at}} with the clock and hides the banner', async () => {
    const run = start({ answer: [banner(1), banner(2), banner(3)] });
    await settle();
    run.clock.increment(5_000);
    run.actor.send({ type: 'BANNER.DISMISS', uuid: banner(1).uuid });
    expect(run.stored()).toEqual({ [banner(1).uuid]: { at: iso(NOW + 5_000) } });
    // The third one moves up: still at most 2.
    expect(run.view().banners.map((b) => b.message)).toEqual(['Banner 2', 'Banner 3']);
  });

  it('a stored dismissal keeps the banner hidden while the banner is not updated', async () => {
    const stored = { [banner(1).uuid]: { at: iso(NOW - DAY / 2) } };
    const run = start({ answer: [banner(1), banner(2)], stored });
    await settle();
    expect(run.view().banners.map((b) => b.message)).toEqual(['Banner 2']);
    expect(run.stored()).toEqual(stored);
  });

  it('a banner updated after its dismissal shows again and the dismissal is removed', async () => {
    const dismissedAt = iso(NOW - 2 * DAY);
    const stored = {
      [banner(3).uuid]: { at: dismissedAt },
      'other-app-banner': { at: dismissedAt },
    };
    const updated = banner(3, {
      metadata: { createdAt: iso(NOW - 3 * DAY), updatedAt: iso(NOW - DAY) },
    });
    const run = start({ answer: [updated], stored });
    await settle();
    expect(run.view().banners.map((b) => b.message)).toEqual(['Banner 3']);
    // Dismissals of banners not on the list are kept.
    expect(run.stored()).toEqual({ 'other-app-banner': { at: dismissedAt } });
  });

  it('ignores a dismissal of a banner that is not dismissable or not on the list', async () => {
    const run = start({ answer: [banner(1, { dismissable: false })] });
    await settle();
    run.actor.send({ type: 'BANNER.DISMISS', uuid: banner(1).uuid });
    run.actor.send({ type: 'BANNER.DISMISS', uuid: 'unknown' });
    expect(run.stored()).toBeNull();
    expect(run.view().banners).toHaveLength(1);
  });

  it('stopping the actor while loading aborts the call', () => {
    const run = start({ answer: [banner(1)] });
    const [call] = run.calls;
    run.actor.stop();
    expect(call?.signal.aborted).toBe(true);
  });

  it('reads unreadable stored dismissals as none', () => {
    const storage = memoryStorage({ [DISMISSED_KEY]: '{not json' });
    expect(bannersInputFrom({ localStorage: storage }, 'test', false).dismissed).toEqual({});
  });
});

describe('banners machine: a page painted before the list was known (prerendered)', () => {
  const messages = (run: ReturnType<typeof start>) => run.view().banners.map((b) => b.message);

  it('not held: the banners show on the first page as soon as they arrive', async () => {
    const run = start({ answer: [banner(1)], hold: false });
    await settle();
    expect(messages(run)).toEqual(['Banner 1']);
  });

  it('held: banners that arrive on the first page show nothing until the user moves to another page', async () => {
    const run = start({ answer: [banner(1), banner(2)], hold: true });
    await settle();
    expect(run.calls).toHaveLength(1);
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(run.view().banners).toEqual([]);
    // A dismissal of a banner not on screen does nothing.
    run.actor.send({ type: 'BANNER.DISMISS', uuid: banner(1).uuid });
    expect(run.stored()).toBeNull();

    run.actor.send({ type: 'PAGE.CHANGED' });
    expect(messages(run)).toEqual(['Banner 1', 'Banner 2']);
  });

  it('held then released: dismissing still hides a banner and stores it', async () => {
    const run = start({ answer: [banner(1), banner(2), banner(3)], hold: true });
    await settle();
    run.actor.send({ type: 'PAGE.CHANGED' });
    run.clock.increment(1_000);
    run.actor.send({ type: 'BANNER.DISMISS', uuid: banner(2).uuid });
    expect(messages(run)).toEqual(['Banner 1', 'Banner 3']);
    expect(run.stored()).toEqual({ [banner(2).uuid]: { at: iso(NOW + 1_000) } });
    // Later pages change nothing.
    run.actor.send({ type: 'PAGE.CHANGED' });
    expect(messages(run)).toEqual(['Banner 1', 'Banner 3']);
  });

  it('held: a stale dismissal is still removed from storage when the list arrives', async () => {
    const stored = { [banner(3).uuid]: { at: iso(NOW - 2 * DAY) } };
    const updated = banner(3, {
      metadata: { createdAt: iso(NOW - 3 * DAY), updatedAt: iso(NOW - DAY) },
    });
    const run = start({ answer: [updated], stored, hold: true });
    await settle();
    expect(run.view().banners).toEqual([]);
    expect(run.stored()).toEqual({});
    run.actor.send({ type: 'PAGE.CHANGED' });
    expect(messages(run)).toEqual(['Banner 3']);
  });

  it('a list that arrives after the user has moved on shows at once', async () => {
    let answer!: (banners: Banner[]) => void;
    const run = start({
      answer: new Promise<Banner[]>((resolve) => (answer = resolve)),
      hold: true,
    });
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    run.actor.send({ type: 'PAGE.CHANGED' });
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    answer([banner(1)]);
    await settle();
    expect(messages(run)).toEqual(['Banner 1']);
  });

  it('held: a failed load still shows none, logs it and ends the chart', async () => {
    const run = start({
      answer: new ApiError({ kind: 'http', status: 500, url: '/banners', message: 'down' }),
      hold: true,
    });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('unavailable');
    // Ended: the shell sends it no more page changes (LocationSync).
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.view().banners).toEqual([]);
    expect(run.warnings).toEqual([['Banners not shown:', 'down']]);
  });

  it('the input holds only when asked to', () => {
    const storage = memoryStorage();
    expect(bannersInputFrom({ localStorage: storage }, 'test', true).holdUntilNextPage).toBe(true);
    expect(bannersInputFrom({ localStorage: storage }, 'test', false).holdUntilNextPage).toBe(
      false,
    );
  });
});
