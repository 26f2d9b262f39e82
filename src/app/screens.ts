/**
 * The screens that are built, by route path (routeTable.ts). A route without an entry here
 * renders PendingScreen: the layout and the page's own title, nothing pretending to work.
 */
type RouteModule = Record<string, unknown>;

export const SCREENS: Record<string, () => Promise<RouteModule>> = {};
