// The scenarios, in the order they run, against the real server at `base`, each with
// hello-world (at `helloBase`) measured right before and after it. --only picks some by name.
import { mulberry32 } from '../../db/seed';
import { type Row, scenario } from './measure';
import { OPTIONS, want } from './options';
import {
  CONTEXT_VALUES,
  cycle,
  distinctQueries,
  interests,
  KEYWORDS,
  keyword,
  LOCATIONS,
  mixQuery,
  ORG_TYPES,
  pick,
  type Query,
  queryKey,
  rand,
  TAGS,
  toFacetsUrl,
  toUrl,
  zipfOrder,
} from './queries';

export async function runScenarios(base: string, helloBase: string): Promise<Row[]> {
  const rows: Row[] = [];
  const used = new Set<string>();
  const run = async (
    name: string,
    description: string,
    urls: string[],
    order: 'zipf' | 'cycle' = 'zipf',
  ) => {
    if (!want(name)) return;
    const seq = order === 'zipf' ? zipfOrder(urls, 200_000) : urls;
    rows.push(
      await scenario(
        base,
        name,
        description,
        cycle(seq),
        urls.length,
        order === 'zipf' ? urls : undefined,
        helloBase,
      ),
    );
  };

  await run(
    'search keyword',
    'keyword alone, page 1: 200 distinct keywords (one or two words), Zipf-skewed',
    distinctQueries(200, used, () => ({
      keyword: keyword(rand() < 0.4),
      orgType: '',
      location: '',
      interests: [],
      page: 1,
    })).map((q) => toUrl(q)),
  );
  await run(
    'search filtered',
    'keyword + organisation type + location + interests, page 1: 500 distinct, Zipf-skewed',
    distinctQueries(500, used, () => ({
      keyword: keyword(false),
      orgType: pick(ORG_TYPES),
      location: pick(LOCATIONS),
      interests: interests(),
      page: 1,
    })).map((q) => toUrl(q)),
  );
  await run(
    'deep pages',
    'pages 20 to 40 of broad queries (no filter, one keyword, one filter): 500 distinct, Zipf-skewed',
    distinctQueries(500, used, () => {
      const page = 20 + Math.floor(rand() * 21);
      const k = rand();
      if (k < 0.3) return { keyword: '', orgType: '', location: '', interests: [], page };
      if (k < 0.7)
        return { keyword: keyword(false), orgType: '', location: '', interests: [], page };
      return { keyword: '', orgType: pick(ORG_TYPES), location: '', interests: [], page };
    }).map((q) => toUrl(q)),
  );
  {
    const r = mulberry32(5);
    const ids = Array.from({ length: 20_000 }, () => 1 + Math.floor(r() * OPTIONS.jobs));
    await run(
      'job details',
      `GET /api/job/job_detail/:id, random ids of ${OPTIONS.jobs.toLocaleString('en')} (each counts a view: a write)`,
      ids.map((id) => `/api/job/job_detail/${id}`),
      'cycle',
    );
    // The page a search engine or a shared link fetches: the app's HTML with the role's data
    // block, head tags and JobPosting JSON-LD (issue 28), served before any script runs.
    await run(
      'served job details',
      `GET /jobdetails?jobId=N: the served HTML with the role's data block, head tags and JSON-LD, same ids`,
      ids.map((id) => `/jobdetails?jobId=${id}`),
      'cycle',
    );
  }
  await run(
    'lookup lists',
    'the five lookup lists in turn (org types, cities, states, sports, tags)',
    [
      '/api/orgtype/list',
      '/api/location/list',
      '/api/location/state/list',
      '/api/sportstype/list',
      '/api/user/taglist',
    ],
    'cycle',
  );
  // The Filters panel asks GET /api/job/facets once per search (a page 1), not per page turn:
  // each page-1 query's counts follow its list in the URLs, as popular as the list.
  await run(
    'search mix',
    '1,000 distinct queries (keyword; keyword + org type + location + interests; filters alone; coaching-context facets in 30 %; pages 1-40) and GET /api/job/facets for each page 1, Zipf-skewed (s = 1)',
    distinctQueries(1000, used, () => mixQuery()).flatMap((q) =>
      q.page === 1 ? [toUrl(q), toFacetsUrl(q)] : [toUrl(q)],
    ),
  );
  if (want('search distinct')) {
    // A server in steady state has read the bitsets of its vocabulary: ask each keyword word
    // and each filter value alone once first (page 1; these queries are then never asked
    // again). Without it the run measured the index's first read of each word as well (slow
    // for common words on a large board, all other requests waiting): in a run of this scenario
    // alone, the first second or so; in a full run, the earlier scenarios had read most of them.
    // docs/benchmarks.md gives the figures of both.
    const blank: Query = { keyword: '', orgType: '', location: '', interests: [], page: 1 };
    const vocabulary: Query[] = [
      ...KEYWORDS.map((k) => ({ ...blank, keyword: k })),
      ...ORG_TYPES.map((o) => ({ ...blank, orgType: o })),
      ...LOCATIONS.map((l) => ({ ...blank, location: l })),
      ...TAGS.map((t) => ({ ...blank, interests: [t] })),
      ...CONTEXT_VALUES.map((context) => ({ ...blank, context })),
    ];
    for (const q of vocabulary) used.add(queryKey(q));
    // Every request a query not asked before in this run: no result or count cache hits.
    const expected = Math.ceil((OPTIONS.seconds + OPTIONS.warmupSeconds) * 6000);
    const urls = distinctQueries(expected, used, () => {
      const q = mixQuery();
      // Two-word keywords and a random page keep the space of distinct queries large.
      if (q.keyword && rand() < 0.5) q.keyword = keyword(true);
      return q;
    }).map((q) => toUrl(q));
    const next = cycle(urls);
    const row = await scenario(
      base,
      'search distinct',
      'the mix with every query distinct (none repeated in the run): no cache hits',
      next,
      urls.length,
      vocabulary.map((q) => toUrl(q)),
      helloBase,
    );
    if (next.count() > urls.length)
      console.warn(`  (only ${urls.length} distinct queries for ${next.count()} requests)`);
    row.urls = Math.min(next.count(), urls.length);
    rows.push(row);
  }
  return rows;
}
