/**
 * When a cached answer is stale: the one module that decides.
 *
 * What is cached, and which writes make it stale:
 * - Job lists and jobs: the search index (server/lib/search-bitset.ts), list and summary
 *   texts (server/lib/search.ts), their ETags and ready answers (server/middleware/etag.ts,
 *   server/http/ready-answers.ts), the lookup lists' ETags (routes/lookups.ts), and jobs as a
 *   job's page shows them (queries/jobs.ts, without the view count). Stale after any write to
 *   jobs, job_tags, job_words, an organisation's name, type, city, verification or suspension
 *   (issue 32: moderation.ts), or the lookup tables. Such a write calls jobsChanged() in its
 *   transaction.
 * - The clock: a role closes at the end of its closing date whether or not anything writes
 *   (issue 27). Roles close only at the last second of a day in one of the states' zones, so
 *   the version carries the latest such moment passed (closingWindow); it moves when the clock
 *   passes the next one, and what is read under it counts a role open when its closes_at is
 *   later than that moment (closingCut).
 * - Nothing else is cached: view counts, accounts, applications and files are read per
 *   request.
 *
 * Who wrote, and how this process learns of it (jobListVersion moves):
 * - this process: jobsChanged() moves the version once the transaction commits (never
 *   before: a reader in between would cache the old rows under the new version);
 * - another process on SQLite (WEB_CONCURRENCY, a script, the search thread never writes):
 *   PRAGMA data_version moves, read at most once per event-loop turn;
 * - another process on PostgreSQL (several servers, a worker, a script): jobsChanged() sends
 *   NOTIFY touchline_changes in the same transaction, delivered when it commits, and every
 *   server LISTENs. While that connection is down (or not yet up) nothing is cached: each read
 *   of the version is a new version.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { closingWindow } from '../../src/shared/zoned-time';
import { afterCommit, type Database, type Db } from './connect';

/** Channels are per database, not per schema: tests (a schema each) get a channel each. */
const channelOf = (db: Database) => `touchline_changes${db.schema ? `_${db.schema}` : ''}`;
const RECONNECT_MS = 1000;

interface State {
  /** Writes committed by this process. */
  local: number;
  /** Changes seen from elsewhere (SQLite: data_version; PostgreSQL: notifications). */
  remote: number;
  /** This database handle's name in notifications (its own are not counted twice). */
  origin: string;
  listener: Listener | null;
  /** SQLite: the data_version statement and the turn it was last read in. */
  dataVersion: { read: () => number; turn: number } | null;
  /** The clock roles close by (the app's: tests and `--now` set it). */
  now: () => number;
  /** The closing moments around the clock's last reading (closingWindow). */
  window: { last: number; next: number };
}

const states = new WeakMap<Database, State>();

function state(db: Database): State {
  let s = states.get(db);
  if (!s) {
    s = {
      local: 0,
      remote: 0,
      origin: randomBytes(6).toString('hex'),
      listener: null,
      dataVersion: null,
      now: Date.now,
      window: { last: 0, next: 0 },
    };
    states.set(db, s);
  }
  return s;
}

/**
 * Records that the job lists change with this write (see the top of this file). Call it inside
 * the write's transaction, after the write.
 */
export async function jobsChanged(t: Db): Promise<void> {
  const s = state(t.base);
  if (t.engine === 'postgres') {
    await sql`SELECT pg_notify(${channelOf(t.base)}, ${s.origin})`.execute(t.q);
  }
  afterCommit(t, () => {
    s.local += 1;
  });
}

// ---- SQLite: data_version once per event-loop turn ----

let turn = 0;
let turnEnding = false;
const endTurn = () => {
  turn += 1;
  turnEnding = false;
};

/**
 * PRAGMA data_version (it moves when another connection commits), read at most once per
 * database per event-loop turn: the pragma opens a read transaction (its cost on a large WAL
 * database: docs/benchmarks.md) and a list request needs the version two or three times. A
 * request sees every other process's commit made before its turn began.
 */
function sqliteDataVersion(db: Database, s: State): number {
  if (!turnEnding) {
    turnEnding = true;
    setImmediate(endTurn);
  }
  if (!s.dataVersion) {
    const st = db.sqlite!.prepare('PRAGMA data_version').pluck();
    s.dataVersion = { read: () => st.get() as number, turn: -1 };
  }
  if (s.dataVersion.turn !== turn) {
    s.remote = s.dataVersion.read();
    s.dataVersion.turn = turn;
  }
  return s.remote;
}

// ---- PostgreSQL: LISTEN ----

class Listener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  listening = false;

  constructor(
    private readonly db: Database,
    private readonly s: State,
  ) {
    db.onClose(() => this.stop());
    this.connect();
  }

  private connect(): void {
    if (this.stopped || this.db.closed) return;
    const client = new pg.Client({
      connectionString: this.db.url!,
      connectionTimeoutMillis: 5000,
      application_name: 'touchline-listen',
    });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      this.s.remote += 1;
      client.end().catch(() => {});
      if (!this.stopped) {
        this.timer = setTimeout(() => this.connect(), RECONNECT_MS);
        this.timer.unref();
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.payload !== this.s.origin) this.s.remote += 1;
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${channelOf(this.db)}`))
      .then(() => {
        if (this.client !== client) return;
        // Changes made while no one listened are unknown: count one.
        this.s.remote += 1;
        this.listening = true;
        // The connection must not keep a finished script or test alive.
        (
          client as unknown as { connection?: { stream?: { unref?: () => void } } }
        ).connection?.stream?.unref?.();
      })
      .catch(lost);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) await client.end().catch(() => {});
  }
}

/** Sets the clock roles close by for this database (the app's and the worker's clock). */
export function setClosingClock(db: Database, now: () => number): void {
  const s = state(db);
  s.now = now;
  s.window = { last: 0, next: 0 };
}

/** The latest closing moment passed (epoch ms), read from the clock only when it moved past. */
function closingMoment(s: State): number {
  const now = s.now();
  if (now >= s.window.next || now < s.window.last) s.window = closingWindow(now);
  return s.window.last;
}

/**
 * The version job lists are cached under: it moves with every write to them, by any process,
 * and when the clock closes roles (see the top of this file). A string compared for equality;
 * after its '@', the closing moment that what is read under it is cut at (closingCut).
 */
export function jobListVersion(db: Db): string {
  const base = db.base;
  const s = state(base);
  const at = closingMoment(s);
  if (base.engine === 'sqlite') return `${s.local}.${sqliteDataVersion(base, s)}@${at}`;
  if (!s.listener) s.listener = new Listener(base, s);
  if (!s.listener.listening) s.remote += 1;
  return `${s.local}.${s.remote}@${at}`;
}

/**
 * The moment open roles are judged at under `version` (or now): a role is open when is_open is
 * 1 and its closes_at is later than this ISO text.
 */
export function closingCut(db: Db, version?: string): string {
  const at = version
    ? Number(version.slice(version.indexOf('@') + 1))
    : closingMoment(state(db.base));
  return new Date(at).toISOString();
}

/** Waits until this server hears other servers' changes (PostgreSQL; tests and start-up). */
export async function listening(db: Database, timeoutMs = 5000): Promise<boolean> {
  if (db.engine === 'sqlite') return true;
  jobListVersion(db);
  const started = Date.now();
  while (!states.get(db)?.listener?.listening) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
