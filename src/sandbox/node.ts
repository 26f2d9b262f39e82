import { setupServer } from 'msw/node';
import { setDefaultLatencyMode } from './faults';
import { handlers } from './handlers';
import { sandboxLender } from './instance';

// Node (vitest): no latency unless a test sets `latency`.
setDefaultLatencyMode('none');

/** The sandbox lender for node: the same handlers as the browser's service worker. */
export const sandboxServer = setupServer(...handlers);

export { sandboxLender };

/** Back to the seed, with no per-test handlers, faults or latency. */
export function resetSandbox(): void {
  sandboxServer.resetHandlers();
  sandboxLender.reset();
}
