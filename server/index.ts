import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { type DB, openDatabase } from './db/open';
import { consoleLog } from './lib/log';
import { createMailer } from './lib/mail';
import type { AppDeps } from './types';

/** Seeds an empty database with server-data's demo seed (skipped if that module is absent). */
async function seedIfEmpty(db: DB): Promise<void> {
  let mod: { seedIfEmpty?: (db: DB) => unknown };
  try {
    mod = await import('./db/seed');
  } catch (e) {
    consoleLog(`seed module unavailable: ${e instanceof Error ? e.message : 'unknown'}`);
    return;
  }
  await mod.seedIfEmpty?.(db);
}

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.dataDir);
  await seedIfEmpty(db);
  const mailer = createMailer({ ...config, log: consoleLog });
  const deps: AppDeps = { db, mailer, clock: { now: () => Date.now() }, config, log: consoleLog };
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port }, (info: AddressInfo) => {
    consoleLog(`Touchline is running at ${config.publicUrl} (listening on port ${info.port})`);
  });
  server.on('error', (e: NodeJS.ErrnoException) => {
    process.stderr.write(
      `Cannot start the server: ${e.code === 'EADDRINUSE' ? `port ${config.port} is in use` : e.message}\n`,
    );
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLog(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      consoleLog('in-flight requests did not finish in 10 s: closing anyway');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(() => {
      db.close();
      consoleLog('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e: unknown) => {
  process.stderr.write(`Cannot start the server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
