/**
 * The real actors of the registration machine and of its submit sequence (submit.machine.ts). The
 * charts name them as stubs; the views provide these, tests their fakes. Their calls to the lender live in
 * registration.calls.ts, loaded on first use (decision 008): a plain visit to the start page has
 * no prefill source to read, so it never loads them; the machine fetches them once the start page
 * is accepted (`prepareCalls`), ahead of the submit sequence.
 */
import { fromPromise } from 'xstate';
import { lazyModule } from '../lazyModule';
import { NO_START_SOURCES, hasStartSources, startData } from './registration.start';
import { submitMachine } from './submit.machine';
import type * as CallsModule from './registration.calls';
import type {
  BlockedInput,
  CreateInput,
  ExistingHelocInput,
  HostedLoginInput,
  Keyed,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  StartEventsOutput,
  WaitlistInput,
} from './registration.calls';
import type {
  AbilityOutput,
  BlockedOutput,
  RegisterOutput,
  StartData,
  StartInput,
  WaitlistOutput,
} from './registration.types';

export type {
  BlockedInput,
  CreateInput,
  ExistingHelocInput,
  HostedLoginInput,
  Keyed,
  RegisterInput,
  SmsConsentsInput,
  StartEventsInput,
  StartEventsOutput,
  WaitlistInput,
} from './registration.calls';

/** The calls module, fetched on first use and then kept (machines/lazyModule.ts). */
export const loadCalls: () => Promise<typeof CallsModule> = lazyModule(
  () => import('./registration.calls'),
);

/** Every prefill source and the referring officer, at once. */
export const loadStart = fromPromise<StartData, StartInput>(async ({ input, signal }) => {
  const sources = hasStartSources(input)
    ? await (await loadCalls()).loadStartSources(input, signal)
    : NO_START_SOURCES;
  return startData(input, sources);
});

/** The waitlist check: a zip the partner cannot lend in joins the waitlist instead. */
export const checkWaitlist = fromPromise<WaitlistOutput, Keyed<WaitlistInput>>(
  async ({ input, signal }) => (await loadCalls()).checkWaitlist(input, signal),
);

/** Legacy: register and keep the token. Hosted: the broker answers where to log in. */
export const register = fromPromise<RegisterOutput, Keyed<RegisterInput>>(
  async ({ input, signal }) => (await loadCalls()).register(input, signal),
);

export const savePhone = fromPromise<void, Keyed<{ phoneNumber: string }>>(
  async ({ input, signal }) => (await loadCalls()).savePhone(input, signal),
);

export const verifyAbilityToStart = fromPromise<AbilityOutput>(async ({ signal }) =>
  (await loadCalls()).verifyAbilityToStart(signal),
);

/** Unable to start: save the name to the profile, then pick the modal from the applications. */
export const explainBlocked = fromPromise<BlockedOutput, Keyed<BlockedInput>>(
  async ({ input, signal }) => (await loadCalls()).explainBlocked(input, signal),
);

export const createApplication = fromPromise<{ uuid: string }, Keyed<CreateInput>>(
  async ({ input, signal }) => (await loadCalls()).createApplication(input, signal),
);

/** After a lost create-HELOC answer: the HELOC it created, if the lender did (null: none). */
export const findCreatedHeloc = fromPromise<{ uuid: string } | null, ExistingHelocInput>(
  async ({ input, signal }) => (await loadCalls()).findCreatedHeloc(input, signal),
);

/** The prompt uuid(s) the user saw, then the consent post. */
export const saveSmsConsents = fromPromise<void, Keyed<SmsConsentsInput>>(
  async ({ input, signal }) => (await loadCalls()).saveSmsConsents(input, signal),
);

/** The three start events, each with the telemetry session's key (started first if none). */
export const sendStartEvents = fromPromise<StartEventsOutput, Keyed<StartEventsInput>>(
  async ({ input, signal }) => (await loadCalls()).sendStartEvents(input, signal),
);

/** Account exists, hosted mode: the broker's login URL with the way back. */
export const hostedLogin = fromPromise<string, HostedLoginInput>(async ({ input, signal }) =>
  (await loadCalls()).hostedLogin(input, signal),
);

/** The submit sequence's calls, for `submitMachine.provide({ actors })`. */
export const submitActors = {
  checkWaitlist,
  register,
  savePhone,
  verifyAbilityToStart,
  explainBlocked,
  createApplication,
  findCreatedHeloc,
  saveSmsConsents,
  sendStartEvents,
};

/**
 * The registration chart's actors, for `registrationMachine.provide({ actors })`: the start, the
 * hosted login, and the submit sequence (its own chart) with its calls.
 */
export const registrationActors = {
  loadStart,
  hostedLogin,
  registrationSubmit: submitMachine.provide({ actors: submitActors }),
};
