/**
 * A strict XML parser for tests (saxes, the conformant parser jsdom uses): any well-formedness
 * error, a character XML 1.0 forbids, or an undeclared prefix throws. Returns a small tree.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** Local name. */
  name: string;
  /** Namespace URI ('' when none). */
  ns: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (character data and CDATA, entities decoded). */
  text: string;
}

export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const root: XmlElement = { name: '#document', ns: '', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let error: Error | null = null;
  parser.on('error', (e) => {
    error ??= e;
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) {
      if (typeof a === 'object' && a.prefix !== 'xmlns' && a.name !== 'xmlns')
        attrs[a.local] = a.value;
    }
    const el: XmlElement = {
      name: tag.local ?? tag.name,
      ns: tag.uri ?? '',
      attrs,
      children: [],
      text: '',
    };
    stack[stack.length - 1].children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (t: string) => {
    stack[stack.length - 1].text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.write(text).close();
  if (error) throw error;
  const [doc] = root.children;
  if (!doc || root.children.length !== 1) throw new Error('not one root element');
  return doc;
}

/** The children of `el` named `name`. */
export const all = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

/** The one child of `el` named `name` (throws when there is none or several). */
export function one(el: XmlElement, name: string): XmlElement {
  const found = all(el, name);
  if (found.length !== 1) throw new Error(`${el.name} has ${found.length} <${name}>`);
  return found[0];
}
