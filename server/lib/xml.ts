/**
 * XML text for the sitemaps and feeds (issue 28). Role and organisation text is the users': it
 * may hold markup, quotes, `<!--`, bidi overrides, emoji and control characters.
 */

/**
 * Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; lone surrogates; U+FFFE
 * and U+FFFF) and those it discourages (C1 controls, U+007F): removed, since no escape can carry
 * them in XML 1.0.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them to remove them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe as XML character data and as a quoted attribute value. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** An ISO instant as a W3C datetime (sitemaps' lastmod, Atom's dates): UTC, to the second. */
export function w3cDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms)
    ? '1970-01-01T00:00:00Z'
    : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
