/**
 * What a served page's head names of an organisation (issue 28): its page's title and
 * description, and a role's JobPosting hiringOrganization (sameAs, logo). One small read; the
 * logo's type too, since a link preview shows only a raster og:image.
 */
import { sql } from 'kysely';
import type { Db } from '../connect';
import { arg, precompiled } from '../precompiled';
import { LOCATION } from './jobs';

export interface OrgHeadRow {
  id: number;
  name: string;
  orgType: string;
  location: string;
  about: string;
  website: string;
  /** The stored logo's content type (image/png, image/jpeg, image/svg+xml), or null: none. */
  logoType: string | null;
}

/** Precompiled (precompiled.ts): a served role page reads it on every request. */
const orgHead = precompiled<[number], OrgHeadRow>((q) =>
  q
    .selectFrom('organisations as o')
    .innerJoin('org_types as t', 't.id', 'o.org_type_id')
    .leftJoin('cities as c', 'c.id', 'o.city_id')
    .leftJoin('states as s', 's.id', 'c.state_id')
    .leftJoin('files as f', (j) => j.onRef('f.id', '=', 'o.logo_file_id').on('f.kind', '=', 'logo'))
    .select([
      'o.id',
      'o.name',
      't.type as orgType',
      sql<string>`coalesce(${LOCATION}, '')`.as('location'),
      'o.about',
      'o.website',
      'f.content_type as logoType',
    ])
    .where('o.id', '=', arg<number>(0)),
);

export async function orgForHead(db: Db, orgId: number): Promise<OrgHeadRow | undefined> {
  const [row] = await orgHead(db, orgId);
  return row;
}
