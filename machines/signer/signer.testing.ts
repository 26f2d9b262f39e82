/**
 * Test harness for the signer machine: a recording simulated clock, scripted co-deed status
 * answers, and the navigations recorded. Used by the specs and the model test.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CoDeedStatus } from '../../src/api/application';
import { ApiError } from '../../src/api/errors';
import { signerMachine } from './signer.machine';
import type { SignerInput } from './signer.types';

/** A SimulatedClock that also records every delay the actor schedules, in order. */
export class RecordingClock extends SimulatedClock {
  readonly delays: number[] = [];
  override setTimeout(fn: () => void, timeout: number): number {
    this.delays.push(timeout);
    return super.setTimeout(fn, timeout);
  }
}

/** A co-deed status answer; `signer` fields override a signer who has done nothing yet. */
export function coDeedStatus(
  signer: Partial<CoDeedStatus['signer']> = {},
  rest: Partial<Omit<CoDeedStatus, 'signer'>> = {},
): CoDeedStatus {
  return {
    applicationUuid: 'app-1',
    loanNumber: 'HL-100001',
    checklistStatus: 'CO_DEED_REQ',
    primaryBorrowerName: 'Alex Sample',
    propertyAddress: null,
    status: 'NOT_SIGNED',
    primaryParticipantAcceptComplete: true,
    cancelled: false,
    ...rest,
    signer: { eConsented: false, identityVerification: null, signedAt: null, ...signer },
  };
}

/** One answer per point of the signer's journey. */
export const STATUSES = {
  new: coDeedStatus(),
  consented: coDeedStatus({ eConsented: true }),
  failedId: coDeedStatus({ eConsented: true, identityVerification: 'FAILED_VERIFICATION' }),
  inReview: coDeedStatus({ eConsented: true, identityVerification: 'PENDING_REVIEW' }),
  verified: coDeedStatus({ eConsented: true, identityVerification: 'VERIFIED' }),
  signed: coDeedStatus(
    { eConsented: true, identityVerification: 'VERIFIED', signedAt: '2025-06-01T10:00:00Z' },
    { status: 'SIGNED' },
  ),
  /** Signed, and the lender asks for the signer's own eNotary session. */
  notary: coDeedStatus(
    {
      eConsented: true,
      identityVerification: 'VERIFIED',
      signedAt: '2025-06-01T10:00:00Z',
      notaryRequired: true,
      notarizedAt: null,
    },
    { status: 'SIGNED', checklistStatus: 'GEN_NOTARY_DISCLOSURE' },
  ),
  notarized: coDeedStatus(
    {
      eConsented: true,
      identityVerification: 'VERIFIED',
      signedAt: '2025-06-01T10:00:00Z',
      notaryRequired: true,
      notarizedAt: '2025-06-03T17:00:00Z',
    },
    { status: 'SIGNED', checklistStatus: 'GEN_NOTARY_DISCLOSURE' },
  ),
  cancelled: coDeedStatus({ eConsented: true }, { cancelled: true }),
} satisfies Record<string, CoDeedStatus>;

/** An API failure with an HTTP status (0: no answer at all). */
export function httpError(status: number, message = `HTTP ${status}`): ApiError {
  return new ApiError({
    kind: status === 0 ? 'network' : 'http',
    status,
    url: '/service-application/api/v1/application/heloc/co-deed/status',
    message,
  });
}

/** A status call that is never answered (until it is cancelled). */
export const UNANSWERED = Symbol('unanswered');

/** A scripted answer: a status, an error to reject with, or no answer at all. */
export type Scripted = CoDeedStatus | Error | typeof UNANSWERED;

export interface HarnessOptions {
  /** Answers to the status calls, in order; the last one repeats. */
  statuses: Scripted[];
  input?: SignerInput;
  /** The identify step's answer (default: an additional signer), or an error to reject with. */
  identify?: boolean | Error;
}

/** Lets resolved actor promises reach the actor (a macrotask drains every microtask). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function startHarness(options: HarnessOptions) {
  const clock = new RecordingClock();
  const navigated: string[] = [];
  const signals: AbortSignal[] = [];
  let statusCalls = 0;
  let identifyCalls = 0;
  const identifySignals: AbortSignal[] = [];

  const machine = signerMachine.provide({
    actors: {
      identifySigner: fromPromise<boolean>(async ({ signal }) => {
        identifySignals.push(signal);
        identifyCalls += 1;
        const answer = options.identify ?? true;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      fetchStatus: fromPromise<CoDeedStatus>(async ({ signal }) => {
        signals.push(signal);
        const answer = options.statuses[Math.min(statusCalls, options.statuses.length - 1)];
        statusCalls += 1;
        if (answer === undefined) throw new Error('empty script');
        if (answer instanceof Error) throw answer;
        if (answer === UNANSWERED) return new Promise<CoDeedStatus>(() => {});
        return answer;
      }),
    },
    actions: {
      navigate: (_, params) => {
        navigated.push(params.to);
      },
    },
  });

  const actor = createActor(machine, { input: options.input ?? {}, clock });
  actor.start();

  return {
    actor,
    clock,
    navigated,
    signals,
    identifySignals,
    get statusCalls() {
      return statusCalls;
    },
    get identifyCalls() {
      return identifyCalls;
    },
    /** Moves the simulated clock on and lets the answers arrive. */
    async advance(ms: number): Promise<void> {
      clock.increment(ms);
      await settle();
    },
    /** Timers the actor system still has scheduled. */
    pendingTimers(): number {
      return Object.keys(actor.system.getSnapshot()._scheduledEvents).length;
    },
  };
}
