import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../components/layout/rich-text/rich-text';
import { cleanHtml, safeHref } from './rich-text';

// SECURITY-CHECKS #35 payloads, and the usual variants.
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<script>window.__xss=1</script>',
  '<p onclick="alert(1)" style="color:red">hi</p>',
  '<a href=" jav&#x09;ascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<div><p>ok</p><style>body{display:none}</style></div>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
];

describe('cleanHtml', () => {
  it.each(PAYLOADS)('leaves no script, handler or unsafe URL in %s', (payload) => {
    const out = cleanHtml(payload);
    expect(out).not.toMatch(/<script|<img|<svg|<iframe|<object|<style|<math|<form|<button/i);
    expect(out).not.toMatch(/\son\w+=/i);
    expect(out).not.toMatch(/javascript:|data:|srcdoc|style=/i);
  });

  it('keeps the allowed formatting', () => {
    const html =
      '<h3>Role</h3><p>A <strong>great</strong> <em>job</em> <u>now</u> <b>b</b> <i>i</i><br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h4>x</h4>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('keeps http, https and mailto links with rel and target, strips other attributes', () => {
    expect(cleanHtml('<a href="https://club.example/x" class="c" id="i">site</a>')).toBe(
      '<a href="https://club.example/x" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(cleanHtml('<a href="mailto:jobs@club.example">mail</a>')).toContain(
      'href="mailto:jobs@club.example"',
    );
    expect(cleanHtml('<a href="/relative">r</a>')).toBe('<a>r</a>');
  });

  it('unwraps unknown wrappers but keeps their text, drops dangerous elements with content', () => {
    expect(cleanHtml('<div><span>Hello</span> <h1>World</h1></div>')).toBe('Hello World');
    expect(cleanHtml('<p>a<script>evil()</script>b</p>')).toBe('<p>ab</p>');
    expect(cleanHtml('<p>1 &lt; 2 &amp; 3</p>')).toBe('<p>1 &lt; 2 &amp; 3</p>');
  });

  it('handles empty input', () => {
    expect(cleanHtml('')).toBe('');
    expect(cleanHtml(null)).toBe('');
  });

  it('safeHref accepts only absolute http, https and mailto', () => {
    expect(safeHref('https://a.example')).toBe('https://a.example/');
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});

describe('<RichText>', () => {
  it('renders the cleaned HTML and runs nothing', () => {
    const w = window as unknown as { __xss?: number };
    const { container } = render(
      <RichText html={`<p>Lead <strong>coach</strong></p>${PAYLOADS.join('')}`} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('coach');
    expect(container.querySelector('script, img, svg, iframe, object, style')).toBeNull();
    expect(w.__xss).toBeUndefined();
    for (const a of Array.from(container.querySelectorAll('a'))) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
  });
});
