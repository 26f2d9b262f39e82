import { waitFor } from '@testing-library/react';
import { http, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { faultResponse } from '../sandbox/faults';
import { methodsOf, OPERATIONS, type OperationName } from '../sandbox/operations';

/**
 * Holds the calls of one sandbox operation until the test answers them, for the UI walks whose
 * path chooses a call's outcome (`xstate.done.actor.*` or `xstate.error.actor.*`): `pass()` lets
 * the oldest held call through to the sandbox lender (it answers as it always does), `fail()`
 * answers it with an error status instead. A call the app aborts while held (a lookup superseded
 * by a newer one) leaves the queue. Install it in each test (the sandbox's reset after each test
 * removes it).
 */
export interface HeldCalls {
  /** Lets the oldest held call through to the sandbox (waits for one to arrive). */
  pass(): Promise<void>;
  /** Answers the oldest held call with `status` (default 503; 0 is a network error). */
  fail(status?: number): Promise<void>;
  /** How many calls are held now. */
  readonly held: number;
  /** How many calls arrived in all. */
  readonly arrived: number;
}

export function holdCalls(server: SetupServer, operation: OperationName): HeldCalls {
  const queue: { answer: (status: number | null) => void; signal: AbortSignal }[] = [];
  let arrived = 0;
  const handlers: HttpHandler[] = methodsOf(operation).map((method) => {
    const register = {
      GET: http.get,
      POST: http.post,
      PUT: http.put,
      PATCH: http.patch,
      DELETE: http.delete,
    }[method];
    return register(OPERATIONS[operation].path, async ({ request }) => {
      arrived += 1;
      const status = await new Promise<number | null>((answer) => {
        const entry = { answer, signal: request.signal };
        queue.push(entry);
        request.signal.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at >= 0) queue.splice(at, 1);
        });
      });
      // Why: undefined falls through to the sandbox's own handler for the operation.
      return status === null ? undefined : faultResponse(operation, status);
    });
  });
  server.use(...handlers);
  const next = async () => {
    await waitFor(
      () => {
        if (!queue.some((entry) => !entry.signal.aborted)) {
          throw new Error(`no ${operation} call is waiting for an answer`);
        }
      },
      { timeout: 5000 },
    );
    const at = queue.findIndex((entry) => !entry.signal.aborted);
    return queue.splice(at, 1)[0]!;
  };
  return {
    pass: async () => (await next()).answer(null),
    fail: async (status = 503) => (await next()).answer(status),
    get held() {
      return queue.length;
    },
    get arrived() {
      return arrived;
    },
  };
}
