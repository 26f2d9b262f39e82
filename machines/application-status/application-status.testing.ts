/**
 * Test harness for the application status machine: a recording simulated clock, scripted
 * answers for both actors, and the app's actions recorded. Used by the specs and the select tests.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { applicationStatusMachine } from './application-status.machine';
import type {
  ApplicationContextAnswer,
  ApplicationStatusInput,
  RedirectOutParams,
  StatusAnswer,
  WarnParams,
} from './application-status.types';

/** A SimulatedClock that also records every delay the actor schedules, in order. */
export class RecordingClock extends SimulatedClock {
  readonly delays: number[] = [];
  override setTimeout(fn: () => void, timeout: number): number {
    this.delays.push(timeout);
    return super.setTimeout(fn, timeout);
  }
}

export const UUID = 'app-1';

export const PRIMARY_APPLICATION: ApplicationContextAnswer = {
  application: {
    isInquiry: false,
    isCrypto: false,
    disburseRoutingNumber: '021000021',
    propertyState: 'CA',
    loanNumber: 'HL-100001',
    rate: 7.49,
    rateType: 'VARIABLE',
    amount: 120000,
    uwCalculatedDrawAmount: 60000,
    term: 10,
  },
  profile: { type: 'PRIMARY' },
};

/** A scripted answer: a status, or an error to reject with. */
export type Scripted<T> = T | Error;

export interface HarnessOptions {
  /** Answers to the status calls, in order; the last one repeats. */
  statuses: Scripted<StatusAnswer>[];
  /** Answers to the application/profile calls, in order; the last one repeats. */
  applications?: Scripted<ApplicationContextAnswer>[];
  input?: Partial<ApplicationStatusInput>;
}

function pick<T>(script: readonly Scripted<T>[], index: number): Scripted<T> {
  const answer = script[Math.min(index, script.length - 1)];
  if (answer === undefined) throw new Error('empty script');
  return answer;
}

/** Lets resolved actor promises reach the actor (a macrotask drains every microtask). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function startHarness(options: HarnessOptions) {
  const clock = new RecordingClock();
  const navigated: string[] = [];
  const redirectedOut: RedirectOutParams[] = [];
  const warnings: WarnParams[] = [];
  const signals: AbortSignal[] = [];
  let logouts = 0;
  let loadingEnded = 0;
  let statusCalls = 0;
  let applicationCalls = 0;
  const applications = options.applications ?? [PRIMARY_APPLICATION];

  const machine = applicationStatusMachine.provide({
    actors: {
      fetchStatus: fromPromise<StatusAnswer, { applicationUuid: string }>(async ({ signal }) => {
        signals.push(signal);
        const answer = pick(options.statuses, statusCalls);
        statusCalls += 1;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      fetchApplicationContext: fromPromise<ApplicationContextAnswer, { applicationUuid: string }>(
        async () => {
          const answer = pick(applications, applicationCalls);
          applicationCalls += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        },
      ),
    },
    actions: {
      navigate: (_, params) => {
        navigated.push(params.to);
      },
      redirectOut: (_, params) => {
        redirectedOut.push(params);
      },
      logoutAndReload: () => {
        logouts += 1;
      },
      warn: (_, params) => {
        warnings.push(params);
      },
      endLoading: () => {
        loadingEnded += 1;
      },
    },
  });

  const actor = createActor(machine, { input: { applicationUuid: UUID, ...options.input }, clock });
  actor.start();

  return {
    actor,
    clock,
    navigated,
    redirectedOut,
    warnings,
    signals,
    get logouts() {
      return logouts;
    },
    /** How many times the chart ended the page's loader overlay. */
    get loadingEnded() {
      return loadingEnded;
    },
    get statusCalls() {
      return statusCalls;
    },
    get applicationCalls() {
      return applicationCalls;
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
