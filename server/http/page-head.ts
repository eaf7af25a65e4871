/**
 * The head a page is served with (issue 28, API.md "Discoverability", decision 018): a shared
 * /jobdetails or /org link's own title, description, canonical link, Open Graph and Twitter card
 * (an open role also its JobPosting), read before any script runs (link previews, crawlers);
 * account and form pages `noindex`.
 */
import { parseId } from '../../src/shared/ids';
import { jobPageDescription, jobPageName, orgPageDescription } from '../../src/shared/page-head';
import { BRAND } from '../../src/shared/texts/shell';
import { isDeletedOrg, type OrgHeadRow, orgForHead } from '../db/queries/organisations';
import { jobDetailBody } from '../lib/job-detail';
import { jobPosting, scriptJson } from '../lib/job-posting';
import type { AppDeps } from '../types';

/** The default og:image (public/touchline-card.png, 1200 × 630), for pages without a logo. */
export const CARD_IMAGE = '/touchline-card.png';

/** Account and form pages (and everything under them): `<meta name="robots" content="noindex">`. */
export const NOINDEX_PATHS = [
  '/signin',
  '/signup',
  '/org-signup',
  '/confirm-account',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/changepassword',
  '/jobsapplied',
  '/savedjobs',
  '/alerts',
  '/account',
  '/apply',
  '/success',
  '/employer',
  '/admin',
];

export const isNoindexPath = (path: string): boolean =>
  NOINDEX_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

export const NOINDEX_TAG = '<meta name="robots" content="noindex">';

/** `html` with the robots noindex tag in its head. */
export const withNoindex = (html: string): string =>
  html.replace('</head>', () => `${NOINDEX_TAG}</head>`);

/** Text for an HTML attribute or element: `&`, `<`, `>`, `"` and `'` as references. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What a page's own head says: it replaces index.html's title and description. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Absolute. */
  image: string;
  /** A JobPosting (or other JSON-LD), already made safe inside a script element. */
  jsonLd?: string;
}

/** A page's main API answer, sent inside its HTML (static.ts withFirstData). */
export type FirstData = { api: string; json: string };

/** What a page at a path carries of its own (server/http/static.ts mountSpa). */
export interface OwnPage {
  data?: FirstData;
  head?: PageHead;
}

/** An id the tables can hold (INTEGER on PostgreSQL); a larger one names nothing. */
const idIn = (raw: string | null) => {
  const id = parseId(raw?.trim());
  return id !== null && id <= 2_147_483_647 ? id : null;
};

const DESCRIPTION_META = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/;

/**
 * `html` with the page's own head: its <title> and description replace index.html's (which the
 * description keeps as `data-site`, for the app to put back on other pages: src/lib/page-meta.ts),
 * then canonical, Open Graph, Twitter card and JSON-LD before </head>.
 */
export function withHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = escapeHtml(head.image);
  const url = escapeHtml(head.canonical);
  const card = head.image.endsWith(CARD_IMAGE) ? 'summary_large_image' : 'summary';
  const tags = [
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${BRAND}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta name="twitter:card" content="${card}">`,
    head.jsonLd ? `<script type="application/ld+json">${head.jsonLd}</script>` : '',
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      DESCRIPTION_META,
      (_m, site: string) =>
        `<meta name="description" content="${description}" data-site="${site}">`,
    )
    .replace('</head>', () => `${tags}</head>`);
}

/** og:image: the organisation's logo when a preview can show it (PNG, JPEG), else the card. */
function imageOf(org: OrgHeadRow | undefined, publicUrl: string): string {
  return org && /^image\/(png|jpeg)$/.test(org.logoType ?? '')
    ? `${publicUrl}/api/org/logo/${org.id}`
    : `${publicUrl}${CARD_IMAGE}`;
}

/**
 * What /jobdetails?jobId=N and /org?orgId=N carry of their own (a GET): the role's API answer
 * (its view counted, read once) and head, or the organisation's head. Null for other pages and
 * for a bad or unknown id (the plain page: the app asks and shows its not-found).
 */
export async function ownPage(
  deps: AppDeps,
  path: string,
  query: URLSearchParams,
): Promise<OwnPage | null> {
  const page = path.replace(/\/+$/, '');
  const publicUrl = deps.config.publicUrl;
  if (page === '/jobdetails') {
    const id = idIn(query.get('jobId'));
    if (id === null) return null;
    const body = await jobDetailBody(deps.db, id);
    if (!body) return null;
    const job = body.jobDetails[0];
    const org = await orgForHead(deps.db, job.org_id);
    return {
      data: { api: `/api/job/job_detail/${id}`, json: JSON.stringify(body) },
      head: {
        title: `${jobPageName(job)} · ${BRAND}`,
        description: jobPageDescription(job),
        canonical: `${publicUrl}/jobdetails?jobId=${id}`,
        image: imageOf(org, publicUrl),
        jsonLd: job.open ? scriptJson(jobPosting(job, org, publicUrl)) : undefined,
      },
    };
  }
  if (page === '/org') {
    const id = idIn(query.get('orgId'));
    const org = id === null ? undefined : await orgForHead(deps.db, id);
    // An organisation whose last user deleted their account has no page (issue 31).
    if (!org || (await isDeletedOrg(deps.db, org.id))) return null;
    return {
      head: {
        title: `${org.name} · ${BRAND}`,
        description: orgPageDescription(org),
        canonical: `${publicUrl}/org?orgId=${org.id}`,
        image: imageOf(org, publicUrl),
      },
    };
  }
  return null;
}
