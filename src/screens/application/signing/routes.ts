import type { ScreenModules } from '../../../app/screenModules';

/** The signing screens, by route path (routeTable.ts), each a lazy route module. */
export const signingScreens: ScreenModules = {
  ':applicationId/review-app/signdocs': () => import('./SignDocsPage'),
  ':applicationId/document/disclosures': () => import('./DisclosuresPage'),
  ':applicationId/signing/intro': () => import('./SigningIntroPage'),
  ':applicationId/signing/sign': () => import('./SignPage'),
  ':applicationId/signing/additional': () => import('./AdditionalSignersPage'),
  ':applicationId/signing/support': () => import('./SigningSupportPage'),
  ':applicationId/notary/intro': () => import('./NotaryIntroPage'),
  ':applicationId/notary/session': () => import('./NotarySessionPage'),
  ':applicationId/notary/reserve-manual': () => import('./NotaryReserveManualPage'),
  ':applicationId/notary/schedule-manual': () => import('./NotaryScheduleManualPage'),
  ':applicationId/notary/error': () => import('./NotaryErrorPage'),
};
