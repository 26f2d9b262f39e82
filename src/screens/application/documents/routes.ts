import type { ScreenModules } from '../../../app/screenModules';

/** The application's documents page, by route path (routeTable.ts). */
export const documentsScreens: ScreenModules = {
  ':applicationId/documents': () => import('./DocumentsPage'),
};
