export * from './keys';
export * from './therapist';
export * from './appointments';
export * from './availability';
