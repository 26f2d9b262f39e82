/**
 * The screens that are built, by route path (routeTable.ts). A route without an entry here
 * renders PendingScreen: the layout and the page's own title, nothing pretending to work.
 * Each group of application screens keeps its own map (src/screens/application/<group>/routes.ts).
 */
import { bankScreens } from '../screens/application/bank/routes';
import { conditionsScreens } from '../screens/application/conditions/routes';
import { documentsScreens } from '../screens/application/documents/routes';
import { incomeScreens } from '../screens/application/income/routes';
import { moreInfoScreens } from '../screens/application/moreInfo/routes';
import { offerScreens } from '../screens/application/offer/routes';
import { propertyScreens } from '../screens/application/property/routes';
import { signingScreens } from '../screens/application/signing/routes';
import { publicScreens } from '../screens/public/routes';
import { legacyRegisterScreens } from '../screens/register/routes';
import { signerScreens } from '../screens/signer/routes';
import type { ScreenModules } from './screenModules';

export type { RouteModule, ScreenModules } from './screenModules';

export const SCREENS: ScreenModules = {
  ...offerScreens,
  ...moreInfoScreens,
  ...incomeScreens,
  ...bankScreens,
  ...signingScreens,
  ...propertyScreens,
  ...conditionsScreens,
  ...documentsScreens,
  ...legacyRegisterScreens,
  ...publicScreens,
  ...signerScreens,
};
