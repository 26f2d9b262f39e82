/**
 * The step-screen machine's actors: a screen's calls (`StepScreenCalls`, one named object per
 * screen in `./calls/<group>.ts`) turned into the chart's `load`, `save` and `complete` actors,
 * each forwarding the abort signal and, for the writes, the attempt's Idempotency-Key. The
 * generic completion posts the screen's journey step with its body (`completeStep`); a screen
 * whose completion is another call gives its own `complete`.
 *
 * Where is a step screen's call? `machines/step-screen/calls/<group>.ts`, by screen name
 * (property, offer, moreInfo, bank, income, conditions, documents).
 */
import { fromPromise } from 'xstate';
import { completeStep } from '../../src/api/application';
import type { JourneyStep, JourneyStepBody } from '../../src/api/journeySteps';
import type { CompleteInput, LoadInput, SaveInput } from './step-screen.machine';

/** What every call of a step screen is given: the application and the abort signal. */
export interface StepCallContext {
  applicationUuid: string;
  signal: AbortSignal;
  /**
   * The write's Idempotency-Key (issue 17; save and complete only, never load): the same on every
   * repeat of the attempt. A call forwards it as `CallOptions.idempotencyKey`; one that makes
   * several writes gives each its own (`writeKey`).
   */
  idempotencyKey?: string;
}

/** What a write (save, complete) is given: its key is always there. */
export type StepWriteContext = StepCallContext & { idempotencyKey: string };

/**
 * The key of one of several writes of a call (each upload of a save, the attach after them):
 * derived from the attempt's key and the write's place, so a repeat of the attempt sends each
 * write its same key again.
 */
export function writeKey(idempotencyKey: string, part: string): string {
  return `${idempotencyKey}.${part}`;
}

/**
 * A screen's calls, in the order the machine runs them: load, then save, then complete. `S` is
 * the journey step the screen posts (src/api/journeySteps.ts), so its body is that step's.
 */
export interface StepScreenCalls<
  TData,
  TValues = void,
  TSaved = unknown,
  S extends JourneyStep = JourneyStep,
> {
  /** Reads what the screen shows. */
  load: (context: StepCallContext) => Promise<TData>;
  /** The screen's own call before the step is posted (optional). */
  save?: (context: StepWriteContext & { data: TData; values: TValues }) => Promise<TSaved>;
  /**
   * The lender's step (journey step name) posted after `save`, with `body` as its payload. Leave
   * both `step` and `complete` out for a screen that only asks for the status again
   * (STATUS.REFRESH: a hold page's "Check again").
   */
  step?: S;
  /** The step's request body, from the submitted values, the loaded data and what `save` answered. */
  body?: (values: TValues, data: TData, saved: TSaved) => JourneyStepBody<S>;
  /** Replaces the step post entirely (a screen whose completion is another call). */
  complete?: (
    context: StepWriteContext & { data: TData; values: TValues; saved: TSaved },
  ) => Promise<unknown>;
  /**
   * Forgets what the screen kept in this tab for the step (a draft of unsent edits) once the
   * lender has it: run by the chart's `stepCompleted` (step-screen.host.ts), never by the view.
   */
  forget?: (applicationUuid: string) => void;
}

/** Nothing to read first: the screen is the same for every borrower. */
export const loadNothing = async (): Promise<Record<string, never>> => ({});

/**
 * The actors for `stepScreenMachine.provide({ actors })`. A screen without `save` keeps the
 * chart's default (answers nothing); without `step` or `complete`, `complete` posts nothing.
 */
export function stepScreenActors<TData, TValues, TSaved, S extends JourneyStep>(
  calls: StepScreenCalls<TData, TValues, TSaved, S>,
) {
  const { load, save, step, body, complete } = calls;
  const actors = {
    load: fromPromise<unknown, LoadInput>(({ input, signal }) =>
      load({ applicationUuid: input.applicationUuid, signal }),
    ),
    complete: fromPromise<unknown, CompleteInput>(async ({ input, signal }) => {
      const context = {
        applicationUuid: input.applicationUuid,
        signal,
        idempotencyKey: input.idempotencyKey,
        data: input.data as TData,
        values: input.values as TValues,
        saved: input.saved as TSaved,
      };
      if (complete) return complete(context);
      if (!step) return null;
      // Every step's body parses from {} (journeySteps.ts): a screen without `body` posts that.
      const payload = body
        ? body(context.values, context.data, context.saved)
        : ({} as JourneyStepBody<S>);
      return completeStep(input.applicationUuid, step, payload, {
        signal,
        idempotencyKey: input.idempotencyKey,
      });
    }),
  };
  if (!save) return actors;
  return {
    ...actors,
    save: fromPromise<unknown, SaveInput>(({ input, signal }) =>
      save({
        applicationUuid: input.applicationUuid,
        signal,
        idempotencyKey: input.idempotencyKey,
        data: input.data as TData,
        values: input.values as TValues,
      }),
    ),
  };
}
