// `npm run dev`: the API server in watch mode on API_PORT (default 3001) plus the Vite dev
// server, which proxies /api to it (vite.config.ts reads API_PORT). Both stop together.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/app.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

const children = [
  {
    name: 'api',
    child: spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'server/index.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
    }),
  },
  {
    name: 'vite',
    child: spawn(process.execPath, [bin('vite', 'bin/vite.js'), ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    }),
  },
];

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // Anything still alive after 5 s is killed.
  setTimeout(() => {
    for (const { child } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 5_000).unref();
}

for (const { name, child } of children) {
  child.on('error', (err) => {
    console.error(`dev: ${name} could not start: ${err.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`dev: ${name} exited (${signal ?? code}); stopping the other process`);
    stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
