export * from './reviewer';
export * from './account';
export * from './registros';
