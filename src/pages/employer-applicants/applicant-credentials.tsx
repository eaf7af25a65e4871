// An applicant's credentials on the applicants screen (issue 30; API.md "Credentials"): their fit
// with the role's requirements, with the role page's marks (components/credentials/fit-list.tsx),
// and the credentials they shared on applying (the snapshot: expired ones too), each with its
// expiry and its document, downloaded with the organisation's token (GET /api/file/{id}: only
// the organisations the coach applied to may).
import { FitList } from '../../components/credentials/fit-list';
import { stateCode } from '../../shared/credentials';
import type { Applicant } from '../../shared/schemas';
import { APPLICANT_CREDENTIAL_TEXTS as C, credentialName } from '../../shared/texts/credential-fit';
import { statusText } from '../../shared/texts/credentials';
import { DownloadButton } from './download-button';
import page from './employer-applicants-page.module.css';

export function ApplicantCredentials({
  applicant,
  name,
}: {
  applicant: Applicant;
  /** The applicant's name (the headings' and buttons' names say whose). */
  name: string;
}) {
  const fit = applicant.fit ?? [];
  const credentials = applicant.credentials ?? [];
  const fitId = `fit-${applicant.id}`;
  const sharedId = `shared-${applicant.id}`;
  return (
    <div className={page.credentials}>
      {fit.length > 0 && (
        <section aria-labelledby={fitId} className={page.credentialPart}>
          <h3 id={fitId}>{C.requirements}</h3>
          <FitList fit={fit} details={false} aria-labelledby={fitId} />
        </section>
      )}
      <section aria-labelledby={sharedId} className={page.credentialPart}>
        <h3 id={sharedId}>{C.credentials}</h3>
        {credentials.length === 0 ? (
          <p>{C.noneShared}</p>
        ) : (
          <ul className={page.shared} aria-labelledby={sharedId}>
            {credentials.map((c) => {
              const label = credentialName({
                ...c,
                state: c.state ? (stateCode(c.state) ?? c.state) : null,
              });
              return (
                <li key={c.id} className={page.sharedItem}>
                  <span>
                    <strong>{label}</strong>
                    {c.number ? ` · ${c.number}` : ''}
                    {' · '}
                    {c.expiresOn
                      ? c.status === 'expired'
                        ? C.expiredOn(c.expiresOn)
                        : C.expiresOn(c.expiresOn)
                      : statusText(c)}
                  </span>
                  {c.fileId !== null && (
                    <DownloadButton
                      fileId={c.fileId}
                      name={c.fileName ?? `${label}.pdf`}
                      text={C.download}
                      label={C.downloadOf(label, name)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
