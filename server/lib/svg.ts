/**
 * Organisation logos uploaded as SVG (POST /api/org/logo): an allowlist of shapes, text,
 * gradients and presentation attributes, through sanitize-html in XML mode. The logo is served
 * with a restrictive CSP as well (server/routes/org.ts).
 */
import sanitizeHtml from 'sanitize-html';

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'symbol',
  'use',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'href',
  'xlink:href',
];

/** An attribute value that points outside the document (url(...) other than url(#id)). */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  // Scripts, styles (may load external resources), foreignObject (HTML inside SVG), images
  // and embedded documents are dropped with everything inside them.
  nonTextTags: ['script', 'style', 'foreignObject', 'image', 'iframe', 'object', 'embed', 'a'],
  disallowedTagsMode: 'discard',
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop', 'use'],
  parser: {
    xmlMode: true,
    lowerCaseTags: false,
    lowerCaseAttributeNames: false,
    recognizeSelfClosing: true,
  },
  transformTags: {
    '*': (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (/^on/i.test(name)) continue; // event handlers
        // References only inside the document (#id); never another resource.
        if ((name === 'href' || name === 'xlink:href') && !/^#[\w.-]+$/.test(value.trim()))
          continue;
        if (EXTERNAL_URL.test(value)) continue;
        out[name] = value;
      }
      return { tagName, attribs: out };
    },
  },
};

/**
 * A sanitized SVG document, or null when the bytes are not an SVG image. Keeps shapes, text,
 * gradients and presentation attributes; removes scripts, event handlers, foreignObject,
 * styles and every external reference.
 */
export function sanitizeSvgLogo(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // An SVG file: optional BOM, XML declaration, comments and doctype, then the <svg> root.
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>|\s)*/i, '');
  if (!/^<svg[\s>]/.test(head)) return null;
  const clean = sanitizeHtml(head, SVG_OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean) || !/<\/svg>$/.test(clean)) return null;
  // The root needs the SVG namespace to render as an image.
  return /^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(clean)
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}
