// Whether an access token carries a completed second factor (claim `mf: 1`, API.md "Trust and
// safety"), read without verifying, as ./jwt-expiry.ts reads `exp`: the server decides; /admin
// only needs to know whether to show the enrolment first.

/** True when the token's payload has `mf: 1`. */
export function hasSecondFactor(token: string | null | undefined): boolean {
  const part = token?.split('.')[1];
  if (!part) return false;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    return Boolean(
      payload && typeof payload === 'object' && (payload as { mf?: unknown }).mf === 1,
    );
  } catch {
    return false;
  }
}
