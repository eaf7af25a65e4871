// The XSRF cookie for unsafe methods (POST/PUT/PATCH/DELETE): read, and primed with one shared GET
// when it is missing. Loaded by transport.ts only when an unsafe call is sent (issue 8: a first
// visit sends GETs only); it imports nothing back.

const XSRF_COOKIE = 'XSRF-TOKEN';
/** A cheap GET that makes the server set the XSRF cookie (it sets it on any response). */
const XSRF_PRIME_PATH = '/api/orgtype/list';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

let xsrfPriming: Promise<void> | null = null;

/** For tests (resetClient()): forget an in-flight priming. */
export function resetXsrf(): void {
  xsrfPriming = null;
}

/**
 * Makes sure the XSRF cookie exists before an unsafe call: when it does not, one shared GET sent
 * with `send` (transport.ts's, which loads this module: passed in, so nothing is imported back).
 */
export async function ensureXsrfToken(
  send: (path: string, options: { auth: false }) => Promise<unknown>,
): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfPriming ??= send(XSRF_PRIME_PATH, { auth: false })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      xsrfPriming = null;
    });
  await xsrfPriming;
  return readCookie(XSRF_COOKIE);
}
