import type { Role } from '../src/shared/constants';
import type { Database } from './db/connect';
import type { KeepAnswer, ReadyAnswers } from './http/ready-answers';
import type { SearchThread } from './lib/search-thread';
import type { Clock, Mailer } from './ports';
import type { WorkRunner } from './work/runner';

export type { Clock, Mailer } from './ports';

export interface AppConfig {
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  /** ALERT_TIMEZONE: the zone of daily and weekly alerts' 07:00 (default Australia/Sydney). */
  alertTimeZone?: string;
  /** Honour X-Forwarded-For for rate limits only when set (TRUST_PROXY). */
  trustProxy: boolean;
  /** Where the built app lives (index.html + static/); null serves no app (API-only tests). */
  distDir: string | null;
  /**
   * Who runs this Touchline, for the privacy notice (OPERATOR_NAME, OPERATOR_EMAIL; issue 31):
   * GET /api/site/operator. Absent: server/config.ts operatorOf's defaults.
   */
  operatorName?: string;
  operatorEmail?: string;
  /** RETENTION_DAYS: a finished application's files go that many days after (issue 31; 365). */
  retentionDays?: number;
  /**
   * MODERATION (issue 32): 'new-orgs' (absent: the default) holds the roles of organisations no
   * admin has verified for review; 'off' publishes at once. Tests run 'off' unless they test it.
   */
  moderation?: 'new-orgs' | 'off';
  /** URLs per sitemap file before /sitemap.xml becomes an index (default 50,000; tests lower it). */
  sitemapPartSize?: number;
  rateLimits: {
    loginAccount: number;
    loginAddress: number;
    forgotAccount: number;
    forgotAddress: number;
    registerAddress: number;
    resetValidateAddress: number;
    alertAddress: number;
    alertEmail: number;
    /** Change-of-e-mail requests per account an hour (issue 31: each mails two addresses). */
    changeEmailAccount: number;
    /** Reports of roles per client address an hour (issue 32; RATE_LIMIT_REPORT_ADDRESS). */
    reportAddress: number;
  };
}

export interface AppDeps {
  /** The database (server/db/connect.ts): SQLite, or PostgreSQL with DATABASE_URL. */
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  /** Log one line (already free of secrets). */
  log: (line: string) => void;
  /**
   * Cached public answers that the listener in front of Hono may send (server/http/
   * ready-answers.ts); without it every request goes through Hono.
   */
  ready?: ReadyAnswers;
  /**
   * The thread that answers job list searches beside the main thread (server/lib/
   * search-thread.ts); without it the main thread searches.
   */
  searchThread?: SearchThread;
  /**
   * This process's background work (server/work/runner.ts): a mail queued by a request is sent
   * by it right after the commit. Without it, queued work waits for a worker.
   */
  work?: WorkRunner;
}

/** The signed-in caller, set by requireAuth. */
export interface AuthUser {
  id: number;
  role: Role;
  /** The session (refresh-token family) of the access token, when it names one (`sid`). */
  sessionId?: string;
  /** Signed in with the second factor (claim `mf`, issue 32): admin calls need it. */
  secondFactor?: boolean;
}

/** Hono environment shared by every route module. */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: AuthUser;
    /** Set by a response cache that may record this answer (server/http/ready-answers.ts). */
    keepAnswer: KeepAnswer | undefined;
    /** The JSON text of the response a route made with `cacheableJson` (server/middleware/etag.ts). */
    jsonAnswer: { text: string; res: Response } | undefined;
  };
};
