// The therapist area's api: endpoints (plain calls, answers read with the shared schemas), query
// keys (by the shared cache's contract) and the react-query hooks over them.
export * from './endpoints';
export * from './keys';
export * from './hooks';
