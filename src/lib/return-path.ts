// Sign-in's "came from" location is used only when it is a same-origin path (API.md,
// SECURITY-CHECKS #36): '//evil.example', 'https://evil.example', 'javascript:...' are refused.

export const DEFAULT_RETURN_PATH = '/landing';

/** The path to return to after sign-in, or '/landing' when `from` is missing or unsafe. */
export function safeReturnPath(from: string | null | undefined, fallback = DEFAULT_RETURN_PATH) {
  if (!from || typeof from !== 'string') return fallback;
  // Only a path: one leading slash, no scheme, no protocol-relative '//' or '/\'.
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters on purpose
  if (/[\u0000-\u001f\u007f\\]/.test(from)) return fallback;
  try {
    const base = 'http://touchline.invalid';
    const url = new URL(from, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never loop back to the sign-in screen itself.
    if (/^\/signin\/?$/.test(url.pathname)) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** '/signin?from=/apply/12': the requested location, kept readable (slashes unescaped). */
export function signInPathFor(location: string): string {
  const from = safeReturnPath(location, '');
  if (!from || from === '/' || from === DEFAULT_RETURN_PATH) return '/signin';
  return `/signin?from=${encodeURIComponent(from).replace(/%2F/gi, '/')}`;
}
