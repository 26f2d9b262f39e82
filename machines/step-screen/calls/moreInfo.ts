/**
 * The moreInfo group's step-screen calls (src/screens/application/moreInfo): what each screen
 * reads (the borrower's profile, the application summary) and the step it posts with its body.
 *
 * - start/profile: the legal name saved when corrected (no step: the status is asked again).
 * - start/contact: `contact-info`. start/hmda: `hmda`. start/app-summary: `submit-application`
 *   (the certification and the sections corrected in place).
 * - credit/social: `confirm-ssn`. credit/error: `unfreeze-credit`.
 */
import type { JourneyStepBody } from '../../../src/api/journeySteps';
import {
  getApplicationSummary,
  type ApplicationSummary,
  type ConfirmSsnBody,
  type ContactInfoBody,
  type MailingAddress,
  type SubmitApplicationBody,
  type UnfreezeCreditBody,
} from '../../../src/api/moreInfo';
import type { NameInput } from '../../../src/api/common';
import { getProfile, saveProfileName, type Profile } from '../../../src/api/profile';
import type { HmdaBody } from '../../../src/domain/hmda';
import type { MaritalStatus } from '../../../src/domain/maritalStatus';
import { toE164 } from '../../../src/domain/phone';
import { loadNothing, type StepCallContext, type StepScreenCalls } from '../step-screen.actors';

/** What most moreInfo screens show: the borrower's profile and the application. */
export interface BorrowerAndApplication {
  profile: Profile;
  application: ApplicationSummary;
}

async function loadBorrowerAndApplication({
  applicationUuid,
  signal,
}: StepCallContext): Promise<BorrowerAndApplication> {
  const [profile, application] = await Promise.all([
    getProfile({ signal }),
    getApplicationSummary(applicationUuid, { signal }),
  ]);
  return { profile, application };
}

// ---------------------------------------------------------------------------------------------
// start/profile

/** The profile screen's answer: the corrected legal name, or null when it is right. */
export interface ProfileValues {
  name: NameInput | null;
}

/** start/profile: a corrected legal name is saved; Continue then asks for the status again. */
export const profileCalls: StepScreenCalls<BorrowerAndApplication, ProfileValues, null> = {
  load: loadBorrowerAndApplication,
  save: async ({ values, signal, idempotencyKey }) => {
    if (values.name) await saveProfileName(values.name, { signal, idempotencyKey });
    return null;
  },
};

// ---------------------------------------------------------------------------------------------
// start/contact

/** The contact form's answers once valid (the form's rules: src/screens/…/moreInfo/contactForm). */
export interface ContactAnswers {
  /** As typed, (555) 123-4567. */
  phone: string;
  email: string;
  /** 'yes': mail goes to the property; 'no': to `mailing`. */
  sameAsProperty: 'yes' | 'no' | '';
  mailing: MailingAddress;
  maritalStatus: MaritalStatus;
}

/** The `contact-info` body: the phone in E.164, trimmed text, the mailing address when separate. */
export function contactInfoBody(values: ContactAnswers): ContactInfoBody {
  const body: ContactInfoBody = {
    phoneNumber: toE164(values.phone) ?? values.phone,
    email: values.email.trim(),
    mailingAddressSameAsProperty: values.sameAsProperty === 'yes',
    maritalStatus: values.maritalStatus,
  };
  if (values.sameAsProperty === 'no') {
    body.mailingAddress = {
      street1: values.mailing.street1.trim(),
      street2: values.mailing.street2.trim(),
      city: values.mailing.city.trim(),
      state: values.mailing.state.trim().toUpperCase(),
      zip: values.mailing.zip.trim(),
    };
  }
  return body;
}

/** start/contact: the form's body (built by `contactInfoBody` when it validates). */
export const contactCalls: StepScreenCalls<
  BorrowerAndApplication,
  ContactInfoBody,
  unknown,
  'contact-info'
> = {
  load: loadBorrowerAndApplication,
  step: 'contact-info',
  body: (values) => ({ ...values }),
};

// ---------------------------------------------------------------------------------------------
// start/hmda and start/app-summary

/** start/hmda: the demographic answers (src/domain/hmda `toHmdaBody`), all optional. */
export const hmdaCalls: StepScreenCalls<ApplicationSummary, HmdaBody, unknown, 'hmda'> = {
  load: ({ applicationUuid, signal }) => getApplicationSummary(applicationUuid, { signal }),
  step: 'hmda',
  body: (values): JourneyStepBody<'hmda'> => ({ ...values }),
};

/** What the summary submits: the sections corrected in place (null when left as they were). */
export interface SummaryCorrections {
  contactInfo: ContactInfoBody | null;
  hmda: HmdaBody | null;
}

/** The `submit-application` body: the certification, with each corrected section. */
export function submitApplicationBody(corrections: SummaryCorrections): SubmitApplicationBody {
  const body: SubmitApplicationBody = { certified: true };
  if (corrections.contactInfo) body.contactInfo = corrections.contactInfo;
  if (corrections.hmda) body.hmda = { ...corrections.hmda };
  return body;
}

/** start/app-summary: certify and submit (the lender then runs the hard credit pull). */
export const appSummaryCalls: StepScreenCalls<
  BorrowerAndApplication,
  SummaryCorrections,
  unknown,
  'submit-application'
> = {
  load: loadBorrowerAndApplication,
  step: 'submit-application',
  body: submitApplicationBody,
};

// ---------------------------------------------------------------------------------------------
// credit/social and credit/error

/** credit/social: the full SSN (digits) and the date of birth (yyyy-MM-dd). */
export const ssnCalls: StepScreenCalls<Profile, ConfirmSsnBody, unknown, 'confirm-ssn'> = {
  load: ({ signal }) => getProfile({ signal }),
  step: 'confirm-ssn',
  body: (values) => ({ ssn: values.ssn, dob: values.dob }),
};

/** credit/error: nothing to read; the borrower says the freeze is lifted. */
export const creditFrozenCalls: StepScreenCalls<
  object,
  UnfreezeCreditBody,
  unknown,
  'unfreeze-credit'
> = {
  load: loadNothing,
  step: 'unfreeze-credit',
  body: (values) => ({ creditUnfrozen: values.creditUnfrozen }),
};
