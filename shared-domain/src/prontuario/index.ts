export * from './prontuario';
