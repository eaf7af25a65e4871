import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  escapeHtml,
  exec,
  format,
  insertHtml,
  insertLink,
  pressedAt,
  rangeIn,
  textToHtml,
  wrapSelection,
} from './editor-commands';

/** An editor root in the document holding `html`. */
function editorWith(html: string): HTMLDivElement {
  const root = document.createElement('div');
  root.contentEditable = 'true';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Selects the contents of `node` (or the range from `start` to `end` in a text node). */
function select(node: Node, start?: number, end?: number): Range {
  const range = document.createRange();
  if (start === undefined) range.selectNodeContents(node);
  else {
    range.setStart(node, start);
    range.setEnd(node, end ?? start);
  }
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  return range;
}

/** Whether the caret is collapsed right after `node`. */
function caretAfter(node: Node): boolean {
  const range = window.getSelection()?.getRangeAt(0);
  if (!range?.collapsed || !node.parentNode) return false;
  const index = Array.from(node.parentNode.childNodes).indexOf(node as ChildNode);
  return range.startContainer === node.parentNode && range.startOffset === index + 1;
}

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('textToHtml', () => {
  it('makes paragraphs of blank-line-separated text and breaks of single newlines', () => {
    expect(textToHtml('One\r\ntwo\n\n\nThree\rfour')).toBe('<p>One<br>two</p><p>Three<br>four</p>');
  });

  it('drops blank paragraphs and escapes markup', () => {
    expect(textToHtml('\n\n  \n\n<b>"x" & \'y\'</b>')).toBe(
      '<p>&#60;b&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/b&#62;</p>',
    );
    expect(textToHtml('')).toBe('');
  });

  it('escapeHtml escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });
});

describe('rangeIn', () => {
  it('gives the selection only when it lies inside the root', () => {
    const root = editorWith('<p>inside</p>');
    const outside = editorWith('<p>outside</p>');
    expect(rangeIn(root)).toBeNull();
    select(outside.firstChild as Node);
    expect(rangeIn(root)).toBeNull();
    const range = select(root.firstChild as Node);
    expect(rangeIn(root)).toBe(window.getSelection()?.getRangeAt(0));
    expect(rangeIn(root)?.toString()).toBe(range.toString());
  });
});

describe('exec', () => {
  it('is false where the document has no execCommand (a test DOM)', () => {
    expect('execCommand' in document).toBe(false);
    expect(exec('bold')).toBe(false);
  });

  it("passes the command to the browser's execCommand and is false when it throws", () => {
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    try {
      expect(exec('createLink', 'https://a.example/')).toBe(true);
      expect(execCommand).toHaveBeenCalledWith('createLink', false, 'https://a.example/');
      execCommand.mockImplementation(() => {
        throw new Error('not supported');
      });
      expect(exec('bold')).toBe(false);
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});

describe('wrapSelection and format (the Range fallback)', () => {
  it('wraps the selection in strong, em or a link and puts the caret after it', () => {
    const root = editorWith('<p>Head coach wanted</p>');
    const text = (root.firstChild as Element).firstChild as Text;
    select(text, 5, 10);
    format(root, 'bold');
    expect(root.innerHTML).toBe('<p>Head <strong>coach</strong> wanted</p>');
    expect(caretAfter(root.querySelector('strong') as Node)).toBe(true);

    select(root.querySelector('strong') as Node);
    format(root, 'italic');
    expect(root.innerHTML).toBe('<p>Head <strong><em>coach</em></strong> wanted</p>');

    select((root.firstChild as Element).lastChild as Node, 1, 7);
    wrapSelection(root, 'link', 'https://club.example/');
    expect(root.innerHTML).toBe(
      '<p>Head <strong><em>coach</em></strong> <a href="https://club.example/">wanted</a></p>',
    );
  });

  it('makes one list item per selected paragraph', () => {
    const root = editorWith('<p>One</p><p>Two</p>');
    select(root);
    format(root, 'ul');
    expect(root.innerHTML).toBe('<ul><li>One</li><li>Two</li></ul>');
  });

  it('makes one item of selected inline text', () => {
    const root = editorWith('Just text');
    select(root.firstChild as Node);
    format(root, 'ol');
    expect(root.innerHTML).toBe('<ol><li>Just text</li></ol>');
  });

  it('does nothing without a selection in the root, or with a collapsed one', () => {
    const root = editorWith('<p>Text</p>');
    format(root, 'bold');
    select((root.firstChild as Element).firstChild as Node, 2);
    format(root, 'bold');
    expect(root.innerHTML).toBe('<p>Text</p>');
  });

  it("uses the browser's command when it has one, setting paragraphs as the separator", () => {
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    try {
      const root = editorWith('<p>Text</p>');
      select(root.firstChild as Node);
      format(root, 'ul');
      expect(execCommand.mock.calls).toEqual([
        ['defaultParagraphSeparator', false, 'p'],
        ['insertUnorderedList', false, undefined],
      ]);
      expect(root.innerHTML).toBe('<p>Text</p>');
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});

describe('insertHtml', () => {
  it('replaces the selection with the HTML and puts the caret after it', () => {
    const root = editorWith('<p>Hello old world</p>');
    select((root.firstChild as Element).firstChild as Node, 6, 9);
    insertHtml(root, '<em>new</em>');
    expect(root.innerHTML).toBe('<p>Hello <em>new</em> world</p>');
    expect(caretAfter(root.querySelector('em') as Node)).toBe(true);
  });

  it('appends to the root when the selection is elsewhere', () => {
    const root = editorWith('<p>First</p>');
    insertHtml(root, '<p>Second</p><p>Third</p>');
    expect(root.innerHTML).toBe('<p>First</p><p>Second</p><p>Third</p>');
    expect(caretAfter(root.lastChild as Node)).toBe(true);
  });
});

describe('insertLink', () => {
  it('links the saved selection, restoring it first', () => {
    const root = editorWith('<p>Our club</p>');
    const saved = select((root.firstChild as Element).firstChild as Node, 4, 8).cloneRange();
    window.getSelection()?.removeAllRanges();
    insertLink(root, 'https://club.example/', saved);
    expect(root.innerHTML).toBe('<p>Our <a href="https://club.example/">club</a></p>');
  });

  it('inserts the address as its own text when nothing was selected', () => {
    const root = editorWith('<p>See </p>');
    const saved = select((root.firstChild as Element).firstChild as Node, 4).cloneRange();
    insertLink(root, 'https://a.example/?q="x"&y', saved);
    expect(root.innerHTML).toBe(
      '<p>See <a href="https://a.example/?q=&quot;x&quot;&amp;y">https://a.example/?q="x"&amp;y</a></p>',
    );
  });
});

describe('pressedAt', () => {
  it('is null while the selection is outside the root', () => {
    const root = editorWith('<p>Text</p>');
    expect(pressedAt(root)).toBeNull();
  });

  it('names the formats the caret sits in', () => {
    const root = editorWith(
      '<ul><li><strong>Bold <em>both</em></strong></li></ul><ol><li>n</li></ol>',
    );
    select(root.querySelector('em')?.firstChild as Node, 1);
    expect(pressedAt(root)).toEqual({ bold: true, italic: true, ul: true, ol: false });
    select(root.querySelector('ol li')?.firstChild as Node, 0);
    expect(pressedAt(root)).toEqual({ bold: false, italic: false, ul: false, ol: true });
  });

  it('counts b and i as bold and italic, and stops at the root', () => {
    const outer = editorWith('<strong><div id="root"><i>x</i></div></strong>');
    const root = outer.querySelector('#root') as HTMLElement;
    select(root.querySelector('i')?.firstChild as Node, 0);
    expect(pressedAt(root)).toEqual({ bold: false, italic: true, ul: false, ol: false });
  });
});
