// Lookup lists. The org type list also sets the XSRF cookie, as the server does on any response
// that finds none (document.cookie is set directly: msw in Node does not write browser cookies).
import { HttpResponse, http } from 'msw';
import { cities, orgTypes, sportsTypes, states } from '../fixtures';

export const MOCK_XSRF_TOKEN = 'mock-xsrf-token';

export const lookupHandlers = [
  http.get('/api/orgtype/list', () => {
    if (!document.cookie.includes('XSRF-TOKEN=')) {
      // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the server's Set-Cookie
      document.cookie = `XSRF-TOKEN=${MOCK_XSRF_TOKEN}; path=/`;
    }
    return HttpResponse.json({ list: orgTypes.map((type) => ({ type })) });
  }),
  http.get('/api/sportstype/list', () => HttpResponse.json({ list: sportsTypes })),
  http.get('/api/location/state/list', () => HttpResponse.json({ list: states })),
  http.get('/api/location/list', ({ request }) => {
    const stateId = Number(new URL(request.url).searchParams.get('stateId') ?? 0);
    const list = cities
      .filter((c) => !stateId || c.stateId === stateId)
      .map(({ id, name }) => ({ id, name }));
    return HttpResponse.json({ list });
  }),
];
