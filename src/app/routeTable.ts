/**
 * Every screen the spec lists (registration-and-routing.md §2), with its page title and who may
 * see it. The router is built from this table; the status-to-screen table routes into it.
 *
 * access:
 * - public: anyone (the spec's public paths: register, register/account-setup, register/support,
 *   register-v2/*, not-accepting-apps, coming-soon; terms and friends go to the main site anyway;
 *   and the accessibility statement, issue 20)
 * - signer-public: the additional signer's own login and exit pages
 * - signer: signed-in additional signers (unauthenticated → the signer login)
 * - authenticated: signed-in users (unauthenticated → /auth/login)
 */
import {
  APPLICATION_SCREENS,
  ROOT_SCREENS,
  SIGNER_SCREENS,
  type ApplicationScreen,
  type RootScreenPath,
  type SignerScreenPath,
} from '../domain/screenPaths';
import { REGISTER_V2_STEPS } from './staticRoutes';

// The routes the router holds from the first load (staticRoutes.ts); the rest are discovered.
export { MAIN_SITE_PAGES, REGISTER_V2_STEPS } from './staticRoutes';

// The screens by path, with their titles (one const list each: src/domain/screenPaths.ts).
export { APPLICATION_SCREENS, ROOT_SCREENS, SIGNER_SCREENS };

export type Access = 'public' | 'signer-public' | 'signer' | 'authenticated';

/** A route of the router, relative to the basename: one union of every screen's path. */
export type ScreenPath =
  | (typeof REGISTER_V2_STEPS)[number]['path']
  | RootScreenPath
  | SignerScreenPath
  | `:applicationId/${ApplicationScreen}`;

export interface ScreenRoute {
  /** Path relative to the basename (/account/heloc); `:applicationId` is any uuid-looking segment. */
  path: ScreenPath;
  title: string;
  access: Access;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...REGISTER_V2_STEPS.map((s) => ({ ...s, access: 'public' as const })),
  ...ROOT_SCREENS.map(([path, title, access]) => ({ path, title, access })),
  ...SIGNER_SCREENS.map(([path, title, access]) => ({ path, title, access })),
  ...APPLICATION_SCREENS.map(([path, title]) => ({
    path: `:applicationId/${path}` as const,
    title,
    access: 'authenticated' as const,
  })),
];
