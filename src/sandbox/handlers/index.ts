import type { HttpHandler } from 'msw';
import { sandboxLender } from '../instance';
import type { Lender } from '../lender';
import { addressTypeaheadOperations } from './addressTypeahead';
import { applicationOperations } from './application';
import { bannersOperations } from './banners';
import { chatOperations } from './chat';
import { commsPrefsOperations } from './commsPrefs';
import { conditionsOperations } from './conditions';
import { toHandlers, type OperationDefinition } from './define';
import { identityOperations } from './identity';
import { identityBrokerOperations } from './identityBroker';
import { leadPortalOperations } from './leadPortal';
import { notificationsOperations } from './notifications';
import { operatingHoursOperations } from './operatingHours';
import { optimizeOperations } from './optimize';
import { prefillOperations } from './prefill';
import { profileOperations } from './profile';
import { searchOperations } from './search';
import { statusOperations } from './status';
import { telemetryOperations } from './telemetry';
import { waitlistOperations } from './waitlist';
import { offerScreensOperations } from './offerScreens';
import { moreInfoScreensOperations } from './moreInfoScreens';
import { incomeScreensOperations } from './incomeScreens';
import { bankScreensOperations } from './bankScreens';
import { signerOperations } from './signer';
import { signingScreensOperations } from './signingScreens';
import { propertyScreensOperations } from './propertyScreens';

/** Every operation, in matching order (specific paths before parameterised ones within a service). */
export const definitions: readonly OperationDefinition[] = [
  // First: …/heloc/co-deed/… would otherwise match the …/heloc/:uuid/… patterns.
  ...signerOperations,
  ...applicationOperations,
  ...statusOperations,
  ...conditionsOperations,
  ...leadPortalOperations,
  ...searchOperations,
  ...waitlistOperations,
  ...commsPrefsOperations,
  ...identityBrokerOperations,
  ...identityOperations,
  ...profileOperations,
  ...prefillOperations,
  ...telemetryOperations,
  ...optimizeOperations,
  ...operatingHoursOperations,
  ...bannersOperations,
  ...notificationsOperations,
  ...addressTypeaheadOperations,
  ...chatOperations,
  ...offerScreensOperations,
  ...moreInfoScreensOperations,
  ...incomeScreensOperations,
  ...bankScreensOperations,
  ...signingScreensOperations,
  ...propertyScreensOperations,
];

/** The handlers over any lender (tests with their own lender). */
export function createHandlers(lender: Lender): HttpHandler[] {
  return toHandlers(definitions, lender);
}

/** The handlers over the shared lender: what the browser worker and the node server use. */
export const handlers: HttpHandler[] = createHandlers(sandboxLender);
