import type { ScreenModules } from '../../../app/screenModules';

/** The moreInfo screens, by route path (routeTable.ts), each a lazy route module. */
export const moreInfoScreens: ScreenModules = {
  ':applicationId/start/profile': () => import('./ProfilePage'),
  ':applicationId/start/contact': () => import('./ContactPage'),
  ':applicationId/start/hmda': () => import('./HmdaPage'),
  ':applicationId/start/app-summary': () => import('./AppSummaryPage'),
  ':applicationId/credit/social': () => import('./SsnPage'),
  ':applicationId/credit/error': () => import('./CreditFrozenPage'),
};
