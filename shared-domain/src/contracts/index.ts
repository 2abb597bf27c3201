// @acolhe/shared-domain/contracts: what the rooms agree on with each other (docs/architecture.md,
// "Contracts between rooms"): the modules each remote exposes and their props, the query-key
// rules of the one react-query cache, the browser events and storage keys, the site's addresses.
export * from './remotes';
export * from './props';
export * from './queryKeys';
export * from './browser';
export * from './routes';
export * from './routePages';
export * from './pendingBooking';
