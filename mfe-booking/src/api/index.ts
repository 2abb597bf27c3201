// The booking remote's api: endpoints (plain calls, answers read with the shared schemas), query
// keys (by the shared cache's contract) and the react-query hooks over them. The room's calls
// (src/sala/api.ts) stay apart so the profile's BookingCard chunk never carries them.
export * from './endpoints';
export * from './keys';
export * from './hooks';
