import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiFailureSchema } from '../../src/shared/schemas';
import { createJob } from '../db/queries/jobs';
import { createTestContext, type TestContext, testJob } from '../test-utils';
import { all, one, parseXml, type XmlElement } from '../testing/xml';

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const base = 'http://localhost:3000';
/** Role text a hostile or careless organisation may type. */
const HOSTILE =
  'Coach </script><script>alert(1)</script> "quoted" \'single\' <!-- x --> & \u202Egnp.exe 🏉\u0001\u0008\u000B\uFFFF end';
const CLEAN =
  'Coach </script><script>alert(1)</script> "quoted" \'single\' <!-- x --> & \u202Egnp.exe 🏉 end';

let ctx: TestContext;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  ids.hostile = await createJob(
    ctx.db,
    testJob(HOSTILE, {
      salary: '<b>$40</b> & "super"\u0007',
      datePosted: '2050-01-01T00:00:00.000Z',
    }),
    '2050-01-01T00:00:00.000Z',
  );
  // A keyword in the title of an older role and only in the description of a newer one: the
  // list puts the title match first, the feed the newer one.
  ids.titled = await createJob(
    ctx.db,
    testJob('Zanzibar Mentor', { datePosted: '2050-01-02T00:00:00.000Z' }),
    '2050-01-02T00:00:00.000Z',
  );
  ids.described = await createJob(
    ctx.db,
    testJob('Goalkeeping Lead', {
      description: '<p>Zanzibar tours.</p>',
      datePosted: '2050-01-03T00:00:00.000Z',
    }),
    '2050-01-03T00:00:00.000Z',
  );
});
afterAll(() => ctx.close());

async function feed(query = ''): Promise<{ doc: XmlElement; text: string; res: Response }> {
  const res = await ctx.request(`/feeds/jobs.xml${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  const text = await res.text();
  const doc = parseXml(text);
  expect([doc.name, doc.ns]).toEqual(['feed', ATOM]);
  return { doc, text, res };
}

const entryOf = (doc: XmlElement, id: number) =>
  all(doc, 'entry').find((e) => one(e, 'id').text === `${base}/jobdetails?jobId=${id}`);

describe('GET /feeds/jobs.xml', () => {
  test('an Atom feed of the 50 newest open roles, every entry with id, title, link, updated, author and summary', async () => {
    const { doc } = await feed();
    expect(one(doc, 'id').text).toBe(`${base}/feeds/jobs.xml`);
    expect(one(doc, 'title').text).toBe('Touchline roles: All roles');
    expect(one(doc, 'updated').text).toMatch(RFC3339);
    const links = all(doc, 'link');
    expect(links.find((l) => l.attrs.rel === 'self')?.attrs.href).toBe(`${base}/feeds/jobs.xml`);
    expect(links.find((l) => l.attrs.rel === 'alternate')?.attrs.href).toBe(`${base}/jobsearch`);
    const entries = all(doc, 'entry');
    expect(entries).toHaveLength(50);
    const published: string[] = [];
    for (const e of entries) {
      const id = one(e, 'id').text;
      expect(id).toMatch(/^http:\/\/localhost:3000\/jobdetails\?jobId=\d+$/);
      expect(one(e, 'link').attrs).toMatchObject({ rel: 'alternate', href: id });
      expect(one(e, 'title').text.length).toBeGreaterThan(0);
      expect(one(e, 'updated').text).toMatch(RFC3339);
      expect(one(one(e, 'author'), 'name').text.length).toBeGreaterThan(0);
      expect(one(e, 'summary').text).toMatch(/, [A-Z]{2,3} · /);
      published.push(one(e, 'published').text);
    }
    expect(published).toEqual([...published].sort().reverse());
    // The newest role is the one posted last (2050-01-03).
    expect(one(entries[0], 'id').text).toBe(`${base}/jobdetails?jobId=${ids.described}`);
  });

  test('hostile role text is escaped; characters XML 1.0 forbids are removed', async () => {
    const { doc, text } = await feed();
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<!-- x');
    expect(text).toContain('&lt;/script&gt;');
    const entry = entryOf(doc, ids.hostile) as XmlElement;
    expect(one(entry, 'title').text).toBe(CLEAN);
    expect(one(entry, 'summary').text.endsWith(' · Casual · <b>$40</b> & "super"')).toBe(true);
  });

  test('the same query as /jobsearch: filters match, newest first; links keep the search, escaped', async () => {
    const { doc, text } = await feed('?title=zanzibar&location=NSW');
    const ids_ = all(doc, 'entry').map((e) => one(e, 'id').text);
    // Newest first, not title matches first as /api/job/list ranks them.
    expect(ids_).toEqual([
      `${base}/jobdetails?jobId=${ids.described}`,
      `${base}/jobdetails?jobId=${ids.titled}`,
    ]);
    const list = await (await ctx.request('/api/job/list?title=zanzibar&location=NSW')).json();
    expect(list.list.map((j: { id: number }) => j.id)).toEqual([ids.titled, ids.described]);
    expect(one(doc, 'title').text).toBe('Touchline roles: Zanzibar roles in NSW');
    const links = all(doc, 'link');
    expect(links.find((l) => l.attrs.rel === 'self')?.attrs.href).toBe(
      `${base}/feeds/jobs.xml?title=zanzibar&location=NSW`,
    );
    expect(links.find((l) => l.attrs.rel === 'alternate')?.attrs.href).toBe(
      `${base}/jobsearch?jobtitle=zanzibar&location=NSW`,
    );
    expect(text).toContain('?title=zanzibar&amp;location=NSW');
  });

  test("minPay (issue 28): the feed's title says it, its page link keeps it", async () => {
    const { doc } = await feed('?title=zanzibar&minPay=60000');
    expect(one(doc, 'title').text).toBe('Touchline roles: Zanzibar roles, at least $60,000 a year');
    expect(all(doc, 'link').find((l) => l.attrs.rel === 'alternate')?.attrs.href).toBe(
      `${base}/jobsearch?jobtitle=zanzibar&minPay=60000`,
    );
  });

  test('a filter value that names nothing: an empty feed, as the list is empty', async () => {
    const { doc } = await feed('?orgtype=No%20Such%20Type');
    expect(all(doc, 'entry')).toHaveLength(0);
    expect(one(doc, 'updated').text).toMatch(RFC3339);
  });

  test('values /api/job/list refuses are 400 here too, with the same body', async () => {
    for (const query of [
      '?orgId=abc',
      '?orgId=-1',
      `?title=${'x'.repeat(201)}`,
      `?interests=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`,
    ]) {
      const res = await ctx.request(`/feeds/jobs.xml${query}`);
      const api = await ctx.request(`/api/job/list${query}`);
      expect(res.status, query).toBe(400);
      expect(api.status, query).toBe(400);
      const body = ApiFailureSchema.parse(await res.json());
      expect(body).toEqual(await api.json());
      expect(body.message).toBe('Error');
    }
  });

  test('garbage paging follows the paging rules', async () => {
    for (const [query, n] of [
      ['?page=abc&postPerPage=zzz', 50],
      ['?page=-3&postPerPage=0', 50],
      ['?postPerPage=1000', 50],
      ['?postPerPage=3', 3],
      ['?postPerPage=3&page=2', 3],
      ['?page=999999999999', 0],
    ] as const) {
      const { doc } = await feed(query);
      expect(all(doc, 'entry'), query).toHaveLength(n);
    }
  });

  test('ETag and 304; a role change gives a new feed', async () => {
    const { res } = await feed('?location=NSW');
    const etag = res.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.request('/feeds/jobs.xml?location=NSW', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const id = await createJob(
      ctx.db,
      testJob('Feed Newcomer', { datePosted: '2050-02-01T00:00:00.000Z' }),
    );
    const changed = await ctx.request('/feeds/jobs.xml?location=NSW', {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    const doc = parseXml(await changed.text());
    expect(one(all(doc, 'entry')[0], 'id').text).toBe(`${base}/jobdetails?jobId=${id}`);
  });
});
