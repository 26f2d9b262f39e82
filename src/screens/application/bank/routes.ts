import type { ScreenModules } from '../../../app/screenModules';

/** The bank screens, by route path (routeTable.ts), each a lazy route module. */
export const bankScreens: ScreenModules = {
  ':applicationId/bank/disburse': () => import('./DisbursePage'),
  ':applicationId/bank/manual-disburse': () => import('./ManualDisbursePage'),
  ':applicationId/bank/confirm': () => import('./ConfirmPage'),
  ':applicationId/bank/autopay': () => import('./AutopayPage'),
  // Outside the application layout (router.tsx mounts it beside the application routes).
  'plaid-oauth-success': () => import('./PlaidOAuthSuccessPage'),
};
