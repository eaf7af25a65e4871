// npm run seed -- --jobs N [--data-dir DIR] [--seed S]
// Fills DATA_DIR/touchline.db (a new one, or adds N jobs to an existing one) with demo data.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../db/seed';

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
const db = openDatabase(dataDir);
const started = performance.now();
const result = seedDatabase(db, { jobs, randomSeed });
db.pragma('optimize');
db.close();
console.log(
  `Seeded ${dataDir}: ${result.jobs} jobs, ${result.organisations} organisations, ${result.tags} tags, ` +
    `${result.cities} cities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
