/**
 * The search thread's body (server/lib/search-thread.ts starts it): answers job list searches
 * with the JSON text of GET /api/job/list (or of GET /api/job/facets) from a database handle of its own (read-only on
 * SQLite, a pool of two on PostgreSQL), with every cache keyed on the version the main thread
 * read (jobListText), so that the main thread's core is left to HTTP while this one searches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDb } from '../db/connect';
import { type JobSearch, jobFacetsText, jobListText } from './search';

export interface SearchRequest {
  id: number;
  search: JobSearch;
  version: string;
  message: string;
  /** GET /api/job/facets's text instead of the list's (`message` unused). */
  facets?: boolean;
}
/** `failed` carries the error's name only (never its message or stack: no user data in logs). */
export type SearchReply = { id: number; text: string } | { id: number; failed: string };

export interface SearchThreadData {
  dataDir: string;
  databaseUrl: string | null;
  schema: string | null;
  file: string | undefined;
  mmapBytes: number;
}

const data = workerData as SearchThreadData;
const db = await openDb({
  dataDir: data.dataDir,
  databaseUrl: data.databaseUrl,
  schema: data.schema ?? undefined,
  file: data.file,
  readonly: true,
  poolSize: 2,
  mmapBytes: data.mmapBytes,
});

parentPort?.on('message', (m: SearchRequest) => {
  (m.facets
    ? jobFacetsText(db, m.search, m.version)
    : jobListText(db, m.search, m.version, m.message)
  ).then(
    (text) => parentPort?.postMessage({ id: m.id, text } satisfies SearchReply),
    // The main thread logs it and answers this one itself.
    (err: unknown) =>
      parentPort?.postMessage({
        id: m.id,
        failed: err instanceof Error ? err.name : 'Error',
      } satisfies SearchReply),
  );
});
