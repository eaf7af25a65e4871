// npm run seed -- --jobs N [--data-dir DIR] [--seed S]
// Adds N demo jobs (and the lookups and organisations, when missing) to the configured database:
// PostgreSQL when DATABASE_URL is set (in the schema its `options=-c search_path=...` names,
// which must exist), else DATA_DIR/touchline.db (created when missing).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../db/connect';
import { seedDatabase } from '../db/seed';
import { describeTarget, refreshStatistics, schemaOfUrl } from './db-target';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '240' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '42' },
  },
});

const jobs = Number.parseInt(values.jobs ?? '240', 10);
const randomSeed = Number.parseInt(values.seed ?? '42', 10);
if (!Number.isInteger(jobs) || jobs < 0 || !Number.isInteger(randomSeed)) {
  console.error('Usage: npm run seed -- --jobs N [--data-dir DIR] [--seed S]');
  process.exit(2);
}
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
try {
  // a long wait: a large seed writes for minutes
  const db = await openDb({ dataDir, databaseUrl: process.env.DATABASE_URL, timeoutMs: 600_000 });
  const where = describeTarget(db);
  try {
    const started = performance.now();
    const result = await seedDatabase(db, { jobs, randomSeed });
    await refreshStatistics(db);
    console.log(
      `Seeded ${where}: ${result.jobs} jobs, ${result.organisations} organisations, ` +
        `${result.tags} tags, ${result.cities} cities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
} catch (e) {
  // One line, never the URL itself (it may hold a password): openDb's messages give host:port/db.
  const schema = schemaOfUrl(process.env.DATABASE_URL ?? '');
  const missing = (e as { code?: string }).code === '3F000' && schema;
  console.error(
    `seed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` +
      (missing ? ` (does the schema ${schema} exist? create schema ${schema} first)` : ''),
  );
  process.exitCode = 1;
}
