/**
 * Pure helpers over the registration context: the steps that apply, the rules, the URLs, the
 * start's answer applied. The chart (registration.machine.ts) and its select read them; the rules
 * themselves are the domain's (src/domain/registration: stepSequence, allowedStep, validateStep).
 */
import { isApiError, userMessageOf } from '../../src/api/errors';
import {
  allowedStep,
  applyPrefill,
  emptyRegisterValues,
  parseRegistrationQuery,
  pathForStep,
  stepForQueryValue,
  stepSequence,
  toFormState,
  validateStep,
  withoutParam,
  type OccupancyChoice,
  type RegistrationRules,
  type StepAnswers,
  type StepId,
} from '../../src/domain/registration';
import {
  draftValues,
  toDraft,
  type DraftWrites,
  type RegistrationDraft,
} from '../../src/domain/registration/draft';
import { stepSearch } from '../../src/domain/queryParams';
import {
  SUBMIT_CALLS,
  SUBMIT_WRITES,
  type SubmitWrite,
  type SubmitWrites,
  type BlockedOutput,
  type FailedCall,
  type OfficerContact,
  type RegistrationContext,
  type RegistrationInput,
  type StartData,
  type SubmitCall,
} from './registration.types';

export const today = (context: RegistrationContext) => context.input.now?.() ?? new Date();

/** The occupancy the steps follow: the accepted answer, else what is typed. */
export const occupancyOf = (context: RegistrationContext): OccupancyChoice =>
  context.answers.property?.occupancyType ?? context.values.property.occupancyType;

/** The steps that apply, in order (with `occupancy` instead of the context's when given). */
export function sequenceOf(context: RegistrationContext, occupancy?: OccupancyChoice): StepId[] {
  return stepSequence({
    occupancyType: occupancy ?? occupancyOf(context),
    profileHasContact: context.profileHasContact,
    authMode: context.input.authMode,
    isAuthenticated: context.isAuthenticated,
  });
}

export function rulesOf(context: RegistrationContext): RegistrationRules {
  return {
    nyBlocked: context.input.flags.newYorkBlocked,
    ageRestricted: context.input.brand.ageRestricted,
    propertyState: context.answers.property?.state ?? context.values.property.state,
    isProduction: context.input.isProduction ?? false,
    today: today(context),
  };
}

/** A typed property state, upper-cased ('' when none). */
export const upperState = (state: unknown): string =>
  typeof state === 'string' ? state.trim().toUpperCase() : '';

/** The path of a step in the layout, with the query string carried forward. */
export function stepPath(context: RegistrationContext, step: StepId): string {
  return `/${pathForStep(context.input.layout ?? 'wizard', step)}${context.search}`;
}

/** Where the hosted or one-time-code login comes back to: the closing step, with the nonce. */
export function returnPath(context: RegistrationContext): string {
  const params = new URLSearchParams(context.search);
  params.set('externalStateNonce', context.input.nonce);
  const closing = pathForStep(context.input.layout ?? 'wizard', 'loginInfo');
  return `${context.input.urls.appBase}/${closing}?${params.toString()}`;
}

export function failureOf(call: FailedCall['call'], error: unknown): FailedCall {
  return {
    call,
    message: userMessageOf(error),
    status: isApiError(error) ? error.status : 0,
  };
}

/** The contact answers (checked when they pass, else as typed: a profile's own contact). */
export const contactOf = (context: RegistrationContext) => {
  const check = validateStep('contact', context.values.contact);
  return check.ok
    ? check.answer
    : { email: context.values.contact.email, phoneNumber: context.values.contact.phoneNumber };
};

export const nameOf = (context: RegistrationContext) =>
  context.answers.name ?? {
    firstName: context.values.name.firstName,
    middleName: context.values.name.middleName,
    lastName: context.values.name.lastName,
    suffix: context.values.name.suffix,
  };

const isSubmitCall = (name: string): name is SubmitCall =>
  (SUBMIT_CALLS as readonly string[]).includes(name);

/**
 * The draft this tab kept (a reload, a restored tab), unless the pre-auth state came back: that
 * one is bound to the login round trip and holds the same answers.
 */
const keptDraft = (input: RegistrationInput): RegistrationDraft | null =>
  input.restored ? null : (input.draft ?? null);

export function initialContext(input: RegistrationInput): RegistrationContext {
  const query = parseRegistrationQuery(input.search);
  const restored = input.restored ?? null;
  const draft = keptDraft(input);
  const values = emptyRegisterValues();
  const asked = input.initialStep ?? 'property';
  const context: RegistrationContext = {
    input,
    values: restored ? { ...values, ...restored.values } : draft ? draftValues(draft) : values,
    answers: {},
    completed: restored ? [...restored.completed] : draft ? [...draft.completed] : [],
    errors: {},
    // Why: a URL at the start (a reload there, or the start page opened again in this tab) goes
    // back to the step the user was on; a URL that names a step is honoured (if allowed).
    step: draft && asked === 'property' ? draft.step : asked,
    urlStep: input.initialStep ?? null,
    redirecting: false,
    // Why: only the allow-listed parameters travel on (issue 14); `query` keeps what the link
    // brought (the prefill included) for the start to read once.
    search: stepSearch(input.search),
    query,
    prefillFlags: {
      isEmailPrefilledByProfile: false,
      isNamePrefilledByProfile: false,
      isDobPrefilledByProfile: false,
    },
    profileHasContact: false,
    isAuthenticated: input.isAuthenticated,
    identityKnown: input.identityKnown ?? true,
    officer: null,
    affiliate: null,
    // A submit cut short by the reload resumes from its failed call (never a second HELOC).
    done: draft ? draft.done.filter(isSubmitCall) : [],
    helocUuid: draft?.helocUuid ?? null,
    // The keys too: a write whose answer the reload cut off is sent again with its key.
    submitWrites: submitWritesOf(draft?.writes ?? null),
    startedSession: null,
    failure: null,
    blockedModal: null,
    blockedOfficer: null,
  };
  if (!draft) return context;
  // The kept answers pass the rules again, and the step must be one they allow (the start checks
  // again with the profile; this holds if the start fails).
  const checked = { ...context, ...revalidated(context) };
  return { ...checked, step: allowedStep(sequenceOf(checked), checked.completed, checked.step) };
}

/** The draft's keys, if they name every write of the submit (else none: new keys). */
function submitWritesOf(writes: DraftWrites | null): SubmitWrites | undefined {
  if (!writes) return undefined;
  if (!SUBMIT_WRITES.every((name) => typeof writes.keys[name] === 'string')) return undefined;
  const keys = Object.fromEntries(SUBMIT_WRITES.map((name) => [name, writes.keys[name]!]));
  return {
    keys: keys as SubmitWrites['keys'],
    unanswered: writes.unanswered.filter((name): name is SubmitWrite =>
      (SUBMIT_WRITES as readonly string[]).includes(name),
    ),
  };
}

/** What this tab keeps of the wizard (never the password): the draft the host stores. */
export const draftOf = (context: RegistrationContext): RegistrationDraft =>
  toDraft(context.values, context.completed, context.step, {
    done: context.done,
    helocUuid: context.helocUuid,
    writes: context.submitWrites ?? null,
  });

/** Re-validates every completed step (restored or prefilled values must pass the rules). */
export function revalidated(
  context: RegistrationContext,
): Pick<RegistrationContext, 'answers' | 'completed'> {
  const answers: RegistrationContext['answers'] = {};
  const completed: StepId[] = [];
  for (const step of context.completed) {
    const result = validateStep(step, context.values[step], rulesOf(context));
    if (result.ok) {
      (answers as Record<string, unknown>)[step] = result.answer;
      completed.push(step);
    }
  }
  return { answers, completed };
}

/**
 * The start's answer applied: the prefill, the profile's flags, the officer; the completed
 * steps checked again; the step the URL (or `?step=`) asks for, or the first one allowed.
 */
export function withStart(context: RegistrationContext, data: StartData): RegistrationContext {
  const officer = data.officer === 'unknown' ? null : data.officer;
  const next: RegistrationContext = {
    ...context,
    values: applyPrefill(context.values, data.prefill),
    prefillFlags: data.profileFlags,
    profileHasContact: data.profileHasContact,
    officer,
    affiliate: data.affiliate ?? null,
    // Why: an unknown referrer is dropped from the link (spec §5), so it is not sent on.
    search: data.officer === 'unknown' ? withoutParam(context.search, 'referrer') : context.search,
  };
  const checked = { ...next, ...revalidated(next) };
  const asked = stepForQueryValue(context.query.step);
  const sequence = sequenceOf(checked);
  const requested = asked === 'closing' ? sequence[sequence.length - 1]! : (asked ?? context.step);
  const step = allowedStep(sequence, checked.completed, requested);
  if (checked.search !== context.search || context.search !== context.input.search) {
    // The link changed (a dropped referrer, a parameter that does not travel such as the
    // personal `userData`): rewrite the URL in place.
    return { ...checked, step, urlStep: null, redirecting: true };
  }
  return { ...checked, step, redirecting: context.urlStep !== null && step !== context.urlStep };
}

/** A URL was entered: there if its earlier answers are complete, else the first step missing. */
export function enteredRoute(
  context: RegistrationContext,
  event: { step: StepId; search?: string },
): Partial<RegistrationContext> {
  const step = allowedStep(sequenceOf(context), context.completed, event.step);
  return {
    step,
    urlStep: event.step,
    redirecting: step !== event.step,
    search: event.search === undefined ? context.search : stepSearch(event.search),
    errors: step === context.step ? context.errors : {},
  };
}

/** A step's checked answer recorded (the step counts as completed). */
export function withAnswer<K extends StepId>(
  context: RegistrationContext,
  step: K,
  answer: StepAnswers[K],
): Partial<RegistrationContext> {
  return {
    answers: { ...context.answers, [step]: answer },
    completed: context.completed.includes(step) ? context.completed : [...context.completed, step],
    errors: {},
  };
}

/** What survives the login round trip (never the password), bound to this visit's nonce. */
export const savedAnswers = (context: RegistrationContext) => ({
  nonce: context.input.nonce,
  formState: toFormState(context.values, context.completed, true),
});

/**
 * Who the inquiry modal names: the application's own officer, else the officer the link named
 * (spec §8 (b)).
 */
export function blockedOfficerOf(
  context: RegistrationContext,
  blocked: BlockedOutput,
): OfficerContact | null {
  if (blocked.officerContact) return blocked.officerContact;
  const officer = context.officer;
  return officer
    ? {
        name: officer.name ?? null,
        phoneNumber: officer.phoneNumber ?? null,
        email: officer.email ?? null,
      }
    : null;
}
