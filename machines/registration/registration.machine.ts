import { assertEvent, assign, emit, enqueueActions, sendTo, setup } from 'xstate';
import { isApiError, userMessageOf } from '../../src/api/errors';
import { IDENTITY_EXISTS_MESSAGE } from '../../src/api/identity';
import {
  STEP_IDS,
  allowedStep,
  applyPrefill,
  emptyRegisterValues,
  isOutsideLicensedStates,
  needsHawaiiModal,
  needsNewYorkRedirect,
  nextStep,
  otpLoginUrl,
  legacyPageOf,
  pageErrorKey,
  parseRegistrationQuery,
  pathForStep,
  previousStep,
  staysOnPage,
  stepForQueryValue,
  stepSequence,
  toFormState,
  validateStep,
  waitlistPath,
  withoutParam,
  type OccupancyChoice,
  type RegistrationRules,
  type StepId,
  type StepValues,
} from '../../src/domain/registration';
import { stepSearch } from '../../src/domain/queryParams';
import { loaderMachine } from '../loader/loader.machine';
import { addressLookupMachine } from './address-lookup.machine';
import {
  checkWaitlist,
  createApplication,
  explainBlocked,
  hostedLogin,
  loadCalls,
  loadStart,
  register,
  saveSmsConsents,
  savePhone,
  sendStartEvents,
  verifyAbilityToStart,
} from './registration.actors';
import type {
  BlockedOutput,
  FailedCall,
  RegistrationContext,
  RegistrationEmitted,
  RegistrationEvent,
  RegistrationInput,
  StartData,
  SubmitCall,
  TelemetryKey,
} from './registration.types';

/**
 * Registration v2: the wizard (one state per step, the URL mirrors it), its modals, and the
 * submit sequence (one state per call, in the spec's order, each done call recorded so RETRY
 * resumes from the failed one and never registers twice or creates a second HELOC).
 * Spec: registration-and-routing.md §2, §4, §5, §7, §8. Diagram: docs/flows/.
 */

// ---------------------------------------------------------------------------------------------
// Pure helpers over the context

const today = (context: RegistrationContext) => context.input.now?.() ?? new Date();

export function sequenceOf(context: RegistrationContext, occupancy?: OccupancyChoice): StepId[] {
  return stepSequence({
    occupancyType:
      occupancy ?? context.answers.property?.occupancyType ?? context.values.property.occupancyType,
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

const submitted = (event: RegistrationEvent) => {
  assertEvent(event, 'STEP.SUBMIT');
  return event.values;
};

/** The property values a submit carries (the property step, or a page that asks it). */
function submittedProperty(
  context: RegistrationContext,
  event: RegistrationEvent,
): Partial<StepValues['property']> | null {
  if (event.type === 'PAGE.SUBMIT') return event.values.property ?? null;
  if (event.type === 'STEP.SUBMIT' && context.step === 'property') {
    return event.values as Partial<StepValues['property']>;
  }
  return null;
}

/** The submitted property's state, upper-cased ('' when the submit has no property). */
function submittedPropertyState(context: RegistrationContext, event: RegistrationEvent): string {
  const state: unknown = submittedProperty(context, event)?.state;
  return typeof state === 'string' ? state.trim().toUpperCase() : '';
}

// ---------------------------------------------------------------------------------------------
// A legacy page: several steps submitted at once (docs/registration-legacy.md)

const pageValues = (event: RegistrationEvent) => {
  assertEvent(event, 'PAGE.SUBMIT');
  return event.values;
};

/**
 * The steps the page submit covers, in order: every step of the sequence (worked out with the
 * occupancy the page itself submits) on the same legacy page as the steps submitted; a step the
 * submit leaves out is checked with what the machine holds for it.
 */
function pageSteps(context: RegistrationContext, event: RegistrationEvent): StepId[] {
  const values = pageValues(event);
  const pages = new Set((Object.keys(values) as StepId[]).map((step) => legacyPageOf(step)));
  const sequence = sequenceOf(context, values.property?.occupancyType);
  return sequence.filter((step) => pages.has(legacyPageOf(step)));
}

/** The values of a page's step: the submitted ones, else those held. */
function pageStepValues(context: RegistrationContext, event: RegistrationEvent, step: StepId) {
  return (pageValues(event)[step] ?? context.values[step]) as StepValues[StepId];
}

/** The rules for a page: the birthdate's state rule reads the property state on the same page. */
function pageRules(context: RegistrationContext, event: RegistrationEvent): RegistrationRules {
  const state = submittedPropertyState(context, event);
  return { ...rulesOf(context), ...(state ? { propertyState: state } : {}) };
}

/** Every step of the page validated: the clean answers, or the first message per field. */
function checkPage(context: RegistrationContext, event: RegistrationEvent) {
  const rules = pageRules(context, event);
  const answers: RegistrationContext['answers'] = {};
  const errors: Record<string, string> = {};
  for (const step of pageSteps(context, event)) {
    const result = validateStep(step, pageStepValues(context, event, step), rules);
    if (result.ok) (answers as Record<string, unknown>)[step] = result.answer;
    else {
      for (const [field, message] of Object.entries(result.errors)) {
        errors[pageErrorKey(step, field)] = message;
      }
    }
  }
  return { answers, errors, ok: Object.keys(errors).length === 0 };
}

function stepPath(context: RegistrationContext, step: StepId): string {
  return `/${pathForStep(context.input.layout ?? 'wizard', step)}${context.search}`;
}

/** Where the hosted or one-time-code login comes back to: the closing step, with the nonce. */
function returnPath(context: RegistrationContext): string {
  const params = new URLSearchParams(context.search);
  params.set('externalStateNonce', context.input.nonce);
  const closing = pathForStep(context.input.layout ?? 'wizard', 'loginInfo');
  return `${context.input.urls.appBase}/${closing}?${params.toString()}`;
}

function failureOf(call: FailedCall['call'], error: unknown): FailedCall {
  return {
    call,
    message: userMessageOf(error),
    status: isApiError(error) ? error.status : 0,
  };
}

const contactOf = (context: RegistrationContext) => {
  const check = validateStep('contact', context.values.contact);
  return check.ok
    ? check.answer
    : { email: context.values.contact.email, phoneNumber: context.values.contact.phoneNumber };
};

const nameOf = (context: RegistrationContext) =>
  context.answers.name ?? {
    firstName: context.values.name.firstName,
    middleName: context.values.name.middleName,
    lastName: context.values.name.lastName,
    suffix: context.values.name.suffix,
  };

function initialContext(input: RegistrationInput): RegistrationContext {
  const query = parseRegistrationQuery(input.search);
  const restored = input.restored ?? null;
  const values = emptyRegisterValues();
  return {
    input,
    values: restored ? { ...values, ...restored.values } : values,
    answers: {},
    completed: restored ? [...restored.completed] : [],
    errors: {},
    step: input.initialStep ?? 'property',
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
    done: [],
    helocUuid: null,
    failure: null,
    blockedModal: null,
    blockedOfficer: null,
    activeOrgs: [],
  };
}

/** Re-validates every completed step (restored or prefilled values must pass the rules). */
function revalidated(
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

function isDone(context: RegistrationContext, call: SubmitCall): boolean {
  return context.done.includes(call);
}

// ---------------------------------------------------------------------------------------------

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    loadStart,
    checkWaitlist,
    register,
    savePhone,
    verifyAbilityToStart,
    explainBlocked,
    createApplication,
    saveSmsConsents,
    sendStartEvents,
    hostedLogin,
    progress: loaderMachine,
    addressLookup: addressLookupMachine,
  },
  guards: {
    /** The brand needs a known referring officer and the link has none, or an unknown one. */
    officerRequiredButMissing: ({ context, event }) => {
      const data = (event as { output?: StartData }).output;
      return (
        context.input.brand.requiresReferringLoanOfficer &&
        (!context.query.referrer || data?.officer === 'unknown')
      );
    },
    /** Back from the login with every answer and submit pressed: carry on submitting. */
    resumesSubmit: ({ context }) =>
      context.input.restored?.resumeSubmit === true &&
      context.isAuthenticated &&
      sequenceOf(context).every((step) => context.completed.includes(step)),
    isStep: ({ context }, params: { step: StepId }) => context.step === params.step,
    /** Submit stays disabled while the property state is outside the officer's licence. */
    refusedByLicence: ({ context, event }) =>
      isOutsideLicensedStates(context.officer, submittedPropertyState(context, event)),
    submitInvalid: ({ context, event }) =>
      event.type === 'PAGE.SUBMIT'
        ? !checkPage(context, event).ok
        : !validateStep(context.step, submitted(event), rulesOf(context)).ok,
    opensNewYorkModal: ({ context, event }) =>
      needsNewYorkRedirect({
        flagOn: context.input.flags.newYorkModal,
        isNewYorkSite: context.input.brand.isNewYorkSite,
        isMainBrand: context.input.brand.isMainBrand,
        propertyState: submittedPropertyState(context, event),
      }),
    opensHawaiiModal: ({ context, event }) =>
      needsHawaiiModal({
        isMainBrand: context.input.brand.isMainBrand,
        propertyState: submittedPropertyState(context, event),
      }),
    /** The page submit leaves an earlier step of the sequence unanswered (or covers none). */
    pageSkipsSteps: ({ context, event }) => {
      const steps = pageSteps(context, event);
      const last = steps[steps.length - 1];
      if (!last) return true;
      const sequence = sequenceOf(context, pageValues(event).property?.occupancyType);
      return sequence
        .slice(0, sequence.indexOf(last) + 1)
        .some((step) => !steps.includes(step) && !context.completed.includes(step));
    },
    isClosingStep: ({ context, event }) => {
      if (event.type !== 'PAGE.SUBMIT') return nextStep(sequenceOf(context), context.step) === null;
      const steps = pageSteps(context, event);
      const sequence = sequenceOf(context, pageValues(event).property?.occupancyType);
      return steps.length > 0 && nextStep(sequence, steps[steps.length - 1]!) === null;
    },
    hasPreviousStep: ({ context }) => previousStep(sequenceOf(context), context.step) !== null,
    /** The session says otherwise than the wizard assumed (signed in, or a stale token). */
    identityChanged: ({ context, event }) =>
      event.type === 'SESSION.IDENTIFIED' && event.signedIn !== context.isAuthenticated,
    identityKnown: ({ context }) => context.identityKnown,
    needsCall: ({ context }, params: { call: SubmitCall }) => {
      if (isDone(context, params.call)) return false;
      if (params.call === 'register') return !context.isAuthenticated;
      if (params.call === 'savePhone') return !context.profileHasContact;
      return true;
    },
    waitlisted: ({ event }) =>
      (event as { output?: { waitlisted: boolean } }).output?.waitlisted === true,
    registerRedirects: ({ event }) =>
      (event as { output?: { kind: string } }).output?.kind === 'redirect',
    /**
     * Spec §8: a 401 on register. The legacy service may instead name the clash ('identity
     * exists', also what the API module says when the new token cannot read the identity).
     */
    accountExists: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      if (!isApiError(error)) return false;
      const message = error.message.trim().replace(/\.$/u, '').toLowerCase();
      return error.status === 401 || message === IDENTITY_EXISTS_MESSAGE;
    },
    cannotStart: ({ event }) =>
      (event as { output?: { canStart: boolean } }).output?.canStart === false,
    /** A refusal (4xx) other than 'We do not currently offer loans in…' goes to the dashboard. */
    refusedToDashboard: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return (
        isApiError(error) &&
        error.kind === 'http' &&
        error.status >= 400 &&
        error.status < 500 &&
        !staysOnPage(error.message)
      );
    },
    isHostedMode: ({ context }) => context.input.authMode === 'hosted',
    blockedBy: ({ context }, params: { modal: NonNullable<RegistrationContext['blockedModal']> }) =>
      context.blockedModal === params.modal,
  },
  actions: {
    applyStart: assign(({ context, event }) => {
      const data = (event as { output?: StartData }).output;
      if (!data) return {};
      const values = applyPrefill(context.values, data.prefill);
      const officer = data.officer === 'unknown' ? null : data.officer;
      const next = {
        ...context,
        values,
        prefillFlags: data.profileFlags,
        profileHasContact: data.profileHasContact,
        officer,
        affiliate: data.affiliate ?? null,
        // Why: an unknown referrer is dropped from the link (spec §5), so it is not sent on.
        search:
          data.officer === 'unknown' ? withoutParam(context.search, 'referrer') : context.search,
      };
      const checked = { ...next, ...revalidated(next) };
      const asked = stepForQueryValue(context.query.step);
      const sequence = sequenceOf(checked);
      const requested =
        asked === 'closing' ? sequence[sequence.length - 1]! : (asked ?? context.step);
      const step = allowedStep(sequence, checked.completed, requested);
      if (checked.search !== context.search || context.search !== context.input.search) {
        // The link changed (a dropped referrer, a parameter that does not travel such as the
        // personal `userData`): rewrite the URL in place.
        return { ...checked, step, urlStep: null, redirecting: true };
      }
      return {
        ...checked,
        step,
        redirecting: context.urlStep !== null && step !== context.urlStep,
      };
    }),
    /** A URL was entered: go there if its earlier answers are complete, else redirect. */
    enterRoute: assign(({ context, event }) => {
      assertEvent(event, 'ROUTE.ENTERED');
      const step = allowedStep(sequenceOf(context), context.completed, event.step);
      return {
        step,
        urlStep: event.step,
        redirecting: step !== event.step,
        search: event.search === undefined ? context.search : stepSearch(event.search),
        errors: step === context.step ? context.errors : {},
      };
    }),
    /** Mirror the step in the URL; a redirect replaces the entry (back never lands on it). */
    syncUrl: enqueueActions(({ context, enqueue }) => {
      if (context.urlStep === context.step) return;
      if (
        context.urlStep !== null &&
        stepPath(context, context.urlStep) === stepPath(context, context.step)
      ) {
        // Another step of the same page (legacy layout): the URL already shows it.
        enqueue.assign({ urlStep: context.step, redirecting: false });
        return;
      }
      enqueue.emit({
        type: 'navigate',
        to: stepPath(context, context.step),
        replace: context.redirecting,
      });
      enqueue.assign({ urlStep: context.step, redirecting: false });
    }),
    /** Keep what was typed and show the first message per field. */
    showErrors: assign(({ context, event }) => {
      if (event.type === 'PAGE.SUBMIT') {
        return {
          values: { ...context.values, ...pageValues(event) },
          errors: checkPage(context, event).errors,
        };
      }
      const values = submitted(event);
      const result = validateStep(context.step, values, rulesOf(context));
      return {
        values: { ...context.values, [context.step]: values },
        errors: result.ok ? {} : result.errors,
      };
    }),
    keepValues: assign(({ context, event }) => ({
      values:
        event.type === 'PAGE.SUBMIT'
          ? { ...context.values, ...pageValues(event) }
          : { ...context.values, [context.step]: submitted(event) },
      errors: {},
    })),
    /** A valid page: every step it covers is answered, and the step after it comes next. */
    acceptPage: assign(({ context, event }) => {
      const { answers, ok } = checkPage(context, event);
      if (!ok) return {};
      const steps = pageSteps(context, event);
      const values = { ...context.values, ...pageValues(event) };
      const completed = [
        ...context.completed,
        ...steps.filter((s) => !context.completed.includes(s)),
      ];
      const last = steps[steps.length - 1] ?? context.step;
      const sequence = sequenceOf(context, pageValues(event).property?.occupancyType);
      return {
        values,
        answers: { ...context.answers, ...answers },
        completed,
        errors: {},
        step: nextStep(sequence, last) ?? last,
      };
    }),
    acceptStep: assign(({ context, event }) => {
      const values = submitted(event);
      const result = validateStep(context.step, values, rulesOf(context));
      if (!result.ok) return {};
      return {
        values: { ...context.values, [context.step]: values },
        answers: { ...context.answers, [context.step]: result.answer },
        completed: context.completed.includes(context.step)
          ? context.completed
          : [...context.completed, context.step],
        errors: {},
      };
    }),
    advance: assign(({ context }) => ({
      step: nextStep(sequenceOf(context), context.step) ?? context.step,
    })),
    /**
     * Past the start page the calls will be needed: fetch their module now, so submitting does
     * not wait for it (decision 008). A failure is left for the call itself to meet and report.
     */
    prepareCalls: (_, _params: undefined) => {
      loadCalls().catch(() => undefined);
    },
    goBack: assign(({ context }) => ({
      step: previousStep(sequenceOf(context), context.step) ?? context.step,
      errors: {},
    })),
    markDone: assign(({ context }, params: { call: SubmitCall }) => ({
      done: context.done.includes(params.call) ? context.done : [...context.done, params.call],
      failure: null,
    })),
    markRegistered: assign({ isAuthenticated: true }),
    /** The session's answer: who is signed in now decides the prefill, the steps and the calls. */
    storeIdentity: assign(({ event }) => {
      assertEvent(event, 'SESSION.IDENTIFIED');
      return { isAuthenticated: event.signedIn, identityKnown: true };
    }),
    recordFailure: assign((_, params: { call: FailedCall['call']; error: unknown }) => ({
      failure: failureOf(params.call, params.error),
    })),
    clearFailure: assign({ failure: null }),
    setHeloc: assign((_, params: { uuid: string }) => ({ helocUuid: params.uuid })),
    setBlockedModal: assign(({ context }, params: { output: BlockedOutput }) => ({
      blockedModal: params.output.modal,
      // Why: the inquiry modal says how to reach the officer; the application's own officer,
      // else the officer the link named (spec §8 (b)).
      blockedOfficer:
        params.output.officerContact ??
        (context.officer
          ? {
              name: context.officer.name ?? null,
              phoneNumber: context.officer.phoneNumber ?? null,
              email: context.officer.email ?? null,
            }
          : null),
    })),
    startProgress: sendTo('progress', { type: 'LOADING.START' }),
    forwardAddressQuery: sendTo('addressLookup', ({ event }) => {
      assertEvent(event, 'ADDRESS.QUERY');
      return { type: 'ADDRESS.QUERY' as const, text: event.text };
    }),
    /** The answers survive the login round trip (never the password). */
    savePreAuthState: emit(({ context }) => ({
      type: 'savePreAuthState' as const,
      nonce: context.input.nonce,
      formState: toFormState(context.values, context.completed, true),
    })),
    clearPreAuthState: emit({ type: 'clearPreAuthState' as const }),
    /**
     * The one-time-code login prefills the e-mail from this tab's storage, never from its URL
     * (issue 14: no e-mail in a URL, its history or a Referer).
     */
    handOffLoginHint: emit(({ context }) => ({
      type: 'loginHint' as const,
      email: contactOf(context).email,
    })),
    leaveTo: emit((_, params: { url: string }) => ({ type: 'leave' as const, url: params.url })),
    /** A session started for the start events: the host keeps it on the device. */
    keepTelemetrySession: enqueueActions(
      (
        { enqueue },
        params: { output: { sessionKey: TelemetryKey; started: boolean } | undefined },
      ) => {
        if (params.output?.started) {
          enqueue.emit({ type: 'telemetrySession', sessionKey: params.output.sessionKey });
        }
      },
    ),
    navigateTo: emit((_, params: { to: string }) => ({
      type: 'navigate' as const,
      to: params.to,
      replace: true,
    })),
  },
  delays: {},
}).createMachine({
  id: 'registration',
  description:
    'Registration v2: steps mirrored in the URL, modals, and the submit sequence with resumable retry.',
  context: ({ input }) => initialContext(input),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Prefill sources (offer code, affiliate, referral, userData, profile) and the referring officer.',
      invoke: {
        src: 'loadStart',
        id: 'loadStart',
        input: ({ context }) => ({
          query: context.query,
          orgCode: context.input.brand.code,
          isAuthenticated: context.isAuthenticated,
        }),
        onDone: [
          {
            guard: 'officerRequiredButMissing',
            target: 'leaving',
            actions: { type: 'navigateTo', params: { to: '/not-accepting-apps' } },
          },
          { guard: 'resumesSubmit', target: 'submitting', actions: 'applyStart' },
          { target: 'wizard', actions: 'applyStart' },
        ],
        // Why: the start actor already tolerates each source failing; this is a bug guard.
        onError: { target: 'wizard' },
      },
      on: {
        // Why: the start was read for a visitor (or a stale token); read it again for who it is.
        'SESSION.IDENTIFIED': [
          { guard: 'identityChanged', target: 'starting', reenter: true, actions: 'storeIdentity' },
          { actions: 'storeIdentity' },
        ],
      },
    },

    wizard: {
      initial: 'routing',
      // The address typeahead's suggestions (debounced lookups) while the wizard is on screen.
      invoke: { src: 'addressLookup', id: 'addressLookup' },
      on: {
        'ROUTE.ENTERED': { target: '.routing', actions: 'enterRoute' },
        'ADDRESS.QUERY': { actions: 'forwardAddressQuery' },
        // Why: the page started before the session knew who is signed in (a full page load):
        // read the start again (the profile's prefill, the contact step); answers are kept, since
        // a prefill fills only empty fields, and the step on screen stays.
        'SESSION.IDENTIFIED': [
          { guard: 'identityChanged', target: '#registration.starting', actions: 'storeIdentity' },
          { actions: 'storeIdentity' },
        ],
      },
      states: {
        routing: {
          always: STEP_IDS.map((step) => ({
            guard: { type: 'isStep' as const, params: { step } },
            target: step,
          })),
        },
        ...Object.fromEntries(
          STEP_IDS.map((step) => [
            step,
            {
              tags: ['step'],
              entry: 'syncUrl' as const,
              on: {
                'STEP.SUBMIT': [
                  // Why: submit is disabled (snapshot.can is false) outside the licence.
                  { guard: 'refusedByLicence' as const },
                  { guard: 'submitInvalid' as const, actions: 'showErrors' as const },
                  {
                    guard: 'opensNewYorkModal' as const,
                    target: '#registration.wizard.newYorkModal',
                    actions: 'keepValues' as const,
                  },
                  {
                    guard: 'opensHawaiiModal' as const,
                    target: '#registration.wizard.hawaiiModal',
                    actions: 'keepValues' as const,
                  },
                  {
                    guard: 'isClosingStep' as const,
                    target: '#registration.submitting',
                    actions: 'acceptStep' as const,
                  },
                  {
                    target: '#registration.wizard.routing',
                    actions: ['acceptStep' as const, 'advance' as const, 'prepareCalls' as const],
                  },
                ],
                'PAGE.SUBMIT': [
                  // Why: a page never answers past an earlier page the user has not finished.
                  { guard: 'pageSkipsSteps' as const },
                  { guard: 'refusedByLicence' as const },
                  { guard: 'submitInvalid' as const, actions: 'showErrors' as const },
                  {
                    guard: 'opensNewYorkModal' as const,
                    target: '#registration.wizard.newYorkModal',
                    actions: 'keepValues' as const,
                  },
                  {
                    guard: 'opensHawaiiModal' as const,
                    target: '#registration.wizard.hawaiiModal',
                    actions: 'keepValues' as const,
                  },
                  {
                    guard: 'isClosingStep' as const,
                    target: '#registration.submitting',
                    actions: 'acceptPage' as const,
                  },
                  {
                    target: '#registration.wizard.routing',
                    actions: ['acceptPage' as const, 'prepareCalls' as const],
                  },
                ],
                'STEP.BACK': {
                  guard: 'hasPreviousStep' as const,
                  target: '#registration.wizard.routing',
                  actions: 'goBack' as const,
                },
              },
            },
          ]),
        ),
        newYorkModal: {
          tags: ['modal'],
          on: {
            'MODAL.CONFIRM': {
              target: '#registration.leaving',
              actions: {
                type: 'leaveTo',
                params: ({ context }) => ({ url: context.input.urls.newYorkRedirect }),
              },
            },
            'MODAL.DISMISS': { target: 'routing' },
          },
        },
        hawaiiModal: {
          tags: ['modal'],
          on: { 'MODAL.DISMISS': { target: 'routing' } },
        },
      },
    },

    submitting: {
      tags: ['busy'],
      description: 'The submit sequence, in the spec order; done calls are skipped on retry.',
      invoke: { src: 'progress', id: 'progress' },
      initial: 'identifying',
      states: {
        identifying: {
          description:
            'Who is signed in decides the calls (register or not): wait for the session.',
          always: { guard: 'identityKnown', target: 'resume' },
          on: { 'SESSION.IDENTIFIED': { target: 'resume', actions: 'storeIdentity' } },
        },
        resume: {
          entry: 'startProgress',
          always: [
            { guard: { type: 'needsCall', params: { call: 'waitlist' } }, target: 'waitlist' },
            { guard: { type: 'needsCall', params: { call: 'register' } }, target: 'register' },
            { guard: { type: 'needsCall', params: { call: 'savePhone' } }, target: 'savePhone' },
            {
              guard: { type: 'needsCall', params: { call: 'verifyAbilityToStart' } },
              target: 'verifyAbilityToStart',
            },
            {
              guard: { type: 'needsCall', params: { call: 'createHeloc' } },
              target: 'createHeloc',
            },
            {
              guard: { type: 'needsCall', params: { call: 'saveSmsConsents' } },
              target: 'saveSmsConsents',
            },
            {
              guard: { type: 'needsCall', params: { call: 'sendStartEvents' } },
              target: 'sendStartEvents',
            },
            { target: '#registration.started' },
          ],
        },
        waitlist: {
          invoke: {
            src: 'checkWaitlist',
            id: 'waitlist',
            input: ({ context }) => {
              const property = context.answers.property ?? context.values.property;
              return {
                orgCode: context.input.brand.code,
                zip: property.zip,
                request: {
                  firstName: nameOf(context).firstName,
                  lastName: nameOf(context).lastName,
                  dob: context.answers.birthdate ?? '',
                  email: contactOf(context).email,
                  income: context.answers.income?.income ?? 0,
                  street1: property.street1,
                  street2: property.street2 || undefined,
                  city: property.city,
                  state: property.state,
                  zip: property.zip,
                  consent: true,
                },
              };
            },
            onDone: [
              {
                guard: 'waitlisted',
                target: '#registration.leaving',
                actions: {
                  type: 'leaveTo',
                  params: ({ context }) => ({ url: waitlistPath(!!context.query.utm) }),
                },
              },
              { target: 'resume', actions: { type: 'markDone', params: { call: 'waitlist' } } },
            ],
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'waitlist', error: event.error }),
              },
            },
          },
        },
        register: {
          invoke: {
            src: 'register',
            id: 'register',
            input: ({ context }) => ({
              authMode: context.input.authMode,
              email: contactOf(context).email,
              password: context.values.password.password,
              phoneNumber: contactOf(context).phoneNumber,
              firstName: nameOf(context).firstName,
              lastName: nameOf(context).lastName,
              orgCode: context.input.brand.code,
              nonce: context.input.nonce,
              telemetryTrackingId: context.input.telemetrySessionKey?.trackerUuid,
            }),
            onDone: [
              {
                // Hosted: the answers wait in the pre-auth state while the user logs in.
                guard: 'registerRedirects',
                target: '#registration.leaving',
                actions: [
                  { type: 'markDone', params: { call: 'register' } },
                  'savePreAuthState',
                  'handOffLoginHint',
                  {
                    type: 'leaveTo',
                    params: ({ event }) => ({
                      url: event.output.kind === 'redirect' ? event.output.url : '/auth/login',
                    }),
                  },
                ],
              },
              {
                target: 'resume',
                actions: [{ type: 'markDone', params: { call: 'register' } }, 'markRegistered'],
              },
            ],
            onError: [
              { guard: 'accountExists', target: '#registration.accountExists' },
              {
                target: '#registration.failed',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ call: 'register', error: event.error }),
                },
              },
            ],
          },
        },
        savePhone: {
          invoke: {
            src: 'savePhone',
            id: 'savePhone',
            input: ({ context }) => ({ phoneNumber: contactOf(context).phoneNumber }),
            onDone: {
              target: 'resume',
              actions: { type: 'markDone', params: { call: 'savePhone' } },
            },
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'savePhone', error: event.error }),
              },
            },
          },
        },
        verifyAbilityToStart: {
          invoke: {
            src: 'verifyAbilityToStart',
            id: 'verifyAbilityToStart',
            onDone: [
              {
                guard: 'cannotStart',
                target: 'explainingBlock',
                actions: assign(({ event }) => ({
                  activeOrgs: event.output.organizationsWithActiveApplication,
                })),
              },
              {
                target: 'resume',
                actions: { type: 'markDone', params: { call: 'verifyAbilityToStart' } },
              },
            ],
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'verifyAbilityToStart', error: event.error }),
              },
            },
          },
        },
        explainingBlock: {
          description: 'Unable to start: save the name to the profile and pick the modal.',
          invoke: {
            src: 'explainBlocked',
            id: 'explainBlocked',
            input: ({ context }) => ({
              name: nameOf(context),
              orgCode: context.input.brand.code,
              now: today(context),
              organizationsWithActiveApplication: context.activeOrgs,
            }),
            onDone: {
              target: '#registration.blocked',
              actions: {
                type: 'setBlockedModal',
                params: ({ event }) => ({ output: event.output }),
              },
            },
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'blocked', error: event.error }),
              },
            },
          },
        },
        createHeloc: {
          invoke: {
            src: 'createApplication',
            id: 'createHeloc',
            input: ({ context }) => {
              const property = context.answers.property!;
              return {
                state: property.state,
                application: {
                  property,
                  homeAddress:
                    property.occupancyType === 'HOME' ? undefined : context.answers.homeAddress,
                  forSale: context.answers.forSale ?? { isListedForSale: false },
                  income: context.answers.income!,
                  name: nameOf(context),
                  email: contactOf(context).email,
                  communicationConsent:
                    (context.answers.loginInfo ?? context.answers.password)?.communicationConsent ??
                    false,
                  referral: {
                    referrerId: context.officer?.uuid ?? undefined,
                    referralId: context.query.rid,
                  },
                  utm: context.query.utm,
                  offerCode: context.query.offerCode,
                  affiliate: context.affiliate ?? undefined,
                },
              };
            },
            onDone: {
              target: 'resume',
              actions: [
                { type: 'markDone', params: { call: 'createHeloc' } },
                { type: 'setHeloc', params: ({ event }) => ({ uuid: event.output.uuid }) },
              ],
            },
            onError: [
              {
                guard: 'refusedToDashboard',
                target: '#registration.leaving',
                actions: { type: 'leaveTo', params: { url: '/dashboard' } },
              },
              {
                target: '#registration.failed',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ call: 'createHeloc', error: event.error }),
                },
              },
            ],
          },
        },
        saveSmsConsents: {
          invoke: {
            src: 'saveSmsConsents',
            id: 'saveSmsConsents',
            input: ({ context }) => ({
              orgCode: context.input.brand.code,
              phone: contactOf(context).phoneNumber,
              email: contactOf(context).email,
              marketing: context.values.contact.smsMarketingConsent,
              transactional: context.values.contact.smsTransactionalConsent,
              includeTransactional: context.input.flags.smsTransactionalConsent,
            }),
            onDone: {
              target: 'resume',
              actions: { type: 'markDone', params: { call: 'saveSmsConsents' } },
            },
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'saveSmsConsents', error: event.error }),
              },
            },
          },
        },
        sendStartEvents: {
          invoke: {
            src: 'sendStartEvents',
            id: 'sendStartEvents',
            input: ({ context }) => ({
              sessionKey: context.input.telemetrySessionKey ?? null,
              applicationUuid: context.helocUuid ?? '',
              pagePath: `/${pathForStep(context.input.layout ?? 'wizard', context.step)}`,
            }),
            onDone: {
              target: 'resume',
              actions: [
                { type: 'markDone', params: { call: 'sendStartEvents' } },
                {
                  type: 'keepTelemetrySession',
                  params: ({ event }) => ({ output: event.output }),
                },
              ],
            },
            onError: {
              target: '#registration.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ call: 'sendStartEvents', error: event.error }),
              },
            },
          },
        },
      },
    },

    failed: {
      tags: ['error'],
      description: 'Every answer kept; RETRY resumes from the failed call.',
      on: {
        RETRY: { target: 'submitting', actions: 'clearFailure' },
        'ROUTE.ENTERED': { target: 'wizard.routing', actions: ['clearFailure', 'enterRoute'] },
        'STEP.BACK': { target: 'wizard.routing', actions: ['clearFailure', 'goBack'] },
      },
    },

    accountExists: {
      tags: ['modal'],
      description:
        'A 401 on register: log in (hosted, or the e-mail one-time code) keeping the answers.',
      initial: 'asking',
      states: {
        asking: {
          on: {
            'MODAL.CONFIRM': [
              { guard: 'isHostedMode', target: 'loggingIn', actions: 'savePreAuthState' },
              {
                target: '#registration.leaving',
                actions: [
                  'savePreAuthState',
                  'handOffLoginHint',
                  {
                    type: 'leaveTo',
                    params: ({ context }) => ({ url: otpLoginUrl(returnPath(context)) }),
                  },
                ],
              },
            ],
            'MODAL.DISMISS': { target: '#registration.wizard.routing' },
          },
        },
        loggingIn: {
          invoke: {
            src: 'hostedLogin',
            id: 'hostedLogin',
            input: ({ context }) => ({
              returnUrl: returnPath(context),
              telemetryTrackingId: context.input.telemetrySessionKey?.trackerUuid,
            }),
            onDone: {
              target: '#registration.leaving',
              actions: { type: 'leaveTo', params: ({ event }) => ({ url: event.output }) },
            },
            onError: {
              // Why: the broker could not answer: the one-time-code login still works.
              target: '#registration.leaving',
              actions: [
                'handOffLoginHint',
                {
                  type: 'leaveTo',
                  params: ({ context }) => ({ url: otpLoginUrl(returnPath(context)) }),
                },
              ],
            },
          },
        },
      },
    },

    blocked: {
      tags: ['modal'],
      description: 'Unable to start: 45-day wait, inquiry, active application, or wholesale login.',
      on: {
        'MODAL.CONFIRM': [
          {
            guard: { type: 'blockedBy', params: { modal: 'wholesaleActive' } },
            target: 'leaving',
            actions: {
              type: 'leaveTo',
              params: ({ context }) => ({ url: context.input.urls.wholesaleLogin }),
            },
          },
          { target: 'leaving', actions: { type: 'leaveTo', params: { url: '/dashboard' } } },
        ],
        'MODAL.DISMISS': {
          target: 'leaving',
          actions: { type: 'leaveTo', params: { url: '/dashboard' } },
        },
      },
    },

    started: {
      type: 'final',
      description: 'The HELOC exists: on to the application entry.',
      entry: [
        'clearPreAuthState',
        {
          type: 'navigateTo',
          params: ({ context }) => ({ to: `/${context.helocUuid ?? ''}` }),
        },
      ],
    },

    leaving: {
      type: 'final',
      description: 'The user was sent elsewhere (another site, the waitlist, login, dashboard).',
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
