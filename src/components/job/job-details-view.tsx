// The job's details (SPEC 2 /jobdetails): name, organisation (a link to its page), location,
// minimum level, role type, categories, salary, the four rich-text fields (description, About the
// Role, mandatory and desired skills, inserted through the app's allowlist pass), the posting date
// and 'Viewed By {views}'. `aside` is a column beside the details on wide screens and below them on
// narrow ones: /jobdetails puts its 'Interested?' block there, /apply/{jobId} its form. An open
// role says when it closes and, when its organisation promised one, by when it answers (issue 27);
// /jobdetails says a closed role has closed in `actions`. Issue 29: the role's coaching context
// (sport, age groups and days in words, gender, level, pay) as a list before the description;
// none for a role without one. Issue 32: the Verified badge after a verified organisation's name.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { to } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { closingLine } from '../../lib/role-closing';
import { type CoachingContext, contextLine } from '../../shared/facets';
import type { Job } from '../../shared/schemas';
import { datePostedText } from '../../shared/texts/browse';
import { respondsByText } from '../../shared/texts/closing';
import {
  AGE_GROUPS_LABEL,
  COACHING_CONTEXT,
  GENDER,
  LEVEL,
  PAY_KIND,
  SPORT,
  TRAINING,
} from '../../shared/texts/coaching';
import {
  CATEGORIES,
  DESCRIPTION,
  DESIRED_SKILLS,
  DETAILS_TEXTS,
  MANDATORY_SKILLS,
  MINIMUM_LEVEL,
  ROLE_TYPE,
  SALARY,
} from '../../shared/texts/details';
import { LOCATION } from '../../shared/texts/fields';
import { RichText } from '../layout/rich-text/rich-text';
import styles from './job-details-view.module.css';
import { VerifiedBadge } from './verified-badge';

export type JobDetailsViewProps = {
  job: Job;
  /** Shown beside the details (below them on narrow screens). */
  aside?: ReactNode;
  /** Shown under the organisation's name (/jobdetails: the save toggle). */
  actions?: ReactNode;
  /** The level of the job name's heading (1 on /jobdetails; 2 where the page has its own h1). */
  headingLevel?: 1 | 2;
};

const FIELDS = [
  [LOCATION, 'location'],
  [MINIMUM_LEVEL, 'minLevel'],
  [ROLE_TYPE, 'role_type'],
  [CATEGORIES, 'categories'],
  [SALARY, 'salary'],
] as const;

/** The coaching context's facts that the role has, as [label, value in words]. */
function contextFacts(c: CoachingContext): [string, string][] {
  // "evenings" alone, or "Tuesday and Thursday, evenings": a capital to start the value.
  const training = contextLine({ days: c.days, times: c.times }, true);
  const facts: [string, string | null | undefined][] = [
    [SPORT, c.sportType],
    [AGE_GROUPS_LABEL, contextLine({ ageGroups: c.ageGroups }, true)],
    [GENDER, c.gender],
    [LEVEL, c.level],
    [PAY_KIND, c.pay],
    [TRAINING, training.charAt(0).toUpperCase() + training.slice(1)],
  ];
  return facts.filter((f): f is [string, string] => Boolean(f[1]));
}

export function JobDetailsView({ job, aside, actions, headingLevel = 1 }: JobDetailsViewProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const sections = [
    { id: 'description', title: DESCRIPTION, html: job.description },
    { id: 'subject', title: DETAILS_TEXTS.aboutTheRole, html: job.subject },
    { id: 'skills', title: MANDATORY_SKILLS, html: job.skills },
    { id: 'desired', title: DESIRED_SKILLS, html: job.desiredSkills },
  ];
  const closes = job.open ? closingLine(job) : null;
  const context = contextFacts(job);
  return (
    <article className={styles.view} data-has-aside={aside ? '' : undefined}>
      <header className={styles.header}>
        <Title className={styles.title}>{job.name}</Title>
        <p className={styles.org}>
          <Link href={to.org(job.org_id)}>{job.organisation}</Link>
          {job.verified && <VerifiedBadge />}
        </p>
        {actions}
        <dl className={styles.facts}>
          {FIELDS.map(([label, key]) =>
            job[key] ? (
              <div key={key} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{job[key]}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {closes && (
          <p className={styles.dates}>
            <span data-soon={closes.soon || undefined}>{closes.text}</span>
            {job.respondBy && (
              <>
                <span aria-hidden="true"> · </span>
                <span>{respondsByText(job.respondBy)}</span>
              </>
            )}
          </p>
        )}
        <p className={styles.meta}>
          <span>{datePostedText(formatDate(job.datePosted))}</span>
          <span aria-hidden="true"> · </span>
          <span>{DETAILS_TEXTS.viewedBy(job.views)}</span>
        </p>
      </header>
      <div className={styles.body}>
        {context.length > 0 && (
          <section className={styles.section} aria-labelledby="job-context">
            <Section id="job-context" className={styles.sectionTitle}>
              {COACHING_CONTEXT}
            </Section>
            <dl className={styles.facts}>
              {context.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        {sections.map((s) =>
          s.html ? (
            <section key={s.id} className={styles.section} aria-labelledby={`job-${s.id}`}>
              <Section id={`job-${s.id}`} className={styles.sectionTitle}>
                {s.title}
              </Section>
              <RichText html={s.html} />
            </section>
          ) : null,
        )}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </article>
  );
}
