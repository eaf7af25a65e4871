import { describe, expect, test } from 'vitest';
import { parseXml } from '../testing/xml';
import { w3cDate, xmlText } from './xml';

describe('xmlText', () => {
  test('escapes markup and quotes, keeps bidi controls and emoji, removes what XML 1.0 forbids', () => {
    const raw = `a</script><!--"'&\u202E🏉\t\n\r\u0000\u0001\u001F\u007F\u0085\uFFFE\uFFFF\uD800x\uDC00y`;
    const text = xmlText(raw);
    expect(text).toBe('a&lt;/script&gt;&lt;!--&quot;&apos;&amp;\u202E🏉\t\n\r\u0085xy');
    // As text and as an attribute value, a strict parser reads it back.
    const doc = parseXml(`<r a="${text}">${text}</r>`);
    // (a CR reads back as LF, an attribute's tab and line ends as spaces: XML's normalisation)
    expect(doc.text).toBe('a</script><!--"\'&\u202E🏉\t\n\n\u0085xy');
    expect(doc.attrs.a).toBe('a</script><!--"\'&\u202E🏉   \u0085xy');
  });

  test('w3cDate: UTC to the second', () => {
    expect(w3cDate('2026-03-01T09:00:00.123Z')).toBe('2026-03-01T09:00:00Z');
    expect(w3cDate('2026-03-01T20:00:00+11:00')).toBe('2026-03-01T09:00:00Z');
  });
});
