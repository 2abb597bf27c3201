// The therapist area's api: the rows of @acolhe/shared-domain/operations called through shared-auth's
// `callApi` (docs/decisions/0047), the few calls that add something (calls.ts) and the
// react-query hooks over them (keys from the rows: queryKeyOf / apiQuery).
export * from './calls';
export * from './hooks';
