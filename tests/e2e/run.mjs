// The end-to-end harness (`npm run test:e2e`, also run by `npm test`):
// builds the app when stale, starts the real server exactly like `npm start` on a free port with
// a fresh temporary DATA_DIR, waits for /api/orgtype/list, runs tests/e2e/*.e2e.mjs with Node's
// test runner, then stops the server (SIGTERM, SIGKILL after 5 s) and removes the temp folder.
// Then the PostgreSQL pass: the coach journey (journey.e2e.mjs) again, with two servers on one
// PostgreSQL schema (TEST_DATABASE_URL) behind a round-robin proxy (lib/proxy.mjs), so that the
// browser signs in through one server and applies through the other; which server answered what
// is printed, and both must have served. Skipped with one line when no PostgreSQL answers, a
// failure then with CI=true.
// The main pass runs with MODERATION=off (its tests' new organisations post roles that must be
// public at once: issue 32); the trust-and-safety journey (MODERATION_FILES) then runs against a
// server of its own with the default, MODERATION=new-orgs.
// Usage: node tests/e2e/run.mjs [file-name-filter ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, findChromium, freePort, ROOT } from '../../scripts/lib/app.mjs';
import {
  createSchema,
  describePgUrl,
  dropSchema,
  postgresUnavailable,
} from '../../scripts/lib/postgres.mjs';
import { startRoundRobinProxy } from './lib/proxy.mjs';
import { startTestServer } from './lib/server.mjs';

/** The journey that also runs with the server on PostgreSQL. */
const POSTGRES_FILES = ['journey.e2e.mjs'];
/** Run against a server of their own with moderation on (the default, MODERATION=new-orgs). */
const MODERATION_FILES = ['trust.e2e.mjs'];
const moderated = (f) => MODERATION_FILES.includes(path.basename(f));
const isCI = /^(1|true)$/i.test(process.env.CI ?? '');

const E2E_DIR = path.join(ROOT, 'tests', 'e2e');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const chromium = findChromium();
if (!chromium) {
  console.error('e2e: no Chromium found (set CHROME_PATH, or: apt-get install chromium)');
  process.exit(1);
}

const filters = process.argv.slice(2);
const files = readdirSync(E2E_DIR)
  .filter((f) => f.endsWith('.e2e.mjs'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(path.basename(x))))
  .sort()
  .map((f) => path.join('tests', 'e2e', f));
if (files.length === 0) {
  console.error(`e2e: no test files matched in tests/e2e (${filters.join(', ') || '*.e2e.mjs'})`);
  process.exit(1);
}

let server = null;
/** The second server of the PostgreSQL pass. */
let second = null;
const reportDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-report-'));
let exitCode = 1;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server?.stop();
    await second?.stop();
    rmSync(reportDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/** Runs test files against a running server; returns {code, passed, failed, skipped}. */
async function runFiles(target, testFiles) {
  const tapFile = path.join(reportDir, `results-${Date.now()}.tap`);
  const testCode = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--test',
        '--test-concurrency=2',
        '--test-timeout=180000',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        ...testFiles,
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          // Test files may import the shared TypeScript texts (src/shared/messages.ts).
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx`.trim(),
          CHROME_PATH: chromium,
          E2E_BASE_URL: target.baseUrl,
          E2E_DATA_DIR: target.dataDir,
        },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const tap = readFileSync(tapFile, 'utf8');
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    code: testCode,
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

/**
 * Prints which server answered what through the proxy; returns why the run did not prove a
 * board of two servers (one of them served nothing, or the journey signed in and applied
 * through the same one), or null.
 */
function checkTwoServers(proxy) {
  const names = ['A', 'B'];
  const [a, b] = proxy.counts();
  console.log(`e2e on PostgreSQL: requests through the proxy: A ${a}, B ${b}`);
  for (const e of proxy.log.filter((x) => x.path.startsWith('/api/') && x.method !== 'GET'))
    console.log(`  ${names[e.upstream]} ${e.status} ${e.method} ${e.path}`);
  if (a === 0 || b === 0) return 'one of the two servers served no request';
  const last = (path) => proxy.log.findLast((x) => x.method === 'POST' && x.path === path);
  const signIn = last('/api/login');
  const apply = last('/api/job-apply/apply');
  if (!signIn || !apply) return 'the journey did not sign in and apply through the proxy';
  console.log(
    `e2e on PostgreSQL: signed in through ${names[signIn.upstream]}, applied through ${names[apply.upstream]}`,
  );
  if (signIn.upstream === apply.upstream)
    return `the journey signed in and applied through the same server (${names[apply.upstream]})`;
  return null;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const add = (r) => {
  counts.passed += r.passed;
  counts.failed += r.failed;
  counts.skipped += r.skipped;
};
try {
  await ensureBuilt();
  const mainFiles = files.filter((f) => !moderated(f));
  if (mainFiles.length) {
    server = await startTestServer({ env: { MODERATION: 'off' } });
    console.log(
      `e2e: server ready at ${server.baseUrl} after ${seconds()} (DATA_DIR ${server.dataDir})`,
    );
    const sqlite = await runFiles(server, mainFiles);
    add(sqlite);
    if (sqlite.code !== 0) console.error(`\n── server log (last lines) ──\n${server.logTail()}`);
    exitCode = sqlite.code === 0 && sqlite.failed === 0 ? 0 : 1;
    await server.stop();
    server = null;
  } else {
    exitCode = 0;
  }

  // The moderation pass: a server of its own with MODERATION at its default (new-orgs).
  const moderationFiles = files.filter(moderated);
  if (moderationFiles.length) {
    server = await startTestServer();
    console.log(`\ne2e with moderation on: server ready at ${server.baseUrl}`);
    const onModerated = await runFiles(server, moderationFiles);
    add(onModerated);
    if (onModerated.code !== 0) {
      console.error(`\n── server log (last lines) ──\n${server.logTail()}`);
    }
    if (onModerated.code !== 0 || onModerated.failed !== 0) exitCode = 1;
    await server.stop();
    server = null;
  }

  // The PostgreSQL pass.
  const pgFiles = files.filter((f) => POSTGRES_FILES.includes(path.basename(f)));
  const unavailable = pgFiles.length ? await postgresUnavailable() : null;
  if (pgFiles.length && unavailable) {
    console.log(`e2e on PostgreSQL: skipped: ${unavailable}`);
    if (isCI) {
      console.error('e2e on PostgreSQL: CI=true requires it, so this is a failure');
      counts.failed += 1;
      exitCode = 1;
    }
  } else if (pgFiles.length) {
    const schema = `e2e_${Math.floor(Date.now() / 1000)}_${process.pid}`;
    const databaseUrl = await createSchema(schema);
    // Two servers on the one schema behind a round-robin proxy: the browser sees one origin
    // (mail links too: PUBLIC_URL is the proxy's), and its requests are served by both.
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      MODERATION: 'off',
    };
    let proxy = null;
    try {
      server = await startTestServer({ env }); // first: it seeds the empty schema
      second = await startTestServer({ env });
      proxy = await startRoundRobinProxy([server.baseUrl, second.baseUrl], { port: proxyPort });
      console.log(
        `\ne2e on PostgreSQL (${describePgUrl()}, schema ${schema}): servers A ${server.baseUrl} ` +
          `and B ${second.baseUrl} behind a round-robin proxy at ${proxy.baseUrl}`,
      );
      const onPg = await runFiles({ baseUrl: proxy.baseUrl, dataDir: server.dataDir }, pgFiles);
      add(onPg);
      const twoServers = checkTwoServers(proxy);
      if (onPg.code !== 0 || twoServers) {
        console.error(`\n── server A log (last lines) ──\n${server.logTail()}`);
        console.error(`\n── server B log (last lines) ──\n${second.logTail()}`);
      }
      if (twoServers) {
        console.error(`e2e on PostgreSQL: ${twoServers}`);
        counts.failed += 1;
      }
      if (onPg.code !== 0 || onPg.failed !== 0 || twoServers) exitCode = 1;
    } finally {
      await proxy?.close();
      await second?.stop();
      second = null;
      await server?.stop();
      server = null;
      await dropSchema(schema).catch(() => {});
    }
  }
  if (process.env.E2E_RESULTS_FILE) {
    writeFileSync(process.env.E2E_RESULTS_FILE, JSON.stringify(counts));
  }
  console.log(`e2e: finished in ${seconds()} (${counts.passed} passed, ${counts.failed} failed)`);
} catch (err) {
  console.error(`e2e: ${err.message}`);
  exitCode = 1;
} finally {
  await server?.stop();
  await second?.stop();
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(exitCode);
