// Lookup lists of forms that no first visit shows: states and every interest tag (./lookups.ts
// has those of the search form, which ride in the first visit's code, the sports list among them
// since the landing page's Sport field: issue 29).
import {
  type NamedItem,
  NamedListResponseSchema,
  TagListResponseSchema,
} from '../shared/schemas/lookups';
import { type CallOptions, request } from './client';

export { getSportsTypes } from './lookups';

/** GET /api/location/state/list. */
export async function getStates(options?: CallOptions): Promise<NamedItem[]> {
  const body = await request('/api/location/state/list', {
    schema: NamedListResponseSchema,
    ...options,
  });
  return body.list;
}

/** GET /api/user/taglist: every interest tag name. */
export async function getTagList(options?: CallOptions): Promise<string[]> {
  const body = await request('/api/user/taglist', { schema: TagListResponseSchema, ...options });
  return body.list.map((t) => t.tagName);
}
