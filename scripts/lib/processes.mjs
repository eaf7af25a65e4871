// Child processes on the loopback interface, shared by every script and harness that starts a
// server: a free port, a Node process, waiting until a URL answers, stopping it. Plain .mjs so
// that the node scripts (npm start, e2e, lighthouse) and the tsx ones (bench, load, the security
// harness; types in processes.d.mts) use the same code.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The command `npm start` runs after building. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/index.ts'];

/** A TCP port that was free a moment ago on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether a child process has ended (exited or killed by a signal). */
export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * `node ARGS` in the repository root with process.env plus `env` (a null or undefined value
 * unsets a variable: SMTP_URL, DATABASE_URL).
 */
export function spawnNode(args, { env = {}, stdio = 'inherit' } = {}) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value == null) delete merged[key];
  return spawn(process.execPath, args, { cwd: ROOT, env: merged, stdio });
}

/**
 * Resolves once GET `url` answers 2xx; rejects when `child` ends first or after `timeoutMs`.
 * A listening server that keeps answering 404 for 10 s will not start answering by itself.
 */
export async function waitForHttp(url, { child, timeoutMs = 60_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  let notFoundSince = null;
  while (Date.now() < deadline) {
    // Read on every turn: an 'exit' listener added now would miss an exit that already happened.
    if (child && hasExited(child)) {
      throw new Error(
        `server exited before answering (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
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
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s (${lastError})`);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopProcess(child, graceMs = 5_000) {
  if (!child || hasExited(child)) return Promise.resolve();
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
