export * from './search-hero';
export * from './use-search-lookups';
