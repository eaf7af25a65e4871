// A credential's status at a glance (issue 30): "Current", "Expires in 23 days" or "Expired", as
// text with an icon beside it (the icon is decorative; the text carries the meaning, never the
// colour alone). The status and days come from the server, on the coach's today.
import { AlertIcon, CheckIcon } from '../../../components/ui/icons/icons';
import { type IconProps, Svg } from '../../../components/ui/icons/svg';
import type { Credential } from '../../../shared/schemas/credentials';
import { statusText } from '../../../shared/texts/credentials';
import styles from './credentials.module.css';

/** A clock: a credential that expires soon. */
const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export function CredentialStatus({
  credential,
}: {
  credential: Pick<Credential, 'status' | 'days'>;
}) {
  const Icon =
    credential.status === 'expired'
      ? AlertIcon
      : credential.status === 'expiring'
        ? ClockIcon
        : CheckIcon;
  return (
    <span className={styles.status} data-status={credential.status}>
      <Icon size={16} />
      {statusText(credential)}
    </span>
  );
}
