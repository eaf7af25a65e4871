// A small rich-text editor for the role fields (issue 10): a contenteditable region (role
// textbox, aria-multiline, labelled) and a formatting toolbar following the APG Toolbar pattern
// (one tab stop, ArrowLeft/ArrowRight/Home/End move between buttons, toggle buttons carry
// aria-pressed). Bold, italic, bulleted and numbered lists and links; Ctrl/Cmd+B and Ctrl/Cmd+I.
// What is pasted and what is emitted pass through cleanHtml (src/lib/rich-text.ts), the same
// allowlist the app renders with; the server sanitizes again when it stores (API.md).
// The DOM commands themselves are in ./editor-commands.ts.
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cleanHtml, safeHref } from '../../lib/rich-text';
import { EDITOR_TEXTS as E, INVALID_WEBSITE } from '../../shared/texts/employer';
import { CANCEL } from '../../shared/texts/ui';
import { Button } from '../ui/button/button';
import { BulletListIcon, LinkIcon, NumberedListIcon } from '../ui/icons/icons';
import { TextField } from '../ui/text-field/text-field';
import {
  type Command,
  exec,
  format,
  insertHtml,
  insertLink,
  pressedAt,
  rangeIn,
  textToHtml,
} from './editor-commands';
import styles from './rich-text-editor.module.css';

export type RichTextEditorProps = {
  label: string;
  /** The field's HTML (already clean). */
  value: string;
  onValueChange: (html: string) => void;
  /** Used by useForm to focus the first invalid field (`[name=...]`). */
  name?: string;
  error?: string | null;
  hint?: string | null;
  onBlur?: () => void;
  required?: boolean;
};

const BUTTONS: { command: Command; label: string; face: ReactNode; shortcut?: string }[] = [
  { command: 'bold', label: E.bold, face: 'B', shortcut: 'Control+B' },
  { command: 'italic', label: E.italic, face: 'I', shortcut: 'Control+I' },
  { command: 'ul', label: E.bulletedList, face: <BulletListIcon size={18} /> },
  { command: 'ol', label: E.numberedList, face: <NumberedListIcon size={18} /> },
  { command: 'link', label: E.link, face: <LinkIcon size={18} /> },
];

export function RichTextEditor({
  label,
  value,
  onValueChange,
  name,
  error,
  hint,
  onBlur,
  required,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const editorId = `${id}-editor`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const editorRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState(0);
  const [pressed, setPressed] = useState({ bold: false, italic: false, ul: false, ol: false });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('https://');
  const [linkError, setLinkError] = useState<string | null>(null);

  // Outside changes (the loaded role, a reset) replace the content; our own echoes do not.
  useEffect(() => {
    const el = editorRef.current;
    if (!el || value === lastEmitted.current) return;
    el.innerHTML = cleanHtml(value);
    lastEmitted.current = value;
  }, [value]);

  // `name` on a div is not a React prop; set it so `[name=...]` finds the editor.
  useEffect(() => {
    if (name) editorRef.current?.setAttribute('name', name);
  }, [name]);

  const emit = useCallback(() => {
    const el = editorRef.current;
    if (!el) return;
    const html = cleanHtml(el.innerHTML);
    lastEmitted.current = html;
    onValueChange(html);
  }, [onValueChange]);

  const refreshPressed = useCallback(() => {
    const el = editorRef.current;
    const state = el && pressedAt(el);
    if (state) setPressed(state);
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshPressed);
    return () => document.removeEventListener('selectionchange', refreshPressed);
  }, [refreshPressed]);

  const run = (command: Command) => {
    const el = editorRef.current;
    if (!el) return;
    if (command === 'link') {
      const range = rangeIn(el);
      savedRange.current = range ? range.cloneRange() : null;
      setLinkValue('https://');
      setLinkError(null);
      setLinkOpen(true);
      return;
    }
    el.focus();
    format(el, command);
    emit();
    refreshPressed();
  };

  const applyLink = () => {
    const el = editorRef.current;
    const href = safeHref(linkValue.trim());
    if (!href) {
      setLinkError(INVALID_WEBSITE);
      return;
    }
    if (!el) return;
    el.focus();
    insertLink(el, href, savedRange.current);
    setLinkOpen(false);
    emit();
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      run(key === 'b' ? 'bold' : 'italic');
    } else if (key === 'k') {
      event.preventDefault();
      run('link');
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const el = editorRef.current;
    if (!el) return;
    event.preventDefault();
    const html = event.clipboardData.getData('text/html');
    const text = event.clipboardData.getData('text/plain');
    const clean = html ? cleanHtml(html) : textToHtml(text);
    if (clean) insertHtml(el, clean);
    emit();
  };

  // APG toolbar: roving tabindex over the buttons.
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = BUTTONS.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = active === last ? 0 : active + 1;
    else if (event.key === 'ArrowLeft') next = active === 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div className={styles.box} data-invalid={error ? '' : undefined}>
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={E.toolbar(label)}
          aria-controls={editorId}
          className={styles.toolbar}
          onKeyDown={onToolbarKeyDown}
        >
          {BUTTONS.map((b, i) => (
            <button
              key={b.command}
              type="button"
              className={styles.tool}
              tabIndex={i === active ? 0 : -1}
              aria-label={b.label}
              aria-pressed={b.command === 'link' ? undefined : pressed[b.command]}
              aria-keyshortcuts={b.shortcut}
              aria-haspopup={b.command === 'link' ? 'dialog' : undefined}
              data-command={b.command}
              // Keep the editor's selection when a button is pressed with the mouse.
              onMouseDown={(e) => e.preventDefault()}
              onFocus={() => setActive(i)}
              onClick={() => run(b.command)}
            >
              <span aria-hidden="true" className={styles.face}>
                {b.face}
              </span>
            </button>
          ))}
        </div>
        {linkOpen && (
          <fieldset className={styles.linkForm}>
            <legend className={styles.linkLegend}>{E.addALink}</legend>
            <TextField
              label={E.linkAddress}
              type="url"
              value={linkValue}
              error={linkError}
              autoFocus
              onChange={(e) => setLinkValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setLinkOpen(false);
                  editorRef.current?.focus();
                }
              }}
            />
            <div className={styles.linkActions}>
              <Button type="button" onClick={applyLink}>
                {E.addLink}
              </Button>
              <Button
                type="button"
                variant="text"
                onClick={() => {
                  setLinkOpen(false);
                  editorRef.current?.focus();
                }}
              >
                {CANCEL}
              </Button>
            </div>
          </fieldset>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a contenteditable rich-text region is a multi-line textbox (a textarea holds no markup) */}
        <div
          ref={editorRef}
          id={editorId}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          className={styles.editor}
          onInput={emit}
          onKeyDown={onEditorKeyDown}
          onPaste={onPaste}
          onBlur={onBlur}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onKeyUp={refreshPressed}
          onMouseUp={refreshPressed}
        />
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
