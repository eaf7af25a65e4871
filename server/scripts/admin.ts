// npm run admin -- create --email <address>
// Makes a ROLE_ADMIN account (issue 32; API.md "Trust and safety": the only way one is made) in
// the configured database (PostgreSQL when DATABASE_URL is set, else DATA_DIR/touchline.db) and
// prints one line: <PUBLIC_URL>/reset-password?resetPasswordToken=<token>, a one-time link, valid
// for 1 hour, to set the password through the reset flow. For an address that already belongs to
// an admin it prints a new link (the older one stops working). The admin then signs in and must
// enrol a second factor before any admin call.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ROLE_ADMIN } from '../../src/shared/constants';
import { EmailSchema } from '../../src/shared/schemas/fields';
import { ConfigError, loadConfig } from '../config';
import { type Db, isUniqueViolation, openDb, tx } from '../db/connect';
import { findUserByEmail, insertUser, markEmailVerified } from '../db/queries/users';
import { randomToken } from '../lib/crypto';
import { hashPassword } from '../lib/passwords';
import { issueUserToken } from '../lib/tokens';

export const ADMIN_USAGE = 'Usage: npm run admin -- create --email <address>';

/** A refusal with the exit code the command ends with (1: refused, 2: usage). */
export class AdminCommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

export interface CreatedAdmin {
  userId: number;
  /** False when the address already belonged to an admin (a new link only). */
  created: boolean;
  /** `<PUBLIC_URL>/reset-password?resetPasswordToken=<token>`, valid for 1 hour. */
  link: string;
}

/**
 * The command's core: the admin account of `email` (made when missing) and a new 1-hour reset
 * link. Refuses a malformed address and one that belongs to a coach or an organisation.
 */
export async function createAdmin(
  db: Db,
  opts: { email: string; publicUrl: string; nowMs: number },
): Promise<CreatedAdmin> {
  const parsed = EmailSchema.safeParse(opts.email);
  if (!parsed.success) {
    throw new AdminCommandError(`admin: "${opts.email}" is not an e-mail address`, 1);
  }
  const email = parsed.data;
  const existing = await findUserByEmail(db, email);
  if (existing && existing.role !== ROLE_ADMIN) {
    throw new AdminCommandError(
      `admin: ${email} belongs to a coach or organisation account; an admin needs an address of its own`,
      1,
    );
  }
  let userId = existing?.id;
  if (userId === undefined) {
    // Nobody knows this password: the admin sets one through the link.
    const hash = await hashPassword(randomToken(32));
    try {
      userId = await tx(db, async (t) => {
        const id = await insertUser(t, {
          email,
          passwordHash: hash,
          role: ROLE_ADMIN,
          firstName: 'Admin',
          lastName: 'Admin',
          mobile: '',
          orgId: null,
          createdAt: new Date(opts.nowMs).toISOString(),
        });
        await markEmailVerified(t, id);
        return id;
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new AdminCommandError(`admin: ${email} was taken meanwhile; run it again`, 1);
      }
      throw e;
    }
  }
  const token = await issueUserToken(db, userId, 'reset', opts.nowMs);
  const query = new URLSearchParams({ resetPasswordToken: token }).toString();
  return {
    userId,
    created: existing === undefined,
    link: `${opts.publicUrl}/reset-password?${query}`,
  };
}

/** The command line: the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdminCommand(
  argv: string[],
  io: { out: (line: string) => void; err: (line: string) => void },
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let values: { email?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { email: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    }));
  } catch (e) {
    io.err(`admin: ${e instanceof Error ? e.message : String(e)}`);
    io.err(ADMIN_USAGE);
    return 2;
  }
  if (positionals.length !== 1 || positionals[0] !== 'create' || values.email === undefined) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  try {
    const config = loadConfig(env);
    const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      const made = await createAdmin(db, {
        email: values.email,
        publicUrl: config.publicUrl,
        nowMs: Date.now(),
      });
      io.out(made.link);
      return 0;
    } finally {
      await db.close();
    }
  } catch (e) {
    if (e instanceof AdminCommandError) {
      io.err(e.message);
      return e.exitCode;
    }
    if (e instanceof ConfigError) {
      io.err(`admin: invalid configuration: ${e.message}`);
      return 1;
    }
    // One line, never the URL itself (it may hold a password).
    io.err(`admin: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    return 1;
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(resolve(entry)).href) {
  process.exitCode = await runAdminCommand(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
