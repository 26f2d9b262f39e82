import type { ScreenModules } from '../../../app/screenModules';

/**
 * The income screens, by route path (routeTable.ts), each a lazy route module. `income/link`
 * without a type redirects to income/review (spec).
 */
export const incomeScreens: ScreenModules = {
  ':applicationId/income/review': () => import('./IncomeReviewPage'),
  ':applicationId/income/link': () => import('./LinkRedirect'),
  ':applicationId/income/link/:type': () => import('./IncomeLinkPage'),
  ':applicationId/income/pointserv-callback': () => import('./IncomeCallbackPage'),
  ':applicationId/income/upload': () => import('./IncomeUploadPage'),
  ':applicationId/income/employer-verification': () => import('./EmployerVerificationPage'),
  ':applicationId/identity': () => import('./IdentityPage'),
};
