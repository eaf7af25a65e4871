// npm run load -- [--db sqlite|postgres]
//   env: LOAD_SECONDS=30, LOAD_CONNECTIONS=10, LOAD_JOBS=100000, LOAD_COACHES=40,
//        LOAD_DATA_DIR=<reuse a seeded folder>, LOAD_NO_RECORD=1 to skip docs/benchmarks.md
//
// Seeds LOAD_JOBS jobs (server/db/seed.ts, like `npm run seed`) into the engine of --db
// (without it: postgres when DATABASE_URL is set, else sqlite):
// - sqlite: a temporary DATA_DIR, or LOAD_DATA_DIR (kept, and topped up to LOAD_JOBS);
// - postgres: DATABASE_URL (else postgres://postgres@127.0.0.1:5432/test). A URL that names a
//   schema (options=-c search_path=...) is used as it is and kept, like LOAD_DATA_DIR; without
//   one the run uses a schema `load` of its own, created empty and dropped at the end.
// Then starts the real server (`node --import tsx server/index.ts`) on that database and a free
// loopback port, signs up LOAD_COACHES coaches with a resume and a cover letter each, and runs
// autocannon from a separate process (load/client.ts) for LOAD_SECONDS with a realistic mix:
//   40% search (keyword + filters + page), 25% job details, 15% lookups, 10% sign-in,
//   10% applications.
// Prints requests/s, p50/p99 latency, errors, non-2xx and 5xx counts, and records them in
// docs/benchmarks.md ("## Load", or "## Load on PostgreSQL"). Exits 1 on any error or 5xx.
//
// Rate limits: every request comes from 127.0.0.1, so the per-address limits (login 50
// failures, register 50 per hour, ...) are raised for this run through the RATE_LIMIT_*
// variables; the per-account login limit only counts failures and the mix signs in correctly.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  freePort,
  SERVER_ARGS,
  spawnNode,
  stopProcess,
  waitForHttp,
} from '../../scripts/lib/processes.mjs';
import { openDb } from '../db/connect';
import { seedDatabase } from '../db/seed';
import {
  DEFAULT_PG_URL,
  describePgUrl,
  dropSchema,
  engineOption,
  freshSchema,
  jobStats,
  refreshStatistics,
  schemaOfUrl,
  withSchema,
} from './db-target';
import type { ClientConfig } from './load/client';
import { prepare } from './load/prepare';
import { type AutocannonJson, machine, record, summarize, summaryLines } from './load/report';

const PASSWORD = 'Str0ng!Load#Runner26';
const KEYWORDS = [
  'coach',
  'manager',
  'analyst',
  'physio',
  'assistant',
  'head',
  'performance',
  'junior',
  'football',
  'strength',
];

/** The database of the run: the server's DATA_DIR and DATABASE_URL, and what to remove after. */
async function database(engine: 'sqlite' | 'postgres') {
  const reuse = process.env.LOAD_DATA_DIR;
  const dataDir = reuse ? resolve(reuse) : mkdtempSync(join(tmpdir(), 'touchline-load-'));
  const removeDir = () => {
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  };
  if (engine === 'sqlite') return { dataDir, url: null, removeDir, dropSchema: async () => {} };
  const given = process.env.DATABASE_URL?.trim() || DEFAULT_PG_URL;
  if (schemaOfUrl(given)) return { dataDir, url: given, removeDir, dropSchema: async () => {} };
  await freshSchema(given, 'load');
  return {
    dataDir,
    url: withSchema(given, 'load'),
    removeDir,
    dropSchema: () => dropSchema(given, 'load'),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { db: { type: 'string' } } });
  const engine = engineOption(values.db);
  const host = machine();
  const seconds = Number(process.env.LOAD_SECONDS ?? 30);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
  const jobs = Number(process.env.LOAD_JOBS ?? 100_000);
  const coachCount = Number(process.env.LOAD_COACHES ?? 40);
  const target = await database(engine);
  let server: ReturnType<typeof spawnNode> | null = null;
  try {
    const db = await openDb({
      dataDir: target.dataDir,
      databaseUrl: target.url,
      timeoutMs: 600_000,
    });
    let stats: { count: number; maxId: number };
    try {
      const have = (await jobStats(db)).count;
      if (have < jobs) {
        const t = performance.now();
        await seedDatabase(db, { jobs: jobs - have });
        await refreshStatistics(db);
        console.log(
          `seeded ${jobs - have} jobs in ${((performance.now() - t) / 1000).toFixed(1)} s`,
        );
      }
      stats = await jobStats(db);
    } finally {
      await db.close();
    }

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const limits = Object.fromEntries(
      [
        'LOGIN_ACCOUNT',
        'LOGIN_ADDRESS',
        'FORGOT_ACCOUNT',
        'FORGOT_ADDRESS',
        'REGISTER_ADDRESS',
        'RESET_VALIDATE_ADDRESS',
      ].map((k) => [`RATE_LIMIT_${k}`, '1000000']),
    );
    server = spawnNode(SERVER_ARGS, {
      env: {
        ...limits,
        PORT: String(port),
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.url,
        PUBLIC_URL: baseUrl,
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let serverLog = '';
    server.stdout?.on('data', (d: Buffer) => {
      serverLog += d.toString();
      if (serverLog.length > 4_000_000) serverLog = serverLog.slice(-2_000_000);
    });
    await waitForHttp(`${baseUrl}/api/orgtype/list`, { child: server, timeoutMs: 120_000 });
    const prepared = await prepare(baseUrl, coachCount, PASSWORD);

    const work = mkdtempSync(join(tmpdir(), 'touchline-load-client-'));
    const cfgFile = join(work, 'config.json');
    const outFile = join(work, 'result.json');
    const config: ClientConfig = {
      baseUrl,
      password: PASSWORD,
      seconds,
      connections,
      maxJobId: stats.maxId,
      keywords: KEYWORDS,
      ...prepared,
    };
    writeFileSync(cfgFile, JSON.stringify(config));
    const where = target.url ? ` (PostgreSQL ${describePgUrl(target.url)})` : '';
    console.log(
      `load: ${stats.count} jobs${where}, ${prepared.coaches.length} coaches, ${connections} connections, ${seconds} s against ${baseUrl}`,
    );
    const client = spawnNode([
      '--import',
      'tsx',
      'server/scripts/load/client.ts',
      cfgFile,
      outFile,
    ]);
    const code = await new Promise<number>((ok) => client.on('exit', (c) => ok(c ?? 1)));
    if (code !== 0) throw new Error(`the autocannon process failed (${code})`);
    const result = JSON.parse(readFileSync(outFile, 'utf8')) as AutocannonJson;
    rmSync(work, { recursive: true, force: true });

    const summary = summarize(result, serverLog);
    const lines = summaryLines(summary, seconds);
    console.log(lines.join('\n'));
    if (!process.env.LOAD_NO_RECORD) {
      const heading = record(
        {
          host,
          postgres: target.url ? describePgUrl(target.url) : null,
          jobs: stats.count,
          coaches: prepared.coaches.length,
          connections,
          seconds,
        },
        lines,
      );
      console.log(`recorded under "${heading}" in docs/benchmarks.md`);
    }
    if (summary.errors > 0 || summary.fiveXX > 0) {
      console.error('load: FAILED (errors or 5xx)');
      process.exitCode = 1;
    }
  } finally {
    await stopProcess(server);
    await target.dropSchema();
    target.removeDir();
  }
}

main().catch((err: unknown) => {
  console.error(`load: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
