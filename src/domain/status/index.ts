export * from './statusRoutes';
export * from './polling';
export * from './progress';
export * from './companions';
