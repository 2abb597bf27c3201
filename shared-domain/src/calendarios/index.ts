export * from './endereco';
