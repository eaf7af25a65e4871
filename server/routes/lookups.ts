import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../types';

export function lookupRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
