// The api's answers as valibot schemas: the api documents and checks its responses with them
// (api/src/http/contract.ts), and a front-end may parse with the same ones.
export * from './common';
export * from './review';
export * from './therapist';
export * from './appointment';
export * from './agenda';
export * from './account';
export * from './payment';
export * from './financeiro';
export * from './prontuario';
export * from './operacao';
export * from './operacao-console';
export * from './series';
export * from './calendarios';
