/**
 * Reload and return (issue 17 part 5): the wizard keeps its answers in the tab's draft as they
 * change, a new start in the same tab (a reload, a restored tab) comes back to the step with
 * them, and the draft never holds the password. Assertions read the storage itself.
 */
import {
  REGISTRATION_DRAFT_KEY,
  loadRegistrationDraft,
  type RegistrationDraft,
} from '../../src/domain/registration/draft';
import { emptyRegisterValues, type StepId } from '../../src/domain/registration';
import { selectPhase } from './registration.select';
import {
  HELOC_UUID,
  VALID,
  answer,
  apiError,
  memoryStorage,
  settle,
  startHarness,
  type MemoryStorage,
} from './registration.testing';

const PRIMARY_STEPS: StepId[] = [
  'property',
  'forSale',
  'income',
  'name',
  'birthdate',
  'contact',
  'password',
];

/** The draft as stored (parsed JSON), or null. */
function stored(storage: MemoryStorage): { draft: RegistrationDraft } | null {
  const raw = storage.entries().get(REGISTRATION_DRAFT_KEY);
  return raw === undefined ? null : (JSON.parse(raw) as { draft: RegistrationDraft });
}

/** Every value written to the storage, in order. */
function recordWrites(storage: MemoryStorage): string[] {
  const writes: string[] = [];
  const setItem = storage.setItem;
  storage.setItem = (key, value) => {
    writes.push(`${key}=${value}`);
    setItem(key, value);
  };
  return writes;
}

/** The same tab started again: a new chart reading what the first one kept. */
async function reload(storage: MemoryStorage, over: Parameters<typeof startHarness>[0] = {}) {
  const h = startHarness({
    ...over,
    storage,
    input: { draft: loadRegistrationDraft(storage), ...over.input },
  });
  await settle();
  return h;
}

describe('registration: reload and return (the tab draft)', () => {
  it('keeps each change in the draft as the user types, before any submit', async () => {
    const h = startHarness();
    await settle();
    h.actor.send({
      type: 'STEP.EDITED',
      step: 'property',
      values: { ...emptyRegisterValues().property, street1: '12 Ma' },
    });
    expect(stored(h.storage)?.draft.values.property.street1).toBe('12 Ma');
    expect(stored(h.storage)?.draft.step).toBe('property');
    expect(h.actor.getSnapshot().context.values.property.street1).toBe('12 Ma');
  });

  it('records the step on screen and the accepted steps as the user moves on', async () => {
    const h = startHarness();
    await settle();
    await answer(h, ['property', 'forSale']);
    expect(stored(h.storage)?.draft).toMatchObject({
      step: 'income',
      completed: ['property', 'forSale'],
      values: { property: VALID.property, forSale: VALID.forSale },
    });
  });

  it('never writes the password or its confirmation, typed, submitted or after a failed submit', async () => {
    const h = startHarness({ failures: { register: [apiError(503, 'Down')] } });
    const writes = recordWrites(h.storage);
    await settle();
    await answer(h, PRIMARY_STEPS.slice(0, -1));
    h.actor.send({ type: 'STEP.EDITED', step: 'password', values: VALID.password });
    await answer(h, ['password']);
    expect(selectPhase(h.actor.getSnapshot())).toBe('failed');
    // The machine holds it for the register call; the storage never does.
    expect(h.actor.getSnapshot().context.values.password.password).toBe(VALID.password.password);
    expect(writes.length).toBeGreaterThan(5);
    for (const write of writes) {
      expect(write).not.toContain(VALID.password.password);
      expect(write).not.toMatch(/"(password|confirmPassword)":"/);
    }
    // Its consents are kept (what the user chose).
    expect(stored(h.storage)?.draft.values.password).toEqual({
      termPrivacyConsent: true,
      communicationConsent: true,
    });
  });

  it('comes back after a reload on the step the user was on, with every answer and what was half typed', async () => {
    const first = startHarness();
    await settle();
    await answer(first, ['property', 'forSale', 'income', 'name']);
    first.actor.send({
      type: 'STEP.EDITED',
      step: 'birthdate',
      values: { day: '27', month: '', year: '' },
    });

    // A reload keeps the URL of the step on screen.
    const h = await reload(first.storage, { input: { initialStep: 'birthdate' } });
    const { context } = h.actor.getSnapshot();
    expect(h.actor.getSnapshot().matches({ wizard: 'birthdate' })).toBe(true);
    expect(context.values.birthdate).toEqual({ day: '27', month: '', year: '' });
    expect(context.values.name).toEqual(VALID.name);
    expect(context.values.income).toEqual(VALID.income);
    expect(context.completed).toEqual(['property', 'forSale', 'income', 'name']);
    expect(h.navigated()).toEqual([]);
  });

  it('opened again at the start page in the same tab, goes to the step the user was on', async () => {
    const first = startHarness();
    await settle();
    await answer(first, ['property', 'forSale', 'income']);

    const h = await reload(first.storage, { input: { initialStep: 'property' } });
    expect(h.actor.getSnapshot().matches({ wizard: 'name' })).toBe(true);
    // The URL follows, replacing the start page's entry.
    expect(h.emitted[0]).toEqual({
      type: 'navigate',
      to: '/register-v2/legal-name',
      replace: true,
    });
  });

  it('honours a URL that names an earlier step, with the answers kept', async () => {
    const first = startHarness();
    await settle();
    await answer(first, ['property', 'forSale', 'income']);
    const h = await reload(first.storage, { input: { initialStep: 'forSale' } });
    expect(h.actor.getSnapshot().matches({ wizard: 'forSale' })).toBe(true);
    expect(h.actor.getSnapshot().context.values.income).toEqual(VALID.income);
  });

  it('lands on the first step missing data when the kept answers do not allow the kept step', async () => {
    const first = startHarness();
    await settle();
    await answer(first, ['property', 'forSale', 'income', 'name']);
    // The income as kept no longer passes (an edit after it was accepted): its step is missing.
    first.actor.send({
      type: 'STEP.EDITED',
      step: 'income',
      values: { ...VALID.income, income: '' },
    });
    expect(stored(first.storage)?.draft.step).toBe('birthdate');

    const h = await reload(first.storage, { input: { initialStep: 'birthdate' } });
    expect(h.actor.getSnapshot().matches({ wizard: 'income' })).toBe(true);
    expect(h.actor.getSnapshot().context.values.name).toEqual(VALID.name);
    expect(h.navigated()).toEqual(['/register-v2/annual-income']);
  });

  it.each([
    ['cut short', '{"version":1,"savedAt":1,"draft":{"values":'],
    ['of another version', JSON.stringify({ version: 0, savedAt: Date.now(), draft: {} })],
    ['not a draft', JSON.stringify({ version: 1, savedAt: Date.now(), draft: { step: 'name' } })],
  ])('ignores and removes a draft %s: the wizard starts empty', async (_, text) => {
    const storage = memoryStorage();
    storage.setItem(REGISTRATION_DRAFT_KEY, text);
    const writes = recordWrites(storage);
    const h = await reload(storage, { input: { initialStep: 'birthdate' } });
    expect(h.actor.getSnapshot().matches({ wizard: 'property' })).toBe(true);
    expect(h.actor.getSnapshot().context.values).toEqual(emptyRegisterValues());
    // Replaced by the new visit's own draft.
    expect(writes.length).toBeGreaterThan(0);
    expect(stored(storage)?.draft.step).toBe('property');
  });

  it('prefers the pre-auth answers the login brought back over the draft', async () => {
    const first = startHarness();
    await settle();
    await answer(first, ['property']);
    const values = emptyRegisterValues();
    Object.assign(values.property, { ...VALID.property, city: 'Round Rock' });
    const h = await reload(first.storage, {
      input: { restored: { values, completed: ['property'], resumeSubmit: false } },
    });
    expect(h.actor.getSnapshot().context.values.property.city).toBe('Round Rock');
  });

  it('removes the draft once the HELOC exists', async () => {
    const h = startHarness();
    await settle();
    await answer(h, PRIMARY_STEPS.slice(0, -1));
    expect(stored(h.storage)).not.toBeNull();
    await answer(h, ['password']);
    expect(h.navigated().at(-1)).toBe(`/${HELOC_UUID}`);
    expect(h.storage.entries().has(REGISTRATION_DRAFT_KEY)).toBe(false);
  });

  it('keeps the calls a failed submit made: after a reload the submit creates no second HELOC', async () => {
    const first = startHarness({ failures: { saveSmsConsents: [apiError(0, 'Network error')] } });
    await settle();
    await answer(first, PRIMARY_STEPS);
    expect(selectPhase(first.actor.getSnapshot())).toBe('failed');
    expect(stored(first.storage)?.draft).toMatchObject({
      step: 'password',
      helocUuid: HELOC_UUID,
      done: ['waitlist', 'register', 'savePhone', 'verifyAbilityToStart', 'createHeloc'],
    });

    // Registered before the reload: the page now knows the borrower is signed in.
    const h = await reload(first.storage, {
      input: { initialStep: 'password', isAuthenticated: true },
    });
    // Signed in, the closing step is login-info (no password to set again).
    expect(h.actor.getSnapshot().matches({ wizard: 'loginInfo' })).toBe(true);
    await answer(h, ['loginInfo']);
    expect(h.calls.register).toHaveLength(0);
    expect(h.calls.verifyAbilityToStart).toHaveLength(0);
    expect(h.calls.createApplication).toHaveLength(0);
    expect(h.calls.saveSmsConsents).toHaveLength(1);
    expect(h.navigated().at(-1)).toBe(`/${HELOC_UUID}`);
  });

  it('keeps the submit’s keys: a create-HELOC whose answer was lost is looked up after a reload, then sent with the same key', async () => {
    const first = startHarness({
      failures: { createApplication: [apiError(0, 'Network error')] },
    });
    await settle();
    await answer(first, PRIMARY_STEPS);
    expect(selectPhase(first.actor.getSnapshot())).toBe('failed');
    const keyOf = (input: unknown) =>
      (input as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    const firstKey = keyOf(first.calls.createApplication[0]);
    expect(firstKey).toEqual(expect.any(String));
    expect(stored(first.storage)?.draft.writes).toMatchObject({
      keys: { createHeloc: firstKey },
      unanswered: ['createHeloc'],
    });

    const h = await reload(first.storage, {
      input: { initialStep: 'password', isAuthenticated: true },
    });
    await answer(h, ['loginInfo']);
    // The lender may have created it: the submit asks first, finds none, and posts the same key.
    expect(h.calls.findCreatedHeloc).toHaveLength(1);
    expect(h.calls.createApplication).toHaveLength(1);
    expect(keyOf(h.calls.createApplication[0])).toBe(firstKey);
    expect(h.navigated().at(-1)).toBe(`/${HELOC_UUID}`);
  });
});
