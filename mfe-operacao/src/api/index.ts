export * from './hooks';
export { mensagemDeErro, errosDeCampo } from './client';
export { operacaoKeys } from './keys';
export type * from './endpoints';
export { TERAPEUTAS_PAGE_SIZE, buscarAuditoriaCompleta } from './endpoints';
