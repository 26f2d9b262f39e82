/**
 * Experiments (shell §4 "Experiments", §7, §8): the user's experiment assignments are saved on
 * the application once (PATCH {application base}/{uuid}/experiments with name and variation).
 *
 * When a page of an application is shown whose assignments this browser has not saved (the mark
 * in localStorage under `ff-experiments-saved`), the decision is asked with the application's
 * attributes; its assignments (designed: features naming an `experimentName`, src/api/optimize.ts)
 * are saved, the mark set first and cleared if saving fails, so a later page tries again and a
 * success is never repeated, across reloads too. No assignments: nothing is saved. Nothing here
 * is on the borrower's way: no screen waits for it and a failure is only logged.
 *
 * Why a flow of its own, not a region of telemetry: assignments are the lender's record of what
 * the borrower was shown, not analytics, so they do not stop when analytics are declined, and
 * they have their own trigger (an application page) and their own failure rule (the mark).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Experiment } from '../../src/api/application';
import { applicationIdIn } from '../session/session.rules';
import type {
  AssignmentsRequest,
  ExperimentsContext,
  ExperimentsEvent,
  ExperimentsInput,
  SaveRequest,
} from './experiments.types';

function notProvided(name: string): never {
  throw new Error(`experiments: provide the "${name}" actor with machine.provide()`);
}

export const experimentsMachine = setup({
  types: {
    context: {} as ExperimentsContext,
    events: {} as ExperimentsEvent,
    input: {} as ExperimentsInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchAssignments: fromPromise<Experiment[], AssignmentsRequest>(async () =>
      notProvided('fetchAssignments'),
    ),
    saveAssignments: fromPromise<void, SaveRequest>(async () => notProvided('saveAssignments')),
  },
  actions: {
    // Provided by the app (experiments.host.ts); no-ops here so the chart runs in the visualiser.
    /** Set (saved: true) or clear the application's mark in localStorage. */
    mark: (_, _params: { applicationUuid: string; saved: boolean }) => {},
    /** Log a failure (console.warn): never shown. */
    report: (_, _params: { message: string }) => {},

    takeApplication: assign((_, params: { applicationUuid: string }) => ({
      applicationUuid: params.applicationUuid,
      assignments: [],
    })),
    storeIdentity: assign((_, params: { identityUuid: string | null }) => ({
      identityUuid: params.identityUuid,
    })),
    storeAssignments: assign((_, params: { assignments: Experiment[] }) => ({
      assignments: params.assignments,
    })),
  },
  guards: {
    /**
     * A page of an application other than the last one looked at. Whether it was saved before is
     * the `unsaved` guard (the app reads the mark).
     */
    anotherApplication: ({ context }, params: { applicationUuid: string | null }) =>
      params.applicationUuid !== null && params.applicationUuid !== context.applicationUuid,
    /** No mark for this application in storage. Provided by the app; false here. */
    unsaved: (_, _params: { applicationUuid: string | null }) => false,
    hasAssignments: (_, params: { assignments: Experiment[] }) => params.assignments.length > 0,
  },
}).createMachine({
  id: 'experiments',
  description: 'Experiment assignments saved once per application (ff- mark); never blocks.',
  context: ({ input }) => ({
    organization: input.organization,
    identityUuid: null,
    applicationUuid: null,
    assignments: [],
  }),
  on: {
    'IDENTITY.CHANGED': {
      actions: {
        type: 'storeIdentity',
        params: ({ event }) => ({ identityUuid: event.identityId }),
      },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'PAGE.VIEWED': {
          guard: {
            type: 'anotherApplication',
            params: ({ event }) => ({ applicationUuid: applicationIdIn(event.pathname) ?? null }),
          },
          target: 'checking',
          actions: {
            type: 'takeApplication',
            params: ({ event }) => ({ applicationUuid: applicationIdIn(event.pathname) ?? '' }),
          },
        },
      },
    },
    checking: {
      description: 'Saved before from this browser (the ff- mark)? Then nothing to do.',
      always: [
        {
          guard: {
            type: 'unsaved',
            params: ({ context }) => ({ applicationUuid: context.applicationUuid }),
          },
          target: 'deciding',
        },
        { target: 'idle' },
      ],
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        id: 'fetchAssignments',
        src: 'fetchAssignments',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid ?? '',
          organization: context.organization,
          identityUuid: context.identityUuid ?? undefined,
        }),
        onDone: [
          {
            guard: {
              type: 'hasAssignments',
              params: ({ event }) => ({ assignments: event.output }),
            },
            target: 'saving',
            actions: {
              type: 'storeAssignments',
              params: ({ event }) => ({ assignments: event.output }),
            },
          },
          // Why: no experiment runs for this user: nothing to save.
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'report', params: { message: 'The experiment decision failed.' } },
        },
      },
    },
    saving: {
      tags: ['busy'],
      description: 'Marked first, so a second page does not save again meanwhile.',
      entry: {
        type: 'mark',
        params: ({ context }) => ({ applicationUuid: context.applicationUuid ?? '', saved: true }),
      },
      invoke: {
        id: 'saveAssignments',
        src: 'saveAssignments',
        input: ({ context }) => ({
          applicationUuid: context.applicationUuid ?? undefined,
          experiments: context.assignments,
        }),
        onDone: { target: 'idle' },
        // Why: the mark is cleared so that a later page of this application tries again.
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'mark',
              params: ({ context }) => ({
                applicationUuid: context.applicationUuid ?? '',
                saved: false,
              }),
            },
            {
              type: 'report',
              params: ({ event }) => ({
                message: event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
          ],
        },
      },
    },
  },
});

export type ExperimentsMachine = typeof experimentsMachine;
