import { buildCreateHelocPayload, type PayloadInput } from '../../src/domain/registration/payload';
import { createApplication } from './registration.calls';

const api = vi.hoisted(() => ({
  createHeloc: vi.fn(),
  getIdentity: vi.fn(),
  getOptimizelyProfile: vi.fn(),
  saveOptimizelyProfile: vi.fn(),
}));
vi.mock('../../src/api/application', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createHeloc: api.createHeloc,
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
    await expect(createApplication({ application, state: 'TX' }, signal)).resolves.toEqual({
      uuid: 'h-1',
    });
    expect(api.createHeloc).toHaveBeenCalledWith(buildCreateHelocPayload(application), 'TX', {
      signal,
    });
    expect(api.createHeloc.mock.calls[0]![0]).toMatchObject({
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      propertyRequest: { occupancyType: 'INVESTMENT' },
    });
  });

  it('carries the identity’s Optimizely profile when it has one (GET)', async () => {
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    api.getOptimizelyProfile.mockResolvedValue({ optimizelyProfileUuid: 'opt-9' });
    await createApplication({ application, state: 'TX' }, new AbortController().signal);
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
    await createApplication({ application, state: 'TX' }, new AbortController().signal);
    expect(api.saveOptimizelyProfile).toHaveBeenCalledWith('id-1', 'tracker-7', expect.anything());
    expect(api.createHeloc.mock.calls[0]![0]).toMatchObject({
      optimizelyProfileRequest: { optimizelyProfileUuid: 'tracker-7' },
    });
  });

  it('creates the HELOC without a profile when the profile service fails', async () => {
    api.createHeloc.mockResolvedValue({ uuid: 'h-1' });
    api.getOptimizelyProfile.mockRejectedValue(new Error('down'));
    await createApplication({ application, state: 'TX' }, new AbortController().signal);
    expect(api.createHeloc.mock.calls[0]![0]).not.toHaveProperty('optimizelyProfileRequest');
  });

  it('passes a refusal on as it is, for the machine to route', async () => {
    const refusal = new Error('We do not currently offer loans in Texas.');
    api.createHeloc.mockRejectedValue(refusal);
    await expect(
      createApplication({ application, state: 'TX' }, new AbortController().signal),
    ).rejects.toBe(refusal);
  });
});
