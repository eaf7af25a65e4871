// Credential expiry reminders with a fixed clock (issue 30; both engines): one mail 30 days and
// one 7 days before, each once however often the worker runs, dated in the coach's profile
// state's zone (else Sydney's), none when turned off, again for a new expiry, linking to
// /profile#credentials.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CREDENTIAL_MAIL } from '../../src/shared/texts/credentials';
import { createTestContext, type TestContext } from '../test-utils';
import { credentialSweep, reminderDue } from './credentials';

let ctx: TestContext;
const at = (iso: string) => Date.parse(iso);

/** A worker's run at `now`: the credentials sweep, then the mail it queued. */
async function runWorker(now: number) {
  ctx.clock.set(now);
  const deps = { ...ctx.deps, log: () => {}, publicUrl: ctx.deps.config.publicUrl };
  await credentialSweep.run(deps, now);
  await ctx.deps.work?.runDue(now);
}
/** The reminders mailed to `email` (not the sign-up's confirmation). */
const mailsTo = (email: string) =>
  ctx.mail.filter((m) => m.to === email && !m.subject.startsWith('Confirm'));

async function coach(state: string | null, reminders = true) {
  const c = await ctx.registerCoach();
  if (state) {
    await ctx.db.q.insertInto('profiles').values({ user_id: c.id, state }).execute();
  }
  if (!reminders) {
    await ctx.db.q
      .updateTable('users')
      .set({ credential_reminders: 0 })
      .where('id', '=', c.id)
      .execute();
  }
  return c;
}
async function credential(userId: number, type: string, expiresOn: string) {
  const { id } = await ctx.db.q
    .insertInto('credentials')
    .values({
      user_id: userId,
      type,
      state: null,
      number: null,
      wwcc_type: null,
      level: null,
      sport_type_id: null,
      name: null,
      issued_on: null,
      expires_on: expiresOn,
      file_id: null,
      created_at: 'now',
      updated_at: 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('the reminder due: 30 from 30 days out, 7 from 7, none before or after expiry', () => {
  expect([31, 30, 8, 7, 1, 0, -1].map(reminderDue)).toEqual([null, 30, 30, 7, 7, 7, null]);
});

describe('credential reminders', () => {
  test('30 and 7 days before, once each, in the coach state zone, off when turned off', async () => {
    const sydney = await coach(null); // no profile state: Sydney
    const perth = await coach('Western Australia');
    const off = await coach('Victoria', false);
    for (const c of [sydney, perth, off]) await credential(c.id, 'CPR', '2026-04-10');

    await runWorker(at('2026-03-01T09:00:00Z'));
    expect([sydney, perth, off].flatMap((c) => mailsTo(c.email))).toEqual([]);

    // 15:30Z on 10 March: already 11 March in Sydney (30 days out), still 10 March in Perth.
    await runWorker(at('2026-03-10T15:30:00Z'));
    expect(mailsTo(sydney.email).map((m) => m.subject)).toEqual([
      CREDENTIAL_MAIL.subject('CPR certificate', 30),
    ]);
    expect(mailsTo(perth.email)).toEqual([]);
    const [mail] = mailsTo(sydney.email);
    expect(mail.text).toContain(
      `${ctx.deps.config.publicUrl.replace(/\/+$/, '')}/profile#credentials`,
    );
    expect(mail.text).toContain('10 Apr 2026');

    await runWorker(at('2026-03-10T16:30:00Z')); // 11 March in Perth too
    expect(mailsTo(perth.email).length).toBe(1);
    // Again and again: nothing more until 7 days out.
    for (const day of ['2026-03-11', '2026-03-20', '2026-04-02']) {
      await runWorker(at(`${day}T09:00:00Z`));
    }
    expect(mailsTo(sydney.email).length).toBe(1);
    expect(mailsTo(perth.email).length).toBe(1);

    await runWorker(at('2026-04-03T09:00:00Z'));
    await runWorker(at('2026-04-03T10:00:00Z'));
    expect(mailsTo(sydney.email).map((m) => m.subject)).toEqual([
      CREDENTIAL_MAIL.subject('CPR certificate', 30),
      CREDENTIAL_MAIL.subject('CPR certificate', 7),
    ]);
    expect(mailsTo(perth.email).length).toBe(2);
    await runWorker(at('2026-04-11T09:00:00Z'));
    expect(mailsTo(sydney.email).length).toBe(2);
    expect(mailsTo(off.email)).toEqual([]);
  });

  test('added inside the 7 days: one mail; a new expiry reminds again', async () => {
    const c = await coach('Queensland');
    ctx.clock.set(at('2026-05-01T00:00:00Z'));
    const id = await credential(c.id, 'First aid', '2026-05-05');
    await runWorker(at('2026-05-01T00:00:00Z'));
    await runWorker(at('2026-05-02T00:00:00Z'));
    expect(mailsTo(c.email).map((m) => m.subject)).toEqual([
      CREDENTIAL_MAIL.subject('first aid certificate', 4),
    ]);
    // Renewed: the new expiry's reminders come in their turn.
    await ctx.db.q
      .updateTable('credentials')
      .set({ expires_on: '2026-06-01' })
      .where('id', '=', id)
      .execute();
    await runWorker(at('2026-05-02T00:00:00Z'));
    await runWorker(at('2026-05-03T00:00:00Z'));
    expect(mailsTo(c.email).length).toBe(2);
    expect(mailsTo(c.email)[1].subject).toBe(CREDENTIAL_MAIL.subject('first aid certificate', 30));
  });
});
