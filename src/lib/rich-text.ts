// The browser's allowlist pass over rich text (API.md): the server already stores clean HTML
// (sanitize-html on write); this is defence in depth before dangerouslySetInnerHTML, using the
// browser's own inert parser (DOMParser runs no script and loads no image), so no sanitizer
// library enters the bundle. Tested against SECURITY-CHECKS #35's payloads.

const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'BLOCKQUOTE',
]);

// Dropped together with everything inside them.
const DROP_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'APPLET',
  'SVG',
  'MATH',
  'IMG',
  'PICTURE',
  'SOURCE',
  'VIDEO',
  'AUDIO',
  'TRACK',
  'CANVAS',
  'MAP',
  'AREA',
  'TEMPLATE',
  'NOSCRIPT',
  'NOEMBED',
  'NOFRAMES',
  'XMP',
  'PLAINTEXT',
  'TEXTAREA',
  'SELECT',
  'OPTION',
  'BUTTON',
  'INPUT',
  'FORM',
  'LINK',
  'META',
  'BASE',
  'TITLE',
  'HEAD',
  'PORTAL',
  'DIALOG',
]);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The href when it is an absolute http, https or mailto URL, else null. */
export function safeHref(raw: string | null): string | null {
  if (!raw) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside schemes
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  try {
    const url = new URL(compact);
    return SAFE_PROTOCOLS.has(url.protocol.toLowerCase()) ? url.href : null;
  } catch {
    return null;
  }
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions, doctype
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ALLOWED.has(tag)) {
      // Unknown but harmless wrappers (div, span, h1...): keep their cleaned content.
      copyChildren(el, to, doc);
      continue;
    }
    const clean = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = safeHref(el.getAttribute('href'));
      if (href) {
        clean.setAttribute('href', href);
        clean.setAttribute('rel', 'noopener noreferrer');
        clean.setAttribute('target', '_blank');
      }
    }
    copyChildren(el, clean, doc);
    to.appendChild(clean);
  }
}

/** Keeps only the allowlisted tags and safe links of `html`; everything else is removed. */
export function cleanHtml(html: string | null | undefined): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
