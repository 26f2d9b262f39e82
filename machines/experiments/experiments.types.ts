/** Types of the experiments chart (machines/experiments). */
import type { Experiment } from '../../src/api/application';

export interface ExperimentsInput {
  /** The page's org (the decision's organization attribute). */
  organization: string;
}

export interface ExperimentsContext {
  organization: string;
  identityUuid: string | null;
  /** The application last looked at (its assignments saved, being saved, or none). */
  applicationUuid: string | null;
  assignments: Experiment[];
}

export type ExperimentsEvent =
  /** The router moved (LocationSync forwards every location); the path may name an application. */
  | { type: 'PAGE.VIEWED'; pathname: string; search: string }
  /** The session knows who is signed in (null: nobody). */
  | { type: 'IDENTITY.CHANGED'; identityId: string | null };

export interface AssignmentsRequest {
  applicationUuid: string;
  organization: string;
  identityUuid?: string;
}

export interface SaveRequest {
  /** Undefined only by mistake: the call refuses it ('App ID is required to save experiment'). */
  applicationUuid: string | undefined;
  experiments: Experiment[];
}
