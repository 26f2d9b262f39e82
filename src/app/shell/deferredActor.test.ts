import { DeferredActor } from './deferredActor';

type Event = { type: 'PAGE.VIEWED'; pathname: string } | { type: 'CONSENT.CHANGED' };

function recorder() {
  const received: Event[] = [];
  return { received, send: (event: Event) => void received.push(event) };
}

const view = (pathname: string): Event => ({ type: 'PAGE.VIEWED', pathname });

describe('DeferredActor', () => {
  it('keeps what is sent before the chart runs and delivers it in order when it attaches', () => {
    const handle = new DeferredActor<Event>();
    handle.send(view('/a'));
    handle.send({ type: 'CONSENT.CHANGED' });
    handle.send(view('/b'));
    expect(handle.current).toBeUndefined();
    expect(handle.pending).toHaveLength(3);
    const chart = recorder();
    handle.attach(chart);
    expect(chart.received).toEqual([view('/a'), { type: 'CONSENT.CHANGED' }, view('/b')]);
    expect(handle.pending).toEqual([]);
    expect(handle.current).toBe(chart);
  });

  it('sends straight to an attached chart, and keeps events again once it detaches', () => {
    const handle = new DeferredActor<Event>();
    const first = recorder();
    const detach = handle.attach(first);
    handle.send(view('/a'));
    expect(first.received).toEqual([view('/a')]);
    detach();
    handle.send(view('/b'));
    expect(first.received).toEqual([view('/a')]);
    const second = recorder();
    handle.attach(second);
    expect(second.received).toEqual([view('/b')]);
  });

  it('a stale detach (of a chart replaced since) leaves the new chart attached', () => {
    const handle = new DeferredActor<Event>();
    const first = recorder();
    const detachFirst = handle.attach(first);
    const second = recorder();
    handle.attach(second);
    detachFirst();
    handle.send(view('/a'));
    expect(second.received).toEqual([view('/a')]);
    expect(first.received).toEqual([]);
  });

  it('when the chart cannot load, drops what was kept and keeps nothing more', () => {
    const handle = new DeferredActor<Event>();
    handle.send(view('/a'));
    handle.close();
    handle.send(view('/b'));
    expect(handle.pending).toEqual([]);
    const late = recorder();
    handle.attach(late);
    handle.send(view('/c'));
    expect(late.received).toEqual([view('/c')]);
  });
});
