// The pages a first visit commonly lands on, once (decision 009): the server names their chunks
// in index.html and sends them prerendered (server/http/static.ts), the build prerenders them
// (scripts/prerender.mjs, at `sample`: a URL search that renders the loading state), and the app
// loads their chunk before rendering over the prerendered HTML (src/app/routes.tsx).
export const FIRST_VISIT_PAGES = [
  { path: '/landing', source: 'src/pages/landing/landing-page.tsx', sample: '' },
  { path: '/jobsearch', source: 'src/pages/job-search/job-search-page.tsx', sample: '' },
  { path: '/jobdetails', source: 'src/pages/job-details/job-details-page.tsx', sample: 'jobId=1' },
  { path: '/org', source: 'src/pages/org/org-page.tsx', sample: 'orgId=1' },
  { path: '/signin', source: 'src/pages/signin/signin-page.tsx', sample: '' },
  { path: '/signup', source: 'src/pages/signup/signup-page.tsx', sample: '' },
] as const;

export type FirstVisitPath = (typeof FIRST_VISIT_PAGES)[number]['path'];
