// Rich text from the API (already sanitized on the server) inserted through the browser-side
// allowlist pass of lib/rich-text.ts (API.md: defence in depth).
import { type ComponentProps, useMemo } from 'react';
import { cleanHtml } from '../../../lib/rich-text';
import styles from './rich-text.module.css';

export type RichTextProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined;
};

export function RichText({ html, className, ...props }: RichTextProps) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the allowlist pass above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
