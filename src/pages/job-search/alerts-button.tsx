// 'Get job alerts for this search' on /jobsearch (issue 26). It loads after the page (not part of
// a first visit's download; the page keeps its place, so nothing moves when it arrives), and the
// dialog it opens (./alert-dialog.tsx) loads when it is first pressed.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button/button';
import type { JobSearchParams } from '../../lib/search-params';
import { ALERT_TEXTS } from '../../shared/texts/alerts';
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
  return (
    <>
      <Button
        variant="secondary"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {ALERT_TEXTS.getAlerts}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <AlertDialog
            open={open}
            onOpenChange={setOpen}
            coach={coach}
            query={{
              title: params.jobtitle,
              orgtype: params.orgtype,
              location: params.location,
              interests: params.interests,
            }}
          />
        </Suspense>
      )}
    </>
  );
}
