/**
 * Where the app lives and where it sends people outside it: defined once, used by the build
 * (vite.config.ts `base`), the router's basename, the machines, the API's return paths and the
 * sandbox.
 */

/** The app's base path: every screen is below it (src/domain/screenPaths.ts). No trailing slash. */
export const APP_BASE_PATH = '/account/heloc';

/** The main site's dashboard (outside the app): "Dashboard" links and the ways out of a dead end. */
export const DASHBOARD_URL = '/dashboard';
