// The discovery remote's api: endpoints (plain calls, answers read with the shared schemas), query
// keys (by the shared cache's contract), the react-query hooks over them, and the paging rules.
// Pages import the module they need ('../api/hooks', '../api/keys') so a chunk carries no more.
export * from './endpoints';
export * from './keys';
export * from './hooks';
export * from './pagination';
