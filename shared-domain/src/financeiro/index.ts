export * from './declaracao';
export * from './extenso';
export * from './financeiro';
