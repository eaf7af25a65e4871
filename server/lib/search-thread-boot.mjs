// The search thread's entry (server/lib/search-thread.ts): a worker thread does not get the
// process's `--import tsx` hooks for its own entry file, so this plain module loads the
// TypeScript body through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./search-thread-worker.ts', import.meta.url);
