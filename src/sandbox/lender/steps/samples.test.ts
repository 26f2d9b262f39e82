import { applySignerState, JOURNEY_STEPS, Lender, SEED, STEP_TABLE } from '..';
import { sampleStepBody } from './samples';

const UUID = SEED.borrower.applicationUuid;

/** A status at which `step` completes (the first row of the journey table that lists it). */
function statusFor(step: string): string {
  const found = Object.entries(STEP_TABLE).find(([, transitions]) =>
    transitions.some((transition) => transition.step === step),
  );
  if (!found) throw new Error(`no status completes ${step}`);
  return found[0];
}

describe('sampleStepBody', () => {
  it.each(JOURNEY_STEPS)('%s: the sample is accepted where the step completes', (step) => {
    const lender = new Lender();
    lender.updateApplication(UUID, { status: { checklistStatus: statusFor(step) } });
    // The seed's additional signer has signed (co-deed needs every signer first).
    lender.changeApplication(UUID, (application) =>
      application.helocSigners.forEach((signer) =>
        applySignerState(application, signer, 'signed', {
          nowIso: () => lender.nowIso(),
          newId: () => lender.newId(),
        }),
      ),
    );
    const application = lender.application(UUID)!;
    expect(() => lender.completeStep(UUID, step, sampleStepBody(step, application))).not.toThrow();
  });
});
