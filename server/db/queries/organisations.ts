/**
 * Organisations (issue 10): which organisation an account belongs to, its profile (what it
 * edits) and public page, and its logo (stored like every file, through files.ts).
 */
import { sql } from 'kysely';
import { API_ERRORS } from '../../../src/shared/texts/api-errors';
import { jobsChanged } from '../changes';
import { type Db, tx } from '../connect';
import { arg, precompiled } from '../precompiled';
import { deleteFile, readFileBytes, saveFile, storeFile } from './files';
import { LOCATION } from './jobs';
import { orgTypeIdNamed } from './lookups';
import { LookupError, resolveCity } from './roles';

/** The organisation a ROLE_ORG user belongs to, or null. */
export async function orgIdOf(db: Db, userId: number): Promise<number | null> {
  const row = await db.q
    .selectFrom('users')
    .select('org_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.org_id ?? null;
}

const logoUrl = (orgId: number, logoId: number | null) =>
  logoId != null ? `/api/org/logo/${orgId}` : null;

export interface OrgProfileRow {
  id: number;
  name: string;
  orgType: string;
  city: string;
  state: string;
  about: string;
  website: string;
  logo: string | null;
}

/**
 * An organisation with its type, place and logo: one query for its profile screen (city and state
 * apart), its public page (one location) and a served page's head (the logo's content type, since
 * a link preview shows only a raster og:image). Precompiled (precompiled.ts): a served role page
 * reads it on every request.
 */
const orgWithPlaceQuery = precompiled<[number], OrgPlaceRow>((q) =>
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
      sql<string>`coalesce(c.name, '')`.as('city'),
      sql<string>`coalesce(s.name, '')`.as('state'),
      sql<string>`coalesce(${LOCATION}, '')`.as('location'),
      'o.about',
      'o.website',
      'o.logo_file_id',
      'f.content_type as logoType',
      'o.verified_at',
    ])
    .where('o.id', '=', arg<number>(0)),
);

interface OrgPlaceRow extends OrgHeadRow {
  city: string;
  state: string;
  logo_file_id: number | null;
  verified_at: string | null;
}

async function orgWithPlace(db: Db, orgId: number): Promise<OrgPlaceRow | undefined> {
  const [row] = await orgWithPlaceQuery(db, orgId);
  return row;
}

/**
 * What a served page's head names of an organisation (issue 28): its page's title and
 * description, and a role's JobPosting hiringOrganization (sameAs, logo).
 */
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

export async function orgForHead(db: Db, orgId: number): Promise<OrgHeadRow | undefined> {
  const row = await orgWithPlace(db, orgId);
  if (!row) return undefined;
  const { city: _city, state: _state, logo_file_id: _logo, verified_at: _v, ...head } = row;
  return head;
}

/** What the organisation edits on its profile screen, or undefined. */
export async function getOrgProfile(db: Db, orgId: number): Promise<OrgProfileRow | undefined> {
  const row = await orgWithPlace(db, orgId);
  if (!row) return undefined;
  const { logo_file_id, location: _location, logoType: _type, verified_at: _v, ...rest } = row;
  return { ...rest, logo: logoUrl(row.id, logo_file_id) };
}

/** Whether the organisation's last user deleted their account (issue 31): it has no page. */
export async function isDeletedOrg(db: Db, orgId: number): Promise<boolean> {
  const row = await db.q
    .selectFrom('organisations')
    .select('deleted_at')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return row?.deleted_at != null;
}

/** The public organisation page (GET /api/org/getOrgPageDetails). */
export interface OrgDataRow {
  id: number;
  name: string;
  orgType: string;
  location: string;
  about: string;
  website: string;
  logo: string | null;
  /** An admin verified it (issue 32: the Verified badge). */
  verified: boolean;
}

export async function getOrg(db: Db, orgId: number): Promise<OrgDataRow | undefined> {
  const row = await orgWithPlace(db, orgId);
  if (!row || (await isDeletedOrg(db, orgId))) return undefined;
  const { logo_file_id, city: _city, state: _state, logoType: _type, verified_at, ...rest } = row;
  return { ...rest, logo: logoUrl(row.id, logo_file_id), verified: verified_at != null };
}

/**
 * Updates the profile (about, website, type, city). The type and city are facets of the job
 * search (not search words), so a change of either makes the job lists stale and nothing more.
 */
export async function updateOrgProfile(
  db: Db,
  orgId: number,
  input: { about: string; website: string; orgType: string; city: string; state: string },
): Promise<void> {
  const typeId = await orgTypeIdNamed(db, input.orgType);
  if (typeId == null) throw new LookupError('orgType', API_ERRORS.unknownOrgType);
  const cityId = input.city.trim() ? await resolveCity(db, input.city, input.state) : null;
  await tx(db, async (t) => {
    const before = await t.q
      .selectFrom('organisations')
      .select(['org_type_id', 'city_id'])
      .where('id', '=', orgId)
      .executeTakeFirst();
    await t.q
      .updateTable('organisations')
      .set({ about: input.about, website: input.website, org_type_id: typeId, city_id: cityId })
      .where('id', '=', orgId)
      .execute();
    if (before && (before.org_type_id !== typeId || before.city_id !== cityId)) {
      await jobsChanged(t);
    }
  });
}

export interface NewLogo {
  ownerId: number;
  originalName: string;
  bytes: Uint8Array;
  contentType: string;
  createdAt: string;
}

/**
 * Stores a new logo for `orgId` and points the organisation at it; the previous logo (its row
 * and bytes) goes. Returns the new file's id.
 */
export function replaceOrgLogo(db: Db, orgId: number, logo: NewLogo): Promise<number> {
  return storeFile(db, logo.bytes, async (t, upload) => {
    const id = await saveFile(
      t,
      {
        owner_id: logo.ownerId,
        kind: 'logo',
        original_name: logo.originalName,
        content_type: logo.contentType,
        created_at: logo.createdAt,
      },
      upload,
    );
    const previous = await logoFileOf(t, orgId);
    await t.q
      .updateTable('organisations')
      .set({ logo_file_id: id })
      .where('id', '=', orgId)
      .execute();
    if (previous) await deleteFile(t, previous);
    return id;
  });
}

/** The file of the organisation's logo (of kind 'logo' only), or undefined. */
function logoFileOf(db: Db, orgId: number) {
  return db.q
    .selectFrom('organisations as o')
    .innerJoin('files as f', 'f.id', 'o.logo_file_id')
    .select(['f.id', 'f.stored_name', 'f.content_type'])
    .where('o.id', '=', orgId)
    .where('f.kind', '=', 'logo')
    .executeTakeFirst();
}

/** The organisation's logo (public): its type and bytes, or undefined when it has none. */
export async function getOrgLogo(
  db: Db,
  orgId: number,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const file = await logoFileOf(db, orgId);
  const bytes = file ? await readFileBytes(db, file) : null;
  return file && bytes ? { contentType: file.content_type, bytes } : undefined;
}

/**
 * A new organisation (sign-up) of the type named exactly `orgType`; its id, or undefined when
 * no type has that name. Run in the sign-up's transaction, with its user.
 */
export async function insertOrganisation(
  t: Db,
  org: { name: string; orgType: string; createdAt: string },
): Promise<number | undefined> {
  const row = await t.q
    .insertInto('organisations')
    .columns(['name', 'org_type_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('org_types')
        .select([
          eb.val(org.name).as('name'),
          'id as org_type_id',
          eb.val(org.createdAt).as('created_at'),
        ])
        .where('type', '=', org.orgType),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
