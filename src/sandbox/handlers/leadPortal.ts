import type { z } from 'zod';
import type { LicensedStatesSchema, LoanOriginatorSchema } from '../../api/leadPortal';
import type { WholesaleReferralSchema } from '../../api/prefill';
import { isUuid, LenderError, notFound, type Lender } from '../lender';
import { operation, type OperationDefinition } from './define';

function officer(lender: Lender, id: string) {
  if (!isUuid(id)) throw new LenderError(400, { errors: ['Invalid loan originator id'] });
  const found = lender.loanOfficer(id);
  if (!found) throw notFound('Loan originator');
  return found;
}

export const leadPortalOperations: OperationDefinition[] = [
  operation('getReferral', ({ lender, params }) => {
    const referral = lender.referral(params.referralUuid ?? '');
    if (!referral) throw notFound('Referral');
    const { firstName, lastName, suffix, street1, street2, city, state, zip, phoneNumber, email } =
      referral;
    const answer = {
      uuid: referral.uuid,
      firstName,
      lastName,
      suffix,
      street1,
      street2,
      city,
      state,
      zip,
      phoneNumber,
      email,
    };
    return answer satisfies z.input<typeof WholesaleReferralSchema>;
  }),

  operation('getLoanOfficerLicensedStates', ({ lender, params }) => {
    const found = officer(lender, params.loanOriginatorUuid ?? '');
    const answer = {
      licensedStates: [...found.licensedStates],
      enforceLicensedStatesForReferral: found.enforceLicensedStatesForReferral,
    };
    return answer satisfies z.input<typeof LicensedStatesSchema>;
  }),

  operation('getLoanOfficer', ({ lender, params }) => {
    const found = officer(lender, params.loanOriginatorUuid ?? '');
    const answer = { uuid: found.uuid, originatorDisplayInfo: { ...found.originatorDisplayInfo } };
    return answer satisfies z.input<typeof LoanOriginatorSchema>;
  }),
];
