export * from './reviewer';
export * from './account';
