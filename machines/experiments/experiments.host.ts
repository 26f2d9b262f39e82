/**
 * What the app does for the experiments chart: read, set and clear the per-application mark in
 * localStorage (`ff-experiments-saved`, src/domain/appStorage.ts) and log failures.
 */
import { EXPERIMENTS_SAVED_KEY, markedApplications, withMark } from '../../src/domain/savedOnce';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ExperimentsHostDeps {
  localStorage: KeyValueStorage;
  warn: (...args: unknown[]) => void;
}

/** The chart's host actions and guards, for `experimentsMachine.provide(...)`. */
export function experimentsHost(deps: ExperimentsHostDeps) {
  return {
    actions: {
      mark: (_: unknown, params: { applicationUuid: string; saved: boolean }) => {
        try {
          deps.localStorage.setItem(
            EXPERIMENTS_SAVED_KEY,
            withMark(
              deps.localStorage.getItem(EXPERIMENTS_SAVED_KEY),
              params.applicationUuid,
              params.saved,
            ),
          );
        } catch {
          // Storage blocked: the assignments may be saved again later (the lender merges them).
        }
      },
      report: (_: unknown, params: { message: string }) =>
        deps.warn('Experiments:', params.message),
    },
    guards: {
      unsaved: (_: unknown, params: { applicationUuid: string | null }) =>
        params.applicationUuid !== null &&
        !markedApplications(deps.localStorage.getItem(EXPERIMENTS_SAVED_KEY)).includes(
          params.applicationUuid,
        ),
    },
  };
}
