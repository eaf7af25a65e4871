/**
 * The demo's applicants (issue 27): a dozen demo coaches, each with a resume and a cover letter,
 * who applied to roles of a few demo organisations. Two past roles of each of those
 * organisations carry a respond-by promise that has come due, answered on time for most
 * applicants and late or never for some, so their pages show a response record; a few open
 * roles have applications waiting. Demo coaches cannot sign in (a random password nobody
 * knows) and their addresses are on the reserved .invalid domain, so no mail reaches anyone.
 * Run once, after the demo seed (seedIfEmpty), outside its transaction: files are stored the
 * way uploads are (storeFile).
 */
import { randomBytes } from 'node:crypto';
import type { ApplicationStatus } from '../../src/shared/constants';
import { addDays, dateIn, zoneOfState } from '../../src/shared/zoned-time';
import { hashPassword } from '../lib/passwords';
import { jobsChanged } from './changes';
import type { Db } from './connect';
import { tx } from './connect';
import { saveFile, storeFile } from './queries/files';
import { roleDates } from './queries/lifecycle';
import { emailKey } from './queries/users';

const COACHES = [
  ['Mia', 'Nguyen'],
  ['Jack', 'Thompson'],
  ['Olivia', 'Kelly'],
  ['Noah', 'Patel'],
  ['Chloe', 'Walker'],
  ['Liam', "O'Brien"],
  ['Ava', 'Rossi'],
  ['Ethan', 'Murray'],
  ['Zara', 'Ahmed'],
  ['Lucas', 'Wright'],
  ['Isla', 'Campbell'],
  ['Oscar', 'Tran'],
] as const;
const DAY = 864e5;
const ORGS_WITH_RECORDS = 4;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);

export async function seedDemoApplications(db: Db, rand: () => number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const hash = await hashPassword(randomBytes(24).toString('base64url'));
  const coaches: { id: number; resume: number; cv: number }[] = [];
  for (const [i, [first, last]] of COACHES.entries()) {
    const id = await tx(db, async (t) => {
      const row = await t.q
        .insertInto('users')
        .values({
          email: `demo.coach${i + 1}@touchline.invalid`,
          email_key: emailKey(`demo.coach${i + 1}@touchline.invalid`),
          password_hash: hash,
          role: 'ROLE_COACH',
          first_name: first,
          last_name: last,
          mobile: `04000000${String(i + 10)}`,
          org_id: null,
          email_verified: 1,
          created_at: iso(now - 400 * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const file = (kind: 'resume' | 'cv', name: string) =>
      storeFile(db, PDF, (t, upload) =>
        saveFile(
          t,
          {
            owner_id: id,
            kind,
            original_name: name,
            content_type: 'application/pdf',
            created_at: iso(now - 300 * DAY),
          },
          upload,
        ),
      );
    coaches.push({
      id,
      resume: await file('resume', `${first} ${last} resume.pdf`),
      cv: await file('cv', `${first} ${last} cover letter.pdf`),
    });
  }

  await tx(db, async (t) => {
    const orgs = await t.q
      .selectFrom('jobs as j')
      .innerJoin('cities as c', 'c.id', 'j.city_id')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['j.org_id', 'j.id', 's.code', 'j.is_open'])
      .orderBy('j.org_id')
      .orderBy('j.id')
      .execute();
    const byOrg = new Map<number, typeof orgs>();
    for (const r of orgs) byOrg.set(r.org_id, [...(byOrg.get(r.org_id) ?? []), r]);
    const chosen = [...byOrg.values()]
      .filter((roles) => roles.length >= 4)
      .slice(0, ORGS_WITH_RECORDS);
    const answered: ApplicationStatus[] = ['Shortlisted', 'Interview', 'Not successful', 'Offered'];

    const applyAll = async (
      jobId: number,
      who: typeof coaches,
      appliedAt: number,
      answer: (k: number) => { status: ApplicationStatus; at: number } | null,
    ) => {
      for (const [k, c] of who.entries()) {
        const a = answer(k);
        const applied = appliedAt + k * 3600_000;
        const { id } = await t.q
          .insertInto('applications')
          .values({
            user_id: c.id,
            job_id: jobId,
            resume_file_id: c.resume,
            cv_file_id: c.cv,
            first_name: COACHES[coaches.indexOf(c)][0],
            last_name: COACHES[coaches.indexOf(c)][1],
            salary: 'Award rate',
            notice: 'Two weeks',
            referred_by: 'Touchline',
            status: a?.status ?? 'Received',
            status_changed_at: a ? iso(a.at) : null,
            applied_at: iso(applied),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.q
          .insertInto('application_status_history')
          .values([
            { application_id: id, status: 'Received', changed_at: iso(applied), changed_by: null },
            ...(a
              ? [{ application_id: id, status: a.status, changed_at: iso(a.at), changed_by: null }]
              : []),
          ])
          .execute();
      }
    };

    for (const roles of chosen) {
      const state = roles[0].code;
      const today = dateIn(now, zoneOfState(state));
      // Two past roles with a promise that came due: closed filled, then expired.
      for (const [n, role] of roles.slice(0, 2).entries()) {
        const closing = addDays(today, -40 - n * 30 - Math.floor(rand() * 10));
        const dates = roleDates(state, closing, addDays(closing, 14));
        await t.q
          .updateTable('jobs')
          .set({
            ...dates,
            respond_reminded: dates.respond_by,
            is_open: n === 0 ? 0 : 1,
            closed_reason: n === 0 ? 'filled' : null,
            closed_at: n === 0 ? dates.closes_at : null,
          })
          .where('id', '=', role.id)
          .execute();
        const due = Date.parse(dates.respond_by_at as string);
        const who = coaches.filter(() => rand() < 0.6).slice(0, 8);
        await applyAll(role.id, who, Date.parse(dates.closes_at) - 20 * DAY, (k) => {
          if (k % 7 === 6) return null; // never answered
          const late = k % 5 === 4;
          const status = answered[Math.floor(rand() * answered.length)];
          return { status, at: due + (late ? 3 : -4 - Math.floor(rand() * 6)) * DAY };
        });
      }
      // Waiting applications on an open role.
      const open = roles.slice(2).find((r) => r.is_open === 1);
      if (open) {
        await applyAll(open.id, coaches.slice(0, 3), now - 2 * DAY, () => null);
      }
    }
    await jobsChanged(t);
  });
}
