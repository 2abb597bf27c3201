// The console's api: endpoints (plain calls over the operator's client, answers read with the
// shared schemas), query keys (by the shared cache's contract), the react-query hooks over them,
// and what to tell the operator about a failed call.
export * from './endpoints';
export * from './keys';
export * from './hooks';
export { mensagemDeErro, errosDeCampo, statusDe } from './client';
