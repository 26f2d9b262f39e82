import type { ScreenModules } from '../../../app/screenModules';

/** The moreInfo screens, by route path (routeTable.ts), each a lazy route module. */
export const moreInfoScreens: ScreenModules = {};
