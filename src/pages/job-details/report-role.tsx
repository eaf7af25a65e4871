// 'Report this role' (issue 32) under every role page, open or closed, for anyone: a text button
// that opens the report dialog (./report-dialog.tsx, its own chunk, loaded on the first press:
// the first visit carries only this button).
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button/button';
import { REPORT_ROLE } from '../../shared/texts/details';
import styles from './job-details-page.module.css';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportRole({ jobId }: { jobId: number }) {
  // null until first pressed: the dialog's chunk loads then.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <div className={styles.report}>
      <Button variant="text" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {REPORT_ROLE}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ReportDialog jobId={jobId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
