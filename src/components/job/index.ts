export * from './job-card';
export * from './job-details-view';
export * from './job-list';
