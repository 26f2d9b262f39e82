/**
 * The register-v2 route shape: one parent route (the layout that holds the registration actor)
 * with a child route per step. Each module exports `Component`.
 */
export const REGISTER_V2_CHILDREN: ReadonlyArray<{
  path: string | null;
  load: () => Promise<Record<string, unknown>>;
}> = [
  { path: null, load: () => import('./StartPage') },
  { path: 'home-address', load: () => import('./HomeAddressPage') },
  { path: 'for-sale', load: () => import('./ForSalePage') },
  { path: 'annual-income', load: () => import('./AnnualIncomePage') },
  { path: 'legal-name', load: () => import('./LegalNamePage') },
  { path: 'birthdate', load: () => import('./BirthdatePage') },
  { path: 'phone-and-email', load: () => import('./PhoneAndEmailPage') },
  { path: 'set-password', load: () => import('./SetPasswordPage') },
  { path: 'login-info', load: () => import('./LoginInfoPage') },
];

export const loadRegistrationLayout = () => import('./RegistrationLayout');
