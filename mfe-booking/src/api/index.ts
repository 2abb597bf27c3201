// The booking room's api: the react-query hooks over the operation table's rows. The room's calls
// (src/sala/api.ts) stay apart so the profile's BookingCard chunk never carries them.
export * from './hooks';
