import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  conditionAnswerMachine,
  type AnswerTask,
  type RunTaskInput,
} from '../../../../machines/conditions/condition-answer.machine';
import { conditionAnswerActors } from '../../../../machines/conditions/conditions.actors';
import {
  sameConditionAnswerView,
  selectConditionAnswerView,
  type ConditionAnswerView,
} from '../../../../machines/conditions/conditions.select';
import { applicationEntryPath, conditionsListPath } from '../../../domain/conditions';

/**
 * Where an answered condition leads: the list (some left), or what to do when none is left. The
 * borrower's default: /{uuid}/conditions, else the application's entry (the status routes on).
 */
export interface ConditionAnswerExits {
  /** The conditions list to go back to. */
  listPath: string;
  /** Nothing of this person's is left open. */
  noneLeft: () => void;
  /** The answer chart's calls (default: the borrower's; a signer counts only their own). */
  actors?: Partial<typeof conditionAnswerActors>;
}

export interface ConditionAnswer extends ConditionAnswerView {
  submit: (tasks: AnswerTask[]) => void;
}

/**
 * Runs the condition answer machine for one condition: `runTask` is the page's own call (an
 * upload, the phone save). When done it goes back to the list, or, with nothing left, to the
 * application's entry, where the application status machine asks for the status and routes on.
 */
export function useConditionAnswer(
  applicationUuid: string,
  conditionUuid: string,
  runTask: (input: RunTaskInput, signal: AbortSignal) => Promise<string | null>,
  exits?: ConditionAnswerExits,
): ConditionAnswer {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      conditionAnswerMachine.provide({
        actors: {
          ...conditionAnswerActors,
          ...exits?.actors,
          runTask: fromPromise<string | null, RunTaskInput>(({ input, signal }) =>
            runTask(input, signal),
          ),
        },
        actions: {
          backToList: () => {
            void navigate(exits ? exits.listPath : conditionsListPath(applicationUuid));
          },
          // The entry re-asks the status and routes on (a refresh would keep the condition page).
          refreshStatus: () => {
            if (exits) exits.noneLeft();
            else void navigate(applicationEntryPath(applicationUuid), { replace: true });
          },
        },
      }),
    // runTask is the page's module-level function and exits the page's own: read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, applicationUuid],
  );
  const actorRef = useActorRef(machine, { input: { applicationUuid, conditionUuid } });
  const view = useSelector(actorRef, selectConditionAnswerView, sameConditionAnswerView);
  return useMemo(
    () => ({ ...view, submit: (tasks) => actorRef.send({ type: 'SUBMIT', tasks }) }),
    [view, actorRef],
  );
}
