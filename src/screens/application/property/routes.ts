import type { ScreenModules } from '../../../app/screenModules';

/** The property screens, by route path (routeTable.ts), each a lazy route module. */
export const propertyScreens: ScreenModules = {
  ':applicationId/liens': () => import('./LiensPage'),
  ':applicationId/bpo/condition': () => import('./BpoConditionPage'),
  ':applicationId/bpo/order-bpo': () => import('./BpoOrderPage'),
  ':applicationId/bpo/hold': () => import('./BpoHoldPage'),
  ':applicationId/bpo/waiting': () => import('./BpoWaitingPage'),
  ':applicationId/bpo/estimate-value': () => import('./EstimateValuePage'),
  ':applicationId/payoff/hold': () => import('./PayoffHoldPage'),
  ':applicationId/hold': () => import('./AppraisalPage'),
  ':applicationId/error/flood-cert': () => import('./FloodCertPage'),
  ':applicationId/complete': () => import('./CompletePage'),
  ':applicationId/error/decline': () => import('./DeclinePage'),
  ':applicationId/error/credit': () => import('./CreditDecisionPage'),
  ':applicationId/error/income': () => import('./IncomeDecisionPage'),
  ':applicationId/error/timeout': () => import('./TimeoutPage'),
  ':applicationId/review-app/incorrect-pin': () => import('./ReviewInfoPage'),
  ':applicationId/review-app/no-credit': () => import('./ReviewInfoPage'),
  ':applicationId/review-app/uw': () => import('./ReviewInfoPage'),
  ':applicationId/review-app/incorrect-ownership': () => import('./ReviewInfoPage'),
  ':applicationId/review-app/datatree': () => import('./ReviewInfoPage'),
  ':applicationId/review-app/property': () => import('./PropertyReviewPage'),
  ':applicationId/review-app/delinquency': () => import('./DelinquencyPage'),
};
