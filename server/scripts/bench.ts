// `npm run bench`: the API under load, against a hono hello-world baseline measured in the same run.
//
// 1. Seeds --jobs (default 100,000) jobs (server/db/seed.ts, seed 42) into the engine of --db:
//    sqlite (a temporary DATA_DIR) or postgres (the schema `bench` of DATABASE_URL's database,
//    else of postgres://postgres@127.0.0.1:5432/test). Without --db: postgres when DATABASE_URL
//    is set, else sqlite.
// 2. Starts the baseline (server/scripts/hello.ts) and the real server (`node --import tsx
//    server/index.ts`, on that database) as child processes on free loopback ports, and drives
//    each with autocannon from this process: --connections (default 50) connections, --seconds
//    (default 10, or BENCH_SECONDS) per scenario after a short warm-up on the same connections
//    that is not counted (the steady state of those connections, not their opening).
//    The baseline runs right before and right after each scenario and its ratio divides by both
//    together, so that a drift of the machine's speed (a shared host) cancels out.
// 3. Prints requests/s, p50 and p99 per scenario and the throughput ratio to the baseline, and
//    checks the targets (bench/options.ts TARGETS) on the search mix (p99 <= 15 ms, >= 50 % of
//    the baseline's throughput), on distinct queries (p99 <= 50 ms) and on job details (p99 <=
//    50 ms). Exit code 1 when a target is missed.
// 4. Prints how uncached search latency grows with the data on the same engine: 1,000, 10,000,
//    100,000 and 1,000,000 jobs (--max 100000 skips the million; --no-scaling skips the table).
//
// Usage: npm run bench -- [--db sqlite|postgres] [--jobs N] [--seconds S] [--connections C]
//                         [--max N] [--no-scaling] [--only name,name] [--json FILE]
//                         [--keep-dbs DIR] [--nice=N] [--profile DIR] [--server-args="..."]
//                         [--server-stdout FILE]
// --only "search mix" runs the named scenarios only (comma-separated; "none": only the table).
// --only alerts runs the job alerts bench (bench/alerts.ts: --alerts N alerts, default 100,000)
// and nothing else; named with other scenarios, it runs after them.
// --only sitemap streams the sitemaps of the --jobs roles (bench/sitemap.ts: time, peak RSS) and
// nothing else.
// --only facets times GET /api/job/facets's counts in process on the --jobs roles (bench/facets.ts:
// the first count after a write, then p50/p99/max of 2,000 distinct searches; p99 target 5 ms)
// and nothing else.
// --profile DIR writes a V8 CPU profile of the real server (node --cpu-prof) into DIR.
// --server-args="..." passes Node options to the real server (say --server-args=--trace-gc), and
// --server-stdout FILE appends its standard output (request lines, GC traces) to FILE.
// --keep-dbs DIR keeps the seeded databases of the scaling table (SQLite: in DIR; PostgreSQL: in
// schemas bench_jobs_N) and reuses them in later runs when they are at the code's last migration
// (the 1,000,000-job seed takes minutes).
// Only loopback addresses are used; every child process is stopped at the end.
//
// The parts: bench/options.ts (the command line, the targets), bench/database.ts (seeding and
// keeping the databases per engine), bench/servers.ts (the two servers), bench/queries.ts (the
// query mix), bench/measure.ts (autocannon, one scenario), bench/scenarios.ts (the scenarios),
// bench/scaling.ts (the scaling table), bench/report.ts (the table, the targets, --json).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { alertsBench, reportAlerts } from './bench/alerts';
import { benchDb, describe, remove, seedInto } from './bench/database';
import { facetsBench } from './bench/facets';
import { scenario } from './bench/measure';
import { OPTIONS } from './bench/options';
import { judge, printTable, writeJson } from './bench/report';
import { scalingTable } from './bench/scaling';
import { runScenarios } from './bench/scenarios';
import { startHello, startServer, stop, stopAll } from './bench/servers';
import { sitemapBench } from './bench/sitemap';

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  const db = benchDb(join(tmp, 'data'), 'bench');
  const machine = `${cpus().length} cores (${cpus()[0]?.model?.trim() ?? 'unknown CPU'}), Node ${process.version}`;
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(`bench: ${machine}; load average ${load.join(' ')}`);
  console.log(
    `bench: ${OPTIONS.connections} connections, ${OPTIONS.seconds} s per scenario after a ${OPTIONS.warmupSeconds} s warm-up`,
  );
  try {
    process.stdout.write(
      `bench: seeding ${OPTIONS.jobs.toLocaleString('en')} jobs into ${describe(db)} ... `,
    );
    const seedSeconds = await seedInto(db, OPTIONS.jobs);
    console.log(`${seedSeconds.toFixed(1)} s`);
    if (OPTIONS.only?.has('sitemap') && OPTIONS.only.size === 1) {
      await sitemapBench(db, OPTIONS.jobs);
      return;
    }
    if (OPTIONS.only?.has('facets') && OPTIONS.only.size === 1) {
      await facetsBench(db, OPTIONS.jobs);
      return;
    }
    const alerts = OPTIONS.only?.has('alerts') ?? false;
    if (alerts && OPTIONS.only?.size === 1) {
      const result = await alertsBench(db, OPTIONS.alerts);
      reportAlerts(result);
      writeJson(machine, [], [], result);
      return;
    }

    const hello = await startHello();
    console.log('\nScenario              req/s     latency');
    const baseline = await scenario(
      hello.base,
      'hello (baseline)',
      'hono hello-world, GET / (no middleware, no database)',
      () => '/',
      1,
    );
    const server = await startServer(db);
    const rows = [baseline, ...(await runScenarios(server.base, hello.base))];
    await stop(server);
    await stop(hello);

    printTable(rows, baseline);
    const alertResult = alerts ? await alertsBench(db, OPTIONS.alerts) : undefined;
    if (alertResult) reportAlerts(alertResult);
    const scale = OPTIONS.noScaling ? [] : await scalingTable(db, seedSeconds, tmp);
    writeJson(machine, rows, scale, alertResult);
    judge(rows, baseline);
  } finally {
    await stopAll();
    if (db.engine === 'postgres') await remove(db).catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
