export * from './keys';
export * from './therapist';
export * from './appointments';
export * from './availability';
export * from './agenda';
export * from './reviews';
export * from './account';
export * from './verificacao';
