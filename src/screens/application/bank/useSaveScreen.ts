import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  stepScreenMachine,
  type LoadInput,
  type SaveInput,
} from '../../../../machines/step-screen/step-screen.machine';
import {
  sameStepScreenView,
  selectStepScreenView,
  type StepScreenSnapshot,
} from '../../../../machines/step-screen/step-screen.select';
import type { StepCallContext, StepScreen } from '../useStepScreen';

const selectData = (snapshot: StepScreenSnapshot) => snapshot.context.data;
const selectValues = (snapshot: StepScreenSnapshot) => snapshot.context.values;

/**
 * A screen that saves and then moves on inside its step (bank/manual-disburse → bank/confirm) on
 * the step-screen machine: load, save once (a failed save keeps the form), then `onSaved` with
 * what the save answered. Unlike useStepScreen it posts no step and does not tell the status
 * machine: the step is completed later, on the screen it moves to.
 */
export function useSaveScreen<TData, TValues, TSaved>(
  applicationUuid: string,
  options: {
    load: (context: StepCallContext) => Promise<TData>;
    save: (context: StepCallContext & { values: TValues }) => Promise<TSaved>;
  },
  onSaved: (saved: TSaved) => void,
): StepScreen<TData, TValues> {
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  const machine = useMemo(() => {
    const { load, save } = options;
    return stepScreenMachine.provide({
      actors: {
        load: fromPromise<unknown, LoadInput>(({ input, signal }) =>
          load({ applicationUuid: input.applicationUuid, signal }),
        ),
        save: fromPromise<unknown, SaveInput>(({ input, signal }) =>
          save({
            applicationUuid: input.applicationUuid,
            signal,
            values: input.values as TValues,
          }),
        ),
      },
      actions: {
        stepCompleted: ({ context }) => onSavedRef.current(context.saved as TSaved),
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
