/**
 * A second thread for job list searches (issue 8: "using both cores"). A search a cache has not
 * answered (the bitset search, the job summaries, the JSON) takes about half of the main
 * thread's time per request; in this thread it runs beside the main thread's HTTP work instead
 * of in turn with it. The thread has its own read-only connection (SQLite) or small pool
 * (PostgreSQL) and caches
 * (search-thread-worker.ts), keyed on the version the main thread read, so a job write seen by
 * the main thread reaches the thread's caches with the next request.
 *
 * listJson answers null when the thread cannot (not running, failed, or no answer within
 * REPLY_TIMEOUT_MS); the caller then searches in its own thread, so a search never fails
 * because of this thread. A thread that stops is started again after a second, at most
 * MAX_RESTARTS times; after that the main thread answers every search.
 */
import { Worker } from 'node:worker_threads';
import type { JobSearch } from './search';
import type { SearchReply, SearchRequest, SearchThreadData } from './search-thread-worker';

const REPLY_TIMEOUT_MS = 5000;
const MAX_RESTARTS = 5;

interface Pending {
  resolve: (text: string | null) => void;
  timer: NodeJS.Timeout;
}

export interface SearchThreadOptions {
  dataDir: string;
  /** PostgreSQL: the main thread's DATABASE_URL and schema; unset: SQLite in dataDir. */
  databaseUrl?: string | null;
  schema?: string | null;
  file?: string;
  /** SQLite: the connection's memory map (PRAGMA mmap_size), as the main connection's. */
  mmapBytes?: number;
  log?: (line: string) => void;
}

export class SearchThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private restarts = 0;
  private closed = false;

  constructor(private readonly options: SearchThreadOptions) {
    this.start();
  }

  /** Whether searches go to the thread (false once it has stopped for good or is closed). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** GET /api/job/list's JSON text for `search` at `version`, or null (search it yourself). */
  listJson(search: JobSearch, version: string, message: string): Promise<string | null> {
    return this.ask({ search, version, message });
  }

  /** GET /api/job/facets's JSON text for `search` at `version`, or null (count them yourself). */
  facetsJson(search: JobSearch, version: string): Promise<string | null> {
    return this.ask({ search, version, message: '', facets: true });
  }

  private ask(request: Omit<SearchRequest, 'id'>): Promise<string | null> {
    const worker = this.worker;
    if (!worker) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(id, null), REPLY_TIMEOUT_MS);
      this.pending.set(id, { resolve, timer });
      worker.postMessage({ id, ...request } satisfies SearchRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.settleAll();
    if (worker) await worker.terminate();
  }

  private start(): void {
    const worker = new Worker(new URL('./search-thread-boot.mjs', import.meta.url), {
      workerData: {
        dataDir: this.options.dataDir,
        databaseUrl: this.options.databaseUrl ?? null,
        schema: this.options.schema ?? null,
        file: this.options.file,
        mmapBytes: this.options.mmapBytes ?? 0,
      } satisfies SearchThreadData,
    });
    // Never what keeps the process alive (shutdown closes the server, then the database).
    worker.unref();
    worker.on('message', (reply: SearchReply) => {
      if ('failed' in reply) {
        this.options.log?.(`search thread: a search failed (${reply.failed}); searched again here`);
        this.settle(reply.id, null);
      } else {
        this.settle(reply.id, reply.text);
      }
    });
    worker.on('error', (err) => {
      this.options.log?.(`search thread: ${err.name}: ${err.message}`);
    });
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.settleAll();
      if (this.closed) return;
      if (this.restarts >= MAX_RESTARTS) {
        this.options.log?.(`search thread: stopped (exit ${code}); searching in the main thread`);
        return;
      }
      this.restarts += 1;
      this.options.log?.(`search thread: stopped (exit ${code}); starting it again`);
      setTimeout(() => {
        if (!this.closed && !this.worker) this.start();
      }, 1000).unref();
    });
    this.worker = worker;
  }

  private settle(id: number, text: string | null): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.resolve(text);
  }

  private settleAll(): void {
    for (const id of [...this.pending.keys()]) this.settle(id, null);
  }
}
