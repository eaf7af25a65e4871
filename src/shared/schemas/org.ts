// An organisation's public page (/api/org/getOrgPageDetails). Shape checks (see ./shape.ts); not
// in ./lookups.ts, which the search hero of a first visit loads (issue 8).
import * as s from './shape-more';

export const OrgDataSchema = s.object({
  id: s.number(),
  name: s.string(),
  orgType: s.string(),
  location: s.string(),
  about: s.string(),
  website: s.string(),
  logo: s.optional(s.nullable(s.string())),
  /** Over the last 365 days, promised answers due and those given on time; null below 5. */
  responseRecord: s.nullable(s.object({ promised: s.number(), keptOnTime: s.number() })),
  /** An admin verified it (issue 32: the Verified badge). */
  verified: s.optional(s.boolean()),
});
export type OrgData = s.Infer<typeof OrgDataSchema>;
export const OrgPageDetailsResponseSchema = s.object({ orgData: OrgDataSchema });
