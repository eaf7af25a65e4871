// The public organisation page (organisation sign-up is with the account handlers).
import { HttpResponse, http } from 'msw';
import { parseId } from '../../../src/shared/ids';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { orgs } from '../fixtures';
import { failure } from '../http';

export const orgHandlers = [
  http.get('/api/org/getOrgPageDetails', ({ request }) => {
    const id = parseId(new URL(request.url).searchParams.get('orgid') ?? '');
    if (id === null) return failure(400, API_ERRORS.invalidOrgId);
    const org = orgs.find((o) => o.id === id);
    if (!org) return failure(404, API_ERRORS.orgNotFound);
    return HttpResponse.json({ orgData: org });
  }),
];
