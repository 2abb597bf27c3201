export * from './brcode';
export * from './chave';
export * from './pagamento';
