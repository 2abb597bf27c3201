// The discovery room's api: the react-query hooks over the operation table's rows and the paging
// rules. Pages import the module they need ('../api/hooks') so a chunk carries no more.
export * from './hooks';
export * from './pagination';
