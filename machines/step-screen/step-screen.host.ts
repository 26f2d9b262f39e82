/**
 * What the app does when a step screen is done: the application layout's screens tell the
 * application status machine (STEP.COMPLETED after a post, STATUS.REFRESH after "Check again");
 * a page outside the layout, or one that moves on within its step, goes where it goes next
 * (bank/confirm after a typed-in account, income/review after an upload).
 */
import type { StepCompletedParams } from './step-screen.machine';

export interface StepScreenHostDeps {
  /** The step is complete; `saved` is what the screen's `save` answered (null without one). */
  stepCompleted: (saved: unknown) => void;
  /**
   * What the screen kept in this tab for the step (its draft), now the lender's: forgotten before
   * the app moves on (the screen's calls `forget`, e.g. the app summary's corrections).
   */
  forget?: (applicationUuid: string) => void;
}

/** The step screen's host action, for `stepScreenMachine.provide({ actions })`. */
export function stepScreenHost(deps: StepScreenHostDeps) {
  return {
    stepCompleted: (_: unknown, params: StepCompletedParams) => {
      deps.forget?.(params.applicationUuid);
      deps.stepCompleted(params.saved);
    },
  };
}
