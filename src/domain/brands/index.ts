export * from './types';
export * from './registry';
export * from './helpers';
export * from './resolveOrgCode';
export { contrastRatio, relativeLuminance } from './contrast';
