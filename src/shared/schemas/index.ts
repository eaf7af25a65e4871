export * from './api';
export * from './application';
export * from './auth';
export * from './fields';
export * from './jobs';
export * from './lookups';
export * from './paging';
export * from './profile';
