// React 19 has useSyncExternalStore built in: wouter's `use-sync-external-store/shim` import is
// aliased here (vite.config.ts) so the shim's fallback code stays out of the bundle.
export { useSyncExternalStore } from 'react';
