// /org?orgId= (SPEC 2): the organisation's name as the heading, its details
// (/api/org/getOrgPageDetails), the embedded video (one fixed id on the privacy-enhanced video
// host, behind a still image until pressed: ./org-video.tsx; the CSP allows only that frame
// host), the 'Trusted by' strip of local SVG logos, and under the video the organisation's open
// roles (/api/job/list?orgId=). A missing or zero orgId goes back one step (to /landing when there
// is nothing to go back to). A failure shows 'Error fetching org details' (SPEC 8). Under its
// type and place, its record of answering applicants by the date it promised, when it has one
// (issue 27: 5 or more promises due). Under its name, the Verified badge (issue 32) when verified.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { listJobs } from '../../api/jobs';
import { getOrgPageDetails } from '../../api/org';
import { JobList } from '../../components/job/job-list';
import { VerifiedBadge } from '../../components/job/verified-badge';
import { Alert } from '../../components/ui/alert/alert';
import { Button, LinkButton } from '../../components/ui/button/button';
import { ExternalLinkIcon } from '../../components/ui/icons/icons';
import { Skeleton, skeletonGroup } from '../../components/ui/skeleton/skeleton';
import { paths } from '../../config/paths';
import { goBack } from '../../lib/navigation';
import { usePageDescription } from '../../lib/page-meta';
import { safeHref } from '../../lib/rich-text';
import { searchToRecord } from '../../lib/search-params';
import { usePageTitle } from '../../lib/title';
import { useLoad } from '../../lib/use-load';
import { MAX_POST_PER_PAGE } from '../../shared/constants';
import { parseId } from '../../shared/ids';
import type { JobSummary, OrgData } from '../../shared/schemas';
import {
  ERROR_FETCHING_JOBS,
  ERROR_FETCHING_ORG_DETAILS,
  NO_ROLES_FOUND,
  TRUSTED_BY as TRUSTED_BY_HEADING,
} from '../../shared/texts/browse';
import { COACH_LIFECYCLE_TEXTS } from '../../shared/texts/lifecycle';
import styles from './org-page.module.css';
import { OrgVideo, VIDEO_POSTER } from './org-video';

/** How long to wait for the history to go back before falling back to /landing. */
const BACK_FALLBACK_MS = 400;

export const TRUSTED_BY = [
  { src: '/logos/northshore-athletics.svg', alt: 'Northshore Athletics' },
  { src: '/logos/redgum-rowing.svg', alt: 'Redgum Rowing' },
  { src: '/logos/coastline-netball.svg', alt: 'Coastline Netball' },
  { src: '/logos/summit-swim.svg', alt: 'Summit Swim Club' },
  { src: '/logos/ironbark-football.svg', alt: 'Ironbark Football' },
  { src: '/logos/wattle-cricket.svg', alt: 'Wattle Cricket' },
] as const;

/** A same-origin path or an inline image; anything else (the CSP forbids it) is left out. */
function safeLogo(src: string | null | undefined): string | null {
  if (!src) return null;
  return src.startsWith('/') && !src.startsWith('//') ? src : null;
}

const describeOrg: Parameters<typeof usePageDescription<OrgData>>[1] = (head, org) =>
  head.orgPageDescription(org);

export default function OrgPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const orgId = parseId(searchToRecord(search).orgId?.trim());
  const load = useLoad(orgId === null ? null : (signal) => getOrgPageDetails(orgId, { signal }), [
    orgId,
  ]);
  // The server said so (404, whose message is 'Error': SPEC 8's alert shows too).
  const notFound =
    load.status === 'error' && isApiRequestError(load.error) && load.error.status === 404;
  const wentBack = useRef(false);
  usePageTitle(
    load.status === 'success'
      ? load.data.name
      : notFound
        ? 'Organisation not found'
        : 'Organisation',
  );
  usePageDescription(load.status === 'success' ? load.data : null, describeOrg);

  // A missing or zero orgId: back one step; if that goes nowhere, to /landing.
  useEffect(() => {
    if (orgId !== null) return;
    if (!wentBack.current) {
      wentBack.current = true;
      goBack();
    }
    const timer = setTimeout(() => navigate(paths.landing, { replace: true }), BACK_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [orgId, navigate]);

  if (orgId === null) return null;
  if (notFound) {
    return (
      <section className={styles.message}>
        <h1>Organisation not found</h1>
        <Alert severity="error">{ERROR_FETCHING_ORG_DETAILS}</Alert>
        <p>This organisation does not exist or no longer has a page.</p>
        <LinkButton href={paths.jobSearch}>Search roles</LinkButton>
      </section>
    );
  }
  if (load.status === 'error') {
    return (
      <section className={styles.message}>
        <h1>Organisation</h1>
        <Alert severity="error">
          <span>{ERROR_FETCHING_ORG_DETAILS}</span>{' '}
          <Button type="button" variant="text" onClick={load.retry}>
            Try again
          </Button>
        </Alert>
      </section>
    );
  }
  if (load.status !== 'success') {
    return (
      <div className={`${styles.page} ${skeletonGroup}`} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading
        </span>
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton width="30%" height="1.25rem" />
        <Skeleton lines={3} height="1rem" />
        {/* The facade's still image from the first (prerendered) paint: the page's largest
            paint need not wait for the details' round trip (Lighthouse, issue 28). */}
        <div className={styles.video}>
          <img src={VIDEO_POSTER} alt="" width={960} height={540} />
        </div>
      </div>
    );
  }
  return <OrgDetails org={load.data} />;
}

function OrgDetails({ org }: { org: OrgData }) {
  const website = safeHref(org.website);
  const logo = safeLogo(org.logo);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {logo && (
          <img className={styles.logo} src={logo} alt="" width={64} height={64} loading="lazy" />
        )}
        <div className={styles.headerText}>
          <h1 className={styles.name}>{org.name}</h1>
          {org.verified && (
            <p>
              <VerifiedBadge />
            </p>
          )}
          <p className={styles.meta}>{[org.orgType, org.location].filter(Boolean).join(' · ')}</p>
          {org.responseRecord && (
            <p className={styles.record}>
              {COACH_LIFECYCLE_TEXTS.responseRecord(
                org.responseRecord.keptOnTime,
                org.responseRecord.promised,
              )}
            </p>
          )}
        </div>
      </header>
      {(org.about || website) && (
        <section className={styles.about} aria-labelledby="about-heading">
          <h2 id="about-heading" className="visually-hidden">
            About {org.name}
          </h2>
          {org.about && <p className={styles.aboutText}>{org.about}</p>}
          {website && (
            <p>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.website}
              >
                Visit website
                <ExternalLinkIcon size={16} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </section>
      )}
      <OrgVideo title={org.name} className={styles.video} />
      <OrgRoles orgId={org.id} orgName={org.name} />
      <section className={styles.trusted} aria-labelledby="trusted-heading">
        <h2 id="trusted-heading" className={styles.trustedTitle}>
          {TRUSTED_BY_HEADING}
        </h2>
        <ul className={styles.logos}>
          {TRUSTED_BY.map((l) => (
            <li key={l.src} className={styles.logoItem}>
              <img src={l.src} alt={l.alt} width={160} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type Roles = { list: JobSummary[]; total: number; page: number };
const NO_ROLES: Roles = { list: [], total: 0, page: 1 };

function OrgRoles({ orgId, orgName }: { orgId: number; orgName: string }) {
  // A new object per 'Show more roles' click: a click after a failed page loads it again.
  const [request, setRequest] = useState({ page: 1 });
  const roles = useLoad(
    (signal): Promise<Roles> =>
      listJobs({ orgId, page: request.page, postPerPage: MAX_POST_PER_PAGE }, { signal }).then(
        (body) => ({
          // Each page adds its roles to those shown (`list` below, of the render that asked).
          list: request.page === 1 ? body.list : [...list, ...body.list],
          total: body.length,
          page: request.page,
        }),
      ),
    [orgId, request],
  );
  const { list, total, page }: Roles = roles.data ?? NO_ROLES;

  const first = roles.status === 'loading' && list.length === 0;
  return (
    <section
      className={styles.roles}
      aria-labelledby="org-roles-heading"
      aria-busy={roles.status === 'loading'}
    >
      <div className={styles.rolesHead}>
        <h2 id="org-roles-heading">Open roles at {orgName}</h2>
        {roles.status === 'success' && (
          <p className={styles.meta}>
            {total} {total === 1 ? 'role' : 'roles'}
          </p>
        )}
      </div>
      {roles.status === 'error' && (
        <Alert severity="error">
          <span>{ERROR_FETCHING_JOBS}</span>{' '}
          <Button type="button" variant="text" onClick={roles.retry}>
            Try again
          </Button>
        </Alert>
      )}
      {first ? (
        <JobList loading skeletons={3} />
      ) : roles.status === 'success' && list.length === 0 ? (
        <p className={styles.meta}>{NO_ROLES_FOUND}</p>
      ) : (
        <JobList jobs={list} />
      )}
      {list.length > 0 && list.length < total && (
        <Button
          type="button"
          variant="secondary"
          className={styles.moreButton}
          busy={roles.status === 'loading'}
          onClick={() => setRequest({ page: page + 1 })}
        >
          Show more roles
        </Button>
      )}
    </section>
  );
}
