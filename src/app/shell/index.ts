export {
  ShellProvider,
  useBrand,
  useRefreshSession,
  useLogoutActor,
  useOptionalSessionActor,
  useSessionActor,
  useShellEnvironment,
} from './ShellProvider';
export type { ShellProviderProps, SessionActorRef, LogoutActorRef } from './ShellProvider';
export { browserEnvironment, sessionInputFrom, type ShellEnvironment } from './environment';
export { ShellFrame } from './ShellFrame';
export { LocationSync } from './LocationSync';
export { TopBar } from './TopBar';
export { SupportLink } from './SupportLink';
export { NotificationsPanel } from './NotificationsPanel';
export { LegalFooter } from './LegalFooter';
export { ConsentDialog } from './ConsentDialog';
export { CONSENT_STORAGE_KEY, readConsent, saveConsent } from './consent';
export { MaintenancePage } from './MaintenancePage';
export { ErrorFallback, ERROR_FALLBACK_TEXT, ERROR_FALLBACK_TITLE } from './ErrorFallback';
export {
  NewYorkRedirectModal,
  newYorkRedirectFor,
  type NewYorkRedirect,
} from './NewYorkRedirectModal';
export { LoanNumber } from './LoanNumber';
export { LeaveSurveyModal } from './LeaveSurveyModal';
export { usePageTitle, useBrandedHeadingFocus } from './usePageTitle';
