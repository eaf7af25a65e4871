import { Hono } from 'hono';
import { API_ERRORS } from '../src/shared/texts/api-errors';
import { setClosingClock } from './db/changes';
import { failureBody } from './http/errors';
import { ownPage } from './http/page-head';
import { keepReadyAnswer } from './http/ready-answers';
import { inlineScriptHashes, mountSpa } from './http/static';
import { compress } from './middleware/compress';
import { errorHandler } from './middleware/error-handler';
import {
  contentTypeGuard,
  jsonBodyLimit,
  methodGuard,
  requestLog,
  securityHeaders,
} from './middleware/security';
import { xsrf } from './middleware/xsrf';
import { accountRoutes } from './routes/account';
import { accountDataRoutes } from './routes/account-data';
import { adminRoutes } from './routes/admin';
import { alertPageRoutes } from './routes/alert-pages';
import { alertRoutes } from './routes/alerts';
import { authRoutes } from './routes/auth';
import { credentialRoutes } from './routes/credentials';
import { employerRoutes } from './routes/employer';
import { feedRoutes } from './routes/feeds';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { jobApplyRoutes } from './routes/job-apply';
import { jobFitRoutes } from './routes/job-fit';
import { jobRoutes } from './routes/jobs';
import { lookupRoutes } from './routes/lookups';
import { orgRoutes } from './routes/org';
import { reportRoutes } from './routes/report';
import { resetPasswordRoutes } from './routes/reset-password';
import { roleStatusRoutes } from './routes/role-status';
import { savedJobRoutes } from './routes/saved-jobs';
import { seoRoutes } from './routes/seo';
import { totpRoutes } from './routes/totp';
import { userRoutes } from './routes/user';
import type { AppDeps, AppEnv } from './types';

/**
 * The whole HTTP app. Order of checks (API.md): (the recording of ready answers,) request id + log, security headers, method
 * (405), XSRF and cross-site (403), JSON body limit (413), then the routes: bearer (401),
 * role (403), Content-Type (415, in parseJson/assertContentType), validation (400), ...
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let scriptHashes: string[] = [];
  // Roles close by the app's clock (a test's fixed one too): server/db/changes.ts.
  setClosingClock(deps.db.base, () => deps.clock.now());

  // Ahead of everything else: no request log, no XSRF cookie (server/routes/health.ts).
  app.route('/api', healthRoutes(deps));
  // Lets a response cache record its final answer for the listener in front of Hono.
  if (deps.ready) app.use('*', keepReadyAnswer);
  app.use('*', requestLog(deps));
  app.use(
    '*',
    securityHeaders(deps, () => scriptHashes),
  );
  app.use('*', methodGuard);
  app.use('*', xsrf(deps));
  app.use('/api/*', jsonBodyLimit());
  app.use('/api/*', contentTypeGuard);
  // brotli/gzip for JSON over 1 KB (after the routes' own caching, before the headers above).
  app.use('/api/*', compress());

  for (const routes of [
    authRoutes,
    userRoutes,
    resetPasswordRoutes,
    jobRoutes,
    lookupRoutes,
    orgRoutes,
    fileRoutes,
    jobApplyRoutes,
    employerRoutes,
    roleStatusRoutes,
    savedJobRoutes,
    alertRoutes,
    credentialRoutes,
    jobFitRoutes,
    accountDataRoutes,
    accountRoutes,
    adminRoutes,
    reportRoutes,
    totpRoutes,
  ]) {
    app.route('/api', routes(deps));
  }
  // An alert's unsubscribe link: plain pages of the server's, not the app's.
  app.route('/', alertPageRoutes(deps));
  // robots.txt, the sitemaps and the feeds (issue 28), ahead of the app's static files.
  for (const routes of [seoRoutes, feedRoutes]) app.route('/', routes(deps));

  if (deps.config.distDir) {
    mountSpa(
      app,
      deps.config.distDir,
      (html) => {
        scriptHashes = inlineScriptHashes(html);
      },
      // A shared job link's page carries the job (GET /api/job/job_detail/:id's answer, its view
      // counted here, as that call would), so a phone shows the role one round trip sooner; it
      // and /org also carry their own head (title, description, Open Graph, JobPosting).
      (path, query) => ownPage(deps, path, query),
    );
  }

  app.notFound((c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/'))
      return c.json(failureBody(API_ERRORS.notFound), 404);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json(failureBody(API_ERRORS.methodNotAllowed), 405);
    }
    return c.text(API_ERRORS.notFoundText, 404);
  });
  app.onError(errorHandler(deps));
  return app;
}
