import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { getApplication } from '../../src/api/application';
import type { HelocApplication } from '../../src/api/application';
import { getIdentity } from '../../src/api/identity';
import { getProfile } from '../../src/api/profile';
import type { Profile } from '../../src/api/profile';
import { getApplicationStatus } from '../../src/api/status';
import { fetchApplicationContext, fetchStatus } from './application-status.actors';

vi.mock('../../src/api/status', () => ({ getApplicationStatus: vi.fn() }));
vi.mock('../../src/api/application', () => ({ getApplication: vi.fn() }));
vi.mock('../../src/api/profile', () => ({ getProfile: vi.fn() }));
vi.mock('../../src/api/identity', () => ({ getIdentity: vi.fn() }));

beforeEach(() => {
  vi.mocked(getIdentity).mockResolvedValue({ uuid: 'id-2', email: 'jamie@example.com' });
});

const notFound = () =>
  new ApiError({ kind: 'http', status: 404, url: '/x', message: 'Not found.' });

const application: HelocApplication = {
  uuid: 'app-1',
  isInquiry: false,
  isCrypto: true,
  disburseAccount: { routingNumber: '021000021' },
  property: { state: 'TX' },
  helocSigners: [],
  loanNumber: 100001,
  rate: 7.49,
  rateType: 'VARIABLE',
  amount: 120000,
  uwCalculatedDrawAmount: 60000,
  term: 10,
  offers: [],
  costs: [],
  incomeRequestRecords: [],
  liabilities: [],
};

const profile: Profile = {
  uuid: 'p-1',
  type: 'CO_DEEDER',
  phoneNumbers: [],
  addresses: [],
  aliases: [],
  walletAddresses: [],
};

describe('application status actors', () => {
  it('fetchStatus asks for the application by uuid and forwards the abort signal', async () => {
    vi.mocked(getApplicationStatus).mockResolvedValue({ checklistStatus: 'HMDA' });
    const actor = createActor(fetchStatus, { input: { applicationUuid: 'app-1' } }).start();
    await expect(toPromise(actor)).resolves.toEqual({ checklistStatus: 'HMDA' });
    expect(getApplicationStatus).toHaveBeenCalledWith('app-1', { signal: expect.any(AbortSignal) });
  });

  it('fetchApplicationContext reads the routing facts and the profile type', async () => {
    vi.mocked(getApplication).mockResolvedValue(application);
    vi.mocked(getProfile).mockResolvedValue(profile);
    const actor = createActor(fetchApplicationContext, { input: { applicationUuid: 'app-1' } });
    await expect(toPromise(actor.start())).resolves.toEqual({
      application: {
        isInquiry: false,
        isCrypto: true,
        disburseRoutingNumber: '021000021',
        propertyState: 'TX',
        loanNumber: '100001',
        rate: 7.49,
        rateType: 'VARIABLE',
        amount: 120000,
        uwCalculatedDrawAmount: 60000,
        term: 10,
      },
      profile: { type: 'CO_DEEDER' },
      listedSigner: false,
    });
  });

  it('reads profileType when the profile has no type', async () => {
    vi.mocked(getApplication).mockResolvedValue({
      ...application,
      disburseAccount: null,
      property: null,
      loanNumber: null,
      rate: null,
      rateType: undefined,
      amount: undefined,
      uwCalculatedDrawAmount: null,
      term: undefined,
    });
    vi.mocked(getProfile).mockResolvedValue({ ...profile, type: null, profileType: 'PRIMARY' });
    const actor = createActor(fetchApplicationContext, { input: { applicationUuid: 'app-1' } });
    await expect(toPromise(actor.start())).resolves.toEqual({
      application: {
        isInquiry: false,
        isCrypto: true,
        disburseRoutingNumber: null,
        propertyState: null,
        loanNumber: null,
        rate: null,
        rateType: null,
        amount: null,
        uwCalculatedDrawAmount: null,
        term: null,
      },
      profile: { type: 'PRIMARY' },
      listedSigner: false,
    });
  });

  it('tells whether the signed-in identity is a v1-listed additional signer (shell §6)', async () => {
    const listed = { helocSigners: [{ identityUuid: 'id-2' }], additionalSignerVersion: 'v1' };
    vi.mocked(getProfile).mockResolvedValue({ ...profile, type: 'CUSTOMER' });
    vi.mocked(getApplication).mockResolvedValue({ ...application, ...listed });
    const run = () =>
      toPromise(
        createActor(fetchApplicationContext, { input: { applicationUuid: 'app-1' } }).start(),
      );
    await expect(run()).resolves.toMatchObject({ listedSigner: true });
    // Not v1: the list does not decide.
    vi.mocked(getApplication).mockResolvedValue({
      ...application,
      ...listed,
      additionalSignerVersion: null,
    });
    await expect(run()).resolves.toMatchObject({ listedSigner: false });
    // Who is signed in cannot be read: not taken for a signer (the borrower keeps their pages).
    vi.mocked(getApplication).mockResolvedValue({ ...application, ...listed });
    vi.mocked(getIdentity).mockRejectedValue(new Error('down'));
    await expect(run()).resolves.toMatchObject({ listedSigner: false });
  });

  it('answers null for a missing HELOC or profile (404), as the access rules expect', async () => {
    vi.mocked(getApplication).mockRejectedValue(notFound());
    vi.mocked(getProfile).mockRejectedValue(notFound());
    const actor = createActor(fetchApplicationContext, { input: { applicationUuid: 'app-1' } });
    await expect(toPromise(actor.start())).resolves.toEqual({
      application: null,
      profile: null,
      listedSigner: false,
    });
  });

  it('fails on any other error, so the machine retries', async () => {
    const unavailable = new ApiError({ kind: 'http', status: 503, url: '/x', message: 'Down.' });
    vi.mocked(getApplication).mockRejectedValue(unavailable);
    vi.mocked(getProfile).mockResolvedValue(profile);
    const actor = createActor(fetchApplicationContext, { input: { applicationUuid: 'app-1' } });
    await expect(toPromise(actor.start())).rejects.toBe(unavailable);
  });
});
