import { assign, fromPromise, setup } from 'xstate';
import { newIdempotencyKey } from '../../src/api/idempotency';

/**
 * Answering one condition (the upload page, the phone number page): run the page's tasks one by
 * one (each document upload; saving the phone number), tell the lender the condition is
 * answered, then see whether any condition is left.
 *
 * - Each task's result is kept by its key: a RETRY or a new SUBMIT after a failure never repeats
 *   a task that succeeded (an uploaded file is not uploaded twice).
 * - `answerCondition` gets the results (the uploaded documents' uuids).
 * - Idempotency keys (issue 17): each task key gets one the first time a SUBMIT names it, and the
 *   answer one per set of tasks; a RETRY or a new SUBMIT of the same tasks sends the same keys (a
 *   lost answer uploads one document), other files get new ones.
 * - Then `countOpen`: none left → `refreshStatus` (the application status machine asks for the
 *   status again and routes on); some left → `backToList`. A failed count is not the borrower's
 *   problem: back to the list, which reads the conditions itself.
 */

/** One unit of work: an upload (key names the file) or the phone number. */
export interface AnswerTask {
  key: string;
  /** What the task actor needs (a File and its document type, a phone number, …). */
  payload: unknown;
}

export interface ConditionAnswerInput {
  applicationUuid: string;
  conditionUuid: string;
}

export interface ConditionAnswerContext {
  applicationUuid: string;
  conditionUuid: string;
  /** The tasks of the last SUBMIT, in order. */
  tasks: AnswerTask[];
  /** Results of the tasks that succeeded, by key (a document uuid, or null). */
  results: Record<string, string | null>;
  /** Each task's idempotency key, by task key: made at the first SUBMIT naming it, then kept. */
  taskKeys: Record<string, string>;
  /** The answer's idempotency key: the same while the tasks are the same. */
  answerKey: string | null;
  error: unknown;
  /** Which call failed last (for the message). */
  failedAt: 'task' | 'answer' | null;
}

export type ConditionAnswerEvent =
  | { type: 'SUBMIT'; tasks: AnswerTask[] }
  /** Run the failed call again (and whatever is left after it). */
  | { type: 'RETRY' };

export interface RunTaskInput {
  applicationUuid: string;
  conditionUuid: string;
  task: AnswerTask;
  /** The same for every retry of this task (the `Idempotency-Key` header). */
  idempotencyKey: string;
}

export interface AnswerConditionInput {
  applicationUuid: string;
  conditionUuid: string;
  documentUuids: string[];
  /** The same for every retry of this answer (the `Idempotency-Key` header). */
  idempotencyKey: string;
}

export interface CountOpenInput {
  applicationUuid: string;
}

type Progress = Pick<ConditionAnswerContext, 'tasks' | 'results'>;

function pendingTask(progress: Progress): AnswerTask | undefined {
  return progress.tasks.find((task) => !(task.key in progress.results));
}

const taskKeysOf = (tasks: readonly AnswerTask[]) => tasks.map((task) => task.key).join('\n');

function documentUuids(context: ConditionAnswerContext): string[] {
  return context.tasks
    .map((task) => context.results[task.key])
    .filter((result): result is string => typeof result === 'string');
}

export const conditionAnswerMachine = setup({
  types: {
    context: {} as ConditionAnswerContext,
    events: {} as ConditionAnswerEvent,
    input: {} as ConditionAnswerInput,
  },
  actors: {
    runTask: fromPromise<string | null, RunTaskInput>(async () => null),
    answerCondition: fromPromise<unknown, AnswerConditionInput>(async () => null),
    countOpen: fromPromise<number, CountOpenInput>(async () => 0),
  },
  actions: {
    /** The view's: go back to the conditions list. */
    backToList: () => {},
    /** The view's: go to the application entry, which re-asks the status and routes on. */
    refreshStatus: () => {},
    /** The SUBMIT's tasks, a key for each new task, and the answer's key (new for new tasks). */
    takeTasks: assign(({ context }, params: { tasks: AnswerTask[] }) => {
      const taskKeys = { ...context.taskKeys };
      for (const task of params.tasks) taskKeys[task.key] ??= newIdempotencyKey();
      const sameTasks =
        context.answerKey !== null && taskKeysOf(context.tasks) === taskKeysOf(params.tasks);
      return {
        tasks: params.tasks,
        taskKeys,
        answerKey: sameTasks ? context.answerKey : newIdempotencyKey(),
        error: null,
        failedAt: null,
      };
    }),
    recordResult: assign(({ context }, params: { key: string; result: string | null }) => ({
      results: { ...context.results, [params.key]: params.result },
    })),
    storeError: assign((_, params: { error: unknown; failedAt: 'task' | 'answer' }) => ({
      error: params.error,
      failedAt: params.failedAt,
    })),
    clearError: assign({ error: null, failedAt: null }),
  },
  guards: {
    // Given the progress the transition leads to (guards run before the transition's actions).
    hasPendingTask: (_, params: Progress) => pendingTask(params) !== undefined,
    noneOpen: (_, params: { open: number }) => params.open === 0,
  },
}).createMachine({
  id: 'conditionAnswer',
  description:
    'Answers one condition: runs its uploads (or the phone save) once each, posts the answer, then returns to the list or re-asks the status when none is left.',
  context: ({ input }) => ({
    applicationUuid: input.applicationUuid,
    conditionUuid: input.conditionUuid,
    tasks: [],
    results: {},
    taskKeys: {},
    answerKey: null,
    error: null,
    failedAt: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form; the view validates before SUBMIT.',
      on: {
        SUBMIT: [
          {
            guard: {
              type: 'hasPendingTask',
              params: ({ context, event }) => ({ tasks: event.tasks, results: context.results }),
            },
            target: 'runningTask',
            actions: { type: 'takeTasks', params: ({ event }) => ({ tasks: event.tasks }) },
          },
          {
            target: 'answering',
            actions: { type: 'takeTasks', params: ({ event }) => ({ tasks: event.tasks }) },
          },
        ],
      },
    },
    runningTask: {
      tags: ['busy'],
      invoke: {
        id: 'runTask',
        src: 'runTask',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          conditionUuid: context.conditionUuid,
          task: pendingTask(context)!,
          // Why: every task was given its key by the SUBMIT that took it.
          idempotencyKey: context.taskKeys[pendingTask(context)!.key] ?? '',
        }),
        // The next task not done yet, else the answer.
        onDone: [
          {
            guard: {
              type: 'hasPendingTask',
              params: ({ context, event }) => ({
                tasks: context.tasks,
                results: { ...context.results, [pendingTask(context)!.key]: event.output },
              }),
            },
            target: 'runningTask',
            reenter: true,
            actions: {
              type: 'recordResult',
              params: ({ context, event }) => ({
                key: pendingTask(context)!.key,
                result: event.output,
              }),
            },
          },
          {
            target: 'answering',
            actions: {
              type: 'recordResult',
              params: ({ context, event }) => ({
                key: pendingTask(context)!.key,
                result: event.output,
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: event.error, failedAt: 'task' as const }),
          },
        },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'answerCondition',
        src: 'answerCondition',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid,
          conditionUuid: context.conditionUuid,
          documentUuids: documentUuids(context),
          idempotencyKey: context.answerKey ?? '',
        }),
        onDone: 'checking',
        onError: {
          target: 'failed',
          actions: {
            type: 'storeError',
            params: ({ event }) => ({ error: event.error, failedAt: 'answer' as const }),
          },
        },
      },
    },
    checking: {
      description: 'Is any condition left? (decides where the borrower goes next)',
      tags: ['busy'],
      invoke: {
        id: 'countOpen',
        src: 'countOpen',
        input: ({ context }) => ({ applicationUuid: context.applicationUuid }),
        onDone: [
          {
            guard: { type: 'noneOpen', params: ({ event }) => ({ open: event.output }) },
            target: 'allAnswered',
          },
          { target: 'answered' },
        ],
        // Why: the answer is in; the list page reads the conditions again by itself.
        onError: 'answered',
      },
    },
    failed: {
      description: 'A call failed: the form stays with what the user chose; RETRY resumes.',
      on: {
        RETRY: [
          {
            guard: {
              type: 'hasPendingTask',
              params: ({ context }) => ({ tasks: context.tasks, results: context.results }),
            },
            target: 'runningTask',
            actions: 'clearError',
          },
          { target: 'answering', actions: 'clearError' },
        ],
        // The user changed the files after a failure: succeeded uploads are kept by key.
        SUBMIT: [
          {
            guard: {
              type: 'hasPendingTask',
              params: ({ context, event }) => ({ tasks: event.tasks, results: context.results }),
            },
            target: 'runningTask',
            actions: { type: 'takeTasks', params: ({ event }) => ({ tasks: event.tasks }) },
          },
          {
            target: 'answering',
            actions: { type: 'takeTasks', params: ({ event }) => ({ tasks: event.tasks }) },
          },
        ],
      },
    },
    answered: {
      type: 'final',
      description: 'Conditions are left: back to the list.',
      entry: 'backToList',
    },
    allAnswered: {
      type: 'final',
      description: 'No condition is left: the application status decides the next screen.',
      entry: 'refreshStatus',
    },
  },
});

export type ConditionAnswerMachine = typeof conditionAnswerMachine;
