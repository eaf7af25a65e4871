// A coach's credentials (issue 30 = API.md part 2 "Credentials (issue 18)"): the request of
// POST /api/user/credentials and PUT /api/user/credentials/{id} (the same body: PUT replaces
// the credential), and the responses. The server validates with these; the profile form too.
import * as z from 'zod/mini';
import {
  ACCREDITATION_LEVELS,
  CREDENTIAL_TYPES,
  cardNumberExample,
  isCardNumber,
  normaliseCardNumber,
  stateName,
  WWCC_STATE_NAMES,
  WWCC_TYPES,
} from '../credentials';
import { MESSAGES as M } from '../messages';
import { CREDENTIAL_ERRORS as CE } from '../texts/credentials';
import { isCalendarDate } from '../zoned-time';

/** '' and null as not given: the form sends '' for a field left empty. */
const blank = z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v));
const opt = <S extends z.ZodMiniType>(s: S) => z.pipe(blank, z.optional(s));

const text = (max: number) =>
  z
    .string({ error: M.mustBeText })
    .check(z.trim(), z.maxLength(max, { error: M.atMostChars(max) }));
const date = z
  .string({ error: CE.invalidDate })
  .check(z.refine(isCalendarDate, { error: CE.invalidDate }));
const choice = <const V extends readonly [string, ...string[]]>(values: V, unknown: string) =>
  z.enum(values, { error: (iss) => (iss.input === undefined ? M.required : unknown) });

/**
 * One credential as sent. `type` decides what else is needed (each missing one names its field):
 * - WWCC: `state` (a name from the state list), `number` (the state's format: NSW "WWC", 7
 *   digits, E or V; elsewhere 5 to 20 letters, digits, "/" and "-"; spaces dropped, letters
 *   upper-cased), `wwccType` (Employee or Volunteer) and `expiresOn`;
 * - Coaching accreditation: `level` (optional `sportType`: a sport's name, checked by the server);
 * - Other: `name`.
 * Any type may carry `issuedOn`, `expiresOn` (not before `issuedOn`: fields.expiresOn), a
 * `number` (free text up to 50) and a `fileId` (a credential document the coach uploaded).
 * Fields another type does not use are dropped (null).
 */
export const CredentialRequestSchema = z
  .object({
    type: choice(CREDENTIAL_TYPES, CE.unknownType),
    state: opt(choice(WWCC_STATE_NAMES, CE.unknownState)),
    number: opt(text(50)),
    wwccType: opt(choice(WWCC_TYPES, CE.unknownWwccType)),
    level: opt(choice(ACCREDITATION_LEVELS, CE.unknownLevel)),
    sportType: opt(text(100)),
    name: opt(text(100)),
    issuedOn: opt(date),
    expiresOn: opt(date),
    fileId: opt(
      z.pipe(
        z.transform((v: unknown): unknown =>
          typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v,
        ),
        z.int({ error: CE.unknownFile }).check(z.positive({ error: CE.unknownFile })),
      ),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem = (field: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [field], input: v });
      if (v.type === 'WWCC') {
        if (!v.state) problem('state', M.required);
        if (!v.number) problem('number', CE.numberRequired);
        else if (v.state && !isCardNumber(v.state, v.number)) {
          const example = cardNumberExample(v.state);
          problem(
            'number',
            example ? CE.numberFormat(stateName(v.state), example) : CE.genericNumberFormat,
          );
        }
        if (!v.wwccType) problem('wwccType', M.required);
        if (!v.expiresOn) problem('expiresOn', CE.expiryRequired);
      }
      if (v.type === 'Coaching accreditation' && !v.level) problem('level', M.required);
      if (v.type === 'Other' && !v.name) problem('name', CE.nameRequired);
      if (v.issuedOn && v.expiresOn && v.expiresOn < v.issuedOn) {
        problem('expiresOn', CE.expiryBeforeIssue);
      }
    }),
  );
export type CredentialRequest = z.infer<typeof CredentialRequestSchema>;

/** A request reduced to what its type keeps (the rest null), the card number normalised. */
export function credentialFields(r: CredentialRequest) {
  const wwcc = r.type === 'WWCC';
  return {
    type: r.type,
    state: wwcc ? (r.state ?? null) : null,
    number: r.number ? (wwcc ? normaliseCardNumber(r.number) : r.number) : null,
    wwccType: wwcc ? (r.wwccType ?? null) : null,
    level: r.type === 'Coaching accreditation' ? (r.level ?? null) : null,
    sportType: r.type === 'Coaching accreditation' ? (r.sportType ?? null) : null,
    name: r.type === 'Other' ? (r.name ?? null) : null,
    issuedOn: r.issuedOn ?? null,
    expiresOn: r.expiresOn ?? null,
    fileId: r.fileId ?? null,
  };
}
export type CredentialFields = ReturnType<typeof credentialFields>;

const nullableText = z.nullable(z.string());
/** A credential as GET /api/user/credentials answers it (its status on the coach's today). */
export const CredentialSchema = z.object({
  id: z.number(),
  type: z.enum(CREDENTIAL_TYPES),
  state: nullableText,
  number: nullableText,
  wwccType: z.nullable(z.enum(WWCC_TYPES)),
  level: z.nullable(z.enum(ACCREDITATION_LEVELS)),
  sportType: nullableText,
  name: nullableText,
  issuedOn: nullableText,
  expiresOn: nullableText,
  fileId: z.nullable(z.number()),
  fileName: nullableText,
  status: z.enum(['current', 'expiring', 'expired']),
  days: z.nullable(z.number()),
});
export type Credential = z.infer<typeof CredentialSchema>;

export const CredentialListResponseSchema = z.object({ list: z.array(CredentialSchema) });
export const CredentialAddedResponseSchema = z.object({ message: z.string(), id: z.number() });
export const CredentialDocumentResponseSchema = z.object({
  message: z.string(),
  fileId: z.number(),
  fileName: z.string(),
});
