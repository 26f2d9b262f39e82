/** A lazy route module (`export function Component`, optional `loader`). */
export type RouteModule = Record<string, unknown>;

/** Built screens by route path (routeTable.ts): `':applicationId/product/select'`. */
export type ScreenModules = Record<string, () => Promise<RouteModule>>;
