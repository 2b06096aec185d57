// Pure TypeScript rules shared by the API and every app: no React, no browser or Node APIs.
export * from './roles';
export * from './subjects';
export * from './statuses';
export * from './validation';
export * from './arabic';
export * from './errors';
export * from './paging';
export * from './money';
export * from './parcel';
export * from './recipient-events';
