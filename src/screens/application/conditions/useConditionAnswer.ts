import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../../app/inspect';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  conditionAnswerActors,
  type AnswerActors,
  type ConditionTask,
} from '../../../../machines/conditions/condition-answer.actors';
import { conditionAnswerHost } from '../../../../machines/conditions/condition-answer.host';
import {
  conditionAnswerMachine,
  type AnswerTask,
} from '../../../../machines/conditions/condition-answer.machine';
import {
  sameConditionAnswerView,
  selectConditionAnswerView,
  type ConditionAnswerView,
} from '../../../../machines/conditions/condition-answer.select';
import { useToast } from '../../../app/shell/ShellServices';
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
  actors?: Partial<AnswerActors>;
}

export interface ConditionAnswer extends ConditionAnswerView {
  submit: (tasks: AnswerTask[]) => void;
}

/**
 * Runs the condition answer machine for one condition: `task` is the page's own call, from
 * machines/conditions/condition-answer.actors.ts (an upload, the phone save, the location). When
 * done it goes back to the list, or, with nothing left, to the application's entry, where the
 * application status machine asks for the status and routes on.
 */
export function useConditionAnswer(
  applicationUuid: string,
  conditionUuid: string,
  task: ConditionTask,
  exits?: ConditionAnswerExits,
  /** The toast that confirms a done answer ('Your phone number was saved.'); none by default. */
  confirmation?: string,
): ConditionAnswer {
  const navigate = useNavigate();
  const toast = useToast();
  const machine = useMemo(
    () =>
      conditionAnswerMachine.provide({
        actors: conditionAnswerActors(task, exits?.actors),
        actions: conditionAnswerHost({
          navigate: (path, options) => void navigate(path, options),
          listPath: exits ? exits.listPath : conditionsListPath(applicationUuid),
          entryPath: applicationEntryPath(applicationUuid),
          noneLeft: exits?.noneLeft,
          confirm: confirmation ? () => toast(confirmation, 'success') : undefined,
        }),
      }),
    // task is a module-level function and exits the page's own: read once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, applicationUuid, toast],
  );
  const actorRef = useFlowActor(machine, { input: { applicationUuid, conditionUuid } });
  const view = useSelector(actorRef, selectConditionAnswerView, sameConditionAnswerView);
  return useMemo(
    () => ({ ...view, submit: (tasks) => actorRef.send({ type: 'SUBMIT', tasks }) }),
    [view, actorRef],
  );
}
