/**
 * The HTTP server of an app: @hono/node-server's listener, behind the ready answers of
 * server/http/ready-answers.ts when the app has them (deps.ready). server/index.ts and the tests
 * that need a real socket use this one function, so both run the same path.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types';
import { readyListener } from './ready-answers';

export function createAppServer(app: Hono<AppEnv>, deps: AppDeps): Server {
  const listener = getRequestListener(app.fetch);
  return createServer(deps.ready ? readyListener(deps, deps.ready, listener) : listener);
}
