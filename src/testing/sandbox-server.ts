import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, sandboxLender, sandboxServer } from '../sandbox/node';

/**
 * Runs the sandbox lender for the calling test file: listen before all (an unhandled request is
 * an error), reset the lender and the handlers after each test, close after all.
 */
export function useSandboxServer() {
  return setupSandboxServer();
}

/**
 * The same as useSandboxServer, under a name the React hooks lint rule does not mistake for a hook
 * (call it at the top level of a test file or a setup file).
 */
export function setupSandboxServer() {
  beforeAll(() => {
    sandboxServer.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    resetSandbox();
  });
  afterAll(() => {
    sandboxServer.close();
  });
  return { server: sandboxServer, lender: sandboxLender };
}
