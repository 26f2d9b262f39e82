import { clearAppStorage, keysClearedAtLogout } from '../appStorage';
import {
  REGISTRATION_DRAFT_KEY,
  REGISTRATION_DRAFT_TTL_MS,
  clearRegistrationDraft,
  draftValues,
  loadRegistrationDraft,
  saveRegistrationDraft,
  toDraft,
} from './draft';
import { emptyRegisterValues, type RegisterValues } from './types';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.parse('2026-06-01T12:00:00Z');

function typed(): RegisterValues {
  const values = emptyRegisterValues();
  values.property = {
    street1: '12 Main St',
    street2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    occupancyType: 'HOME',
  };
  values.name = { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: 'JR' };
  values.income = {
    income: '95,000',
    otherIncome: '',
    employmentType: 'FULL_TIME',
    lowIncomeConfirmed: false,
  };
  values.password = {
    password: 'Secret-Pass-123!',
    confirmPassword: 'Secret-Pass-123!',
    termPrivacyConsent: true,
    communicationConsent: false,
  };
  return values;
}

describe('the registration draft (sessionStorage)', () => {
  it('keeps every answer and the consents, never the password or its confirmation', () => {
    const storage = memory();
    const draft = toDraft(typed(), ['property', 'name', 'password'], 'income');
    saveRegistrationDraft(storage, draft, NOW);
    const raw = storage.items.get(REGISTRATION_DRAFT_KEY)!;
    expect(raw).not.toContain('Secret-Pass-123!');
    expect(raw).not.toContain('confirmPassword');
    const back = loadRegistrationDraft(storage, NOW + 1000)!;
    expect(back.step).toBe('income');
    // The password step is not complete once its password is gone.
    expect(back.completed).toEqual(['property', 'name']);
    expect(draftValues(back)).toEqual({
      ...typed(),
      password: {
        password: '',
        confirmPassword: '',
        termPrivacyConsent: true,
        communicationConsent: false,
      },
    });
  });

  it('writes nothing but the fields it names, even when handed a password', () => {
    const storage = memory();
    const draft = toDraft(typed(), [], 'property');
    const sneaky = {
      ...draft,
      values: { ...draft.values, password: { ...typed().password } },
      ssn: '123456789',
    };
    saveRegistrationDraft(storage, sneaky, NOW);
    const raw = storage.items.get(REGISTRATION_DRAFT_KEY)!;
    expect(raw).not.toContain('Secret-Pass-123!');
    expect(raw).not.toContain('123456789');
    expect(loadRegistrationDraft(storage, NOW)?.values.password).toEqual({
      termPrivacyConsent: true,
      communicationConsent: false,
    });
  });

  it.each([
    ['garbage', 'not json'],
    ['an older version', JSON.stringify({ version: 0, savedAt: NOW, draft: {} })],
    [
      'a wrong type',
      JSON.stringify({
        version: 1,
        savedAt: NOW,
        draft: { ...toDraft(typed(), [], 'name'), step: 'nowhere' },
      }),
    ],
  ])('ignores and removes %s', (_, text) => {
    const storage = memory();
    storage.setItem(REGISTRATION_DRAFT_KEY, text);
    expect(loadRegistrationDraft(storage, NOW)).toBeNull();
    expect(storage.items.has(REGISTRATION_DRAFT_KEY)).toBe(false);
  });

  it(`honours a draft for ${REGISTRATION_DRAFT_TTL_MS / 3_600_000} hours after its last change, then removes it`, () => {
    const storage = memory();
    saveRegistrationDraft(storage, toDraft(typed(), [], 'name'), NOW);
    expect(loadRegistrationDraft(storage, NOW + 3 * 60 * 60 * 1000)).not.toBeNull();
    expect(loadRegistrationDraft(storage, NOW + 3 * 60 * 60 * 1000 + 1)).toBeNull();
    expect(storage.items.has(REGISTRATION_DRAFT_KEY)).toBe(false);
  });

  it('keeps nothing, without failing, when the storage refuses to write', () => {
    const storage = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveRegistrationDraft(storage, toDraft(typed(), [], 'name'), NOW)).not.toThrow();
  });

  it('goes at logout with the other app keys (this tab’s session storage)', () => {
    expect(keysClearedAtLogout('session')).toContain(REGISTRATION_DRAFT_KEY);
    const storage = memory();
    saveRegistrationDraft(storage, toDraft(typed(), [], 'name'), NOW);
    clearAppStorage({ session: storage });
    expect(storage.items.size).toBe(0);
  });

  it('is removed on request', () => {
    const storage = memory();
    saveRegistrationDraft(storage, toDraft(typed(), [], 'name'), NOW);
    clearRegistrationDraft(storage);
    expect(loadRegistrationDraft(storage, NOW)).toBeNull();
  });
});
