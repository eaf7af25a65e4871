import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkTimeZone } from '../src/shared/zoned-time';
import { DEFAULT_ALERT_TIMEZONE } from './lib/alert-schedule';
import { randomToken } from './lib/crypto';
import type { AppConfig } from './types';

export interface ServerConfig extends AppConfig {
  port: number;
  smtpUrl: string | null;
  /** postgres://... (DATABASE_URL), or null: SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /** WORKER=on (default): the server runs due background work; off: only `npm run worker` does. */
  worker: boolean;
  /** RETENTION_DAYS (default 365): a finished application's files go that long after (issue 31). */
  retentionDays: number;
}

/** RETENTION_DAYS' default (API.md part 2 "Privacy and account control"). */
export const DEFAULT_RETENTION_DAYS = 365;

export class ConfigError extends Error {}

/** API.md defaults for the RATE_LIMIT_* variables. */
export const RATE_LIMIT_DEFAULTS: AppConfig['rateLimits'] = {
  loginAccount: 10,
  loginAddress: 50,
  forgotAccount: 5,
  forgotAddress: 30,
  registerAddress: 50,
  resetValidateAddress: 20,
  alertAddress: 30,
  alertEmail: 5,
  changeEmailAccount: 5,
  reportAddress: 20,
};

const RATE_ENV: Record<keyof AppConfig['rateLimits'], string> = {
  loginAccount: 'RATE_LIMIT_LOGIN_ACCOUNT',
  loginAddress: 'RATE_LIMIT_LOGIN_ADDRESS',
  forgotAccount: 'RATE_LIMIT_FORGOT_ACCOUNT',
  forgotAddress: 'RATE_LIMIT_FORGOT_ADDRESS',
  registerAddress: 'RATE_LIMIT_REGISTER_ADDRESS',
  resetValidateAddress: 'RATE_LIMIT_RESET_VALIDATE_ADDRESS',
  alertAddress: 'RATE_LIMIT_ALERT_ADDRESS',
  alertEmail: 'RATE_LIMIT_ALERT_EMAIL',
  changeEmailAccount: 'RATE_LIMIT_CHANGE_EMAIL_ACCOUNT',
  reportAddress: 'RATE_LIMIT_REPORT_ADDRESS',
};

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL is not a URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function booleanFlag(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

/** JWT_SECRET (>= 32 bytes) or a generated 256-bit secret kept in DATA_DIR/jwt-secret (0600). */
export function jwtSecret(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (Buffer.byteLength(fromEnv, 'utf8') < 32) {
      throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
    }
    return fromEnv;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(kept, 'utf8') < 32)
      throw new ConfigError(`${file} holds a secret shorter than 32 bytes`);
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken(32);
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`${name} must be on or off (got "${env[name]}")`);
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error('scheme');
  } catch {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

function alertTimeZone(env: Env): string {
  const raw = env.ALERT_TIMEZONE?.trim() || DEFAULT_ALERT_TIMEZONE;
  try {
    checkTimeZone(raw);
  } catch {
    throw new ConfigError(`ALERT_TIMEZONE is not a time zone (got "${raw}")`);
  }
  return raw;
}

function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a URL');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return raw;
}

/** OPERATOR_NAME's default (issue 31's privacy notice). */
export const DEFAULT_OPERATOR_NAME = 'Touchline';
/** OPERATOR_EMAIL's default when PUBLIC_URL names no public host (localhost, an address). */
export const FALLBACK_OPERATOR_EMAIL = 'privacy@touchline.invalid';

/**
 * Who runs this Touchline (the privacy notice's contact, GET /api/site/operator): OPERATOR_NAME
 * or 'Touchline', OPERATOR_EMAIL or privacy@ the PUBLIC_URL's host (privacy@touchline.invalid
 * when that host is localhost or an IP address).
 */
export function operatorOf(
  config: Pick<AppConfig, 'publicUrl' | 'operatorName' | 'operatorEmail'>,
  retentionDays: number = DEFAULT_RETENTION_DAYS,
): {
  name: string;
  email: string;
  retentionDays: number;
} {
  const host = new URL(config.publicUrl).hostname;
  const local = host === 'localhost' || !host.includes('.') || /^[\d.]+$|:/.test(host);
  return {
    name: config.operatorName || DEFAULT_OPERATOR_NAME,
    email: config.operatorEmail || (local ? FALLBACK_OPERATOR_EMAIL : `privacy@${host}`),
    // The privacy notice states how long files are kept: the operator's setting, not a default.
    retentionDays,
  };
}

function operatorEmail(env: Env): string | undefined {
  const raw = env.OPERATOR_EMAIL?.trim();
  if (!raw) return undefined;
  if (raw.length > 254 || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw)) {
    throw new ConfigError(`OPERATOR_EMAIL is not an e-mail address (got "${raw}")`);
  }
  return raw;
}

function operatorName(env: Env): string | undefined {
  const raw = env.OPERATOR_NAME?.trim();
  if (!raw) return undefined;
  if (raw.length > 200) throw new ConfigError('OPERATOR_NAME is longer than 200 characters');
  return raw;
}

/** MODERATION: 'new-orgs' (default: unverified organisations' roles wait for review) or 'off'. */
function moderation(env: Env): 'new-orgs' | 'off' {
  const raw = (env.MODERATION ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'new-orgs') return 'new-orgs';
  if (raw === 'off') return 'off';
  throw new ConfigError(`MODERATION must be new-orgs or off (got "${env.MODERATION}")`);
}

/** Reads the configuration; throws ConfigError with a one-line reason when invalid. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = positiveInt(env, 'PORT', 3000, 65535);
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  const rateLimits = { ...RATE_LIMIT_DEFAULTS };
  for (const key of Object.keys(RATE_ENV) as (keyof typeof RATE_ENV)[]) {
    rateLimits[key] = positiveInt(env, RATE_ENV[key], RATE_LIMIT_DEFAULTS[key], 1_000_000);
  }
  const distDir = resolve(cwd, env.DIST_DIR?.trim() || 'dist');
  const base = {
    port,
    dataDir,
    publicUrl: publicUrl(env, port),
    trustProxy: booleanFlag(env, 'TRUST_PROXY'),
    distDir,
    smtpUrl: smtpUrl(env),
    databaseUrl: databaseUrl(env),
    worker: onOff(env, 'WORKER', true),
    retentionDays: positiveInt(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 36_500),
    moderation: moderation(env),
    alertTimeZone: alertTimeZone(env),
    operatorName: operatorName(env),
    operatorEmail: operatorEmail(env),
    rateLimits,
  };
  // last: the only step that writes (a generated secret), after every other check passed. With
  // DATABASE_URL and no JWT_SECRET the secret lives in the database, shared by every server
  // (server/index.ts reads it once the database is open): '' until then.
  const shared = base.databaseUrl !== null && !env.JWT_SECRET;
  return { ...base, jwtSecret: shared ? '' : jwtSecret(env, dataDir) };
}
