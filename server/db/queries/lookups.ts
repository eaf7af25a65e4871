import type { DB } from '../open';

export function listOrgTypes(db: DB): { type: string }[] {
  return db.prepare('SELECT type FROM org_types ORDER BY id').all() as { type: string }[];
}

/** Cities by name (all, or one state's). */
export function listCities(db: DB, stateId?: number): { id: number; name: string }[] {
  if (stateId != null) {
    return db
      .prepare('SELECT id, name FROM cities WHERE state_id = ? ORDER BY name, id')
      .all(stateId) as { id: number; name: string }[];
  }
  return db.prepare('SELECT id, name FROM cities ORDER BY name, id').all() as {
    id: number;
    name: string;
  }[];
}

export function listStates(db: DB): { id: number; name: string }[] {
  return db.prepare('SELECT id, name FROM states ORDER BY name').all() as {
    id: number;
    name: string;
  }[];
}

export function listSports(db: DB): { id: number; name: string }[] {
  return db.prepare("SELECT id, name FROM tags WHERE kind = 'sport' ORDER BY name").all() as {
    id: number;
    name: string;
  }[];
}

export function listTags(db: DB): { tagName: string }[] {
  return db.prepare('SELECT name AS tagName FROM tags ORDER BY name').all() as {
    tagName: string;
  }[];
}

export interface OrgDataRow {
  id: number;
  name: string;
  orgType: string;
  location: string;
  about: string;
  website: string;
  logo: string | null;
}

/** The organisation page's data, or undefined. */
export function getOrg(db: DB, id: number): OrgDataRow | undefined {
  const row = db
    .prepare(
      `SELECT o.id, o.name, t.type AS orgType,
              COALESCE(c.name || ', ' || s.code, '') AS location, o.about, o.website,
              o.logo_file_id AS logoId
         FROM organisations o
         JOIN org_types t ON t.id = o.org_type_id
         LEFT JOIN cities c ON c.id = o.city_id
         LEFT JOIN states s ON s.id = c.state_id
        WHERE o.id = ?`,
    )
    .get(id) as (Omit<OrgDataRow, 'logo'> & { logoId: number | null }) | undefined;
  if (!row) return undefined;
  const { logoId, ...rest } = row;
  return { ...rest, logo: logoId != null ? `/api/org/logo/${row.id}` : null };
}
