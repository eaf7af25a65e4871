// Lookup responses. Shape checks, not zod: the search hero on a first visit reads these
// (issue 8; see ./shape.ts). An organisation's public page: ./org.ts.
import * as s from './shape';

export const OrgTypeSchema = s.object({ type: s.string() });
export const OrgTypeListResponseSchema = s.object({ list: s.array(OrgTypeSchema) });

export const NamedItemSchema = s.object({ id: s.number(), name: s.string() });
export type NamedItem = s.Infer<typeof NamedItemSchema>;
/** Cities (/api/location/list, optional stateId), states, sports types. */
export const NamedListResponseSchema = s.object({ list: s.array(NamedItemSchema) });

export const TagSchema = s.object({ tagName: s.string() });
export const TagListResponseSchema = s.object({ list: s.array(TagSchema) });
