/**
 * The routes the router holds from the first load: the registration steps (the start page must
 * not wait for route discovery) and the main site's pages. Every other screen of routeTable.ts is
 * discovered on the first navigation that needs it (router.tsx, discoveredRoutes.ts), so the
 * start page does not carry the whole route table.
 */
export const REGISTER_V2_STEPS = [
  { path: 'register-v2', title: 'Property Info' },
  { path: 'register-v2/home-address', title: 'Primary Home Address' },
  { path: 'register-v2/for-sale', title: 'Sale Status' },
  { path: 'register-v2/annual-income', title: 'Income Info' },
  { path: 'register-v2/legal-name', title: 'Name' },
  { path: 'register-v2/birthdate', title: 'Birthdate' },
  { path: 'register-v2/phone-and-email', title: 'Contact Info' },
  { path: 'register-v2/set-password', title: 'Create Password' },
  { path: 'register-v2/login-info', title: 'Login Info' },
] as const;

/** Pages of the main site: the app sends these there (registration-and-routing.md §2). */
export const MAIN_SITE_PAGES = ['terms', 'communications', 'privacy', 'licenses'] as const;
