// The scaling table: how uncached search latency grows with the data (1,000 to 1,000,000 jobs,
// up to --max), in this process (no HTTP), on the bench's engine. Each row: the indexed search
// (server/lib/search.ts, no result cache) and the same search in SQL alone
// (server/db/testing/reference-search.ts: no index, no cache at all) on a sample.

import { referenceSearch } from '../../db/testing/reference-search';
import type { JobSearch } from '../../lib/search';
import { searchJobs } from '../../lib/search';
import { type BenchDb, open, remove, scaleDatabase } from './database';
import { OPTIONS } from './options';
import { distinctQueries, mixQuery } from './queries';

interface Timing {
  queries: number;
  mean: number;
  p50: number;
  p99: number;
}
export interface ScaleRow {
  jobs: number;
  seedSeconds: number;
  /** The first search on a fresh index (key array + the bitsets it needs). */
  buildMs: number;
  indexed: Timing;
  sql: Timing;
}

function scaleQueries(): JobSearch[] {
  const used = new Set<string>();
  return distinctQueries(2000, used, () => mixQuery()).map((q) => ({
    keyword: q.keyword,
    orgType: q.orgType,
    location: q.location,
    interests: q.interests,
    ...(q.context ? { context: q.context } : {}),
    page: q.page,
    pageSize: 25,
  }));
}

async function time(queries: JobSearch[], run: (q: JobSearch) => Promise<unknown>) {
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await run(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return {
    queries: times.length,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: at(0.5),
    p99: at(0.99),
  } satisfies Timing;
}

/**
 * Per data size: the indexed search without the result cache (every query distinct; the
 * bitsets of terms and facets warm after a first pass over other queries) and the SQL-only
 * search on a sample.
 */
async function measureSearch(b: BenchDb, queries: JobSearch[]) {
  const db = await open(b);
  try {
    const t = performance.now();
    await searchJobs(db, { ...queries[0] });
    const buildMs = performance.now() - t;
    const warm = queries.slice(0, 500);
    const timed = queries.slice(500);
    for (const q of warm) await searchJobs(db, q);
    const indexed = await time(timed, (q) => searchJobs(db, q));
    const sql = await time(timed.slice(0, 200), (q) => referenceSearch(db, q));
    return { buildMs, indexed, sql };
  } finally {
    await db.close();
  }
}

/** Prints the table row by row; `main` is the server's database (reused at its size). */
export async function scalingTable(
  main: BenchDb,
  mainSeedSeconds: number,
  tmp: string,
): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  const queries = scaleQueries();
  console.log(
    `\nSearch latency by data size on ${OPTIONS.engine} (${queries.length - 500} distinct mix queries after 500 others, no result cache, in process, no HTTP; SQL-only on 200 of them)`,
  );
  console.log(
    '| jobs | seed s | index build ms | indexed mean ms | indexed p50 ms | indexed p99 ms | SQL-only mean ms | SQL-only p99 ms |\n|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const n of [1_000, 10_000, 100_000, 1_000_000]) {
    if (n > OPTIONS.max) continue;
    const s = await scaleDatabase(n, main, mainSeedSeconds, tmp);
    const m = await measureSearch(s.db, queries);
    if (s.temporary) await remove(s.db);
    rows.push({ jobs: n, seedSeconds: s.seedSeconds, ...m });
    const f = (x: number) => x.toFixed(2);
    const seed = Number.isNaN(s.seedSeconds) ? 'kept' : s.seedSeconds.toFixed(0);
    console.log(
      `| ${n.toLocaleString('en')} | ${seed} | ${m.buildMs.toFixed(0)} | ${f(m.indexed.mean)} | ${f(m.indexed.p50)} | ${f(m.indexed.p99)} | ${f(m.sql.mean)} | ${f(m.sql.p99)} |`,
    );
  }
  return rows;
}
