import { SEED } from '../lender';
import { OPERATIONS, type OperationName } from '../operations';

/** The origin node tests call: any origin works, the handlers match `*` before each path. */
export const TEST_ORIGIN = 'http://127.0.0.1:5173';

/** A value for each path parameter that names something in the seed. */
const PARAMS: Readonly<Record<string, string>> = {
  uuid: SEED.borrower.applicationUuid,
  version: 'v1',
  product: 'heloc',
  referralUuid: SEED.referral.uuid,
  loanOriginatorUuid: SEED.loanOfficer.uuid,
  consentType: 'SMS',
  realm: 'customer',
  code: SEED.offerCode,
  context: 'external',
  department: 'OPS_PHONE',
  id: 'ae000000-0000-4000-8000-000000000001',
  conversationId: 'CH0000',
  step: 'select-offer',
};

/** A concrete URL for an operation's path pattern (test helper). */
export function urlFor(
  operation: OperationName,
  params: Record<string, string> = {},
  query = '',
): string {
  const path = OPERATIONS[operation].path
    .replace(/^\*/u, '')
    .replace(/\*/gu, '')
    .replace(/:([A-Za-z]+)/gu, (_match, name: string) =>
      encodeURIComponent(params[name] ?? PARAMS[name] ?? name),
    );
  return `${TEST_ORIGIN}${path}${query ? `?${query}` : ''}`;
}
