import { buildCreateHelocPayload, type PayloadInput } from '../../src/domain/registration/payload';
import { createApplication, findCreatedHeloc } from './registration.calls';

const api = vi.hoisted(() => ({
  createHeloc: vi.fn(),
  listApplications: vi.fn(),
  getIdentity: vi.fn(),
  getOptimizelyProfile: vi.fn(),
  saveOptimizelyProfile: vi.fn(),
}));
vi.mock('../../src/api/application', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createHeloc: api.createHeloc,
  listApplications: api.listApplications,
  getOptimizelyProfile: api.getOptimizelyProfile,
  saveOptimizelyProfile: api.saveOptimizelyProfile,
}));
vi.mock('../../src/api/identity', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdentity: api.getIdentity,
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  api.getIdentity.mockResolvedValue({ uuid: 'id-1' });
  api.getOptimizelyProfile.mockResolvedValue({ optimizelyProfileUuid: null });
  api.saveOptimizelyProfile.mockImplementation(async (_id: string, uuid: string) => ({
    optimizelyProfileUuid: uuid,
  }));
});

/** The create-HELOC's Idempotency-Key, as the submit chart keeps it. */
const KEY = 'key-create-1';

const application: PayloadInput = {
  property: {
    street1: '12 Main St',
    street2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    occupancyType: 'INVESTMENT',
  },
  homeAddress: { street1: '9 Elm Rd', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
  forSale: { isListedForSale: false },
  income: { income: 90000, otherIncome: 0, employmentType: 'CHILD_SUPPORT' },
  name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
  email: 'pat@example.com',
  communicationConsent: true,
};

describe('createApplication (the create-HELOC call)', () => {
  it('posts the body built from the answers, for the property state, and gives the uuid', async () => {
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    const signal = new AbortController().signal;
    await expect(
      createApplication({ application, state: 'TX', idempotencyKey: KEY }, signal),
    ).resolves.toEqual({
      uuid: 'h-1',
    });
    expect(api.createHeloc).toHaveBeenCalledWith(buildCreateHelocPayload(application), 'TX', {
      signal,
      idempotencyKey: KEY,
    });
    expect(api.createHeloc.mock.calls[0]![0]).toMatchObject({
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      propertyRequest: { occupancyType: 'INVESTMENT' },
    });
  });

  it('carries the identity’s Optimizely profile when it has one (GET)', async () => {
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    api.getOptimizelyProfile.mockResolvedValue({ optimizelyProfileUuid: 'opt-9' });
    await createApplication(
      { application, state: 'TX', idempotencyKey: KEY },
      new AbortController().signal,
    );
    expect(api.getOptimizelyProfile).toHaveBeenCalledWith('id-1', expect.anything());
    expect(api.saveOptimizelyProfile).not.toHaveBeenCalled();
    expect(api.createHeloc.mock.calls[0]![0]).toMatchObject({
      optimizelyProfileRequest: { optimizelyProfileUuid: 'opt-9' },
    });
  });

  it('saves the browser’s tracker as the profile when the identity has none (PATCH)', async () => {
    const stored = new Map([['telemetry_trackerUuid', 'tracker-7']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('sessionStorage', { getItem: () => null });
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    await createApplication(
      { application, state: 'TX', idempotencyKey: KEY },
      new AbortController().signal,
    );
    // Its own key, derived from the create-HELOC's: the same on every run of the sequence.
    expect(api.saveOptimizelyProfile).toHaveBeenCalledWith('id-1', 'tracker-7', {
      signal: expect.any(AbortSignal),
      idempotencyKey: `${KEY}.optimizely-profile`,
    });
    expect(api.createHeloc.mock.calls[0]![0]).toMatchObject({
      optimizelyProfileRequest: { optimizelyProfileUuid: 'tracker-7' },
    });
  });

  it('creates the HELOC without a profile when the profile service fails', async () => {
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    api.getOptimizelyProfile.mockRejectedValue(new Error('down'));
    await createApplication(
      { application, state: 'TX', idempotencyKey: KEY },
      new AbortController().signal,
    );
    expect(api.createHeloc.mock.calls[0]![0]).not.toHaveProperty('optimizelyProfileRequest');
  });

  it('passes a refusal on as it is, for the machine to route', async () => {
    const refusal = new Error('We do not currently offer loans in Texas.');
    api.createHeloc.mockRejectedValue(refusal);
    await expect(
      createApplication(
        { application, state: 'TX', idempotencyKey: KEY },
        new AbortController().signal,
      ),
    ).rejects.toBe(refusal);
  });
});

describe('findCreatedHeloc (after a create-HELOC whose answer was lost)', () => {
  const property = { street1: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' };
  const heloc = (uuid: string, over: Record<string, unknown> = {}) => ({
    uuid,
    active: true,
    property: { ...property },
    auditFields: { createdDate: '2026-11-25T10:00:00Z' },
    ...over,
  });

  it('adopts the active HELOC for the same property, the newest of several', async () => {
    api.listApplications.mockResolvedValue([
      heloc('h-old', { auditFields: { createdDate: '2026-11-25T09:00:00Z' } }),
      heloc('h-new', {
        property: { street1: ' 12  MAIN St. ', city: 'austin', state: 'tx', zip: '78701-1234' },
      }),
    ]);
    const signal = new AbortController().signal;
    await expect(findCreatedHeloc({ property }, signal)).resolves.toEqual({ uuid: 'h-new' });
    expect(api.listApplications).toHaveBeenCalledWith({ signal });
  });

  it('finds none for another property or an application no longer active', async () => {
    api.listApplications.mockResolvedValue([
      heloc('h-1', { property: { ...property, street1: '14 Main St' } }),
      heloc('h-2', { property: { ...property, zip: '78702' } }),
      heloc('h-3', { active: false }),
    ]);
    await expect(findCreatedHeloc({ property }, new AbortController().signal)).resolves.toBeNull();
  });

  it('fails as the list call fails (the chart shows it; the next retry looks again)', async () => {
    const lost = new Error('Network request failed');
    api.listApplications.mockRejectedValue(lost);
    await expect(findCreatedHeloc({ property }, new AbortController().signal)).rejects.toBe(lost);
  });
});
