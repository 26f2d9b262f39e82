export * from './types';
export * from './messages';
export * from './schemas';
export * from './steps';
export * from './prefill';
export * from './savedState';
export * from './outcomes';
export * from './legacy';
