// The account screens' frame: a form card beside the side panel of SPEC 1 ("access your details,
// check job application status and history, connect with mentors, learn new skills"). Two
// columns on wide screens, stacked (form first) on narrow ones. Forgot/reset/confirm use the
// single-column card without the panel.
import { type ReactNode, useEffect, useRef } from 'react';
import { MESSAGES } from '../../shared/messages';
import { AUTH_TEXTS } from '../../shared/texts/auth';
import { CheckIcon } from '../ui/icons/icons';
import styles from './auth-panel.module.css';

/** The promises of SPEC 1 as a landmark beside the form. */
export function AuthPanel({ heading = AUTH_TEXTS.whyJoin }: { heading?: string }) {
  return (
    <aside className={styles.panel} aria-labelledby="auth-panel-heading">
      <h2 id="auth-panel-heading" className={styles.panelHeading}>
        {heading}
      </h2>
      <ul className={styles.promises}>
        {MESSAGES.signUpPromise.map((promise) => (
          <li key={promise} className={styles.promise}>
            <span className={styles.tick} aria-hidden="true">
              <CheckIcon />
            </span>
            {promise}
          </li>
        ))}
      </ul>
    </aside>
  );
}

export type AuthLayoutProps = {
  /** The page's h1. */
  title: string;
  /** A short line under the title. */
  intro?: ReactNode;
  /** Show the side panel of promises (sign-in and sign-up). */
  panel?: boolean;
  panelHeading?: string;
  /** Wider card for long forms (sign-up). */
  wide?: boolean;
  /** Links under the card's content, e.g. 'Already have an account? Sign in'. */
  footer?: ReactNode;
  children: ReactNode;
};

export function AuthLayout({
  title,
  intro,
  panel = false,
  panelHeading,
  wide = false,
  footer,
  children,
}: AuthLayoutProps) {
  // A page that turns into another state (form -> confirmation) changes the title: move focus
  // to the new heading so keyboard and screen-reader users hear the outcome.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    heading.current?.focus();
  }, [title]);

  return (
    <div className={styles.layout} data-panel={panel || undefined} data-wide={wide || undefined}>
      <section className={styles.card} aria-labelledby="auth-title">
        <header className={styles.head}>
          <h1 id="auth-title" ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
      {panel && <AuthPanel heading={panelHeading} />}
    </div>
  );
}
