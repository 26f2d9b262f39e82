import type { ScreenModules } from '../../../app/screenModules';

/** The offer screens, by route path (routeTable.ts), each a lazy route module. */
export const offerScreens: ScreenModules = {};
