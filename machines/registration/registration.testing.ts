/** Test harness: the real chart with recording fake actors and its host effects collected. */
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { PreAuthFormState, StepId, StepValues } from '../../src/domain/registration';
import {
  clearRegistrationDraft,
  saveRegistrationDraft,
  type DraftStorage,
} from '../../src/domain/registration/draft';
import { draftOf } from './registration.context';
import { registrationMachine } from './registration.machine';
import { registrationHost } from './registration.host';
import { submitMachine } from './submit.machine';
import type {
  AbilityOutput,
  BlockedOutput,
  RegisterOutput,
  RegistrationInput,
  StartData,
  StartInput,
  TelemetryKey,
  WaitlistOutput,
} from './registration.types';

/** A host effect the chart asked for (its provided actions, recorded in order). */
export type HostEffect =
  | { type: 'navigate'; to: string; replace: boolean }
  | { type: 'leave'; url: string }
  | { type: 'savePreAuthState'; nonce: string; formState: PreAuthFormState }
  | { type: 'clearPreAuthState' }
  | { type: 'loginHint'; email: string }
  | { type: 'telemetrySession'; sessionKey: TelemetryKey }
  | { type: 'loading'; on: boolean };
import type {
  BlockedInput,
  CreateInput,
  ExistingHelocInput,
  Keyed,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  StartEventsOutput,
  WaitlistInput,
} from './registration.actors';

export const HELOC_UUID = '11111111-2222-4333-8444-555555555555';
export const NONCE = 'nonce-1';

export function apiError(status: number, message: string): ApiError {
  return new ApiError({ kind: status === 0 ? 'network' : 'http', status, url: '/x', message });
}

export function baseInput(over: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    search: '',
    authMode: 'legacy',
    isAuthenticated: false,
    brand: {
      code: 'main',
      isMainBrand: true,
      isNewYorkSite: false,
      ageRestricted: false,
      requiresReferringLoanOfficer: false,
    },
    flags: {
      newYorkModal: true,
      newYorkBlocked: false,
      disasterZips: ['91001'],
      smsTransactionalConsent: true,
    },
    urls: {
      newYorkRedirect: 'https://ny.example.com/account/heloc/register-v2',
      hawaiiPartner: 'https://partner.example.com',
      wholesaleLogin: 'https://wholesale.example.com/login',
      appBase: '/account/heloc',
    },
    nonce: NONCE,
    restored: null,
    telemetrySessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
    now: () => new Date('2026-06-01T12:00:00Z'),
    ...over,
  };
}

export const emptyStart: StartData = {
  prefill: {},
  profileFlags: {
    isEmailPrefilledByProfile: false,
    isNamePrefilledByProfile: false,
    isDobPrefilledByProfile: false,
  },
  profileHasContact: false,
  officer: null,
  affiliate: null,
};

/** Valid answers for every step. */
export const VALID: { [K in StepId]: StepValues[K] } = {
  property: {
    street1: '12 Main St',
    street2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    occupancyType: 'HOME',
  },
  homeAddress: { street1: '9 Elm Rd', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
  forSale: { isListedForSale: 'no' },
  income: {
    income: '95,000',
    otherIncome: '',
    employmentType: 'FULL_TIME',
    lowIncomeConfirmed: false,
  },
  name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
  birthdate: { day: '27', month: '03', year: '1980' },
  contact: {
    email: 'pat@example.com',
    phoneNumber: '(555) 123-4567',
    smsMarketingConsent: true,
    smsTransactionalConsent: false,
  },
  password: {
    password: 'Abcdefgh1234!',
    confirmPassword: 'Abcdefgh1234!',
    termPrivacyConsent: true,
    communicationConsent: true,
  },
  loginInfo: { termPrivacyConsent: true, communicationConsent: true },
};

export type ActorName =
  | 'loadStart'
  | 'checkWaitlist'
  | 'register'
  | 'savePhone'
  | 'verifyAbilityToStart'
  | 'explainBlocked'
  | 'createApplication'
  | 'findCreatedHeloc'
  | 'saveSmsConsents'
  | 'sendStartEvents'
  | 'hostedLogin';

export interface HarnessOptions {
  input?: Partial<RegistrationInput>;
  start?: Partial<StartData>;
  waitlist?: WaitlistOutput;
  register?: RegisterOutput;
  ability?: AbilityOutput;
  blocked?: BlockedOutput;
  /** What the existing-HELOC check finds after a lost create-HELOC answer (none by default). */
  existingHeloc?: { uuid: string } | null;
  /** Errors thrown by successive calls of an actor (undefined entries succeed). */
  failures?: Partial<Record<ActorName, Array<unknown>>>;
  /** The tab's storage the draft is kept in (a fresh one by default). */
  storage?: MemoryStorage;
}

/** A Map-backed stand-in for the tab's sessionStorage; `entries()` shows what it holds. */
export type MemoryStorage = DraftStorage & { entries: () => Map<string, string> };

export function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    entries: () => new Map(items),
  };
}

/**
 * The chart's host effects recorded in `effects`, in order (the real prefetch of the calls
 * module, which registration.prepare.test.ts counts).
 */
export function recordingHost(effects: HostEffect[], storage: DraftStorage = memoryStorage()) {
  return {
    ...registrationHost(() => {
      throw new Error('registration.testing: the host effects are recorded');
    }),
    navigate: (_: unknown, params: { to: string; replace: boolean }) =>
      effects.push({ type: 'navigate', ...params }),
    leave: (_: unknown, params: { url: string }) =>
      effects.push({ type: 'leave', url: params.url }),
    savePreAuthState: (_: unknown, params: { nonce: string; formState: PreAuthFormState }) =>
      effects.push({ type: 'savePreAuthState', ...params }),
    clearPreAuthState: () => effects.push({ type: 'clearPreAuthState' }),
    handOffLoginHint: (_: unknown, params: { email: string }) =>
      effects.push({ type: 'loginHint', email: params.email }),
    keepTelemetrySession: (_: unknown, params: { sessionKey: TelemetryKey | null }) => {
      if (params.sessionKey)
        effects.push({ type: 'telemetrySession', sessionKey: params.sessionKey });
    },
    startLoading: () => effects.push({ type: 'loading', on: true }),
    endLoading: () => effects.push({ type: 'loading', on: false }),
    // The draft is kept for real, in `storage` (tests read what it holds).
    saveDraft: ({ context }: { context: Parameters<typeof draftOf>[0] }) =>
      saveRegistrationDraft(storage, draftOf(context)),
    clearDraft: () => clearRegistrationDraft(storage),
  };
}

export function startHarness(options: HarnessOptions = {}) {
  const calls: Record<ActorName, unknown[]> = {
    loadStart: [],
    checkWaitlist: [],
    register: [],
    savePhone: [],
    verifyAbilityToStart: [],
    explainBlocked: [],
    createApplication: [],
    findCreatedHeloc: [],
    saveSmsConsents: [],
    sendStartEvents: [],
    hostedLogin: [],
  };
  const order: ActorName[] = [];
  const failures = { ...options.failures };
  function fake<TOutput, TInput>(name: ActorName, output: () => TOutput) {
    return fromPromise<TOutput, TInput>(async ({ input }) => {
      calls[name].push(input);
      order.push(name);
      const failure = failures[name]?.shift();
      if (failure !== undefined) throw failure;
      return output();
    });
  }
  const emitted: HostEffect[] = [];
  const storage = options.storage ?? memoryStorage();
  const submit = submitMachine.provide({
    actors: {
      checkWaitlist: fake<WaitlistOutput, Keyed<WaitlistInput>>(
        'checkWaitlist',
        () => options.waitlist ?? { waitlisted: false },
      ),
      register: fake<RegisterOutput, Keyed<RegisterInput>>(
        'register',
        (): RegisterOutput => options.register ?? { kind: 'registered' },
      ),
      savePhone: fake<void, Keyed<{ phoneNumber: string }>>('savePhone', () => undefined),
      verifyAbilityToStart: fake<AbilityOutput, NonReducibleUnknown>(
        'verifyAbilityToStart',
        () => options.ability ?? { canStart: true, organizationsWithActiveApplication: [] },
      ),
      explainBlocked: fake<BlockedOutput, Keyed<BlockedInput>>(
        'explainBlocked',
        (): BlockedOutput => options.blocked ?? { modal: 'activeApplication' },
      ),
      createApplication: fake<{ uuid: string }, Keyed<CreateInput>>('createApplication', () => ({
        uuid: HELOC_UUID,
      })),
      findCreatedHeloc: fake<{ uuid: string } | null, ExistingHelocInput>(
        'findCreatedHeloc',
        () => options.existingHeloc ?? null,
      ),
      saveSmsConsents: fake<void, Keyed<SmsConsentsInput>>('saveSmsConsents', () => undefined),
      sendStartEvents: fake<StartEventsOutput, Keyed<StartEventsInput>>('sendStartEvents', () => ({
        sessionKey: { uuid: 's', epoch: 1, trackerUuid: 't' },
        started: false,
      })),
    },
  });
  const machine = registrationMachine.provide({
    actors: {
      loadStart: fake<StartData, StartInput>('loadStart', () => ({
        ...emptyStart,
        ...options.start,
      })),
      hostedLogin: fake<string, { returnUrl: string; telemetryTrackingId?: string }>(
        'hostedLogin',
        () => '/auth/login?hosted=1',
      ),
      registrationSubmit: submit,
    },
    actions: recordingHost(emitted, storage),
  });
  const actor = createActor(machine, { input: baseInput(options.input) });
  actor.start();
  const navigated = () => emitted.flatMap((e) => (e.type === 'navigate' ? [e.to] : []));
  const left = () => emitted.flatMap((e) => (e.type === 'leave' ? [e.url] : []));
  return { actor, calls, order, emitted, navigated, left, storage };
}

/** Lets the fake promises settle. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export type Harness = ReturnType<typeof startHarness>;

/** Submits valid answers for each step in turn, waiting for the machine in between. */
export async function answer(
  h: Harness,
  steps: readonly StepId[],
  over: Partial<typeof VALID> = {},
) {
  for (const step of steps) {
    const values = (over[step] ?? VALID[step]) as StepValues[StepId];
    h.actor.send({ type: 'STEP.SUBMIT', values });
    await settle();
  }
}
