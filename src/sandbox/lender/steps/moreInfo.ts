import type { JourneyStepInput } from '../../../api/journeySteps';
import type { HelocApplication } from '../types';
import type { MoreInfoScreenState } from '../screenState/moreInfo';
import type { StepRules } from './rule';

/** The application's moreInfo record, made when first needed. */
function moreInfoOf(application: HelocApplication): MoreInfoScreenState {
  application.screens.moreInfo ??= {};
  return application.screens.moreInfo;
}

/** What the lender keeps of contact-info: no mailing address when mail goes to the property. */
export function keepContactInfo(input: JourneyStepInput<'contact-info'>) {
  return input.mailingAddressSameAsProperty ? { ...input, mailingAddress: undefined } : input;
}

/** Step rules of the moreInfo screens (see rule.ts; bodies: src/api/journeySteps.ts). */
export const moreInfoStepRules: StepRules = {
  'contact-info': {
    apply(application, _input, context) {
      moreInfoOf(application).contactConfirmedAt = context.nowIso();
    },
    keep: keepContactInfo,
  },
  hmda: {
    apply(application, _input, context) {
      moreInfoOf(application).hmdaAnsweredAt = context.nowIso();
    },
  },
  'submit-application': {
    apply(application, input, context) {
      const record = moreInfoOf(application);
      const corrected: string[] = [];
      // Corrections made on the summary replace what the earlier steps recorded.
      if (input.contactInfo) {
        application.answers['contact-info'] = structuredClone(keepContactInfo(input.contactInfo));
        corrected.push('contact-info');
      }
      if (input.hmda) {
        application.answers.hmda = structuredClone(input.hmda);
        corrected.push('hmda');
      }
      record.submittedAt = context.nowIso();
      record.correctedOnSummary = corrected;
    },
  },
  'confirm-ssn': {
    apply(application, input, context) {
      const record = moreInfoOf(application);
      record.ssnLast4 = input.ssn.slice(-4);
      record.ssnConfirmedAt = context.nowIso();
    },
    // Only the last four digits are kept.
    keep: ({ ssn, dob }) => ({ ssnLast4: ssn.slice(-4), dob }),
  },
  'unfreeze-credit': {
    apply(application, _input, context) {
      const record = moreInfoOf(application);
      record.unfreezeRequestedAt = [...(record.unfreezeRequestedAt ?? []), context.nowIso()];
    },
  },
};
