// Shared helpers for the scripts and the e2e harness: build the app when stale, start the real
// server the way `npm start` does, wait for it, and stop it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
export const DIST_INDEX = path.join(DIST, 'index.html');

/** Inputs of the app build: a newer file in any of them makes dist/ stale. */
const BUILD_INPUTS = ['src', 'styles', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function buildStaleReason() {
  if (!existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  // A build by `npm run size` (vite only) has no prerendered pages: build again in full.
  if (!existsSync(path.join(DIST, 'prerender.json'))) return 'dist/prerender.json is missing';
  const built = statSync(DIST_INDEX).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Run a command to completion with inherited stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const VITE_BIN = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** `vite build`, the prerendered pages, then the precompression step; throws when one fails. */
export async function buildApp() {
  const started = Date.now();
  const code = await run(process.execPath, [VITE_BIN, 'build']);
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  const { prerenderPages } = await import('../prerender.mjs');
  await prerenderPages();
  const { compressDist } = await import('../compress.mjs');
  await compressDist(DIST);
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Build only when dist/ is missing or older than its sources. */
export async function ensureBuilt({ quiet = false } = {}) {
  const reason = buildStaleReason();
  if (!reason) {
    if (!quiet) console.log('build: dist/ is up to date');
    return false;
  }
  console.log(`build: ${reason}; running vite build`);
  await buildApp();
  return true;
}

/** A TCP port that was free a moment ago on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The command `npm start` runs after building. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/index.ts'];

/**
 * Start the real server (`node --import tsx server/index.ts`) with extra env (a null value
 * unsets a variable). Returns the child process.
 */
export function startServer({ env = {}, stdio = 'inherit' } = {}) {
  const merged = { ...process.env, ...env };
  // A null value removes the variable (e.g. SMTP_URL, so mail is written as .eml files).
  for (const [key, value] of Object.entries(merged)) if (value == null) delete merged[key];
  return spawn(process.execPath, SERVER_ARGS, { cwd: ROOT, env: merged, stdio });
}

/**
 * Resolve once GET `url` answers 2xx; reject when the child exits first or after `timeoutMs`.
 */
export async function waitForHttp(url, { child, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  const onExit = (code, signal) => {
    exited = { code, signal };
  };
  child?.once('exit', onExit);
  try {
    let lastError = 'no answer';
    let notFoundSince = null;
    while (Date.now() < deadline) {
      if (exited) {
        throw new Error(
          `server exited before answering (code ${exited.code}, signal ${exited.signal})`,
        );
      }
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.ok) return;
        lastError = `HTTP ${res.status}`;
        // A listening server that answers 404 will not start answering by itself.
        if (res.status === 404) {
          notFoundSince ??= Date.now();
          if (Date.now() - notFoundSince > 10_000) {
            throw new Error(`server answers ${url} with HTTP 404 (is the route mounted?)`);
          }
        }
      } catch (err) {
        if (err.message.startsWith('server answers')) throw err;
        lastError = err.cause?.code ?? err.message;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s (${lastError})`);
  } finally {
    child?.off('exit', onExit);
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopProcess(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(
        `process ${child.pid} still running after ${graceMs / 1000} s; sending SIGKILL`,
      );
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Env that lifts the per-address rate limits, for harnesses that sign up many users. */
export const HARNESS_RATE_LIMITS = {
  RATE_LIMIT_LOGIN_ADDRESS: '100000',
  RATE_LIMIT_FORGOT_ADDRESS: '100000',
  RATE_LIMIT_REGISTER_ADDRESS: '100000',
  RATE_LIMIT_RESET_VALIDATE_ADDRESS: '100000',
};

/** Where Chromium lives: CHROME_PATH, /usr/bin/chromium, or `chromium` on PATH; null if none. */
export function findChromium() {
  const candidates = [];
  if (process.env.CHROME_PATH) candidates.push(process.env.CHROME_PATH);
  candidates.push('/usr/bin/chromium');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) candidates.push(path.join(dir, 'chromium'), path.join(dir, 'chromium-browser'));
  }
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return null;
}
