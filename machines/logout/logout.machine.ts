/**
 * Logout with the leave survey (shell spec §4, §9).
 *
 * - The survey is enabled only on the liens, product/select, identity and signing/sign paths of
 *   an application, and only until it has been triggered once (this page's lifetime).
 * - On LOGOUT, if enabled, the survey modal opens; the logout happens SURVEY_CLOSE_DELAY (750 ms)
 *   after the modal closes. Otherwise the logout happens at once.
 *
 * The logout itself is the app's action `logout` (it sends LOGOUT to the session machine, which
 * calls the identity broker and goes to /auth/login). `recordSurveyAnswer` is the app's too
 * (telemetry). Both are provided with `machine.provide(...)`.
 */
import { assertEvent, assign, setup } from 'xstate';
import { UUID_PATTERN } from '../../src/domain/ids';
import { APP_BASE_PATH } from '../../src/domain/appPaths';
import type { ApplicationScreen } from '../../src/domain/screenPaths';

/** The application screens where leaving is worth asking about (shell §2). */
export const LEAVE_SURVEY_SCREENS = [
  'liens',
  'product/select',
  'identity',
  'signing/sign',
] as const satisfies readonly ApplicationScreen[];

const BASE = APP_BASE_PATH;

/** `/{uuid}/liens`, `/{uuid}/product/select`, `/{uuid}/identity`, `/{uuid}/signing/sign`. */
export function isLeaveSurveyPath(pathname: string): boolean {
  let path = pathname.split(/[?#]/u)[0] ?? '';
  if (path.startsWith(`${BASE}/`)) path = path.slice(BASE.length);
  const [id, ...rest] = path.split('/').filter(Boolean);
  if (!id || !UUID_PATTERN.test(id)) return false;
  return (LEAVE_SURVEY_SCREENS as readonly string[]).includes(rest.join('/'));
}

export interface LogoutContext {
  pathname: string;
  /** The survey has been shown once: it is not offered again. */
  surveyTriggered: boolean;
}

export interface LogoutInput {
  pathname: string;
}

export type LogoutEvent =
  /** The Logout button. */
  | { type: 'LOGOUT' }
  /** The router moved (the layout forwards every location). */
  | { type: 'LOCATION.CHANGED'; pathname: string }
  /** The user answered the survey (the modal stays open until SURVEY.CLOSE). */
  | { type: 'SURVEY.ANSWER'; reason: string; details?: string }
  /** The survey modal was closed (after an answer, or dismissed). */
  | { type: 'SURVEY.CLOSE' };

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
    tags: {} as 'surveyOpen' | 'loggingOut',
  },
  actions: {
    // Provided by the app (machine.provide); no-ops here so the chart runs in the visualiser.
    logout: () => {},
    recordSurveyAnswer: (_, _params: { reason: string; details?: string; pathname: string }) => {},

    rememberLocation: assign(({ event }) => {
      assertEvent(event, 'LOCATION.CHANGED');
      return { pathname: event.pathname };
    }),
    markSurveyTriggered: assign({ surveyTriggered: true }),
  },
  guards: {
    surveyEnabled: ({ context }) => !context.surveyTriggered && isLeaveSurveyPath(context.pathname),
  },
  delays: {
    /**
     * Spec §9: logout 750 ms after the survey closes. It lets the modal's close and the "thanks"
     * announcement finish, and the answer's tracking call leave, before the page goes away.
     */
    SURVEY_CLOSE_DELAY: 750,
  },
}).createMachine({
  id: 'logout',
  description:
    'Logout: leave survey on liens, product/select, identity, signing/sign (once), then 750 ms.',
  context: ({ input }) => ({ pathname: input.pathname, surveyTriggered: false }),
  on: {
    'LOCATION.CHANGED': { actions: 'rememberLocation' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        LOGOUT: [
          { guard: 'surveyEnabled', target: 'survey', actions: 'markSurveyTriggered' },
          { target: 'loggingOut' },
        ],
      },
    },
    survey: {
      tags: ['surveyOpen'],
      on: {
        'SURVEY.ANSWER': {
          actions: {
            type: 'recordSurveyAnswer',
            params: ({ event, context }) => ({
              reason: event.reason,
              details: event.details,
              pathname: context.pathname,
            }),
          },
        },
        'SURVEY.CLOSE': 'closing',
      },
    },
    closing: {
      tags: ['loggingOut'],
      after: { SURVEY_CLOSE_DELAY: 'loggingOut' },
    },
    loggingOut: {
      tags: ['loggingOut'],
      entry: 'logout',
      // Why: a second click while the session logs out asks again (the session ignores a
      // duplicate); the survey is not offered again.
      on: { LOGOUT: { target: 'loggingOut', reenter: true } },
    },
  },
});

export type LogoutMachine = typeof logoutMachine;
