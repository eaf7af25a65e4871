import * as z from 'zod/mini';

export const OrgTypeSchema = z.object({ type: z.string() });
export const OrgTypeListResponseSchema = z.object({ list: z.array(OrgTypeSchema) });

export const NamedItemSchema = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.infer<typeof NamedItemSchema>;
/** Cities (/api/location/list, optional stateId), states, sports types. */
export const NamedListResponseSchema = z.object({ list: z.array(NamedItemSchema) });

export const TagSchema = z.object({ tagName: z.string() });
export const TagListResponseSchema = z.object({ list: z.array(TagSchema) });

export const OrgDataSchema = z.object({
  id: z.number(),
  name: z.string(),
  orgType: z.string(),
  location: z.string(),
  about: z.string(),
  website: z.string(),
  logo: z.optional(z.nullable(z.string())),
});
export type OrgData = z.infer<typeof OrgDataSchema>;
export const OrgPageDetailsResponseSchema = z.object({ orgData: OrgDataSchema });
