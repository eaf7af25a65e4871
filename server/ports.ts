/**
 * What the server takes from outside, as interfaces: outgoing mail and the time (server/index.ts
 * makes the real ones, tests pass fakes). A module of types that imports nothing, so that what
 * server/types.ts's AppDeps names (the work runner) can use them without importing types.ts
 * back; types.ts re-exports them.
 */

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail (API.md). */
export interface Mailer {
  send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** Extra header fields (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
    headers?: Record<string, string>;
  }): Promise<void>;
}

export interface Clock {
  /** Epoch milliseconds. Tests pass a fake clock to expire tokens. */
  now(): number;
}
