// Public entry of @acolhe/shared-domain: what the front-ends and the api must agree on.
// Pure TypeScript (no React, DOM or Node-only APIs) so webpack and tsx load the same source.
export * from './enums';
export * from './types';
export * from './constants';
export * from './dates';
export * from './url';
export * from './masks';
export * from './format';
export * from './slots';
export * from './status';
export * from './video';
export * from './filters';
export * from './search-terms';
export * from './schemas';
export * from './brDate';
export * from './api-queries';
export * from './privacy';
export * from './agenda';
export * from './notifications';
export * from './calendar';
export * from './therapist-publication';
export * from './photo';
export * from './slot-calendar';
export * from './cep';
export * from './seo';
export * from './pix';
export * from './answers';
