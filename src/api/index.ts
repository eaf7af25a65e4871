export * from './auth';
export * from './client';
export * from './files';
export * from './job-apply';
export * from './jobs';
export * from './lookups';
export * from './org';
export * from './user';
