// Before `npm run load` drives the server: the lookup names the mix asks for, an XSRF token,
// and LOAD_COACHES coaches signed up through the API (four at a time), each signed in with a
// resume and a cover letter uploaded.
import type { ClientConfig } from './client';

export interface Prepared {
  xsrf: string;
  orgTypes: string[];
  states: string[];
  sports: string[];
  coaches: ClientConfig['coaches'];
}

export async function prepare(
  baseUrl: string,
  coachCount: number,
  password: string,
): Promise<Prepared> {
  const first = await fetch(`${baseUrl}/api/orgtype/list`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
  const orgTypes = ((await first.json()) as { list: { type: string }[] }).list.map((o) => o.type);
  const states = (
    (await (await fetch(`${baseUrl}/api/location/state/list`)).json()) as {
      list: { name: string }[];
    }
  ).list.map((s) => s.name);
  const sports = (
    (await (await fetch(`${baseUrl}/api/sportstype/list`)).json()) as { list: { name: string }[] }
  ).list.map((s) => s.name);
  const headers = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${xsrf}`,
    'x-xsrf-token': xsrf,
  };
  const pdf = new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
  );
  const coaches: ClientConfig['coaches'] = [];
  const tag = Date.now().toString(36);
  await Promise.all(
    Array.from({ length: 4 }, async (_, lane) => {
      for (let i = lane; i < coachCount; i += 4) {
        const email = `load-${tag}-${i}@example.com`;
        const reg = await fetch(`${baseUrl}/api/coach/register`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            firstName: 'Load',
            lastName: 'Runner',
            mobileNumber: '0412345678',
            email,
            password,
            termsAndConditions: true,
          }),
        });
        if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
        const login = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ username: email, password, rememberMe: true }),
        });
        const { token } = (await login.json()) as { token: string };
        const ids: number[] = [];
        for (const kind of ['resume', 'cv']) {
          const form = new FormData();
          form.append(kind, new Blob([pdf]), `${kind}.pdf`);
          const up = await fetch(`${baseUrl}/api/file/upload/${kind}`, {
            method: 'POST',
            headers: {
              cookie: headers.cookie,
              'x-xsrf-token': xsrf,
              authorization: `Bearer ${token}`,
            },
            body: form,
          });
          const b = (await up.json()) as Record<string, number>;
          ids.push(b.resumeId ?? b.cvId);
        }
        coaches.push({ email, token, resume: ids[0], cv: ids[1] });
      }
    }),
  );
  return { xsrf, orgTypes, states, sports, coaches };
}
