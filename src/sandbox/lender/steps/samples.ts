import type { JourneyStep } from '../journey';
import type { HelocApplication } from '../types';
import { liensFor } from './property';

/**
 * A valid body for each step, as a borrower who answered everything would send it: for the
 * journey tests, the staff tools and the real-time e2e journey, which complete steps without the
 * screens. The screens send their own (each step's rule in this folder checks them).
 */
export function sampleStepBody(step: JourneyStep, application: HelocApplication): object {
  switch (step) {
    case 'contact-info':
      return {
        phoneNumber: '+19165550101',
        email: 'borrower@example.com',
        mailingAddressSameAsProperty: true,
        maritalStatus: 'MARRIED',
      };
    case 'submit-application':
      return { certified: true };
    case 'confirm-ssn':
      return { ssn: '123456789', dob: '1980-04-12' };
    case 'unfreeze-credit':
      return { creditUnfrozen: true };
    case 'verify-employment':
      return {
        employerName: 'Sample Co',
        employerPhone: '9165550123',
        jobTitle: 'Engineer',
        startDate: '03/01/2015',
      };
    case 'autopay-account':
      // Autopay needs an account on file; without one the borrower pays each month.
      return {
        paymentMethod:
          application.disburseAccount.routingNumber || application.disburseAccount.mask
            ? 'AUTOPAY'
            : 'MANUAL',
      };
    case 'verify-liens':
      return {
        liens: liensFor(application).map((lien) => ({
          id: lien.id,
          mine: true,
          status: 'OPEN',
        })),
      };
    case 'order-bpo':
      return {
        accepted: true,
        kind: application.property.state === 'TX' ? 'TX_CONDITION' : 'ORDER',
      };
    case 'estimate-value':
      return { estimatedValue: 650_000 };
    case 'confirm-property': {
      const { street1, city, state, zip } = application.property;
      return { address: { street1, city, state, zip } };
    }
    case 'explain-delinquency':
      return { explanation: 'A payment was late while I changed banks; it is paid now.' };
    case 'pay-appraisal':
      return { coveredByLender: true };
    default:
      return {};
  }
}
