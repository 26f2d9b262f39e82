import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  stepScreenMachine,
  type CompleteInput,
  type LoadInput,
  type SaveInput,
} from '../../../machines/step-screen/step-screen.machine';
import {
  sameStepScreenView,
  selectStepScreenView,
  type StepScreenSnapshot,
  type StepScreenView,
} from '../../../machines/step-screen/step-screen.select';
import { completeStep } from '../../api/application';
import { useApplicationStatus } from './applicationStatusContext';

export interface StepCallContext {
  applicationUuid: string;
  signal: AbortSignal;
}

export interface StepScreenOptions<TData, TValues, TSaved> {
  /** Reads what the screen shows. */
  load: (context: StepCallContext) => Promise<TData>;
  /** The screen's own call before the step is posted (optional). */
  save?: (context: StepCallContext & { data: TData; values: TValues }) => Promise<TSaved>;
  /**
   * The lender's step (journey step name) posted after `save`, with `body` as its payload. Leave
   * both `step` and `complete` out for a screen that only asks for the status again
   * (STATUS.REFRESH: a hold page's "Check again").
   */
  step?: string;
  body?: (values: TValues, data: TData, saved: TSaved) => Record<string, unknown>;
  /** Replaces the step post entirely (a screen whose completion is another call). */
  complete?: (
    context: StepCallContext & { data: TData; values: TValues; saved: TSaved },
  ) => Promise<unknown>;
}

export interface StepScreen<TData, TValues> extends StepScreenView {
  /** What `load` answered; null until it did. */
  data: TData | null;
  /** What the user submitted last (null before the first submit). */
  values: TValues | null;
  submit: (values: TValues) => void;
  retry: () => void;
  reload: () => void;
}

const selectData = (snapshot: StepScreenSnapshot) => snapshot.context.data;
const selectValues = (snapshot: StepScreenSnapshot) => snapshot.context.values;

/**
 * The step-screen machine (machines/step-screen) with a screen's calls: the machine owns the
 * order, the retries and the errors; `onDone` runs when the step is complete, with what `save`
 * answered. The options are read once, when the screen mounts; `onDone` is always the latest.
 * Screens inside the application layout use useStepScreen; a page outside it (the bank's OAuth
 * return) or one that moves on within its step uses this directly.
 */
export function useStepMachine<TData, TValues = void, TSaved = unknown>(
  applicationUuid: string,
  options: StepScreenOptions<TData, TValues, TSaved>,
  onDone: (saved: TSaved) => void,
): StepScreen<TData, TValues> {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  const machine = useMemo(() => {
    const { load, save, step, body, complete } = options;
    return stepScreenMachine.provide({
      actors: {
        load: fromPromise<unknown, LoadInput>(({ input, signal }) =>
          load({ applicationUuid: input.applicationUuid, signal }),
        ),
        ...(save
          ? {
              save: fromPromise<unknown, SaveInput>(({ input, signal }) =>
                save({
                  applicationUuid: input.applicationUuid,
                  signal,
                  data: input.data as TData,
                  values: input.values as TValues,
                }),
              ),
            }
          : {}),
        complete: fromPromise<unknown, CompleteInput>(async ({ input, signal }) => {
          const context = {
            applicationUuid: input.applicationUuid,
            signal,
            data: input.data as TData,
            values: input.values as TValues,
            saved: input.saved as TSaved,
          };
          if (complete) return complete(context);
          if (!step) return null;
          return completeStep(
            input.applicationUuid,
            step,
            body ? body(context.values, context.data, context.saved) : {},
            { signal },
          );
        }),
      },
      actions: {
        stepCompleted: ({ context }) => onDoneRef.current(context.saved as TSaved),
      },
    });
    // The options are the screen's module-level functions: read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const actorRef = useActorRef(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectStepScreenView, sameStepScreenView);
  const data = useSelector(actorRef, selectData) as TData | null;
  const values = useSelector(actorRef, selectValues) as TValues | null;
  return useMemo(
    () => ({
      ...view,
      data,
      values,
      submit: (next: TValues) => actorRef.send({ type: 'SUBMIT', values: next }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      reload: () => actorRef.send({ type: 'RELOAD' }),
    }),
    [view, data, values, actorRef],
  );
}

/**
 * One step screen of the application layout on the step-screen machine: when the step is
 * complete it tells the application status machine, which routes to the next screen.
 */
export function useStepScreen<TData, TValues = void, TSaved = unknown>(
  applicationUuid: string,
  options: StepScreenOptions<TData, TValues, TSaved>,
): StepScreen<TData, TValues> {
  const status = useApplicationStatus();
  const { save, step, complete } = options;
  // A screen that posted something asks for the status it led to (with the retries for a lender
  // that has not recorded it yet); one that posted nothing ("Check again") only refreshes it.
  const posted = Boolean(step || complete || save);
  return useStepMachine(applicationUuid, options, () =>
    status.send({ type: posted ? 'STEP.COMPLETED' : 'STATUS.REFRESH' }),
  );
}
