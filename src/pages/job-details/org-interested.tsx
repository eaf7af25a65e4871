// The job details' aside for an organisation account (src/pages/job-details/job-details-page.tsx
// loads it on demand): applications come from coach accounts, and /apply would send an
// organisation back to the landing page, so instead of Apply Now it offers its own role's
// applicants and editor, or a note for another organisation's role.
import { LinkButton } from '../../components/ui/button/button';
import { to } from '../../config/links';
import type { Job } from '../../shared/schemas';
import { DETAILS_TEXTS } from '../../shared/texts/details';
import { EMPLOYER_TEXTS as T } from '../../shared/texts/employer';
import styles from './job-details-page.module.css';

export default function OrgInterested({ job, own }: { job: Job; own: boolean }) {
  return (
    <section className={styles.interested} aria-labelledby="interested-heading">
      <h2 id="interested-heading" className={styles.interestedTitle}>
        {own ? T.yourRole : DETAILS_TEXTS.interested}
      </h2>
      {own ? (
        <div className={styles.orgActions}>
          <LinkButton href={to.employerApplicants(job.id)}>{T.viewApplicants}</LinkButton>
          <LinkButton href={to.employerJob(job.id)} variant="secondary">
            {T.editRoleTitle}
          </LinkButton>
        </div>
      ) : (
        <p className={styles.orgNote}>{T.coachesApply}</p>
      )}
    </section>
  );
}
