import { installErrorReporter, reportTo, UNCAUGHT_ERROR_EVENT } from './errorReporter';

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  return event;
}

/** An `error` event as the window dispatches it (node has no ErrorEvent). */
function errorEvent(init: { error?: unknown; message?: string }): Event {
  return Object.assign(new Event('error'), init);
}

describe('the error reporter', () => {
  it('reports uncaught errors and rejections, and not network-type ones', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn();
    const stop = installErrorReporter(target, report);
    target.dispatchEvent(errorEvent({ error: new TypeError('x is not a function') }));
    target.dispatchEvent(rejection(new Error('Bad state in /a?ssn=123-45-6789')));
    target.dispatchEvent(rejection(new TypeError('Failed to fetch')));
    target.dispatchEvent(errorEvent({ message: 'Load failed' }));
    // A cross-origin "Script error." carries no error and no message worth sending.
    target.dispatchEvent(errorEvent({}));
    expect(report.mock.calls).toEqual([
      [{ name: 'TypeError', message: 'x is not a function' }],
      [{ name: 'Error', message: 'Bad state in /a' }],
    ]);
    stop();
    target.dispatchEvent(rejection(new Error('after stop')));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('logs and tracks a report with the page path', () => {
    const env = { warn: vi.fn(), track: vi.fn(), location: { pathname: '/account/heloc/x' } };
    reportTo(env)({ name: 'TypeError', message: 'boom' });
    expect(UNCAUGHT_ERROR_EVENT).toBe('HELOC: Uncaught Error');
    expect(env.warn).toHaveBeenCalledWith('HELOC: Uncaught Error: TypeError: boom');
    expect(env.track).toHaveBeenCalledWith('HELOC: Uncaught Error', {
      pagePath: '/account/heloc/x',
      eventProperties: { name: 'TypeError', message: 'boom' },
    });
  });
});
