/** The real registration chart and its real actors against the sandbox lender (msw in node). */
import { createActor, waitFor } from 'xstate';
import { SEED } from '../../sandbox/lender';
import { setupSandboxServer } from '../../testing/sandbox-server';
import { setupSandboxApi } from '../../testing/sandbox-api';
import { encodePrefill } from '../../domain/registration/prefillCodec';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { selectFailure, selectPhase } from '../../../machines/registration/registration.select';
import type { RegistrationInput } from '../../../machines/registration/registration.types';
import { registrationActors } from '../../../machines/registration/registration.actors';
import { submitLegacyPage } from '../../../machines/registration/registration.legacy';
import {
  VALID,
  baseInput,
  recordingHost,
  type HostEffect,
} from '../../../machines/registration/registration.testing';

const { lender } = setupSandboxServer();

setupSandboxApi(lender);

function run(over: Partial<RegistrationInput> = {}) {
  const emitted: HostEffect[] = [];
  const machine = registrationMachine.provide({
    actors: registrationActors,
    actions: recordingHost(emitted),
  });
  const actor = createActor(machine, { input: baseInput({ telemetrySessionKey: null, ...over }) });
  actor.start();
  return { actor, emitted };
}

/** Answers every step of the wizard (legacy auth) with the valid answers and this e-mail. */
function submitEveryStep(actor: ReturnType<typeof run>['actor'], email: string): void {
  for (const step of [
    'property',
    'forSale',
    'income',
    'name',
    'birthdate',
    'contact',
    'password',
  ] as const) {
    const values = step === 'contact' ? { ...VALID.contact, email } : VALID[step];
    actor.send({ type: 'STEP.SUBMIT', values });
  }
}

const editing = (actor: ReturnType<typeof run>['actor']) =>
  waitFor(actor, (s) => selectPhase(s) === 'editing' || s.status === 'done', { timeout: 5000 });

describe('registration against the sandbox lender', () => {
  it('registers (legacy) and creates a HELOC, then goes to the application entry', async () => {
    const { actor, emitted } = run();
    await editing(actor);
    const email = `new-${Date.now()}@example.com`;
    submitEveryStep(actor, email);
    const done = await waitFor(actor, (s) => s.status === 'done' || selectPhase(s) === 'failed', {
      timeout: 10_000,
    });
    expect(selectFailure(done)).toBeNull();
    const uuid = done.context.helocUuid!;
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: `/${uuid}`, replace: true });
    const created = lender.application(uuid);
    expect(created?.property.street1).toBe('12 Main St');
  });

  it('creates a crypto-backed HELOC for a visitor who came with utm_source=cloc (shell §2)', async () => {
    const { actor } = run({ search: '?utm_source=cloc', isAuthenticated: false });
    await editing(actor);
    const email = `crypto-${Date.now()}@example.com`;
    submitEveryStep(actor, email);
    const done = await waitFor(actor, (s) => s.status === 'done' || selectPhase(s) === 'failed', {
      timeout: 10_000,
    });
    expect(selectFailure(done)).toBeNull();
    expect(lender.application(done.context.helocUuid!)).toMatchObject({
      isCrypto: true,
      productType: 'CRYPTO_HELOC',
      utmParameters: { source: 'cloc' },
    });
  });

  it('retries a failed create-HELOC without registering again', async () => {
    lender.addFault('createHeloc', 503, 1);
    const { actor } = run();
    await editing(actor);
    const email = `retry-${Date.now()}@example.com`;
    submitEveryStep(actor, email);
    const failed = await waitFor(actor, (s) => selectPhase(s) === 'failed', { timeout: 10_000 });
    expect(failed.context.done).toEqual([
      'waitlist',
      'register',
      'savePhone',
      'verifyAbilityToStart',
    ]);
    actor.send({ type: 'RETRY' });
    const done = await waitFor(actor, (s) => s.status === 'done' || selectPhase(s) === 'failed', {
      timeout: 10_000,
    });
    expect(done.status).toBe('done');
  });

  it('prefills from the offer code, the affiliate record and the userData parameter', async () => {
    const userData = encodePrefill({ income: { income: 77000, employmentType: 'RETIRED' } });
    const { actor } = run({
      search: `?offerCode=${SEED.offerCode}&prepopId=${SEED.prepopId}&userData=${userData}&referrer=${SEED.loanOfficer.uuid}`,
    });
    const snapshot = await editing(actor);
    expect(snapshot.context.values.property.street1).toBe('3300 Example St');
    expect(snapshot.context.values.name.firstName).toBe('Drew');
    expect(snapshot.context.values.income).toMatchObject({
      income: '77000',
      employmentType: 'RETIRED',
    });
    expect(snapshot.context.officer?.email).toBe('jordan.lo@example.com');
    expect(snapshot.context.query.offerCode).toBe(SEED.offerCode);
  });

  it('drops an unknown referrer (404) when the brand does not require one', async () => {
    const { actor, emitted } = run({ search: `?referrer=${SEED.unknownLoanOfficer.uuid}` });
    const snapshot = await editing(actor);
    expect(snapshot.context.search).toBe('');
    expect(emitted[0]).toEqual({ type: 'navigate', to: '/register-v2', replace: true });
  });

  it('answers 401 for an e-mail that exists: the account-exists modal', async () => {
    const { actor } = run();
    await editing(actor);
    submitEveryStep(actor, SEED.borrower.email);
    const snapshot = await waitFor(actor, (s) => !s.matches('submitting'), { timeout: 10_000 });
    expect(snapshot.matches('accountExists')).toBe(true);
  });

  it("names the inquiry application's loan officer, with phone and e-mail, when it blocks a new one", async () => {
    lender.updateApplication(SEED.borrower.applicationUuid, { isInquiry: true });
    localStorage.setItem('jwt', lender.identity(SEED.borrower.uuid)!.jwt);
    const { actor } = run({ isAuthenticated: true, authMode: 'hosted' });
    await editing(actor);
    for (const step of [
      'property',
      'forSale',
      'income',
      'name',
      'birthdate',
      'loginInfo',
    ] as const) {
      actor.send({ type: 'STEP.SUBMIT', values: VALID[step] });
    }
    const blocked = await waitFor(
      actor,
      (s) => s.matches('blocked') || selectPhase(s) === 'failed',
      {
        timeout: 10_000,
      },
    );
    expect(blocked.context.blockedModal).toBe('inquiry');
    expect(blocked.context.blockedOfficer).toEqual({
      name: 'Jordan Placeholder',
      phoneNumber: '9165550110',
      email: 'jordan.lo@example.com',
    });
  });

  /** The legacy layout's two pages, on the real actors: the HELOC, then its start events. */
  async function registerOnTwoPages(over: Partial<RegistrationInput>, email: string) {
    const { actor, emitted } = run({ layout: 'legacy', ...over });
    await editing(actor);
    submitLegacyPage(actor, {
      property: VALID.property,
      forSale: VALID.forSale,
      income: VALID.income,
      name: VALID.name,
      birthdate: VALID.birthdate,
    });
    expect(emitted.at(-1)).toEqual({
      type: 'navigate',
      to: '/register/account-setup',
      replace: false,
    });
    submitLegacyPage(actor, { contact: { ...VALID.contact, email }, password: VALID.password });
    const done = await waitFor(actor, (s) => s.status === 'done' || selectPhase(s) === 'failed', {
      timeout: 10_000,
    });
    expect(selectFailure(done)).toBeNull();
    const uuid = done.context.helocUuid!;
    const events = lender.state.events.filter((e) => e.applicationUuid === uuid);
    return { uuid, events, emitted };
  }

  it("sends the start events with the device's telemetry session key", async () => {
    const session = lender.createTelemetrySession('external', 'tracker-stored');
    const before = lender.state.telemetrySessions.length;
    const { events, emitted } = await registerOnTwoPages(
      {
        telemetrySessionKey: {
          uuid: session.uuid,
          epoch: session.epoch,
          trackerUuid: session.trackerUuid,
        },
      },
      `events-${Date.now()}@example.com`,
    );
    expect(events.map((e) => [e.event, e.sessionKey, e.pagePath])).toEqual([
      ['helocStarted', session.uuid, '/register/account-setup'],
      ['appStarted', session.uuid, '/register/account-setup'],
      ['heloc-register-start', session.uuid, '/register/account-setup'],
    ]);
    expect(lender.state.telemetrySessions).toHaveLength(before);
    expect(emitted.some((e) => e.type === 'telemetrySession')).toBe(false);
  });

  it("starts a telemetry session for the start events when the device has none (keeping the browser's tracker)", async () => {
    const { events, emitted } = await registerOnTwoPages(
      { telemetrySessionKey: { uuid: '', epoch: 0, trackerUuid: 'tracker-7' } },
      `tracker-${Date.now()}@example.com`,
    );
    const kept = emitted.find((e) => e.type === 'telemetrySession');
    expect(kept?.type === 'telemetrySession' && kept.sessionKey.trackerUuid).toBe('tracker-7');
    const uuid = kept?.type === 'telemetrySession' ? kept.sessionKey.uuid : '';
    expect(lender.state.telemetrySessions.find((s) => s.uuid === uuid)?.trackerUuid).toBe(
      'tracker-7',
    );
    expect(events.map((e) => e.sessionKey)).toEqual([uuid, uuid, uuid]);
  });
});
