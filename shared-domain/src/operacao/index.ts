export * from './auditoria';
export * from './messages';
export * from './verificacao';
export * from './moderacao';
export * from './selo';
export * from './filtros';
