import type { ScreenModules } from '../../../app/screenModules';

/** The signing screens, by route path (routeTable.ts), each a lazy route module. */
export const signingScreens: ScreenModules = {};
