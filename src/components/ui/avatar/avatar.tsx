// Avatar: the user's picture (img with the name as alt) or up to two initials (role="img" named
// by the full name, so the initials are not spelled out letter by letter).
import type { ComponentProps } from 'react';
import styles from './avatar.module.css';

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  name: string;
  src?: string | null;
  size?: number;
};

/** Up to two initials: first letters of the first and last words ('Ada Lovelace' -> 'AL'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 40, className, style, ...props }: AvatarProps) {
  const cls = className ? `${styles.avatar} ${className}` : styles.avatar;
  const sizing = { width: size, height: size, fontSize: size * 0.4, ...style };
  if (src) {
    return (
      <span className={cls} style={sizing} {...props}>
        <img src={src} alt={name} width={size} height={size} className={styles.img} />
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={cls} style={sizing} {...props}>
      {/* Drawn by CSS from data-initials: the letters are not text content, so a button whose
          name is 'Account menu for …' has no visible text missing from its name (WCAG 2.5.3). */}
      <span aria-hidden="true" className={styles.initials} data-initials={initials(name)} />
    </span>
  );
}
