// The job details' aside for an organisation account (src/pages/job-details/job-details-page.tsx
// loads it on demand): applications come from coach accounts, and /apply would send an
// organisation back to the landing page, so instead of Apply Now it offers its own role's
// applicants and editor, or a note for another organisation's role.
import { LinkButton } from '../../components/ui/button/button';
import { to } from '../../config/links';
import type { Job } from '../../shared/schemas';
import { DETAILS_TEXTS } from '../../shared/texts/details';
import styles from './job-details-page.module.css';

/** Our texts (SPEC.md shows no organisation view of a role). */
export const ORG_DETAILS_TEXTS = {
  yourRole: 'Your role',
  viewApplicants: 'View applicants',
  editRole: 'Edit role',
  coachesApply: 'Coaches apply for roles from a coach account.',
} as const;

export default function OrgInterested({ job, own }: { job: Job; own: boolean }) {
  const T = ORG_DETAILS_TEXTS;
  return (
    <section className={styles.interested} aria-labelledby="interested-heading">
      <h2 id="interested-heading" className={styles.interestedTitle}>
        {own ? T.yourRole : DETAILS_TEXTS.interested}
      </h2>
      {own ? (
        <div className={styles.orgActions}>
          <LinkButton href={to.employerApplicants(job.id)}>{T.viewApplicants}</LinkButton>
          <LinkButton href={to.employerJob(job.id)} variant="secondary">
            {T.editRole}
          </LinkButton>
        </div>
      ) : (
        <p className={styles.orgNote}>{T.coachesApply}</p>
      )}
    </section>
  );
}
