/**
 * The real actors of the experiments chart: the decision's assignments (external context, the
 * application's attributes) and the save (PATCH …/experiments). Each forwards the abort signal.
 */
import { fromPromise } from 'xstate';
import { saveExperiments, type Experiment } from '../../src/api/application';
import { getExperimentAssignments } from '../../src/api/optimize';
import { createdTimeOf } from '../session/session.actors';
import type { AssignmentsRequest, SaveRequest } from './experiments.types';

export const fetchAssignments = fromPromise<Experiment[], AssignmentsRequest>(
  async ({ input, signal }) =>
    getExperimentAssignments(
      {
        applicationUuid: input.applicationUuid,
        createdTime: await createdTimeOf(input.applicationUuid, signal),
        organization: input.organization,
        identityUuid: input.identityUuid,
      },
      { signal },
    ),
);

/** Refuses without an application id: 'App ID is required to save experiment' (shell §8). */
export const saveAssignments = fromPromise<void, SaveRequest>(({ input, signal }) =>
  saveExperiments(input.applicationUuid, input.experiments, {
    signal,
    // Why: a background save; a 401 is not a reason to send anyone to the login.
    redirectOnUnauthenticated: false,
  }),
);

export const experimentsActors = { fetchAssignments, saveAssignments };
