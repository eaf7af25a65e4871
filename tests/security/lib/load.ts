// Helpers that drive a coach through register -> login -> uploads -> apply on a real server.
import { pdfBytes } from '../../../server/lib/uploads.test-fixtures';
import { type Client, multipart } from './http';

export interface Acked {
  users: string[];
  files: number[];
  applications: { email: string; jobId: number }[];
  /** Non-2xx answers seen (step and status), for diagnostics. */
  refused?: string[];
}

let seq = 0;

/** One coach's journey; records every write the server acknowledged with 2xx. */
export async function coachJourney(
  c: Client,
  jobIds: number[],
  acked: Acked,
  tag: string,
): Promise<void> {
  const email = `${tag}-${process.pid}-${++seq}-${Date.now()}@example.com`;
  const reg = await c.json('/api/coach/register', {
    json: {
      firstName: 'Load',
      lastName: 'Coach',
      mobileNumber: '0412345678',
      email,
      password: 'Str0ng!Touchline#2026',
      termsAndConditions: true,
    },
  });
  if (reg.status >= 500) throw new Error(`register ${reg.status} ${reg.text}`);
  if (reg.status !== 201) return void acked.refused?.push(`register ${reg.status}`);
  acked.users.push(email);
  const login = await c.json<{ token: string }>('/api/login', {
    json: { username: email, password: 'Str0ng!Touchline#2026' },
  });
  if (login.status >= 500) throw new Error(`login ${login.status} ${login.text}`);
  if (login.status !== 200) return void acked.refused?.push(`login ${login.status}`);
  const token = login.body.token;
  const ids: Record<string, number> = {};
  for (const kind of ['resume', 'cv'] as const) {
    const up = await c.json<Record<string, number>>(`/api/file/upload/${kind}`, {
      token,
      body: multipart(kind, pdfBytes(), `${kind}.pdf`),
    });
    if (up.status >= 500) throw new Error(`upload ${up.status} ${up.text}`);
    if (up.status !== 201) return void acked.refused?.push(`upload ${up.status} ${up.text}`);
    ids[kind] = up.body[kind === 'resume' ? 'resumeId' : 'cvId'];
    acked.files.push(ids[kind]);
  }
  const jobId = jobIds[Math.floor(Math.random() * jobIds.length)];
  const apply = await c.json('/api/job-apply/apply', {
    token,
    json: {
      firstName: 'Load',
      lastName: 'Coach',
      resume: ids.resume,
      cv: ids.cv,
      jobId,
      salary: '$80k',
      notice: '2 weeks',
      referredBy: 'A friend',
    },
  });
  if (apply.status >= 500) throw new Error(`apply ${apply.status} ${apply.text}`);
  if (apply.status === 201) acked.applications.push({ email, jobId });
  else acked.refused?.push(`apply ${apply.status} ${apply.text}`);
}

export async function openJobIds(c: Client, n = 50): Promise<number[]> {
  const r = await c.json<{ list: { id: number }[] }>(`/api/job/list?postPerPage=${n}`);
  return r.body.list.map((j) => j.id);
}
