/**
 * The registration chart's guards (registration.machine.ts names each in its `setup`): pure
 * questions over the context and the event, answered with the domain's rules.
 */
import {
  isOutsideLicensedStates,
  needsHawaiiModal,
  needsNewYorkRedirect,
  type ActiveApplicationModal,
  type StepId,
} from '../../src/domain/registration';
import { sequenceOf, stepPath, upperState } from './registration.context';
import { startInput } from './registration.inputs';
import { hasStartSources } from './registration.start';
import type {
  RegistrationContext,
  RegistrationEvent,
  StartData,
  SubmitOutput,
} from './registration.types';

interface Args {
  context: RegistrationContext;
  event: RegistrationEvent;
}

/** The occupancy a STEP.ANSWERED of the property step brings (undefined for any other event). */
function answeredOccupancy(event: RegistrationEvent) {
  if (event.type !== 'STEP.ANSWERED' || typeof event.answer !== 'object') return undefined;
  return 'occupancyType' in event.answer ? event.answer.occupancyType : undefined;
}

/** The brand needs a known referring officer and the link has none, or an unknown one. */
/** The link names something to ask the lender about (a prefill source, the officer, a profile). */
export const needsStartSources = ({ context }: Args) => hasStartSources(startInput(context));
export const officerRequiredButMissing = ({ context }: Args, params: { output: StartData }) =>
  context.input.brand.requiresReferringLoanOfficer &&
  (!context.query.referrer || params.output.officer === 'unknown');
/** Back from the login with every answer and submit pressed: carry on submitting. */
export const resumesSubmit = ({ context }: Args) =>
  context.input.restored?.resumeSubmit === true &&
  context.isAuthenticated &&
  sequenceOf(context).every((step) => context.completed.includes(step));
/** The step the URL or the start chose (routing). */
export const isStep = ({ context }: Args, params: { step: StepId }) => context.step === params.step;
/** The URL shows another page than the step on screen: navigate there. */
export const urlOnOtherPage = ({ context }: Args) =>
  context.urlStep !== context.step &&
  (context.urlStep === null ||
    stepPath(context, context.urlStep) !== stepPath(context, context.step));
/** The URL names another step of the page on screen (legacy layout): nothing to navigate. */
export const urlOnSamePage = ({ context }: Args) =>
  context.urlStep !== null &&
  context.urlStep !== context.step &&
  stepPath(context, context.urlStep) === stepPath(context, context.step);
/** Submit stays disabled while the property state is outside the officer's licence. */
export const refusedByLicence = ({ context }: Args, params: { state: string }) =>
  isOutsideLicensedStates(context.officer, params.state);
export const opensNewYorkModal = ({ context }: Args) =>
  needsNewYorkRedirect({
    flagOn: context.input.flags.newYorkModal,
    isNewYorkSite: context.input.brand.isNewYorkSite,
    isMainBrand: context.input.brand.isMainBrand,
    propertyState: upperState(context.values.property.state),
  });
export const opensHawaiiModal = ({ context }: Args) =>
  needsHawaiiModal({
    isMainBrand: context.input.brand.isMainBrand,
    propertyState: upperState(context.values.property.state),
  });
/** A second home or an investment: the home address is asked (stepSequence). */
export const isSecondHome = ({ context, event }: Args) =>
  sequenceOf(context, answeredOccupancy(event)).includes('homeAddress');
/** The signed-in profile has an e-mail and a phone: contact info is left out (stepSequence). */
export const profileHasContact = ({ context }: Args) => !sequenceOf(context).includes('contact');
/** Legacy auth, signed out: the wizard closes with set-password, else login-info. */
export const usesPassword = ({ context }: Args) => sequenceOf(context).includes('password');
/** The session says otherwise than the wizard assumed (signed in, or a stale token). */
export const identityChanged = ({ context, event }: Args) =>
  event.type === 'SESSION.IDENTIFIED' && event.signedIn !== context.isAuthenticated;
export const identityKnown = ({ context }: Args) => context.identityKnown;
// How the submit sequence ended (its output, as the guard's params).
export const submitStarted = (_: Args, output: SubmitOutput) => output.kind === 'started';
export const submitWaitlisted = (_: Args, output: SubmitOutput) => output.kind === 'waitlisted';
export const submitLoggingIn = (_: Args, output: SubmitOutput) => output.kind === 'loggingIn';
export const submitAccountExists = (_: Args, output: SubmitOutput) =>
  output.kind === 'accountExists';
export const submitBlocked = (_: Args, output: SubmitOutput) => output.kind === 'blocked';
export const submitRefused = (_: Args, output: SubmitOutput) => output.kind === 'refused';
export const isHostedMode = ({ context }: Args) => context.input.authMode === 'hosted';
export const blockedBy = ({ context }: Args, params: { modal: ActiveApplicationModal }) =>
  context.blockedModal === params.modal;

/** Every guard, for the chart's `setup({ guards })`. */
export const registrationGuards = {
  needsStartSources,
  officerRequiredButMissing,
  resumesSubmit,
  isStep,
  urlOnOtherPage,
  urlOnSamePage,
  refusedByLicence,
  opensNewYorkModal,
  opensHawaiiModal,
  isSecondHome,
  profileHasContact,
  usesPassword,
  identityChanged,
  identityKnown,
  submitStarted,
  submitWaitlisted,
  submitLoggingIn,
  submitAccountExists,
  submitBlocked,
  submitRefused,
  isHostedMode,
  blockedBy,
};
