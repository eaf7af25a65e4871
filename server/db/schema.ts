/**
 * The tables as Kysely sees them (migrations/sqlite and migrations/postgres make them alike).
 * Dates users see are ISO 8601 text; expiries and security bookkeeping are epoch milliseconds;
 * flags are 0/1. `Generated` marks columns the database fills when an insert leaves them out.
 */
import type { Generated } from 'kysely';

export interface Schema {
  org_types: { id: Generated<number>; type: string };
  states: { id: Generated<number>; name: string; code: string };
  cities: { id: Generated<number>; name: string; state_id: number };
  tags: { id: Generated<number>; name: string; kind: 'sport' | 'specialism' };
  organisations: {
    id: Generated<number>;
    name: string;
    org_type_id: number;
    city_id: number | null;
    about: Generated<string>;
    website: Generated<string>;
    logo_file_id: number | null;
    created_at: string;
    /** Set when its last user deleted their account (migration 015): no page, no sitemap. */
    deleted_at: Generated<string | null>;
    /** Set when an admin verified it (migration 017; existing organisations are verified). */
    verified_at: Generated<string | null>;
    /** Set while an admin has it suspended: its roles leave every public place. */
    suspended_at: Generated<string | null>;
  };
  users: {
    id: Generated<number>;
    email: string;
    /** Lower-cased, NFC-normalised e-mail: one account per address. */
    email_key: string;
    password_hash: string;
    role: 'ROLE_COACH' | 'ROLE_ORG' | 'ROLE_ADMIN';
    first_name: string;
    last_name: string;
    mobile: string;
    org_id: number | null;
    email_verified: Generated<number>;
    /** Access tokens issued before this (epoch seconds) are refused. */
    tokens_valid_after: Generated<number>;
    /** Carried in access tokens (claim `sv`); a password change or reset bumps it. */
    session_epoch: Generated<number>;
    created_at: string;
    /** 1 unless the coach turned the saved-role closing reminder off (migration 008). */
    closing_reminders: Generated<number>;
    /** 1 unless the coach turned the credential expiry reminders off (migration 013). */
    credential_reminders: Generated<number>;
    /** Set when the account was deleted (migration 015): a tombstone, personal data blanked. */
    deleted_at: Generated<string | null>;
    /** Set while an admin has the account suspended (migration 017): sign-in answers 403. */
    suspended_at: Generated<string | null>;
  };
  files: {
    id: Generated<number>;
    owner_id: number;
    /** 'credential': a credential's document (migration 013). */
    kind: 'resume' | 'cv' | 'picture' | 'logo' | 'credential';
    original_name: string;
    stored_name: string;
    size: number;
    content_type: string;
    created_at: string;
    /** Set when its bytes were removed (migration 015): the row stays for its applications. */
    removed_at: Generated<string | null>;
  };
  /** PostgreSQL only: the bytes of each file (on SQLite they are files in DATA_DIR/uploads). */
  file_blobs: { file_id: number; bytes: Buffer };
  profiles: {
    user_id: number;
    address1: Generated<string>;
    address2: Generated<string>;
    state: Generated<string>;
    city: Generated<string>;
    zipcode: Generated<string>;
    picture_file_id: number | null;
  };
  user_interests: { user_id: number; tag_id: number };
  jobs: {
    id: Generated<number>;
    org_id: number;
    name: string;
    city_id: number;
    min_level: string;
    role_type: string;
    categories: string;
    salary: string;
    /** Rich text: HTML sanitized with sanitize-html when stored (as subject and the skills). */
    description: string;
    subject: string;
    skills: string;
    desired_skills: string;
    date_posted: string;
    is_open: number;
    created_at: string;
    updated_at: string;
    /** Sorts like (date_posted, id): server/db/queries/jobs.ts searchKey. */
    search_key: number | null;
    /** The role's lifecycle (migration 008): open while is_open = 1 and closes_at > now. */
    closing_date: string | null;
    closes_at: string | null;
    closed_reason: 'filled' | 'withdrawn' | null;
    closed_at: string | null;
    respond_by: string | null;
    respond_by_at: string | null;
    respond_reminded: string | null;
    /** Structured pay (migration 009): whole dollars per pay_period; plus_super 0 or 1. */
    pay_min: number | null;
    pay_max: number | null;
    pay_period: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
    plus_super: Generated<number>;
    /** The top of the range a year (src/shared/pay.ts payYearMax): what minPay compares. */
    pay_year_max: number | null;
    /**
     * The coaching context (migration 011; src/shared/facets.ts): the sport's tag, bitmasks of
     * age groups, days and times (0: none), and gender, level and pay kind (null: none).
     */
    sport_type_id: number | null;
    age_groups: Generated<number>;
    gender: 'Boys / Men' | 'Girls / Women' | 'Mixed' | null;
    level:
      | 'Community'
      | 'School'
      | 'Representative'
      | 'State league'
      | 'National league'
      | 'Professional'
      | null;
    pay_kind: 'Paid' | 'Honorarium' | 'Volunteer' | null;
    days: Generated<number>;
    times: Generated<number>;
    /**
     * What the role requires of a coach (migration 014; src/shared/credentials.ts
     * RoleRequirements): flags 0/1, the lowest accreditation level accepted (null: none) and
     * the start date (YYYY-MM-DD, null: none).
     */
    requires_wwcc: Generated<number>;
    requires_police_check: Generated<number>;
    requires_first_aid: Generated<number>;
    requires_cpr: Generated<number>;
    requires_accreditation: string | null;
    start_date: string | null;
    /**
     * Moderation (migration 017; server/db/queries/moderation.ts): review null (reviewed or
     * never held), 'held', 'rejected' or 'taken_down' with the admin's reason; hidden_at when
     * reports hid it from search; visibility, kept from these and the organisation's
     * suspension: 0 public, 1 out of search (its page answers), 2 not public at all.
     */
    review: 'held' | 'rejected' | 'taken_down' | null;
    review_reason: string | null;
    hidden_at: string | null;
    visibility: Generated<number>;
  };
  job_tags: { job_id: number; tag_id: number };
  job_views: { job_id: number; views: number };
  /** One row per distinct word of an open job (migrations 005). */
  job_words: { word: string; search_key: number; in_title: number };
  applications: {
    id: Generated<number>;
    user_id: number;
    job_id: number;
    resume_file_id: number;
    cv_file_id: number;
    first_name: string;
    last_name: string;
    salary: string;
    notice: string;
    referred_by: string;
    status: Generated<string>;
    status_changed_at: string | null;
    applied_at: string;
    /** Set when its resume and cover letter were removed (retention or deletion, migration 015). */
    files_removed_at: Generated<string | null>;
  };
  application_status_history: {
    id: Generated<number>;
    application_id: number;
    status: string;
    changed_at: string;
    changed_by: number | null;
  };
  refresh_tokens: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    family_id: string;
    remember: Generated<number>;
    expires_at: number;
    used_at: number | null;
    revoked_at: number | null;
    created_at: number;
  };
  /** One row per refresh-token family: a signed-in device (migration 016, issue 31). */
  user_sessions: {
    family_id: string;
    user_id: number;
    created_at: number;
    last_used_at: number;
    user_agent: Generated<string>;
    /** 1 when signed in with the second factor (migration 017): refreshed tokens carry it. */
    second_factor: Generated<number>;
  };
  /** A pending change of e-mail: the token's hash, one hour, single use (migration 016). */
  email_changes: {
    id: Generated<number>;
    user_id: number;
    new_email: string;
    token_hash: string;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
  user_tokens: {
    id: Generated<number>;
    user_id: number;
    purpose: 'reset' | 'confirm';
    token_hash: string;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
  rate_limits: { key: string; count: number; window_start: number };
  server_meta: { key: string; value: string };
  /** Background work items (migrations 006): server/db/queries/work.ts. */
  work: {
    id: Generated<number>;
    kind: string;
    dedupe_key: string | null;
    payload: string;
    run_at: number;
    attempts: Generated<number>;
    locked_until: number | null;
    locked_by: string | null;
    give_up_at: number | null;
    last_error: string | null;
    done_at: number | null;
    failed_at: number | null;
    created_at: number;
  };
  /** A coach's saved roles (migrations 007): server/db/queries/saved-jobs.ts. */
  saved_jobs: { user_id: number; job_id: number; saved_on: string; reminded_for: string | null };
  /** The first time each role became public, in commit order (migrations 007). */
  job_publications: {
    seq: number;
    job_id: number;
    public_at: number;
    matched_at: number | null;
  };
  /** Job alerts (migrations 007): server/db/queries/alerts.ts. */
  job_alerts: {
    id: Generated<number>;
    user_id: number | null;
    email: string | null;
    email_key: string | null;
    query: string;
    plan: string;
    terms: string;
    frequency: 'instant' | 'daily' | 'weekly';
    paused: Generated<number>;
    confirmed: Generated<number>;
    created_at: number;
    last_sent_at: number | null;
    watermark: number;
    due_from: number | null;
    due_to: number | null;
    next_due: number | null;
    token_nonce: string;
    /** A digest of plan and terms: alerts of the same search share it. */
    match_sig: string;
  };
  /** The searches of the active instant alerts by match key (migrations 007). */
  alert_keys: {
    key: string;
    sig: string;
    terms: string;
    /** The search's minPay (migration 010; null: none), a function of sig as terms is. */
    min_pay: number | null;
    /** The search's coaching-context plan as JSON (migration 012; null: none), likewise. */
    context: string | null;
    touched_at: number;
  };
  /** A visitor's alert confirmation tokens, hashed, single use. */
  alert_tokens: {
    token_hash: string;
    alert_id: number;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
  /** A coach's credentials (migration 013): server/db/queries/credentials.ts. */
  credentials: {
    id: Generated<number>;
    user_id: number;
    type: string;
    /** A WWCC's issuing state (a name of the state list); null for other types. */
    state: string | null;
    /** The card or certificate number, normalised (never logged). */
    number: string | null;
    wwcc_type: 'Employee' | 'Volunteer' | null;
    level: string | null;
    sport_type_id: number | null;
    name: string | null;
    issued_on: string | null;
    expires_on: string | null;
    file_id: number | null;
    created_at: string;
    updated_at: string;
  };
  /** The expiry reminders sent: once per credential, expiry and day (30 or 7). */
  credential_reminders: {
    credential_id: number;
    expires_on: string;
    days: number;
    sent_at: string;
  };
  /** The credentials shared with an application, as they were when the coach applied. */
  application_credentials: {
    id: Generated<number>;
    application_id: number;
    credential_id: number | null;
    type: string;
    state: string | null;
    number: string | null;
    wwcc_type: string | null;
    level: string | null;
    /** The sport's name (a copy: the tag may be renamed later). */
    sport_type: string | null;
    name: string | null;
    issued_on: string | null;
    expires_on: string | null;
    file_id: number | null;
    file_name: string | null;
  };
  /** Upload bytes (SQLite) to remove after the deleting transaction committed (migration 015). */
  file_removals: { stored_name: string; queued_at: number };
  schema_migrations: { version: number; name: string; applied_at: string };
  /** A user's TOTP secret, encrypted (server/lib/totp.ts); enabled once its first code came. */
  user_totp: {
    user_id: number;
    secret_enc: string;
    enabled_at: string | null;
    /** The last time step used: a code works once. */
    last_step: Generated<number>;
    created_at: string;
  };
  /** Ten per enrolment, SHA-256 hashed, each used once. */
  recovery_codes: {
    id: Generated<number>;
    user_id: number;
    code_hash: string;
    used_at: string | null;
  };
  /** Step one of a two-step sign-in: the challenge's SHA-256, 5 minutes, single use. */
  login_challenges: {
    challenge_hash: string;
    user_id: number;
    remember: Generated<number>;
    expires_at: number;
    used_at: number | null;
  };
  /** One row per report of a role (POST /api/report); resolved when an admin acted. */
  reports: {
    id: Generated<number>;
    job_id: number;
    /** 'u:<user id>' or 'a:<client address hash>': three different keys in 24 hours hide it. */
    reporter_key: string;
    reporter_id: number | null;
    reason: 'Scam or fraud' | 'Discriminatory' | 'Inaccurate' | 'Other';
    details: Generated<string>;
    created_at: string;
    resolved_at: string | null;
  };
  /** Append-only (triggers refuse UPDATE and DELETE): before and after are JSON objects. */
  audit_log: {
    id: Generated<number>;
    at: string;
    actor_id: number;
    actor_role: string;
    action: string;
    target: string;
    org_id: number | null;
    job_id: number | null;
    before: Generated<string>;
    after: Generated<string>;
  };
}

export type TableName = keyof Schema;
