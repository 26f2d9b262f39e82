import type { ScreenModules } from '../../../app/screenModules';

/** The bank screens, by route path (routeTable.ts), each a lazy route module. */
export const bankScreens: ScreenModules = {};
