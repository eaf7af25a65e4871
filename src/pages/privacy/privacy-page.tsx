// /privacy (issue 31; public): the privacy notice. What is collected, who sees it (the
// organisation applied to), how long it is kept (RETENTION_DAYS), how to export and delete
// (/account), and whom to contact (OPERATOR_NAME and OPERATOR_EMAIL from GET /api/site/operator;
// the texts' defaults until it answers, or when it fails).
import { getOperator } from '../../api/account';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import {
  DEFAULT_OPERATOR,
  DEFAULT_RETENTION_DAYS,
  PRIVACY_TEXTS as T,
} from '../../shared/texts/privacy';
import styles from './privacy-page.module.css';

export type PrivacySettings = {
  operatorName: string;
  operatorEmail: string;
  retentionDays: number;
};

export const DEFAULT_PRIVACY: PrivacySettings = {
  operatorName: DEFAULT_OPERATOR.name,
  operatorEmail: DEFAULT_OPERATOR.email,
  retentionDays: DEFAULT_RETENTION_DAYS,
};

export function PrivacyNotice({ settings }: { settings: PrivacySettings }) {
  const { operatorName, operatorEmail, retentionDays } = settings;
  return (
    <article className={styles.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">{T.title}</h1>
      <p>{T.intro(operatorName)}</p>
      <h2>{T.collectedHeading}</h2>
      <ul>
        {T.collected.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{T.whoHeading}</h2>
      {T.who.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>{T.keptHeading}</h2>
      {T.kept(retentionDays).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <h2>{T.controlHeading}</h2>
      <p>
        {T.control} <a href={paths.account}>{T.controlLink}</a>.
      </p>
      <p>{T.deletedNote}</p>
      <h2>{T.contactHeading}</h2>
      <p>
        {T.contact(operatorName)} <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>.
      </p>
    </article>
  );
}

export default function PrivacyPage() {
  usePageTitle(T.title);
  // The operator from the server; the defaults while it loads or when it cannot be asked.
  const operator = useLoad((signal) => getOperator({ signal }), []);
  const settings = operator.data
    ? {
        operatorName: operator.data.name,
        operatorEmail: operator.data.email,
        retentionDays: operator.data.retentionDays,
      }
    : DEFAULT_PRIVACY;
  return <PrivacyNotice settings={settings} />;
}
