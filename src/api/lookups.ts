// Lookup lists: organisation types, sports types, states, cities, interest tags.
import {
  type NamedItem,
  NamedListResponseSchema,
  OrgTypeListResponseSchema,
} from '../shared/schemas';
import { type CallOptions, request } from './client';

export { getTagList } from './user';

/** GET /api/orgtype/list: the organisation type names. */
export async function getOrgTypes(options?: CallOptions): Promise<string[]> {
  const body = await request('/api/orgtype/list', {
    schema: OrgTypeListResponseSchema,
    ...options,
  });
  return body.list.map((t) => t.type);
}

/** GET /api/sportstype/list. */
export async function getSportsTypes(options?: CallOptions): Promise<NamedItem[]> {
  const body = await request('/api/sportstype/list', {
    schema: NamedListResponseSchema,
    ...options,
  });
  return body.list;
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

/** GET /api/location/state/list. */
export async function getStates(options?: CallOptions): Promise<NamedItem[]> {
  const body = await request('/api/location/state/list', {
    schema: NamedListResponseSchema,
    ...options,
  });
  return body.list;
}
