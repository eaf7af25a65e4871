// 'Get job alerts for this search' on /jobsearch (issue 26). It loads after the page (not part of
// a first visit's download; the page keeps its place, so nothing moves when it arrives), and the
// dialog it opens (./alert-dialog.tsx) loads when it is first pressed. Beside it, 'Feed': the Atom
// feed of the same search (issue 28), whose URL the head's feed link takes too (index.html carries
// the unfiltered one); here, not in the page, so that it costs the first visit nothing. Both carry
// the search's coaching-context facets (issue 29).
import { lazy, Suspense, useEffect, useState } from 'react';
import { jobSearchListParams } from '../../api/jobs';
import { buildUrl } from '../../api/transport';
import { Button } from '../../components/ui/button/button';
import type { JobSearchParams } from '../../lib/search-params';
import { ALERT_TEXTS } from '../../shared/texts/alerts';
import { FEED_TEXTS } from '../../shared/texts/feeds';
import styles from './alert-dialog.module.css';

const AlertDialog = lazy(() => import('./alert-dialog'));

export default function AlertsButton({
  coach,
  params,
}: {
  /** A signed-in coach (else a visitor). */
  coach: boolean;
  params: JobSearchParams;
}) {
  // null until first pressed: the dialog's chunk loads then.
  const [open, setOpen] = useState<boolean | null>(null);
  // The list's query without its paging: the feed has the newest roles of the same search.
  const { page, postPerPage, ...filters } = jobSearchListParams(params);
  const feed = buildUrl('/feeds/jobs.xml', filters);
  useEffect(() => {
    const link = document.querySelector('link[type="application/atom+xml"]');
    const before = link?.getAttribute('href');
    link?.setAttribute('href', feed);
    return () => {
      if (before) link?.setAttribute('href', before);
    };
  }, [feed]);
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {ALERT_TEXTS.getAlerts}
      </Button>
      <a href={feed} type="application/atom+xml">
        {FEED_TEXTS.link}
      </a>
      {open !== null && (
        <Suspense fallback={null}>
          <AlertDialog
            open={open}
            onOpenChange={setOpen}
            coach={coach}
            query={{ ...params, title: params.jobtitle }}
          />
        </Suspense>
      )}
    </div>
  );
}
