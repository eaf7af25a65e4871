// Lookup lists the search form uses on a first visit: organisation types, cities, sports (the
// landing page's Sport field, issue 29), and the signed-in coach's interests. The others are in ./form-lookups.ts (not on a first visit).
import {
  type NamedItem,
  NamedListResponseSchema,
  OrgTypeListResponseSchema,
  TagListResponseSchema,
} from '../shared/schemas/lookups';
import { type CallOptions, request } from './client';

/** GET /api/orgtype/list: the organisation type names. */
export async function getOrgTypes(options?: CallOptions): Promise<string[]> {
  const body = await request('/api/orgtype/list', {
    schema: OrgTypeListResponseSchema,
    ...options,
  });
  return body.list.map((t) => t.type);
}

/** GET /api/location/list (cities), optionally of one state. */
export async function getLocations(
  stateId?: number | null,
  options?: CallOptions,
): Promise<NamedItem[]> {
  const body = await request('/api/location/list', {
    query: { stateId: stateId ?? undefined },
    schema: NamedListResponseSchema,
    ...options,
  });
  return body.list;
}

/** GET /api/sportstype/list. */
export async function getSportsTypes(options?: CallOptions): Promise<NamedItem[]> {
  const body = await request('/api/sportstype/list', {
    schema: NamedListResponseSchema,
    ...options,
  });
  return body.list;
}

/** GET /api/user/get_interests: the user's selected tag names. */
export async function getInterests(options?: CallOptions): Promise<string[]> {
  const body = await request('/api/user/get_interests', {
    schema: TagListResponseSchema,
    ...options,
  });
  return body.list.map((t) => t.tagName);
}
