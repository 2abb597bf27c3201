// The react-query hooks of this area, one file per area of the api (hooks/<area>.ts).
export * from './profile';
export * from './appointments';
export * from './agenda';
export * from './reviews';
export * from './account';
export * from './payments';
export * from './prontuario';
export * from './espera';
export * from './calendarios';
