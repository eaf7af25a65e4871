// A role's requirements against a coach's credentials (issue 30): one line per requirement, its
// mark as an icon AND a word (met, missing, expires too soon, expired: not colour alone), then the
// fit rule's sentence with its dates ("Your CPR certificate expires on 3 Feb, before this role
// starts on 1 Mar."). A list, so a screen reader counts the lines; the icons are hidden (the word
// says it). Shared by the role page's "Your credentials" panel and the applicants screen.
import type { FitLine, FitStatus } from '../../shared/credentials';
import { FIT_STATUS_TEXTS } from '../../shared/texts/credential-fit';
import { REQUIREMENT_NAMES } from '../../shared/texts/credentials';
import { type IconProps, Svg } from '../ui/icons/svg';
import styles from './fit-list.module.css';

const MetIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </Svg>
);
const MissingIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </Svg>
);
const ExpiresIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
const ExpiredIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3l9 16H3z" />
    <path d="M12 10v4M12 17h.01" />
  </Svg>
);

const ICONS: Record<FitStatus, (p: IconProps) => React.JSX.Element> = {
  met: MetIcon,
  missing: MissingIcon,
  expires: ExpiresIcon,
  expired: ExpiredIcon,
};

/** A mark: its icon (hidden) and its word. */
export function FitMark({ status }: { status: FitStatus }) {
  const Icon = ICONS[status];
  return (
    <span className={styles.mark} data-status={status}>
      <Icon size={18} />
      {FIT_STATUS_TEXTS[status]}
    </span>
  );
}

/**
 * `details`: the fit rule's sentences, which speak to the coach ("Your CPR certificate ..."): the
 * role page shows them; the applicants screen shows the marks, its credentials list the dates.
 */
export function FitList({
  fit,
  details = true,
  ...props
}: { fit: readonly FitLine[]; details?: boolean } & React.ComponentProps<'ul'>) {
  return (
    <ul className={styles.list} {...props}>
      {fit.map((line) => (
        <li key={line.requirement} className={styles.line} data-status={line.status}>
          <span className={styles.head}>
            <span className={styles.name}>{REQUIREMENT_NAMES[line.requirement]}:</span>{' '}
            <FitMark status={line.status} />
          </span>
          {details && <span className={styles.detail}>{line.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
