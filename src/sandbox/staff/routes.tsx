import type { RouteObject } from 'react-router';

/** The staff page, relative to the app's basename: /account/heloc/__sandbox. */
export const staffRoutes: RouteObject[] = [
  { path: '__sandbox', lazy: () => import('./StaffPage') },
];

export { StaffPanel } from './StaffPanel';
