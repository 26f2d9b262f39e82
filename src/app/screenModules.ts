import type { ScreenPath } from './routeTable';

/** A lazy route module (`export function Component`, optional `loader`). */
export type RouteModule = Record<string, unknown>;

/**
 * Built screens by route path (routeTable.ts): `':applicationId/product/select'`. The keys are
 * the route table's paths, so a screen group's routes.ts cannot name a route that does not exist.
 */
export type ScreenModules = Partial<Record<ScreenPath, () => Promise<RouteModule>>>;
