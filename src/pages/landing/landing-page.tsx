// /landing: the search hero first (with its Sport field, issue 29), then the most recent roles from the API, the organisation
// types to browse by (links to /jobsearch?orgtype=...), and, for signed-out visitors, SPEC 1's
// sign-up promise with a Sign up call to action.
import { Link } from 'wouter';
import { JobList } from '../../components/job/job-list';
import { JobsAlert, useJobResults } from '../../components/job/job-list-load';
import { SearchHero } from '../../components/search-hero/search-hero';
import { useSearchLookups } from '../../components/search-hero/use-search-lookups';
import { LinkButton } from '../../components/ui/button/button';
import { CheckIcon, ChevronRightIcon } from '../../components/ui/icons/icons';
import { Skeleton, skeletonGroup } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { buildSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { RECENT_ROLES_COUNT } from '../../shared/constants';
import { NO_ROLES_FOUND } from '../../shared/texts/browse';
import {
  BROWSE_BY_ORG_TYPE,
  HOME_TITLE,
  JOIN_HEADING,
  JOIN_TEXT,
  RECENT_ROLES,
  SEE_ALL_ROLES,
} from '../../shared/texts/search';
import { SIGN_IN, SIGN_UP } from '../../shared/texts/shell';
import { SIGN_UP_PROMISE } from '../../shared/texts/sign-up-promise';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './landing-page.module.css';

export default function LandingPage() {
  usePageTitle(HOME_TITLE);
  const lookups = useSearchLookups(true);
  const auth = useSnapshot(authState);
  const recent = useJobResults({ page: 1, postPerPage: RECENT_ROLES_COUNT });

  return (
    <div className={styles.page}>
      <SearchHero lookups={lookups} sport />
      <JobsAlert loads={[recent, lookups]} />

      <section className={styles.section} aria-labelledby="recent-heading">
        <div className={styles.sectionHead}>
          <h2 id="recent-heading">{RECENT_ROLES}</h2>
          <Link href={paths.jobSearch} className={styles.more}>
            {SEE_ALL_ROLES}
            <ChevronRightIcon size={18} />
          </Link>
        </div>
        {recent.status === 'loading' ? (
          <JobList loading skeletons={RECENT_ROLES_COUNT} />
        ) : recent.status === 'success' && recent.data.list.length === 0 ? (
          <p className={styles.muted}>{NO_ROLES_FOUND}</p>
        ) : (
          <JobList jobs={recent.data?.list ?? []} />
        )}
      </section>

      <section className={styles.section} aria-labelledby="browse-heading">
        <h2 id="browse-heading">{BROWSE_BY_ORG_TYPE}</h2>
        {lookups.status === 'loading' ? (
          <div className={`${styles.types} ${skeletonGroup}`} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical static placeholders
              <Skeleton key={i} height="var(--control-height)" width="9rem" />
            ))}
          </div>
        ) : (
          <ul className={styles.types}>
            {lookups.data?.orgTypes.map((type) => (
              <li key={type}>
                <Link
                  href={`${paths.jobSearch}${buildSearch({ orgtype: type })}`}
                  className={styles.type}
                >
                  {type}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {!auth.isAuthenticated && (
        <section className={`${styles.section} ${styles.promise}`} aria-labelledby="join-heading">
          <div className={styles.promiseText}>
            <h2 id="join-heading">{JOIN_HEADING}</h2>
            <p className={styles.muted}>{JOIN_TEXT}</p>
          </div>
          <ul className={styles.promiseList}>
            {SIGN_UP_PROMISE.map((line) => (
              <li key={line}>
                <CheckIcon size={20} className={styles.check} />
                {line}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <LinkButton href={paths.signup}>{SIGN_UP}</LinkButton>
            <LinkButton href={paths.signin} variant="secondary">
              {SIGN_IN}
            </LinkButton>
          </div>
        </section>
      )}
    </div>
  );
}
