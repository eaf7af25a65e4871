/**
 * Job alert mails (issue 26, API.md "Job alerts"; decision 015), as a sweep of every worker run
 * and a kind of work item:
 *
 * 1. Newly public roles against the instant alerts (reverse matching): each unmatched
 *    publication is claimed by one worker, its keys looked up in alert_keys (the searches of
 *    the running instant alerts), the keyword words checked, and the alerts of the searches it
 *    matched marked due, all in one transaction.
 * 2. The alerts due at `now` (instant ones marked above; daily at 07:00 and weekly on Mondays
 *    at 07:00 in ALERT_TIMEZONE), a batch at a time: the roles new to them (public after their
 *    watermark, still open) matched in memory (RoleWindow), each alert's mail decided (up to 10
 *    roles, the count, its links) and queued as an 'alert-mail' item in the transaction that
 *    moves the alert's watermark on, so a role is never given to an alert twice and a mail
 *    exists exactly when its watermark moved. No new role, no mail.
 * 3. The 'alert-mail' item sends it (roles closed since are left out; an alert unsubscribed
 *    since gets nothing) and only then sets the alert's last_sent_at; a failed send is retried by
 *    the outbox's rules (server/work/mail.ts).
 */

import type { Db } from '../db/connect';
import { tx } from '../db/connect';
import {
  advanceAlerts,
  alertExists,
  alertsToSend,
  dueAlerts,
  instantSearchesByKeys,
  markAlertSent,
  markInstantDue,
  openJobIds,
  publishedRoles,
  type RoleMatchData,
  type SeenAlert,
  type SendAlert,
} from '../db/queries/alert-runs';
import { purgeStaleAlerts } from '../db/queries/alerts';
import { claimPublication, settledSeq, unmatchedPublications } from '../db/queries/publications';
import { enqueueWorkBatch } from '../db/queries/work';
import { type AlertMailData, MAIL_ROLES, renderAlertMail } from '../lib/alert-mail';
import {
  alertFacetKeys,
  fitsContext,
  type MatchRole,
  paysEnough,
  RoleWindow,
  roleKeys,
  splitTerms,
  wordMatcher,
} from '../lib/alert-match';
import { querySummary, searchPath } from '../lib/alert-query';
import { DEFAULT_ALERT_TIMEZONE, nextDue } from '../lib/alert-schedule';
import { unsubscribeSecret, unsubscribeToken } from '../lib/alert-token';
import { MAIL_GIVE_UP_MS } from './mail';
import type { Job, Sweep, WorkDeps } from './runner';

/** Publications matched per read; alerts decided per transaction. */
const MATCH_BATCH = 50;
const SEND_BATCH = 500;
/** The most roles one run looks at for an alert (a month's outage: the newest of them). */
export const WINDOW_LIMIT = 20_000;
const HOUR_MS = 60 * 60_000;
/** An epoch-ms instant as the ISO text the jobs table stores. */
const iso = (ms: number) => new Date(ms).toISOString();

type Target = {
  watermark: number;
  nextDue: number | null;
  dueFrom: number | null;
  dueTo: number | null;
};

/**
 * The searches of instant alerts a role matches: their keys, then their keyword words, minimum
 * pay and coaching context.
 */
export async function matchInstantAlerts(db: Db, role: MatchRole): Promise<string[]> {
  const candidates = await instantSearchesByKeys(db, roleKeys(role));
  const matches = wordMatcher(role.words);
  return candidates
    .filter((c) => paysEnough(c.minPay, role.payYearMax) && fitsContext(c.context, role))
    .filter((c) => !c.terms || matches(splitTerms(c.terms)))
    .map((c) => c.sig);
}

/** Step 1: every publication public by `now` and not yet matched; returns how many. */
export async function matchNewRoles(deps: WorkDeps, now: number): Promise<number> {
  let matched = 0;
  for (;;) {
    const publications = await unmatchedPublications(deps.db, now, MATCH_BATCH);
    for (const p of publications) {
      await tx(deps.db, async (t) => {
        if (!(await claimPublication(t, p.seq, now))) return;
        matched += 1;
        const [role] = await publishedRoles(t, p.seq - 1, p.seq, 1, iso(now));
        if (!role) return; // closed again before anyone looked
        await markInstantDue(t, await matchInstantAlerts(t, role), p.seq, p.publicAt);
      });
    }
    if (publications.length < MATCH_BATCH) return matched;
  }
}

/** The seq after which an alert's new roles start. */
const windowStart = (a: SendAlert) =>
  a.dueFrom !== null ? Math.max(a.watermark, a.dueFrom - 1) : a.watermark;

function mailData(
  deps: WorkDeps,
  a: SendAlert,
  count: number,
  roles: RoleMatchData[],
  secret: string,
): AlertMailData {
  const base = deps.publicUrl;
  const token = encodeURIComponent(unsubscribeToken(secret, a.id, a.nonce));
  return {
    to: a.to,
    alertId: a.id,
    summary: querySummary(a.query),
    count,
    roles: roles.map((r) => ({
      id: r.jobId,
      name: r.name,
      organisation: r.organisation,
      location: r.location,
      salary: r.salary,
    })),
    jobUrl: `${base}/jobdetails?jobId=`,
    searchUrl: `${base}${searchPath(a.query)}`,
    manageUrl: a.userId !== null ? `${base}/alerts` : null,
    unsubscribeUrl: `${base}/alerts/unsubscribe?token=${token}`,
    oneClickUrl: `${base}/api/alerts/unsubscribe?token=${token}`,
  };
}

/** Step 2: the alerts due at `now`, each once; returns how many mails were queued. */
export async function queueDueAlerts(deps: WorkDeps, now: number): Promise<number> {
  const { db } = deps;
  const tz = deps.alertTimeZone ?? DEFAULT_ALERT_TIMEZONE;
  const upTo = await settledSeq(db, now);
  let secret: string | null = null;
  let window: { from: number; roles: RoleWindow<RoleMatchData> } | null = null;
  let after: { due: number; id: number } | null = null;
  let queued = 0;
  for (;;) {
    const due = await dueAlerts(db, now, after, SEND_BATCH);
    if (due.length === 0) return queued;
    after = due[due.length - 1];
    const alerts = await alertsToSend(
      db,
      due.map((d) => d.id),
    );
    secret ??= await unsubscribeSecret(db);
    const from = Math.min(...alerts.map(windowStart));
    if (alerts.length && (!window || window.from > from)) {
      window = {
        from,
        roles: new RoleWindow(await publishedRoles(db, from, upTo, WINDOW_LIMIT, iso(now))),
      };
    }
    const decided = alerts.map((a) => {
      const start = windowStart(a);
      if (!window || start >= upTo) return { a, mail: null };
      const { count, newest } = window.roles.match(
        alertFacetKeys(a.plan),
        a.terms,
        window.roles.startAfter(start),
        MAIL_ROLES,
        a.plan.minPay,
        a.plan.context,
      );
      return { a, mail: count > 0 ? mailData(deps, a, count, newest, secret as string) : null };
    });
    // Alerts that were alike and go alike are moved in one statement (a daily run: a batch).
    const groups = new Map<string, { seen: SeenAlert; to: Target; ids: number[] }>();
    for (const { a } of decided) {
      // A role that matched an instant alert after upTo keeps it due for the next run.
      const keep = a.frequency === 'instant' && a.dueTo !== null && a.dueTo > upTo;
      const to: Target = {
        watermark: Math.max(a.watermark, upTo),
        nextDue: keep ? a.nextDue : nextDue(a.frequency, now, tz),
        dueFrom: keep ? upTo + 1 : null,
        dueTo: keep ? a.dueTo : null,
      };
      const seen: SeenAlert = {
        nextDue: a.nextDue,
        watermark: a.watermark,
        dueTo: a.dueTo,
        paused: a.paused,
        frequency: a.frequency,
      };
      const k = JSON.stringify([seen, to]);
      const g = groups.get(k) ?? { seen, to, ids: [] };
      g.ids.push(a.id);
      groups.set(k, g);
    }
    await tx(db, async (t) => {
      const moved = new Set<number>();
      for (const g of groups.values()) {
        for (const id of await advanceAlerts(t, g.ids, g.seen, g.to)) moved.add(id);
      }
      const mails = decided.flatMap(({ a, mail }) =>
        mail && moved.has(a.id)
          ? [
              {
                kind: 'alert-mail',
                payload: mail,
                runAt: now,
                giveUpAt: now + MAIL_GIVE_UP_MS,
                dedupeKey: `alert-mail:${a.id}:${Math.max(a.watermark, upTo)}`,
              },
            ]
          : [],
      );
      await enqueueWorkBatch(t, mails, now);
      queued += mails.length;
    });
    if (due.length < SEND_BATCH) return queued;
  }
}

let purgedAt = Number.NEGATIVE_INFINITY;

export const alertSweep: Sweep = {
  name: 'alerts',
  async run(deps, now) {
    await matchNewRoles(deps, now);
    await queueDueAlerts(deps, now);
    if (now - purgedAt >= HOUR_MS) {
      purgedAt = now;
      await purgeStaleAlerts(deps.db, now);
    }
  },
};

/** Step 3: one alert mail. */
export const alertMailJob: Job = {
  async run(item, deps) {
    const d = item.payload as AlertMailData;
    if (!d || typeof d.to !== 'string' || !Array.isArray(d.roles)) throw new Error('not a mail');
    if (!(await alertExists(deps.db, d.alertId))) return;
    const open = await openJobIds(
      deps.db,
      d.roles.map((r) => r.id),
      iso(deps.clock.now()),
    );
    const roles = d.roles.filter((r) => open.has(r.id));
    if (roles.length === 0) return;
    await deps.mailer.send(
      renderAlertMail({ ...d, roles, count: d.count - (d.roles.length - roles.length) }),
    );
    await markAlertSent(deps.db, d.alertId, deps.clock.now());
  },
};
