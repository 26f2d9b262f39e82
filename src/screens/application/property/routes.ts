import type { ScreenModules } from '../../../app/screenModules';

/** The property screens, by route path (routeTable.ts), each a lazy route module. */
export const propertyScreens: ScreenModules = {};
