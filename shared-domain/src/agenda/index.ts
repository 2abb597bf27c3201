export * from './rules';
export * from './month';
