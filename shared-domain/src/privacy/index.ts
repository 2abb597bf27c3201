export * from './reviewer';
export * from './account';
export * from './politica';
export * from './registros';
