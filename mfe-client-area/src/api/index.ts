// The client area's api: react-query hooks over the operation table (callApi with a row of
// @acolhe/shared-domain/operations; keys from the rows).
export * from './hooks';
