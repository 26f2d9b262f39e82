import type {
  ActiveApplicationModal,
  AuthMode,
  PreAuthFormState,
  PrefillData,
  RegistrationLayoutKind,
  ProfilePrefillFlags,
  RegisterValues,
  RegistrationQuery,
  StepAnswers,
  StepId,
  StepValues,
} from '../../src/domain/registration';
import type { RegistrationDraft } from '../../src/domain/registration/draft';
import type { CreateHelocPayload, PayloadInput } from '../../src/domain/registration/payload';

/** The calls of the submit sequence, in the spec's order (registration §4). */
export const SUBMIT_CALLS = [
  'waitlist',
  'register',
  'savePhone',
  'verifyAbilityToStart',
  'createHeloc',
  'saveSmsConsents',
  'sendStartEvents',
] as const;
export type SubmitCall = (typeof SUBMIT_CALLS)[number];

/**
 * The submit sequence's writes (issue 17): the calls that post something, and the name save of
 * the "unable to start" explanation.
 */
export const SUBMIT_WRITES = [
  'waitlist',
  'register',
  'savePhone',
  'explainBlocked',
  'createHeloc',
  'saveSmsConsents',
  'sendStartEvents',
] as const;
export type SubmitWrite = (typeof SUBMIT_WRITES)[number];

/**
 * The Idempotency-Keys of the submit's writes, kept across its runs (RETRY sends each write the
 * key it had), and the writes whose answer was lost (the lender may have acted: create-HELOC is
 * then looked up before it is posted again). submit.machine.ts keeps them.
 */
export interface SubmitWrites {
  keys: Record<SubmitWrite, string>;
  unanswered: SubmitWrite[];
}

/** What the brand decides (src/domain/brands), reduced to what registration reads. */
export interface RegistrationBrand {
  code: string;
  isMainBrand: boolean;
  isNewYorkSite: boolean;
  ageRestricted: boolean;
  requiresReferringLoanOfficer: boolean;
}

export interface RegistrationFlags {
  /** fe-heloc-figure-ny-modal */
  newYorkModal: boolean;
  /** New York blocked by the regulator review (fe-heloc-ny-fcra). */
  newYorkBlocked: boolean;
  /** Variables of fe-heloc-ca-fires-01-07-2025 (empty when the flag is off). */
  disasterZips: readonly string[];
  /** fe-heloc-sms-transactional-consent */
  smsTransactionalConsent: boolean;
}

/** Where the modals send the user outside this app. */
export interface RegistrationUrls {
  /** New York redirect modal: the other site (NY site for the main brand, and back). */
  newYorkRedirect: string;
  /** Hawaii modal: the partner lender. */
  hawaiiPartner: string;
  /** Wholesale active application: the wholesale site's login. */
  wholesaleLogin: string;
  /** This app's base path, for return URLs (`/account/heloc`). */
  appBase: string;
}

export interface RegistrationInput {
  /**
   * The query string the wizard was entered with (`?a=1` or ''), with the personal `userData`
   * the page took out of the URL at landing. The start reads it all once; only the allow-listed
   * parameters (src/domain/queryParams.ts STEP_PARAMS) travel to the next steps.
   */
  search: string;
  /** The step the URL names on entry. */
  initialStep?: StepId;
  /**
   * One step per page (register-v2, the default) or the legacy two pages (`/register`,
   * `/register/account-setup`): only the URLs differ, the steps and rules are the same.
   */
  layout?: RegistrationLayoutKind;
  authMode: AuthMode;
  /** Signed in, as far as the page knows on entry (the session's answer, else a stored token). */
  isAuthenticated: boolean;
  /**
   * Whether the session had answered who is signed in when the wizard started (default true).
   * While it has not, the wizard runs on the page's guess and the host sends SESSION.IDENTIFIED
   * with the answer; the submit sequence waits for it.
   */
  identityKnown?: boolean;
  brand: RegistrationBrand;
  flags: RegistrationFlags;
  urls: RegistrationUrls;
  /** Pre-auth nonce for this visit (fresh, or the one the URL brought back). */
  nonce: string;
  /** The pre-auth saved state when the URL's nonce matched (loadPreAuthState). */
  restored?: PreAuthFormState | null;
  /**
   * The answers this tab kept before a reload or a restored tab (loadRegistrationDraft; never the
   * password). The pre-auth state wins when both are there (it is the one bound to the login).
   */
  draft?: RegistrationDraft | null;
  isProduction?: boolean;
  /**
   * The telemetry session the start events carry (shell §3), as stored on the device. A key
   * without a uuid (only the browser's tracker) or none: the submit sequence starts a session
   * first and the host keeps it (`telemetrySession`).
   */
  telemetrySessionKey?: TelemetryKey | null;
  /** The machine's clock (age checks, 45-day rule). */
  now?: () => Date;
}

/** The telemetry session key (src/api/telemetry SessionKey). */
export interface TelemetryKey {
  uuid: string;
  epoch: string | number;
  trackerUuid: string;
}

export interface LoanOfficerInfo {
  uuid: string;
  phoneNumber?: string | null;
  email?: string | null;
  name?: string | null;
  licensedStates: string[];
  enforce: boolean;
}

/** The start actor's answer. */
export interface StartData {
  prefill: PrefillData;
  profileFlags: ProfilePrefillFlags;
  profileHasContact: boolean;
  /** Known officer, 'unknown' (404/400, or a referrer the lender does not know), or none asked. */
  officer: LoanOfficerInfo | 'unknown' | null;
  affiliate?: { abVersion?: string } | null;
}

export interface StartInput {
  query: RegistrationQuery;
  orgCode: string;
  isAuthenticated: boolean;
}

export interface FailedCall {
  call: SubmitCall | 'hostedLogin' | 'blocked';
  message: string;
  status: number;
}

export interface RegistrationContext {
  input: RegistrationInput;
  values: RegisterValues;
  answers: Partial<StepAnswers>;
  completed: StepId[];
  /** Field errors of the last submit of the current step (dotted path → message). */
  errors: Record<string, string>;
  /** The step on screen. */
  step: StepId;
  /** The step the URL shows (navigation is asked only when they differ). */
  urlStep: StepId | null;
  /** The next URL sync replaces the history entry (a refused deep link, a dropped param). */
  redirecting: boolean;
  /** The query string carried to every step. */
  search: string;
  query: RegistrationQuery;
  prefillFlags: ProfilePrefillFlags;
  profileHasContact: boolean;
  isAuthenticated: boolean;
  /** The session has answered who is signed in (SESSION.IDENTIFIED, or known on entry). */
  identityKnown: boolean;
  officer: LoanOfficerInfo | null;
  affiliate: { abVersion?: string } | null;
  /** Submit-sequence calls already done: never repeated by RETRY. */
  done: SubmitCall[];
  helocUuid: string | null;
  /** The submit's idempotency keys and unanswered writes, for RETRY (submit.machine.ts). */
  submitWrites?: SubmitWrites;
  /** A telemetry session the start events started (the host keeps it on the device). */
  startedSession: TelemetryKey | null;
  failure: FailedCall | null;
  blockedModal: ActiveApplicationModal | null;
  /** The loan officer the inquiry modal names (its application's, else the link's referrer). */
  blockedOfficer: OfficerContact | null;
}

/** A step's answer, checked by the step's schema (raised by the chart after a valid submit). */
export interface StepAnswered {
  type: 'STEP.ANSWERED';
  step: StepId;
  answer: StepAnswers[StepId];
}

export type RegistrationEvent =
  /** The URL changed to a register-v2 step (entry, back, forward, a typed URL). */
  | { type: 'ROUTE.ENTERED'; step: StepId; search?: string }
  /** The session answered who is signed in (sent whenever its answer is known or changes). */
  | { type: 'SESSION.IDENTIFIED'; signedIn: boolean }
  /**
   * The session's flags are known: sent when the wizard started before them (the prerendered
   * start page hydrates with the flags' fallbacks) and whenever they change.
   */
  | { type: 'SESSION.FLAGS'; flags: RegistrationFlags }
  /**
   * The user typed or chose on a step (each change): the answers as they are now, kept in the
   * context and in the tab's draft, so a reload loses none of them.
   */
  | { type: 'STEP.EDITED'; step: StepId; values: StepValues[StepId] }
  /** The step's form was submitted with what the user typed. */
  | { type: 'STEP.SUBMIT'; values: StepValues[StepId] }
  /**
   * Internal: the chart checked a STEP.SUBMIT once and raises this with the answer; each step's
   * transitions on it draw where the wizard goes next. Views never send it.
   */
  | StepAnswered
  /**
   * Several steps checked together outside the chart (a legacy page, docs/registration-legacy.md)
   * were refused: keep what was typed and show every message (keys `step.field`).
   */
  | { type: 'STEPS.INVALID'; values: Partial<StepValues>; errors: Record<string, string> }
  /** Back to the previous step. */
  | { type: 'STEP.BACK' }
  /** Modal's main action (NY: go to the other site; account exists: log in; wholesale: log in). */
  | { type: 'MODAL.CONFIRM' }
  /** Close a modal and stay. */
  | { type: 'MODAL.DISMISS' }
  /** Try the failed call again. */
  | { type: 'RETRY' }
  /** The user typed in an address typeahead (suggestions are looked up, debounced). */
  | { type: 'ADDRESS.QUERY'; text: string };

export interface WaitlistOutput {
  waitlisted: boolean;
}

export type RegisterOutput = { kind: 'registered' } | { kind: 'redirect'; url: string };

export interface AbilityOutput {
  canStart: boolean;
  organizationsWithActiveApplication: string[];
}

/** How to reach a loan officer (the inquiry modal: spec §8 (b), "by phone or email"). */
export interface OfficerContact {
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
}

export interface BlockedOutput {
  modal: ActiveApplicationModal;
  /** The inquiry application's loan officer, when the lender answered who it is. */
  officerContact?: OfficerContact | null;
}

export type { CreateHelocPayload, PayloadInput };

/** What the submit chart (submit.machine.ts) starts from: the answers, and the calls done. */
export interface SubmitInput {
  /** The registration's context when the user submitted (its answers do not change meanwhile). */
  registration: RegistrationContext;
  /** Calls an earlier run already made: skipped (RETRY resumes from the failed one). */
  done: SubmitCall[];
  helocUuid: string | null;
  /** An earlier run's keys and unanswered writes (none: new keys for every write). */
  writes?: SubmitWrites;
}

export interface SubmitContext extends SubmitInput {
  writes: SubmitWrites;
  /** Signed in: no register call (true once register has answered in legacy auth). */
  isAuthenticated: boolean;
  /** Orgs where the user has an active application (verify ability to start). */
  activeOrgs: string[];
  failure: FailedCall | null;
  blocked: BlockedOutput | null;
  /** The login URL the broker answered (hosted register). */
  loginUrl: string | null;
  /** A telemetry session the start events started (the host keeps it on the device). */
  startedSession: TelemetryKey | null;
}

/** How far the sequence got: carried back to the registration chart, whatever the outcome. */
export interface SubmitProgress {
  done: SubmitCall[];
  helocUuid: string | null;
  isAuthenticated: boolean;
  /** The keys and unanswered writes, for the next run (always given by submit.machine.ts). */
  writes?: SubmitWrites;
}

/** The submit chart's output: how the sequence ended. */
export type SubmitOutput = SubmitProgress &
  (
    | { kind: 'started'; helocUuid: string; startedSession: TelemetryKey | null }
    | { kind: 'waitlisted' }
    /** Hosted login: the broker answered where to log in (the answers wait in the pre-auth state). */
    | { kind: 'loggingIn'; url: string }
    | { kind: 'accountExists' }
    | { kind: 'blocked'; blocked: BlockedOutput }
    /** A refusal other than "We do not currently offer loans in…": on to the dashboard. */
    | { kind: 'refused' }
    | { kind: 'failed'; failure: FailedCall }
  );
