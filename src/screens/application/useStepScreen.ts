import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../app/inspect';
import { useEffect, useMemo, useRef } from 'react';
import {
  stepScreenActors,
  type StepCallContext,
  type StepScreenCalls,
} from '../../../machines/step-screen/step-screen.actors';
import { stepScreenHost } from '../../../machines/step-screen/step-screen.host';
import { stepScreenMachine } from '../../../machines/step-screen/step-screen.machine';
import type { JourneyStep } from '../../api/journeySteps';
import type { ActorRefFrom } from 'xstate';
import type { ProcessingMachine } from '../../../machines/processing/processing.machine';
import {
  sameStepScreenView,
  selectProcessingActor,
  selectStepScreenView,
  type StepScreenSnapshot,
  type StepScreenView,
} from '../../../machines/step-screen/step-screen.select';
import { useApplicationStatus } from './applicationStatusContext';

export type { StepCallContext, StepScreenCalls };

export interface StepScreen<TData, TValues> extends StepScreenView {
  /** What `load` answered; null until it did. */
  data: TData | null;
  /** What the user submitted last (null before the first submit). */
  values: TValues | null;
  submit: (values: TValues) => void;
  retry: () => void;
  reload: () => void;
  /** Stop waiting for the network (a submit made offline): back to the form, values kept. */
  cancel: () => void;
  /** The processing modal's actor while the step waits on the lender (StepScreenFrame shows it). */
  processing?: ActorRefFrom<ProcessingMachine>;
}

const selectData = (snapshot: StepScreenSnapshot) => snapshot.context.data;
const selectValues = (snapshot: StepScreenSnapshot) => snapshot.context.values;

/**
 * The step-screen machine (machines/step-screen) with a screen's calls (its named calls object
 * from machines/step-screen/calls/<group>.ts): the machine owns the order, the retries and the
 * errors; `onDone` runs when the step is complete, with what `save` answered. The calls are read
 * once, when the screen mounts; `onDone` is always the latest.
 * Screens inside the application layout use useStepScreen; a page outside it (the bank's OAuth
 * return) or one that moves on within its step uses this directly.
 */
export function useStepMachine<
  TData,
  TValues = void,
  TSaved = unknown,
  S extends JourneyStep = JourneyStep,
>(
  applicationUuid: string,
  calls: StepScreenCalls<TData, TValues, TSaved, S>,
  onDone: (saved: TSaved) => void,
): StepScreen<TData, TValues> {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  const machine = useMemo(
    () =>
      stepScreenMachine.provide({
        actors: stepScreenActors(calls),
        actions: stepScreenHost({
          stepCompleted: (saved) => onDoneRef.current(saved as TSaved),
          forget: calls.forget,
        }),
      }),
    // The calls are the screen's module-level object: read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actorRef = useFlowActor(machine, { input: { applicationUuid } });
  const view = useSelector(actorRef, selectStepScreenView, sameStepScreenView);
  const data = useSelector(actorRef, selectData) as TData | null;
  const values = useSelector(actorRef, selectValues) as TValues | null;
  const processing = useSelector(actorRef, selectProcessingActor);
  return useMemo(
    () => ({
      ...view,
      data,
      values,
      processing,
      submit: (next: TValues) => actorRef.send({ type: 'SUBMIT', values: next }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      reload: () => actorRef.send({ type: 'RELOAD' }),
      cancel: () => actorRef.send({ type: 'CANCEL' }),
    }),
    [view, data, values, processing, actorRef],
  );
}

/**
 * One step screen of the application layout on the step-screen machine: when the step is
 * complete it tells the application status machine, which routes to the next screen.
 */
export function useStepScreen<
  TData,
  TValues = void,
  TSaved = unknown,
  S extends JourneyStep = JourneyStep,
>(
  applicationUuid: string,
  calls: StepScreenCalls<TData, TValues, TSaved, S>,
): StepScreen<TData, TValues> {
  const status = useApplicationStatus();
  const { save, step, complete } = calls;
  // A screen that posted something asks for the status it led to (with the retries for a lender
  // that has not recorded it yet); one that posted nothing ("Check again") only refreshes it.
  const posted = Boolean(step || complete || save);
  return useStepMachine(applicationUuid, calls, () =>
    status.send({ type: posted ? 'STEP.COMPLETED' : 'STATUS.REFRESH' }),
  );
}
