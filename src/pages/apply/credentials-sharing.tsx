// What applying shares (issue 30; API.md "Credentials"): the coach's current credentials go to the
// organisation with the application (a snapshot taken on submit). The form says which, by name
// ("Working with Children Check (NSW), First aid"), or that none will, with a link to the
// profile's credentials.
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { stateCode } from '../../shared/credentials';
import type { Credential } from '../../shared/schemas/credentials';
import { credentialName, APPLY_SHARING_TEXTS as T } from '../../shared/texts/credential-fit';
import styles from './apply-page.module.css';

/** `credentials`: the coach's list, or null when it could not be loaded. */
export function CredentialsSharing({
  credentials,
  organisation,
}: {
  credentials: readonly Credential[] | null;
  organisation: string;
}) {
  if (credentials === null) {
    return (
      <p className={styles.sharing} id="credentials-sharing">
        {T.loadFailed}
      </p>
    );
  }
  const names = credentials.map((c) =>
    credentialName({ ...c, state: c.state ? (stateCode(c.state) ?? c.state) : null }),
  );
  return (
    <p className={styles.sharing} id="credentials-sharing">
      {names.length ? T.shared(organisation, names) : T.none(organisation)}{' '}
      <Link href={`${paths.profile}#credentials`}>{T.addThem}</Link>
    </p>
  );
}
