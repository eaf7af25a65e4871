// The public organisation page (organisation sign-up is with the account handlers).
import { HttpResponse, http } from 'msw';
import { orgs } from '../fixtures';
import { failure } from '../http';

export const orgHandlers = [
  http.get('/api/org/getOrgPageDetails', ({ request }) => {
    const id = new URL(request.url).searchParams.get('orgid');
    const org = orgs.find((o) => String(o.id) === id);
    if (!org) return failure(404, 'This organisation was not found.');
    return HttpResponse.json({ orgData: org });
  }),
];
