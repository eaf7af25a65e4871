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

/** Makes sure the XSRF cookie exists before an unsafe call (one shared GET when it does not). */
export async function ensureXsrfToken(): Promise<string | null> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  xsrfPriming ??= fetch(XSRF_PRIME_PATH, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      xsrfPriming = null;
    });
  await xsrfPriming;
  return readCookie(XSRF_COOKIE);
}
