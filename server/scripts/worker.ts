// npm run worker                       run background work until stopped (SIGTERM, SIGINT)
// npm run worker -- --once [--now ISO] run all work due at that time once, then exit 0
//
// The separate worker of docs/deploy.md: the same work the server runs with WORKER=on
// (server/work/runner.ts), on the same database (DATABASE_URL, or SQLite in DATA_DIR) and the
// same mail setting (SMTP_URL, or .eml files in DATA_DIR/mail). --now replaces the clock for
// that run (cron, and tests at a fixed time).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DatabaseOpenError, openDb } from '../db/connect';
import { consoleLog } from '../lib/log';
import { createMailer } from '../lib/mail';
import { JOBS, SWEEPS } from '../work/jobs';
import { WorkRunner } from '../work/runner';

const USAGE = 'Usage: npm run worker [-- --once [--now 2026-12-01T07:00:00+11:00]]';
const TICK_MS = 1000;

let values: { once?: boolean; now?: string };
try {
  ({ values } = parseArgs({
    options: { once: { type: 'boolean', default: false }, now: { type: 'string' } },
  }));
} catch {
  console.error(USAGE);
  process.exit(2);
}
const fixedNow = values.now !== undefined ? Date.parse(values.now) : null;
if (fixedNow !== null && (Number.isNaN(fixedNow) || !values.once)) {
  console.error(values.once ? `--now is not a date and time: ${values.now}` : USAGE);
  process.exit(2);
}

try {
  const config = loadConfig();
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const clock = { now: () => fixedNow ?? Date.now() };
  const mailer = createMailer({ ...config, log: consoleLog });
  const runner = new WorkRunner(
    {
      db,
      mailer,
      clock,
      log: consoleLog,
      publicUrl: config.publicUrl,
      alertTimeZone: config.alertTimeZone,
      retentionDays: config.retentionDays,
    },
    JOBS,
    SWEEPS,
  );
  if (values.once) {
    const r = await runner.runDue(clock.now());
    consoleLog(
      `worker: ran the work due at ${new Date(clock.now()).toISOString()}: ${r.done} done, ${r.retried} to retry, ${r.failed} given up`,
    );
    await db.close();
    process.exit(0);
  }
  consoleLog(`worker ${runner.id}: running (every ${TICK_MS / 1000} s)`);
  runner.start(TICK_MS);
  const stop = async (signal: string) => {
    consoleLog(`worker: ${signal} received, finishing what it runs`);
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (e) {
  if (e instanceof ConfigError) console.error(`Invalid configuration: ${e.message}`);
  else if (e instanceof DatabaseOpenError) console.error(`Cannot start the worker: ${e.message}`);
  else throw e;
  process.exit(1);
}
