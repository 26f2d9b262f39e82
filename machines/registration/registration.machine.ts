import { and, assertEvent, fromPromise, sendTo, setup } from 'xstate';
import {
  otpLoginUrl,
  waitlistPath,
  type PreAuthFormState,
  type StepId,
  type StepValues,
} from '../../src/domain/registration';
import { addressLookupMachine } from './address-lookup.machine';
import type { HostedLoginInput } from './registration.calls';
import {
  contactOf,
  initialContext,
  returnPath,
  savedAnswers,
  stepPath,
  upperState,
} from './registration.context';
import { registrationActions } from './registration.actions';
import { registrationGuards } from './registration.guards';
import { hostedLoginInput, plainStart, startInput, submitInput } from './registration.inputs';
import type {
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  StartData,
  StartInput,
  TelemetryKey,
} from './registration.types';
import { submitMachine } from './submit.machine';

export { sequenceOf } from './registration.context';

/**
 * Registration v2: the wizard (one state per step, in the spec's order, the URL mirroring it), its
 * modals, and the submit sequence (an invoked child chart, submit.machine.ts). Each step's Next and
 * Back are drawn with named guards over the domain's rules (stepSequence). The legacy two-page
 * layout is an adapter that sends these step events (docs/registration-legacy.md). Calls and host
 * effects are stubs here: registration.actors.ts and registration.host.ts provide them.
 * Spec: registration-and-routing.md §2, §4, §5, §7, §8. Diagram: docs/flows/registration.md.
 */

/** The property state a submit carries ('' for another step's values). */
const typedState = (values: StepValues[StepId]) =>
  'state' in values ? upperState(values.state) : '';

const notProvided = (name: string) => () => {
  throw new Error(`registration: provide the ${name} actor (registration.actors.ts)`);
};

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    loadStart: fromPromise<StartData, StartInput>(notProvided('loadStart')),
    hostedLogin: fromPromise<string, HostedLoginInput>(notProvided('hostedLogin')),
    registrationSubmit: submitMachine,
    addressLookup: addressLookupMachine,
  },
  // Pure questions over the context and the event, each named there (registration.guards.ts).
  guards: registrationGuards,
  actions: {
    // Host effects (registration.host.ts provides them; no-ops here).
    /** In-app navigation (`replace`: the history entry is replaced). */
    navigate: (_, _params: { to: string; replace: boolean }) => {},
    /** A full-page navigation out of the app (another site, login, dashboard, waitlist). */
    leave: (_, _params: { url: string }) => {},
    /** The answers survive the login round trip (never the password). */
    savePreAuthState: (_, _params: { nonce: string; formState: PreAuthFormState }) => {},
    clearPreAuthState: () => {},
    /**
     * The wizard's answers, kept in this tab as they change (draftOf: never the password), so a
     * reload or a restored tab lands back on the step with every answer (issue 17 part 5). No
     * debounce: one small write per change, and a reload right after a keystroke keeps it.
     */
    saveDraft: () => {},
    /** The HELOC exists: the tab's draft goes. */
    clearDraft: () => {},
    /** The one-time-code login prefills the e-mail from this tab's storage, never its URL. */
    handOffLoginHint: (_, _params: { email: string }) => {},
    /** A telemetry session the start events started (null: they used the device's): keep it. */
    keepTelemetrySession: (_, _params: { sessionKey: TelemetryKey | null }) => {},
    /** Past the start page the calls will be needed: fetch their module now (decision 008). */
    prepareCalls: () => {},
    /**
     * The page's loader overlay (the shell's, with the registration progress messages): shown
     * from the submit to the first application screen, which ends it (application status chart).
     */
    startLoading: () => {},
    /** The submit ended here (an error, a modal): the overlay goes. */
    endLoading: () => {},

    // The chart's own context changes (registration.actions.ts).
    ...registrationActions,
    forwardAddressQuery: sendTo('addressLookup', ({ event }) => {
      assertEvent(event, 'ADDRESS.QUERY');
      return { type: 'ADDRESS.QUERY' as const, text: event.text };
    }),
  },
}).createMachine({
  id: 'registration',
  description:
    'Registration v2: steps mirrored in the URL, modals, and the submit sequence with resumable retry.',
  context: ({ input }) => initialContext(input),
  on: {
    // Why at the root: the flags may arrive in any state (the start page hydrates before them).
    'SESSION.FLAGS': { actions: 'storeFlags' },
  },
  initial: 'opening',
  states: {
    opening: {
      description:
        'A plain link (no prefill source, nobody signed in) has nothing to ask the lender: the start is known at once, so the first frame shows the step (the prerendered start page hydrates into it). Otherwise the lender is asked.',
      always: [
        { guard: 'needsStartSources', target: 'starting' },
        {
          guard: {
            type: 'officerRequiredButMissing',
            params: ({ context }) => ({ output: plainStart(context) }),
          },
          target: 'leaving',
          actions: { type: 'navigate', params: { to: '/not-accepting-apps', replace: true } },
        },
        // Why no resumesSubmit here: resuming needs a signed-in user, whose start is asked for.
        {
          target: 'wizard',
          actions: {
            type: 'applyStart',
            params: ({ context }) => ({ output: plainStart(context) }),
          },
        },
      ],
    },
    starting: {
      description:
        'Prefill sources (offer code, affiliate, referral, userData, profile) and the referring officer.',
      invoke: {
        src: 'loadStart',
        id: 'loadStart',
        input: ({ context }) => startInput(context),
        onDone: [
          {
            guard: {
              type: 'officerRequiredButMissing',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'leaving',
            actions: { type: 'navigate', params: { to: '/not-accepting-apps', replace: true } },
          },
          {
            guard: 'resumesSubmit',
            target: 'submitting',
            actions: { type: 'applyStart', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'wizard',
            actions: { type: 'applyStart', params: ({ event }) => ({ output: event.output }) },
          },
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
      // The URL mirrors the step on screen; a redirect replaces the entry (back never lands on it).
      always: [
        {
          guard: 'urlOnOtherPage',
          actions: [
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: stepPath(context, context.step),
                replace: context.redirecting,
              }),
            },
            'markUrlShown',
          ],
        },
        // Another step of the same page (legacy layout): the URL already shows it.
        { guard: 'urlOnSamePage', actions: 'markUrlShown' },
      ],
      // The address typeahead's suggestions (debounced lookups) while the wizard is on screen.
      invoke: { src: 'addressLookup', id: 'addressLookup' },
      on: {
        'ROUTE.ENTERED': { target: '.routing', actions: 'enterRoute' },
        'ADDRESS.QUERY': { actions: 'forwardAddressQuery' },
        'STEP.EDITED': { actions: ['keepTyped', 'saveDraft'] },
        'STEPS.INVALID': { actions: ['showStepsErrors', 'saveDraft'] },
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
          description: 'The step the URL (or the start) chose, once allowed (allowedStep).',
          always: [
            { guard: { type: 'isStep', params: { step: 'property' } }, target: 'property' },
            { guard: { type: 'isStep', params: { step: 'homeAddress' } }, target: 'homeAddress' },
            { guard: { type: 'isStep', params: { step: 'forSale' } }, target: 'forSale' },
            { guard: { type: 'isStep', params: { step: 'income' } }, target: 'income' },
            { guard: { type: 'isStep', params: { step: 'name' } }, target: 'name' },
            { guard: { type: 'isStep', params: { step: 'birthdate' } }, target: 'birthdate' },
            { guard: { type: 'isStep', params: { step: 'contact' } }, target: 'contact' },
            { guard: { type: 'isStep', params: { step: 'password' } }, target: 'password' },
            { guard: { type: 'isStep', params: { step: 'loginInfo' } }, target: 'loginInfo' },
          ],
        },
        property: {
          tags: ['step'],
          description: 'The property address and how it is used.',
          entry: [{ type: 'showStep', params: { step: 'property' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': [
              // Why: submit is disabled (snapshot.can is false) outside the licence.
              {
                guard: {
                  type: 'refusedByLicence',
                  params: ({ event }) => ({ state: typedState(event.values) }),
                },
              },
              { actions: 'checkAnswer' },
            ],
            'STEP.ANSWERED': [
              { guard: 'opensNewYorkModal', target: 'newYorkModal' },
              { guard: 'opensHawaiiModal', target: 'hawaiiModal' },
              {
                guard: 'isSecondHome',
                target: 'homeAddress',
                actions: ['acceptAnswer', 'prepareCalls'],
              },
              { target: 'forSale', actions: ['acceptAnswer', 'prepareCalls'] },
            ],
          },
        },
        homeAddress: {
          tags: ['step'],
          description: 'Second home or investment: where the user lives.',
          entry: [{ type: 'showStep', params: { step: 'homeAddress' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: 'forSale', actions: 'acceptAnswer' },
            'STEP.BACK': { target: 'property', actions: 'clearErrors' },
          },
        },
        forSale: {
          tags: ['step'],
          entry: [{ type: 'showStep', params: { step: 'forSale' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: 'income', actions: 'acceptAnswer' },
            'STEP.BACK': [
              { guard: 'isSecondHome', target: 'homeAddress', actions: 'clearErrors' },
              { target: 'property', actions: 'clearErrors' },
            ],
          },
        },
        income: {
          tags: ['step'],
          entry: [{ type: 'showStep', params: { step: 'income' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: 'name', actions: 'acceptAnswer' },
            'STEP.BACK': { target: 'forSale', actions: 'clearErrors' },
          },
        },
        name: {
          tags: ['step'],
          entry: [{ type: 'showStep', params: { step: 'name' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: 'birthdate', actions: 'acceptAnswer' },
            'STEP.BACK': { target: 'income', actions: 'clearErrors' },
          },
        },
        birthdate: {
          tags: ['step'],
          entry: [{ type: 'showStep', params: { step: 'birthdate' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': [
              {
                guard: and(['profileHasContact', 'usesPassword']),
                target: 'password',
                actions: 'acceptAnswer',
              },
              { guard: 'profileHasContact', target: 'loginInfo', actions: 'acceptAnswer' },
              { target: 'contact', actions: 'acceptAnswer' },
            ],
            'STEP.BACK': { target: 'name', actions: 'clearErrors' },
          },
        },
        contact: {
          tags: ['step'],
          description: 'E-mail and phone, unless the signed-in profile has both.',
          entry: [{ type: 'showStep', params: { step: 'contact' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': [
              { guard: 'usesPassword', target: 'password', actions: 'acceptAnswer' },
              { target: 'loginInfo', actions: 'acceptAnswer' },
            ],
            'STEP.BACK': { target: 'birthdate', actions: 'clearErrors' },
          },
        },
        password: {
          tags: ['step'],
          description: 'Legacy auth, signed out: create a password (closes the wizard).',
          entry: [{ type: 'showStep', params: { step: 'password' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: '#registration.submitting', actions: 'acceptAnswer' },
            'STEP.BACK': [
              { guard: 'profileHasContact', target: 'birthdate', actions: 'clearErrors' },
              { target: 'contact', actions: 'clearErrors' },
            ],
          },
        },
        loginInfo: {
          tags: ['step'],
          description: 'Hosted login, or signed in: the consents (closes the wizard).',
          entry: [{ type: 'showStep', params: { step: 'loginInfo' } }, 'saveDraft'],
          on: {
            'STEP.SUBMIT': { actions: 'checkAnswer' },
            'STEP.ANSWERED': { target: '#registration.submitting', actions: 'acceptAnswer' },
            'STEP.BACK': [
              { guard: 'profileHasContact', target: 'birthdate', actions: 'clearErrors' },
              { target: 'contact', actions: 'clearErrors' },
            ],
          },
        },
        newYorkModal: {
          tags: ['modal'],
          on: {
            'MODAL.CONFIRM': {
              target: '#registration.leaving',
              actions: {
                type: 'leave',
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
      description: 'The submit sequence (registrationSubmit), under the loader overlay.',
      // Why: the overlay stays up past `started`, across the route change, until the first
      // application screen is on screen (the application status chart ends it).
      entry: 'startLoading',
      initial: 'identifying',
      states: {
        identifying: {
          description:
            'Who is signed in decides the calls (register or not): wait for the session.',
          always: { guard: 'identityKnown', target: 'calling' },
          on: { 'SESSION.IDENTIFIED': { target: 'calling', actions: 'storeIdentity' } },
        },
        calling: {
          invoke: {
            src: 'registrationSubmit',
            id: 'registrationSubmit',
            input: ({ context }) => submitInput(context),
            onDone: [
              {
                guard: { type: 'submitStarted', params: ({ event }) => event.output },
                target: '#registration.started',
                actions: { type: 'storeSubmit', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'submitWaitlisted', params: ({ event }) => event.output },
                target: '#registration.leaving',
                actions: [
                  { type: 'storeSubmit', params: ({ event }) => event.output },
                  {
                    type: 'leave',
                    params: ({ context }) => ({ url: waitlistPath(!!context.query.utm) }),
                  },
                ],
              },
              {
                // Hosted: the answers wait in the pre-auth state while the user logs in.
                guard: { type: 'submitLoggingIn', params: ({ event }) => event.output },
                target: '#registration.leaving',
                actions: [
                  { type: 'storeSubmit', params: ({ event }) => event.output },
                  { type: 'savePreAuthState', params: ({ context }) => savedAnswers(context) },
                  {
                    type: 'handOffLoginHint',
                    params: ({ context }) => ({ email: contactOf(context).email }),
                  },
                  {
                    type: 'leave',
                    params: ({ event }) => ({
                      url: event.output.kind === 'loggingIn' ? event.output.url : '/auth/login',
                    }),
                  },
                ],
              },
              {
                guard: { type: 'submitAccountExists', params: ({ event }) => event.output },
                target: '#registration.accountExists',
                actions: { type: 'storeSubmit', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'submitBlocked', params: ({ event }) => event.output },
                target: '#registration.blocked',
                actions: { type: 'storeSubmit', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'submitRefused', params: ({ event }) => event.output },
                target: '#registration.leaving',
                actions: [
                  { type: 'storeSubmit', params: ({ event }) => event.output },
                  { type: 'leave', params: { url: '/dashboard' } },
                ],
              },
              {
                // A call failed: its message, every answer kept, the done calls recorded.
                target: '#registration.failed',
                actions: { type: 'storeSubmit', params: ({ event }) => event.output },
              },
            ],
          },
        },
      },
    },

    failed: {
      tags: ['error'],
      description: 'Every answer kept; RETRY resumes from the failed call.',
      // Why saveDraft: the calls already done are kept too, so a submit after a reload resumes.
      entry: ['endLoading', 'saveDraft'],
      on: {
        RETRY: { target: 'submitting', actions: 'clearFailure' },
        'ROUTE.ENTERED': { target: 'wizard.routing', actions: ['clearFailure', 'enterRoute'] },
        // Back to the step before the closing one (the answers kept).
        'STEP.BACK': [
          { guard: 'profileHasContact', target: 'wizard.birthdate', actions: 'clearFailure' },
          { target: 'wizard.contact', actions: 'clearFailure' },
        ],
      },
    },

    accountExists: {
      tags: ['modal'],
      description:
        'A 401 on register: log in (hosted, or the e-mail one-time code) keeping the answers.',
      entry: 'endLoading',
      initial: 'asking',
      states: {
        asking: {
          on: {
            'MODAL.CONFIRM': [
              {
                guard: 'isHostedMode',
                target: 'loggingIn',
                actions: {
                  type: 'savePreAuthState',
                  params: ({ context }) => savedAnswers(context),
                },
              },
              {
                target: '#registration.leaving',
                actions: [
                  {
                    type: 'savePreAuthState',
                    params: ({ context }) => savedAnswers(context),
                  },
                  {
                    type: 'handOffLoginHint',
                    params: ({ context }) => ({ email: contactOf(context).email }),
                  },
                  {
                    type: 'leave',
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
            input: ({ context }) => hostedLoginInput(context),
            onDone: {
              target: '#registration.leaving',
              actions: { type: 'leave', params: ({ event }) => ({ url: event.output }) },
            },
            onError: {
              // Why: the broker could not answer: the one-time-code login still works.
              target: '#registration.leaving',
              actions: [
                {
                  type: 'handOffLoginHint',
                  params: ({ context }) => ({ email: contactOf(context).email }),
                },
                {
                  type: 'leave',
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
      entry: 'endLoading',
      on: {
        'MODAL.CONFIRM': [
          {
            guard: { type: 'blockedBy', params: { modal: 'wholesaleActive' } },
            target: 'leaving',
            actions: {
              type: 'leave',
              params: ({ context }) => ({ url: context.input.urls.wholesaleLogin }),
            },
          },
          { target: 'leaving', actions: { type: 'leave', params: { url: '/dashboard' } } },
        ],
        'MODAL.DISMISS': {
          target: 'leaving',
          actions: { type: 'leave', params: { url: '/dashboard' } },
        },
      },
    },

    started: {
      type: 'final',
      description: 'The HELOC exists: on to the application entry.',
      entry: [
        {
          type: 'keepTelemetrySession',
          params: ({ context }) => ({ sessionKey: context.startedSession }),
        },
        'clearPreAuthState',
        'clearDraft',
        {
          type: 'navigate',
          params: ({ context }) => ({ to: `/${context.helocUuid ?? ''}`, replace: true }),
        },
      ],
    },

    leaving: {
      type: 'final',
      // Why no endLoading: a full-page navigation replaces the page (and its overlay).
      description: 'The user was sent elsewhere (another site, the waitlist, login, dashboard).',
    },
  },
});

export type RegistrationMachine = typeof registrationMachine;
