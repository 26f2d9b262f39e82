import { buildCreateHelocPayload, type PayloadInput } from '../../src/domain/registration/payload';
import { createApplication } from './registration.calls';

const api = vi.hoisted(() => ({ createHeloc: vi.fn() }));
vi.mock('../../src/api/application', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createHeloc: api.createHeloc,
}));

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

  it('passes a refusal on as it is, for the machine to route', async () => {
    const refusal = new Error('We do not currently offer loans in Texas.');
    api.createHeloc.mockRejectedValue(refusal);
    await expect(
      createApplication({ application, state: 'TX' }, new AbortController().signal),
    ).rejects.toBe(refusal);
  });
});
