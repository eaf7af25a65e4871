// `npm run bench -- --only alerts` (issue 26): job alerts on the bench's board (--jobs, default
// 100,000 roles), on the engine of --db.
//
// 1. Writes --alerts (default 100,000) confirmed instant alerts (server/testing/alert-load.ts:
//    searches people save, about 20 alerts per distinct search, half coaches' and half
//    visitors'), then posts 1,000 new roles the app's way (copies of the board's roles).
// 2. Matching one new role against every instant alert (its keys in alert_keys, then its
//    keyword words): each of the 1,000 roles once, timed alone; p50, p99 (target <= 10 ms), max,
//    and the matches per role. Then the worker's whole first step over the 1,000 (claiming each,
//    matching, marking the alerts due).
// 3. A daily run: every alert made daily and due at 07:00 with the 1,000 roles new to it; the
//    worker's sweep decides every alert's mail and queues it in the outbox, then every queued
//    mail is rendered (subject, text, HTML). The sum is the daily run's time (target <= 60 s),
//    with the peak RSS of the process that ran it (bench/alerts-daily.ts, only that run).
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { instantSearchesByKeys, publishedRoles } from '../../db/queries/alert-runs';
import { latestSeq } from '../../db/queries/publications';
import { mulberry32 } from '../../db/seed';
import { roleKeys } from '../../lib/alert-match';
import { loadAlerts, makeAllDaily, postRoles, settleAlerts } from '../../testing/alert-load';
import { matchInstantAlerts, matchNewRoles } from '../../work/alerts';
import type { WorkDeps } from '../../work/runner';
import { type BenchDb, open } from './database';

const run = promisify(execFile);

export const ALERT_TARGETS = { matchP99: 10, dailySeconds: 60 };
const NEW_ROLES = 1_000;
/** The run: Monday 7 December 2026, 07:00 in Sydney; the roles posted the day before. */
const RUN_AT = Date.parse('2026-12-07T07:00:00+11:00');
const POSTED = '2026-12-06T12:00:00+11:00';

export interface AlertBenchResult {
  alerts: number;
  keys: number;
  loadSeconds: number;
  match: {
    p50: number;
    p99: number;
    max: number;
    meanMatches: number;
    maxMatches: number;
    /** Searches found by the keys before their keyword words are checked. */
    meanCandidates: number;
    /** Searches matched (the alerts matched are theirs). */
    meanSearches: number;
    /** Distinct searches among the alerts. */
    searches: number;
  };
  firstStep: { seconds: number; publications: number };
  daily: {
    alerts: number;
    mails: number;
    sweepSeconds: number;
    renderSeconds: number;
    seconds: number;
    mailBytes: number;
    rssBeforeMb: number;
    peakRssMb: number;
  };
}

const ms = (start: number) => performance.now() - start;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function alertsBench(b: BenchDb, alerts: number): Promise<AlertBenchResult> {
  const db = await open(b);
  const random = mulberry32(42);
  const deps: WorkDeps = {
    db,
    mailer: { send: async () => {} },
    clock: { now: () => RUN_AT },
    log: () => {},
    publicUrl: 'https://touchline.example',
  };
  try {
    let started = performance.now();
    process.stdout.write(`alerts: writing ${alerts.toLocaleString('en')} alerts ... `);
    const { keys, searches } = await loadAlerts(
      db,
      alerts,
      Date.parse('2026-12-01T00:00:00Z'),
      random,
    );
    await postRoles(db, NEW_ROLES, POSTED, random);
    await settleAlerts(db);
    const loadSeconds = ms(started) / 1000;
    console.log(
      `${loadSeconds.toFixed(1)} s (${searches.size.toLocaleString('en')} distinct searches, ${keys.toLocaleString('en')} alert keys)`,
    );

    // 2. One role against every instant alert, each of the new roles alone.
    const upTo = await latestSeq(db);
    const roles = await publishedRoles(
      db,
      upTo - NEW_ROLES,
      upTo,
      NEW_ROLES,
      new Date().toISOString(),
    );
    const times: number[] = [];
    const matches: number[] = [];
    const candidates: number[] = [];
    const matchedSearches: number[] = [];
    for (const role of roles.slice(0, 20)) await matchInstantAlerts(db, role); // warm-up
    for (const role of roles) {
      const t0 = performance.now();
      const found = await matchInstantAlerts(db, role);
      times.push(ms(t0));
      matches.push(found.reduce((sum, sig) => sum + (searches.get(sig) ?? 0), 0));
      matchedSearches.push(found.length);
    }
    for (const role of roles.slice(0, 200)) {
      candidates.push((await instantSearchesByKeys(db, roleKeys(role))).length);
    }
    times.sort((x, y) => x - y);
    const match = {
      p50: pct(times, 50),
      p99: pct(times, 99),
      max: times[times.length - 1],
      meanMatches: Math.round(matches.reduce((s, n) => s + n, 0) / matches.length),
      maxMatches: Math.max(...matches),
      meanCandidates: Math.round(candidates.reduce((s, n) => s + n, 0) / candidates.length),
      meanSearches: Math.round(matchedSearches.reduce((s, n) => s + n, 0) / matchedSearches.length),
      searches: searches.size,
    };
    started = performance.now();
    const publications = await matchNewRoles(deps, RUN_AT);
    const firstStep = { seconds: ms(started) / 1000, publications };

    // 3. The daily run, in a process of its own (bench/alerts-daily.ts): its peak RSS is its own.
    await makeAllDaily(db, RUN_AT, upTo - NEW_ROLES);
    await settleAlerts(db);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/scripts/bench/alerts-daily.ts'],
      {
        env: {
          ...process.env,
          DATA_DIR: b.dataDir,
          DATABASE_URL: b.url ?? '',
          RUN_AT: String(RUN_AT),
        },
        maxBuffer: 1024 * 1024,
      },
    );
    const daily = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      mails: number;
      sweepSeconds: number;
      renderSeconds: number;
      mailBytes: number;
      rssStartMb: number;
      peakRssMb: number;
    };
    return {
      alerts,
      keys,
      loadSeconds,
      match,
      firstStep,
      daily: {
        alerts,
        mails: daily.mails,
        sweepSeconds: daily.sweepSeconds,
        renderSeconds: daily.renderSeconds,
        seconds: daily.sweepSeconds + daily.renderSeconds,
        mailBytes: daily.mailBytes,
        rssBeforeMb: daily.rssStartMb,
        peakRssMb: daily.peakRssMb,
      },
    };
  } finally {
    await db.close();
  }
}

/** The results and the targets; sets the exit code when one is missed. */
export function reportAlerts(r: AlertBenchResult): void {
  const f = (n: number) => n.toFixed(2);
  console.log(
    `\nalerts (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `| one new role against ${r.alerts.toLocaleString('en')} instant alerts | p50 ${f(r.match.p50)} ms | p99 ${f(r.match.p99)} ms | max ${f(r.match.max)} ms | alerts matched per role: mean ${r.match.meanMatches}, max ${r.match.maxMatches}; of ${r.match.searches.toLocaleString('en')} searches, ${r.match.meanSearches} matched (${r.match.meanCandidates} found by the keys) |`,
  );
  console.log(
    `| the worker's first step over ${r.firstStep.publications} new roles (claim, match, mark due) | ${r.firstStep.seconds.toFixed(1)} s |`,
  );
  const d = r.daily;
  console.log(
    `| daily run: ${d.alerts.toLocaleString('en')} alerts, ${NEW_ROLES.toLocaleString('en')} new roles | ${d.mails.toLocaleString('en')} mails | decided and queued ${d.sweepSeconds.toFixed(1)} s + rendered ${d.renderSeconds.toFixed(1)} s = ${d.seconds.toFixed(1)} s | ${(d.mailBytes / 1024 / 1024).toFixed(0)} MB of mail | RSS ${d.rssBeforeMb} MB at its start, peak ${d.peakRssMb} MB |`,
  );
  const misses = [
    ...(r.match.p99 > ALERT_TARGETS.matchP99
      ? [`matching p99 ${f(r.match.p99)} ms > ${ALERT_TARGETS.matchP99}`]
      : []),
    ...(d.seconds > ALERT_TARGETS.dailySeconds
      ? [`daily run ${d.seconds.toFixed(1)} s > ${ALERT_TARGETS.dailySeconds}`]
      : []),
  ];
  if (misses.length) {
    console.error(`\nbench: alert targets missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nbench: alert targets met (matching p99 <= ${ALERT_TARGETS.matchP99} ms; daily run <= ${ALERT_TARGETS.dailySeconds} s)`,
    );
  }
}
