// Job alerts (API.md part 2 "Job alerts"): a coach's alerts, a visitor's by e-mail with double
// opt-in, the confirmation. Unknown filter values are 400 naming the field, as the server does.
import { HttpResponse, http } from 'msw';
import { MAX_ALERTS } from '../../../src/shared/constants';
import {
  AlertCreateRequestSchema,
  AlertUpdateRequestSchema,
  fieldErrors,
  VisitorAlertRequestSchema,
} from '../../../src/shared/schemas';
import { ALERTS_API } from '../../../src/shared/texts/alerts';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { db, type MockAlert, nextId } from '../db';
import { cities, orgTypes, states, tags } from '../fixtures';
import { authenticate, checkXsrf, failure, readJson } from '../http';

/** The confirmation token the mock mails for every visitor's alert is `confirm-<id>`. */
export const alertConfirmToken = (id: number) => `confirm-${id}`;

type Query = MockAlert['query'];

/** The query as stored, or the 400 naming the first unknown filter value. */
function checkQuery(query: Record<string, unknown>): Query | Response {
  const q = {
    title: String(query.title ?? ''),
    orgtype: String(query.orgtype ?? ''),
    location: String(query.location ?? ''),
    interests: Array.isArray(query.interests) ? query.interests.map(String) : [],
    // (the request schema checked it: a whole number 0 or more, or its digits)
    ...(query.minPay != null && query.minPay !== '' && { minPay: Number(query.minPay) }),
  };
  const places = [...cities, ...states].map((p) => p.name);
  if (q.orgtype && !orgTypes.includes(q.orgtype)) {
    return failure(400, API_ERRORS.validationFailed, {
      'query.orgtype': API_ERRORS.unknownOrgType,
    });
  }
  if (q.location && !places.includes(q.location)) {
    return failure(400, API_ERRORS.validationFailed, { 'query.location': API_ERRORS.unknownCity });
  }
  if (q.interests.some((t) => !tags.includes(t))) {
    return failure(400, API_ERRORS.validationFailed, {
      'query.interests': API_ERRORS.unknownInterest,
    });
  }
  return q;
}

const publicAlert = ({ id, query, frequency, paused, createdAt, lastSentAt }: MockAlert) => ({
  id,
  query,
  frequency,
  paused,
  createdAt,
  lastSentAt,
});

export const alertHandlers = [
  http.post('/api/alerts', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const body = await readJson(request);
    const base = { paused: false, createdAt: new Date().toISOString(), lastSentAt: null };
    if (request.headers.has('authorization')) {
      const auth = authenticate(request);
      if ('response' in auth) return auth.response;
      const parsed = AlertCreateRequestSchema.safeParse(body);
      if (!parsed.success) {
        return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
      }
      const query = checkQuery(parsed.data.query);
      if (query instanceof Response) return query;
      if (db.alerts.filter((a) => a.userId === auth.user.id).length >= MAX_ALERTS) {
        return failure(409, ALERTS_API.tooMany);
      }
      const id = nextId();
      db.alerts.push({
        id,
        userId: auth.user.id,
        email: null,
        confirmToken: null,
        query,
        frequency: parsed.data.frequency,
        ...base,
      });
      return HttpResponse.json({ message: ALERTS_API.created, id }, { status: 201 });
    }
    const parsed = VisitorAlertRequestSchema.safeParse(body);
    if (!parsed.success) {
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    }
    const query = checkQuery(parsed.data.query);
    if (query instanceof Response) return query;
    const id = nextId();
    db.alerts.push({
      id,
      userId: null,
      email: parsed.data.email,
      confirmToken: alertConfirmToken(id),
      query,
      frequency: parsed.data.frequency,
      ...base,
    });
    db.mail.push({ to: parsed.data.email, kind: 'alert-confirm' });
    return HttpResponse.json({ message: ALERTS_API.checkEmail }, { status: 202 });
  }),

  http.post('/api/alerts/confirm', async ({ request }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const { token } = await readJson(request);
    const alert = db.alerts.find((a) => a.confirmToken !== null && a.confirmToken === token);
    if (!alert) return failure(404, API_ERRORS.notFound);
    alert.confirmToken = null;
    return HttpResponse.json({ message: ALERTS_API.confirmed });
  }),

  http.get('/api/alerts', ({ request }) => {
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const list = db.alerts.filter((a) => a.userId === auth.user.id).map(publicAlert);
    return HttpResponse.json({ list });
  }),

  http.put('/api/alerts/:id', async ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const alert = db.alerts.find((a) => String(a.id) === params.id && a.userId === auth.user.id);
    const parsed = AlertUpdateRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      return failure(400, API_ERRORS.validationFailed, fieldErrors(parsed.error));
    }
    if (!alert) return failure(404, API_ERRORS.notFound);
    const { query, frequency, paused } = parsed.data;
    if (query) {
      const checked = checkQuery(query);
      if (checked instanceof Response) return checked;
      alert.query = checked;
    }
    if (frequency) alert.frequency = frequency;
    if (paused !== undefined) alert.paused = paused;
    return HttpResponse.json({ message: ALERTS_API.updated });
  }),

  http.delete('/api/alerts/:id', ({ request, params }) => {
    const denied = checkXsrf(request);
    if (denied) return denied;
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const index = db.alerts.findIndex(
      (a) => String(a.id) === params.id && a.userId === auth.user.id,
    );
    if (index < 0) return failure(404, API_ERRORS.notFound);
    db.alerts.splice(index, 1);
    return HttpResponse.json({ message: ALERTS_API.deleted });
  }),
];
