// The command line of `npm run bench` (documented at the top of server/scripts/bench.ts).
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import { DEFAULT_PG_URL, type Engine, engineOption } from '../db-target';

const USAGE =
  'Usage: npm run bench -- [--db sqlite|postgres] [--jobs N] [--seconds S] [--connections C] [--max N] [--no-scaling]\n' +
  '                        [--only name,name] [--alerts N] [--json FILE] [--keep-dbs DIR] [--nice=N]\n' +
  '                        [--profile DIR] [--server-args="..."] [--server-stdout FILE]';

function parse() {
  try {
    return parseArgs({
      options: {
        db: { type: 'string' },
        jobs: { type: 'string', default: '100000' },
        alerts: { type: 'string', default: '100000' },
        seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
        connections: { type: 'string', default: '50' },
        max: { type: 'string', default: '1000000' },
        'no-scaling': { type: 'boolean', default: false },
        only: { type: 'string' },
        json: { type: 'string' },
        'keep-dbs': { type: 'string' },
        nice: { type: 'string' },
        profile: { type: 'string' },
        'server-args': { type: 'string' },
        'server-stdout': { type: 'string' },
      },
    }).values;
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(2);
  }
}

const args = parse();
const numbers = {
  jobs: Number(args.jobs),
  seconds: Number(args.seconds),
  connections: Number(args.connections),
  max: Number(args.max),
  alerts: Number(args.alerts),
};
let engine: Engine = 'sqlite';
try {
  engine = engineOption(args.db);
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!Object.values(numbers).every((n) => Number.isInteger(n) && n > 0)) {
  console.error(USAGE);
  process.exit(2);
}

export const OPTIONS = {
  ...numbers,
  engine,
  /** PostgreSQL: the server the bench's schemas go in (their names replace the URL's own). */
  pgUrl: process.env.DATABASE_URL?.trim() || DEFAULT_PG_URL,
  /** Not counted: the first part of each scenario's run on the same connections. */
  warmupSeconds: Math.max(1, Math.round(numbers.seconds / 5)),
  /** hello-world's run right before and right after each scenario. */
  baselineSeconds: Math.max(2, Math.round(numbers.seconds / 4)),
  only: args.only ? new Set(args.only.split(',')) : null,
  noScaling: args['no-scaling'] ?? false,
  json: args.json,
  keepDbs: args['keep-dbs'],
  /** --nice N: this process and both servers at scheduling priority N (negative = favoured). */
  nice: args.nice !== undefined ? Number(args.nice) : null,
  profile: args.profile,
  serverArgs: (args['server-args'] ?? '').split(' ').filter(Boolean),
  serverStdout: args['server-stdout'],
};
if (OPTIONS.nice !== null) setPriority(OPTIONS.nice);

/** Whether --only (if given) names this scenario. */
export const want = (name: string) => !OPTIONS.only || OPTIONS.only.has(name);

/** The targets: issue 8's on the search (both engines), issue 23's on job details. */
export const TARGETS = { mixP99: 15, mixRatio: 0.5, distinctP99: 50, detailsP99: 50 };
