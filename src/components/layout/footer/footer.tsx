// Footer (SPEC 2): the placeholder links (Privacy and Privacy Policy: /privacy, issue 31), two social links and the copyright line. The layout
// shows it through ./deferred-footer.tsx (it loads after the first render).
import { paths } from '../../../config/paths';
import { FOOTER_LINKS, FOOTER_NAV, ON_LINKEDIN, ON_X } from '../../../shared/texts/footer';
import { BRAND } from '../../../shared/texts/shell';
import styles from './footer.module.css';

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');
/** Privacy and Privacy Policy lead to the privacy notice (issue 31); the others are placeholders. */
const hrefOf = (label: string) =>
  label.startsWith('Privacy') ? paths.privacy : `/landing#${slug(label)}`;

const SOCIAL = [
  {
    name: ON_LINKEDIN,
    href: 'https://www.linkedin.com/',
    path: 'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v1.5A4.5 4.5 0 0 1 21 14v6h-4v-6a1.5 1.5 0 0 0-3 0v6h-4z',
  },
  { name: ON_X, href: 'https://x.com/', path: 'M4 4l16 16M20 4L4 20' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label={FOOTER_NAV} className={styles.nav}>
        <ul className={styles.links}>
          {FOOTER_LINKS.map((label) => (
            <li key={label}>
              <a href={hrefOf(label)}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.bottom}>
        <p>
          © {year} {BRAND}
        </p>
        <ul className={styles.social}>
          {SOCIAL.map((s) => (
            <li key={s.name}>
              <a href={s.href} title={s.name} rel="noopener noreferrer" target="_blank">
                <span className="visually-hidden">{s.name}</span>
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={s.path} fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
