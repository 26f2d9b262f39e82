import type { ScreenModules } from '../../../app/screenModules';

/** The conditions screens, by route path (routeTable.ts), each a lazy route module. */
export const conditionsScreens: ScreenModules = {
  ':applicationId/conditions': () => import('./ConditionsPage'),
  ':applicationId/conditions/upload-document': () => import('./UploadDocumentPage'),
  ':applicationId/conditions/phone-number': () => import('./PhoneNumberPage'),
};
