/**
 * The search thread's body (server/lib/search-thread.ts starts it): answers job list searches
 * with the JSON text of GET /api/job/list from a read-only connection of its own, with every
 * cache keyed on the version the main thread read (jobListText), so that the main thread's
 * core is left to HTTP while this one searches.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { type JobSearch, jobListText } from './search';

export interface SearchRequest {
  id: number;
  search: JobSearch;
  version: string;
  message: string;
}
/** `failed` carries the error's name only (never its message or stack: no user data in logs). */
export type SearchReply = { id: number; text: string } | { id: number; failed: string };

const { dataDir, file, mmapBytes } = workerData as {
  dataDir: string;
  file: string;
  mmapBytes: number;
};
const db = new Database(join(dataDir, file), { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
if (mmapBytes > 0) db.pragma(`mmap_size = ${Math.floor(mmapBytes)}`);

parentPort?.on('message', (m: SearchRequest) => {
  let reply: SearchReply;
  try {
    reply = { id: m.id, text: jobListText(db, m.search, m.version, m.message) };
  } catch (err) {
    // The main thread logs it and answers this one itself.
    reply = { id: m.id, failed: err instanceof Error ? err.name : 'Error' };
  }
  parentPort?.postMessage(reply);
});
