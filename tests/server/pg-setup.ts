// Global set-up of the `server-pg` project: PostgreSQL must answer (scripts/test.mjs runs this
// project only when it does), and schemas that earlier runs left behind (a killed run) are
// dropped once they are three hours old. Each test database has a schema of its own, named
// t_<epoch seconds>_<pid>_<n> (server/test-utils.ts), so a run beside this one is never touched.
import pg from 'pg';
import { TEST_DATABASE_URL } from '../../server/test-utils';

const STALE_SECONDS = 3 * 3600;

export default async function setup(): Promise<void> {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL does not answer at ${TEST_DATABASE_URL} (${e instanceof Error ? e.message : e})`,
    );
  }
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_[0-9]+_[0-9]+_[0-9]+$'",
    );
    const now = Date.now() / 1000;
    for (const { nspname } of rows) {
      const made = Number(nspname.split('_')[1]);
      if (now - made > STALE_SECONDS)
        await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
