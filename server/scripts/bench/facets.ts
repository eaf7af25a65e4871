// `npm run bench -- --only facets` (issue 29): GET /api/job/facets's counts in process, on the
// bench's board (--jobs, default 100,000 roles, given their coaching context by the seed), on
// the engine of --db.
//
// 1. The first count after a job write: the index's one read of every open role's context and
//    its bitsets of every facet value (once per version of the job lists).
// 2. 2,000 distinct searches of the bench's mix (bench/queries.ts: keywords, organisation type,
//    location, interests, and coaching-context facets in a share of them), each counted once
//    through facetCounts (server/lib/search.ts) with no text cache: p50, p99 (target <= 5 ms),
//    max. The index's keyword bitsets are read before the timed run (a server in steady state
//    has them), so the figures are the counting itself.
import { loadavg } from 'node:os';
import { jobListVersion } from '../../db/changes';
import { facetCounts, type JobSearch } from '../../lib/search';
import { type BenchDb, open } from './database';
import { distinctQueries, mixQuery, type Query } from './queries';

export const FACET_TARGETS = { p99Ms: 5 };
const SEARCHES = 2_000;

const ms = (start: number) => performance.now() - start;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const toSearch = (q: Query): JobSearch => ({
  keyword: q.keyword,
  orgType: q.orgType,
  location: q.location,
  interests: q.interests,
  ...(q.context ? { context: q.context } : {}),
  page: 1,
  pageSize: 25,
});

export interface FacetBenchResult {
  roles: number;
  withContext: number;
  firstMs: number;
  p50: number;
  p99: number;
  max: number;
  searches: number;
  withFacetFilters: number;
}

export async function facetsBench(b: BenchDb, roles: number): Promise<FacetBenchResult> {
  const db = await open(b);
  try {
    const withContext = Number(
      (
        await db.q
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('sport_type_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const version = jobListVersion(db);
    let start = performance.now();
    await facetCounts(
      db,
      toSearch({ keyword: '', orgType: '', location: '', interests: [], page: 1 }),
      version,
    );
    const firstMs = ms(start);
    const queries = distinctQueries(SEARCHES, new Set<string>(), () => mixQuery(1)).map(toSearch);
    // Steady state: every keyword's and filter's bitsets read (facetCounts of each once).
    for (const s of queries) await facetCounts(db, s, version);
    const times: number[] = [];
    for (const s of queries) {
      start = performance.now();
      await facetCounts(db, s, version);
      times.push(ms(start));
    }
    times.sort((a, c) => a - c);
    const result: FacetBenchResult = {
      roles,
      withContext,
      firstMs,
      p50: pct(times, 50),
      p99: pct(times, 99),
      max: times[times.length - 1],
      searches: queries.length,
      withFacetFilters: queries.filter((s) => s.context).length,
    };
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nfacet counts (GET /api/job/facets in process) on ${roles.toLocaleString('en')} roles, ${withContext.toLocaleString('en')} with a context, ${b.engine} (load average ${load})`,
    );
    console.log(
      `| first count after a write (one read of every role's context) | ${firstMs.toFixed(0)} ms |`,
    );
    console.log(
      `| ${result.searches} distinct searches (${result.withFacetFilters} with facet filters) | p50 ${result.p50.toFixed(2)} ms | p99 ${result.p99.toFixed(2)} ms (target <= ${FACET_TARGETS.p99Ms}) | max ${result.max.toFixed(2)} ms |`,
    );
    if (result.p99 > FACET_TARGETS.p99Ms) {
      console.log(
        `bench: facet counts p99 ${result.p99.toFixed(2)} ms > ${FACET_TARGETS.p99Ms} ms`,
      );
      process.exitCode = 1;
    }
    return result;
  } finally {
    await db.close();
  }
}
