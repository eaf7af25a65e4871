/**
 * The one mechanism of background work (issue 12): items queued in the database
 * (server/db/queries/work.ts) and run by whichever process claims them first: the server
 * (WORKER=on, the default), `npm run worker`, or `npm run worker -- --once [--now ISO]`.
 *
 * - An item is claimed with a lease: a process killed mid-item leaves it to the next claim once
 *   the lease is over. Done once: finishing needs the claim.
 * - A failed item is due again after a backoff (30 s, doubling, at most an hour) until its
 *   deadline (a mail: 24 hours), then given up and logged without personal data.
 * - What is due is judged per item (its run_at against the clock), never by a "last run" time:
 *   a run at a later --now does every item due by then, and no item twice.
 * - Sweeps are the timed scans of the later issues (alerts, closings, reminders, retention):
 *   each finds its own due items and queues or claims them per item.
 */

import { hostname } from 'node:os';
import { setClosingClock } from '../db/changes';
import type { Database } from '../db/connect';
import { claimWork, failWork, finishWork, purgeWork, type WorkItem } from '../db/queries/work';
import { randomToken } from '../lib/crypto';
import type { Clock, Mailer } from '../ports';

export interface WorkDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: (line: string) => void;
  publicUrl: string;
  /** ALERT_TIMEZONE: the zone of daily and weekly alerts' 07:00 (default Australia/Sydney). */
  alertTimeZone?: string;
  /** RETENTION_DAYS (server/work/retention.ts); default 365. */
  retentionDays?: number;
}

/** How one kind of item is done; a throw is a failure (retried, then given up). */
export interface Job {
  run(item: WorkItem, deps: WorkDeps): Promise<void>;
}

/** A timed scan run on every tick of a worker (and by every --once run). */
export interface Sweep {
  name: string;
  run(deps: WorkDeps, now: number): Promise<void>;
}

export interface RunSummary {
  done: number;
  retried: number;
  failed: number;
}

const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Items run at once: one slow SMTP answer does not hold the others. */
const CONCURRENCY = 4;
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** Finished and given-up items are kept this long for the record, then deleted. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

export class WorkRunner {
  /** This process's name on its claims. */
  readonly id = `${hostname()}:${process.pid}:${randomToken(4)}`;
  private readonly inflight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private purgedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly deps: WorkDeps,
    private readonly jobs: Record<string, Job>,
    private readonly sweeps: Sweep[] = [],
    /** false (a server with WORKER=off): ticks run the sweeps only, and no due item is claimed. */
    private readonly claimDue = true,
  ) {
    // Roles close by this clock in what the work reads (server/db/changes.ts).
    setClosingClock(deps.db.base, () => deps.clock.now());
  }

  /** Runs the sweeps, then every item due at `now`; resolves when all of it is done. */
  async runDue(now = this.deps.clock.now()): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    for (const sweep of this.sweeps) {
      await sweep.run(this.deps, now).catch((e: unknown) => {
        this.deps.log(`work: sweep ${sweep.name} failed (${errorName(e)})`);
      });
    }
    while (this.claimDue) {
      const items = await claimWork(this.deps.db, {
        now,
        workerId: this.id,
        leaseMs: LEASE_MS,
        limit: BATCH,
      });
      if (items.length === 0) break;
      await this.runAll(items, now, summary);
      if (items.length < BATCH) break;
    }
    // Housekeeping, not work: at most once an hour per process.
    if (now - this.purgedAt >= 60 * 60_000) {
      this.purgedAt = now;
      await purgeWork(this.deps.db, now - KEEP_MS).catch(() => 0);
    }
    return summary;
  }

  /** Runs item `id` now if this process can claim it (a mail right after its commit). */
  runSoon(id: number): void {
    const p = (async () => {
      const now = this.deps.clock.now();
      const items = await claimWork(this.deps.db, {
        now,
        workerId: this.id,
        leaseMs: LEASE_MS,
        limit: 1,
        id,
      });
      await this.runAll(items, now, { done: 0, retried: 0, failed: 0 });
    })().catch((e: unknown) => {
      // The item stays queued: a later run takes it.
      this.deps.log(`work: item ${id} not run now (${errorName(e)})`);
    });
    this.track(p);
  }

  /** Runs due work every `intervalMs` (a tick is skipped while the previous one runs). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.track(
        this.runDue()
          .catch((e: unknown) => this.deps.log(`work: run failed (${errorName(e)})`))
          .finally(() => {
            this.ticking = false;
          }),
      );
    }, intervalMs);
    this.timer.unref();
  }

  /** Settles when nothing this runner started is still running. */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private track(p: Promise<unknown>): void {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
  }

  private async runAll(items: WorkItem[], now: number, summary: RunSummary): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < items.length) await this.runOne(items[next++], now, summary);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane));
  }

  private async runOne(item: WorkItem, now: number, summary: RunSummary): Promise<void> {
    const job = this.jobs[item.kind];
    try {
      if (!job) throw new Error(`no job for kind ${item.kind}`);
      await job.run(item, this.deps);
      await finishWork(this.deps.db, item.id, this.id, this.deps.clock.now());
      summary.done += 1;
    } catch (e) {
      const error = errorName(e);
      const final = item.giveUpAt !== null && now >= item.giveUpAt;
      await failWork(this.deps.db, item.id, this.id, {
        now,
        runAt: now + backoffMs(item.attempts),
        error,
        final,
      });
      if (final) {
        summary.failed += 1;
        this.deps.log(
          `work: ${item.kind} ${item.id} given up after ${item.attempts} attempts (${error})`,
        );
      } else {
        summary.retried += 1;
        this.deps.log(
          `work: ${item.kind} ${item.id} failed (${error}); again in ${Math.round(backoffMs(item.attempts) / 1000)} s`,
        );
      }
    }
  }
}

/**
 * What a log may say of a failure: the error's name and, for SMTP, its reply code; never its
 * message (it can carry an address).
 */
export function errorName(e: unknown): string {
  if (!(e instanceof Error)) return 'Error';
  const code = (e as { responseCode?: number; code?: string }).responseCode;
  const sys = (e as { code?: string }).code;
  return [e.name, code ? `SMTP ${code}` : sys ? String(sys) : ''].filter(Boolean).join(' ');
}
