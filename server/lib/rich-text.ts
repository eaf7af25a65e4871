import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text allowlist of API.md: paragraphs, line breaks, emphasis, lists, level 3/4
 * headings, block quotes and links (http, https, mailto only; always rel="noopener noreferrer"
 * and target="_blank"). Every other tag is unwrapped (its text kept); script, style, iframe,
 * svg, math, object, embed, noscript and template are dropped with their contents. No
 * attributes survive except a link's href (and the rel/target the server adds).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'svg',
    'math',
    'object',
    'embed',
    'template',
    'title',
    'head',
  ],
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { rel: 'noopener noreferrer', target: '_blank' };
      if (attribs.href) out.href = attribs.href;
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Returns the allowlisted HTML for one rich-text field (description, subject, skills, ...). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of sanitized rich text, for the search index (tags removed, entities decoded). */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) =>
      e === 'amp'
        ? '&'
        : e === 'lt'
          ? '<'
          : e === 'gt'
            ? '>'
            : e === 'quot'
              ? '"'
              : e === '#39'
                ? "'"
                : ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
