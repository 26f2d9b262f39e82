import { createActor, toPromise } from 'xstate';
import { parseRegistrationQuery } from '../../src/domain/registration';
import { encodePrefill } from '../../src/domain/registration/prefillCodec';
import { loadStart } from './registration.actors';
import { hasStartSources, startData } from './registration.start';
import type { StartSources } from './registration.calls';
import { emptyStart } from './registration.testing';
import type { StartInput } from './registration.types';

// Counts how often the lazily loaded calls module is evaluated (once at most per file run).
const calls = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('./registration.calls', async (importOriginal) => {
  calls.evaluated += 1;
  return importOriginal();
});

const startInput = (search: string, isAuthenticated = false): StartInput => ({
  query: parseRegistrationQuery(search),
  orgCode: 'figure',
  isAuthenticated,
});

const NONE: StartSources = {
  offer: null,
  affiliate: null,
  referral: null,
  userData: null,
  profile: null,
  officer: null,
};

describe('the start actor', () => {
  it('asks for the calls only when there is something to prefill or an officer to look up', () => {
    expect(hasStartSources(startInput(''))).toBe(false);
    expect(hasStartSources(startInput('?utm_source=tv&step=property&externalStateNonce=n'))).toBe(
      false,
    );
    for (const search of [
      '?offerCode=OC1',
      '?prepopId=p1',
      '?rid=r1',
      '?referrer=lo-1',
      `?userData=${encodePrefill({ email: 'a@example.com' })}`,
    ]) {
      expect(hasStartSources(startInput(search)), search).toBe(true);
    }
    expect(hasStartSources(startInput('', true))).toBe(true);
  });

  it('answers a plain visit without loading the calls module', async () => {
    const output = await toPromise(
      createActor(loadStart, { input: startInput('?utm_id=abc') }).start(),
    );
    expect(output).toEqual({ ...emptyStart, prefill: { utm: { id: 'ABC' } } });
    expect(calls.evaluated).toBe(0);
  });

  it('loads the calls module to decode a userData link', async () => {
    const userData = encodePrefill({ email: 'u@example.com', name: { firstName: 'Una' } });
    const output = await toPromise(
      createActor(loadStart, { input: startInput(`?userData=${userData}`) }).start(),
    );
    expect(output.prefill).toEqual({ email: 'u@example.com', name: { firstName: 'Una' } });
    expect(calls.evaluated).toBe(1);
  });

  it('merges the sources in order: offer, affiliate, referral, userData, link ids, UTM, profile', () => {
    const input = startInput('?rid=r-1&referrer=lo-1&utm_source=tv');
    const data = startData(input, {
      ...NONE,
      offer: { email: 'offer@example.com', name: { firstName: 'Offer', lastName: 'Code' } },
      affiliate: { data: { email: 'aff@example.com', dob: '1970-01-01' }, abVersion: 'B' },
      referral: { name: { firstName: 'Referral' }, referral: { referralId: 'r-1' } },
      userData: { dob: '1980-02-02', phoneNumber: '5555550100' },
      profile: {
        data: { email: 'me@example.com' },
        flags: {
          isEmailPrefilledByProfile: true,
          isNamePrefilledByProfile: false,
          isDobPrefilledByProfile: false,
        },
        hasContact: false,
      },
      officer: 'unknown',
    });
    expect(data.prefill).toEqual({
      email: 'me@example.com',
      name: { firstName: 'Referral', lastName: 'Code' },
      dob: '1980-02-02',
      phoneNumber: '5555550100',
      referral: { referralId: 'r-1', referrerId: 'lo-1' },
      utm: { source: 'tv' },
    });
    expect(data.profileFlags.isEmailPrefilledByProfile).toBe(true);
    expect(data.officer).toBe('unknown');
    expect(data.affiliate).toEqual({ abVersion: 'B' });
  });
});
