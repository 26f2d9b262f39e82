import type { ScreenModules } from '../../../app/screenModules';

/** The income screens, by route path (routeTable.ts), each a lazy route module. */
export const incomeScreens: ScreenModules = {};
