// Two real Touchline servers on one PostgreSQL schema (issue 24): each with its own DATA_DIR and
// port, sharing DATABASE_URL, and without JWT_SECRET, so that they sign with the secret kept in
// the database. Plus the polling and mail helpers the multi-server tests share.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDb } from '../../../server/db/connect';
import { TEST_DATABASE_URL, testSchemaName } from '../../../server/test-utils';
import { type CallInit, Client } from '../../security/lib/http';
import {
  type RealServer,
  removeDir,
  type StartOptions,
  schemaUrl,
  startServer,
} from '../../security/lib/server';

export interface ServerPair {
  a: RealServer;
  b: RealServer;
  schema: string;
  /** The DATABASE_URL both servers run on. */
  url: string;
  /** The test's own handle on that schema (to check what the servers wrote). */
  db: Database;
  /** Starts a server again on `was`'s DATA_DIR and port, on the same database. */
  restart(was: RealServer): Promise<RealServer>;
  /** Stops both servers, drops the schema and removes both DATA_DIRs. */
  close(): Promise<void>;
}

/**
 * Starts A on a new, empty schema (it migrates and seeds it), then B on the same one. Not
 * together: an empty database is seeded by the first server that finds it empty.
 */
export async function startPair(env: StartOptions['env'] = {}): Promise<ServerPair> {
  // Set, it would be each server's secret and prove nothing about the shared one.
  if (process.env.JWT_SECRET) throw new Error('JWT_SECRET is set in the test environment');
  const schema = testSchemaName();
  const url = schemaUrl(schema);
  // creates and migrates the schema; the test's handle for the checks afterwards
  const db = await openDb({
    dataDir: '/nonexistent',
    databaseUrl: TEST_DATABASE_URL,
    schema,
    poolSize: 2,
  });
  const servers: RealServer[] = [];
  const dirs = new Set<string>();
  const start = async (opts: StartOptions = {}) => {
    const s = await startServer({
      env: { ...env, JWT_SECRET: undefined },
      databaseUrl: url,
      ...opts,
    });
    servers.push(s);
    dirs.add(s.dataDir);
    return s;
  };
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.q.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.close();
    await Promise.all([...dirs].map((d) => removeDir(d)));
  };
  try {
    const a = await start();
    const b = await start();
    return {
      a,
      b,
      schema,
      url,
      db,
      restart: (was) => start({ dataDir: was.dataDir, port: was.port }),
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * Calls `probe` every `intervalMs` until it returns something other than undefined or false,
 * for at most `timeoutMs`; returns that value and how long it took. Throws with `what` when
 * time runs out.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  { timeoutMs = 1000, intervalMs = 50 } = {},
): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    const ms = performance.now() - started;
    if (value !== undefined && value !== false) return { value, ms };
    if (ms >= timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, Math.min(intervalMs, timeoutMs - ms + 1)));
  }
}

/** The mails in DATA_DIR/mail to `to`, as decoded text (nodemailer writes quoted-printable). */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) =>
      readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((text) => text.includes(`To: ${to}`));
}

/** The value of `param` in the link of the one mail to `to` under `subject` in `dataDir`. */
export function linkToken(mails: string[], subject: string, param: string): string | undefined {
  const mail = mails.find((m) => m.includes(`Subject: ${subject}`));
  return mail ? new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(mail)?.[1] : undefined;
}

/** One request a RoundRobinClient sent: the server, the path and its status or error code. */
export interface Answer {
  server: string;
  path: string;
  /** The HTTP status, or the error's code when no answer came (ECONNREFUSED, UND_ERR_SOCKET). */
  status: number | string;
  at: number;
}

const errorCode = (e: unknown): string => {
  const cause = (e as { cause?: { code?: string } }).cause;
  return cause?.code ?? (e instanceof Error ? e.message : String(e));
};

/**
 * A client that sends each request to the next server in turn, as a load balancer does, and
 * records every answer in `log`. A server that refuses the connection is skipped (nothing was
 * sent, so the request goes to the next one); a request cut off mid-way is not sent again.
 */
export class RoundRobinClient extends Client {
  private next: number;
  constructor(
    private readonly servers: { name: string; baseUrl: string }[],
    start: number,
    private readonly log: Answer[],
  ) {
    super(servers[start % servers.length].baseUrl);
    this.next = start;
  }

  override async init(): Promise<this> {
    const res = await this.call('/api/orgtype/list');
    await res.arrayBuffer();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    this.xsrf = cookie.slice('XSRF-TOKEN='.length).split(';')[0];
    return this;
  }

  override async call(path: string, init: CallInit = {}): Promise<Response> {
    for (let tries = 1; ; tries++) {
      const server = this.servers[this.next++ % this.servers.length];
      const one = new Client(server.baseUrl);
      one.xsrf = this.xsrf;
      try {
        const res = await one.call(path, init);
        this.log.push({ server: server.name, path, status: res.status, at: Date.now() });
        return res;
      } catch (e) {
        const code = errorCode(e);
        this.log.push({ server: server.name, path, status: code, at: Date.now() });
        if (code !== 'ECONNREFUSED' || tries >= this.servers.length) throw e;
      }
    }
  }
}
