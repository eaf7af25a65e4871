import { describe, expect, test } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  test('keeps the allowlisted formatting', () => {
    const html =
      '<h3>Role</h3><p>We <strong>need</strong> <em>you</em><br />now</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test('removes event handlers and images', () => {
    const out = sanitizeRichText('<p>Hi <img src=x onerror=alert(1)></p><p onclick="x()">t</p>');
    expect(out).toBe('<p>Hi </p><p>t</p>');
  });

  test('drops script, style, iframe srcdoc and svg with their contents', () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><style>p{}</style><iframe srcdoc="<script>alert(1)</script>"></iframe><svg><script>alert(1)</script></svg><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  test('links: only http, https and mailto, always rel=noopener noreferrer and a new tab', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toMatch(/href/);
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).not.toMatch(/href/);
    expect(sanitizeRichText('<a href="https://example.org" style="x" onclick="y">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank" href="https://example.org">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:jobs@example.org">mail</a>')).toContain(
      'href="mailto:jobs@example.org"',
    );
  });

  test('strips attributes from every other tag', () => {
    expect(sanitizeRichText('<p style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
  });

  test('plain text for the search index', () => {
    expect(richTextToPlain('<p>Tom &amp; Jerry</p><ul><li>run</li></ul>')).toBe('Tom & Jerry run');
  });
});
