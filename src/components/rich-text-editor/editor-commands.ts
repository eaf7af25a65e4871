// The rich-text editor's DOM commands (./rich-text-editor.tsx holds the markup and the toolbar):
// formatting the selection, inserting HTML at the caret, reading which formats the caret sits in,
// and turning pasted text into paragraphs.
//
// Commands use document.execCommand where the browser has it (every current browser: it keeps
// the undo stack and toggles formatting off again); otherwise (a test DOM) the selection is
// wrapped by hand with Range.

export type Command = 'bold' | 'italic' | 'ul' | 'ol' | 'link';
export type FormatCommand = Exclude<Command, 'link'>;
export type PressedState = Record<FormatCommand, boolean>;

const EXEC: Record<FormatCommand, string> = {
  bold: 'bold',
  italic: 'italic',
  ul: 'insertUnorderedList',
  ol: 'insertOrderedList',
};

/** document.execCommand when the browser has it; false when it has not or the command failed. */
export function exec(command: string, value?: string): boolean {
  const doc = document as Document & { execCommand?: Document['execCommand'] };
  if (typeof doc.execCommand !== 'function') return false;
  try {
    return doc.execCommand(command, false, value);
  } catch {
    return false;
  }
}

function queryState(command: string): boolean {
  const doc = document as Document & { queryCommandState?: Document['queryCommandState'] };
  if (typeof doc.queryCommandState !== 'function') return false;
  try {
    return doc.queryCommandState(command);
  } catch {
    return false;
  }
}

/** The selection's range when it lies inside `root`. */
export function rangeIn(root: HTMLElement): Range | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

function placeCaretAfter(node: Node) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Hand-written fallback: wraps the selected content in `tag` (lists: one item per block). */
export function wrapSelection(root: HTMLElement, command: Command, href?: string) {
  const range = rangeIn(root);
  if (!range || range.collapsed) return;
  const content = range.extractContents();
  let node: HTMLElement;
  if (command === 'ul' || command === 'ol') {
    node = document.createElement(command);
    const blocks = Array.from(content.childNodes).filter(
      (n) => n.nodeType === 1 && /^(P|DIV|LI)$/.test((n as Element).tagName),
    );
    const parts = blocks.length ? blocks : [content];
    for (const part of parts) {
      const li = document.createElement('li');
      if (part === content) li.append(content);
      else li.append(...Array.from(part.childNodes));
      node.append(li);
    }
  } else {
    node = document.createElement(
      command === 'bold' ? 'strong' : command === 'italic' ? 'em' : 'a',
    );
    if (href) node.setAttribute('href', href);
    node.append(content);
  }
  range.insertNode(node);
  placeCaretAfter(node);
}

/** Bold, italic or a list over the selection in `root` (which has the focus). */
export function format(root: HTMLElement, command: FormatCommand) {
  exec('defaultParagraphSeparator', 'p');
  if (!exec(EXEC[command])) wrapSelection(root, command);
}

/** Inserts clean HTML at the caret (execCommand keeps undo; Range otherwise). */
export function insertHtml(root: HTMLElement, html: string) {
  if (exec('insertHTML', html)) return;
  const range = rangeIn(root);
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  const last = fragment.lastChild;
  if (range) {
    range.deleteContents();
    range.insertNode(fragment);
  } else {
    root.append(fragment);
  }
  if (last) placeCaretAfter(last);
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A link to `href` (already checked by safeHref) over `saved`, the selection the editor had when
 * the link form opened, or, when nothing was selected, the address itself as the link's text.
 */
export function insertLink(root: HTMLElement, href: string, saved: Range | null) {
  const selection = window.getSelection();
  if (saved && selection) {
    selection.removeAllRanges();
    selection.addRange(saved);
  }
  const range = rangeIn(root);
  if (!range || range.collapsed) {
    insertHtml(root, `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`);
  } else if (!exec('createLink', href)) {
    wrapSelection(root, 'link', href);
  }
}

/** Which formats the caret in `root` sits in; null when the selection is elsewhere. */
export function pressedAt(root: HTMLElement): PressedState | null {
  const range = rangeIn(root);
  if (!range) return null;
  const inside = (tags: string) => {
    let node: Node | null = range.startContainer;
    while (node && node !== root) {
      if (node.nodeType === 1 && tags.includes((node as Element).tagName)) return true;
      node = node.parentNode;
    }
    return false;
  };
  return {
    bold: queryState('bold') || inside('STRONG,B'),
    italic: queryState('italic') || inside('EM,I'),
    ul: queryState('insertUnorderedList') || inside('UL'),
    ol: queryState('insertOrderedList') || inside('OL'),
  };
}

/** Plain pasted text as paragraphs (blank lines) and line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
