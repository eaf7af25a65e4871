/**
 * The one id parser of the app and the server: a database id as it comes in a path or a query
 * string, 1 to 15 digits and at least 1 (no sign, no spaces, no exponent); null otherwise.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
