import type { ScreenModules } from '../../app/screenModules';

/** The previous registration (route table: register, register/account-setup, register/support). */
export const legacyRegisterScreens: ScreenModules = {
  register: () => import('./RegisterPage'),
  'register/account-setup': () => import('./AccountSetupPage'),
  'register/support': () => import('./SupportPage'),
};
