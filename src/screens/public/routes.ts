import type { ScreenModules } from '../../app/screenModules';

/**
 * Public pages outside the registration (route table: not-accepting-apps, coming-soon,
 * accessibility).
 */
export const publicScreens: ScreenModules = {
  'not-accepting-apps': () => import('./NotAcceptingAppsPage'),
  'coming-soon': () => import('./ComingSoonPage'),
  accessibility: () => import('./AccessibilityStatementPage'),
};
