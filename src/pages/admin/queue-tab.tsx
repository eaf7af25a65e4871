// /admin's Queue: roles waiting for review (name, organisation, posted), each with Verify
// organisation (publishes all its waiting roles), Approve role, and Reject (a reason, mailed to
// the organisation).
import { useState } from 'react';
import { approveJob, getQueue, rejectJob, verifyOrg } from '../../api/admin';
import { Button } from '../../components/ui/button/button';
import { useLoad } from '../../lib/use-load';
import type { QueueItem } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { ReasonDialog } from './admin-dialogs';
import styles from './admin-page.module.css';
import { ActionError, DataTable, DateTime, ListStatus, TabHeading, useAction } from './admin-parts';

export function QueueTab() {
  const load = useLoad((signal) => getQueue({ signal }), []);
  const action = useAction(load);
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const list = load.data;
  return (
    <div className={styles.tab}>
      <TabHeading action={action}>{T.queueHeading}</TabHeading>
      <ListStatus load={load} />
      <ActionError action={action} />
      {list && list.length === 0 && <p className={styles.note}>{T.queueEmpty}</p>}
      {list && list.length > 0 && (
        <DataTable label={T.queueHeading}>
          <thead>
            <tr>
              <th scope="col">{T.role}</th>
              <th scope="col">{T.organisation}</th>
              <th scope="col">{T.postedAt}</th>
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item) => (
              <tr key={item.jobId}>
                <td>{item.name}</td>
                <td>{item.organisation}</td>
                <td>
                  <DateTime iso={item.postedAt} />
                </td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      busy={action.busy === `verify-${item.jobId}`}
                      disabled={action.busy !== null}
                      aria-label={T.verifyOrgOf(item.organisation)}
                      onClick={() =>
                        action.run(`verify-${item.jobId}`, () => verifyOrg(item.orgId))
                      }
                    >
                      {T.verifyOrg}
                    </Button>
                    <Button
                      busy={action.busy === `approve-${item.jobId}`}
                      disabled={action.busy !== null}
                      aria-label={T.approveOf(item.name)}
                      onClick={() =>
                        action.run(`approve-${item.jobId}`, () => approveJob(item.jobId))
                      }
                    >
                      {T.approve}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={action.busy !== null}
                      aria-label={T.rejectOf(item.name)}
                      onClick={() => setRejecting(item)}
                    >
                      {T.reject}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={T.rejectTitle(rejecting?.name ?? '')}
        description={<p>{T.rejectNote}</p>}
        confirmLabel={T.reject}
        onConfirm={async (reason) => {
          if (rejecting) action.done(await rejectJob(rejecting.jobId, reason));
        }}
      />
    </div>
  );
}
