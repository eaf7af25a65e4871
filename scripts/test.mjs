// `npm test`: every vitest test (the app project, the server project on SQLite and, when a
// PostgreSQL server answers, the server-pg project on it), then the end-to-end suite in headless
// Chromium when one is found. Ends with one plain line `N passed, N failed` over both parts.
// Extra arguments (`npm test -- src/foo`) go to vitest and skip the e2e suite.
//
// PostgreSQL is found at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: the
// project's machines run PostgreSQL 15 there with trust authentication). Without an answer the
// pass is skipped with one line; with CI=true that is a failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium, ROOT, run } from './lib/app.mjs';
import { describePgUrl, postgresUnavailable } from './lib/postgres.mjs';

const isCI = /^(1|true)$/i.test(process.env.CI ?? '');
const extraArgs = process.argv.slice(2);
const tmpDir = path.join(ROOT, '.tmp');
mkdirSync(tmpDir, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

// 0. Is there a PostgreSQL for the server-pg pass?
const pgWhere = describePgUrl();
const pgReason = await postgresUnavailable();
const projects = [];
if (pgReason) {
  console.log(`server-pg: skipped: ${pgReason}`);
  if (isCI) {
    console.error('server-pg: CI=true requires the PostgreSQL pass, so this is a failure');
    failed += 1;
    ok = false;
  }
  projects.push('--project', 'app', '--project', 'server');
} else {
  console.log(`server-pg: the server tests also run on PostgreSQL at ${pgWhere}`);
}

// 1. vitest, with the default reporter on screen and the JSON one in a file for the count.
const vitestJson = path.join(tmpDir, 'vitest-results.json');
rmSync(vitestJson, { force: true });
console.log('\n── unit and server tests (vitest) ──');
const vitestCode = await run(process.execPath, [
  path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
  ...projects,
  ...extraArgs,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests to count: count it as one failure.
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
}
if (vitestCode !== 0) {
  ok = false;
  if (failed === 0) failed = 1; // vitest failed without a failing test (no tests, config error)
}

// 2. end-to-end tests in a real browser.
if (extraArgs.length > 0) {
  console.log('e2e: skipped (arguments were given for vitest)');
} else {
  const chromium = findChromium();
  if (!chromium) {
    console.log('e2e: skipped (no Chromium found; install it with: apt-get install chromium)');
    if (isCI) {
      console.error('e2e: CI=true requires Chromium, so this is a failure');
      failed += 1;
      ok = false;
    }
  } else {
    console.log('\n── end-to-end tests (headless Chromium) ──');
    const countFile = path.join(tmpDir, 'e2e-results.json');
    rmSync(countFile, { force: true });
    const e2eCode = await run(process.execPath, [path.join(ROOT, 'tests', 'e2e', 'run.mjs')], {
      env: { ...process.env, CHROME_PATH: chromium, E2E_RESULTS_FILE: countFile },
    });
    let counted = false;
    if (existsSync(countFile)) {
      const counts = JSON.parse(readFileSync(countFile, 'utf8'));
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
      counted = true;
    }
    if (e2eCode !== 0) {
      ok = false;
      if (!counted || failed === 0) failed += 1; // the harness itself failed (build, server)
    }
  }
}

console.log('');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
