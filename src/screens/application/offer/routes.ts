import type { ScreenModules } from '../../../app/screenModules';

/** The offer screens, by route path (routeTable.ts), each a lazy route module. */
export const offerScreens: ScreenModules = {
  ':applicationId/product/select': () => import('./SelectOfferPage'),
  ':applicationId/product/select/confirm': () => import('./ConfirmOfferPage'),
  ':applicationId/product/assets': () => import('./AssetsPage'),
  ':applicationId/product/prequal-winback': () => import('./PrequalWinbackPage'),
};
