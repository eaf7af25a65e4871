// /admin's Reports: open reports grouped by role (count, reasons, last reported, "Hidden after
// reports" once three reporters hid it), each with Dismiss (the role shows again), Take down
// (a reason, mailed; the role closes as withdrawn) and Suspend organisation (confirmed first).
import { useState } from 'react';
import { dismissReports, getReports, suspendOrg, takeDownJob } from '../../api/admin';
import { Button } from '../../components/ui/button/button';
import { useLoad } from '../../lib/use-load';
import type { ReportGroup } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { ConfirmDialog, ReasonDialog } from './admin-dialogs';
import styles from './admin-page.module.css';
import { ActionError, DataTable, DateTime, ListStatus, TabHeading, useAction } from './admin-parts';

type Pending = { kind: 'takedown' | 'suspend'; group: ReportGroup } | null;

export function ReportsTab() {
  const load = useLoad((signal) => getReports({ signal }), []);
  const action = useAction(load);
  const [pending, setPending] = useState<Pending>(null);
  const list = load.data;
  const close = (open: boolean) => !open && setPending(null);
  const group = pending?.group;
  return (
    <div className={styles.tab}>
      <TabHeading action={action}>{T.reportsHeading}</TabHeading>
      <ListStatus load={load} />
      <ActionError action={action} />
      {list && list.length === 0 && <p className={styles.note}>{T.reportsEmpty}</p>}
      {list && list.length > 0 && (
        <DataTable label={T.reportsHeading}>
          <thead>
            <tr>
              <th scope="col">{T.role}</th>
              <th scope="col">{T.count}</th>
              <th scope="col">{T.reasons}</th>
              <th scope="col">{T.lastReported}</th>
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((g) => (
              <tr key={g.jobId}>
                <td>
                  {g.name}
                  {g.hidden && <span className={styles.badge}>{T.hidden}</span>}
                </td>
                <td>{g.count}</td>
                <td>{g.reasons.join(', ')}</td>
                <td>
                  <DateTime iso={g.lastReportedAt} />
                </td>
                <td>
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      busy={action.busy === `dismiss-${g.jobId}`}
                      disabled={action.busy !== null}
                      aria-label={T.dismissOf(g.name)}
                      onClick={() =>
                        action.run(`dismiss-${g.jobId}`, () => dismissReports(g.jobId))
                      }
                    >
                      {T.dismiss}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={action.busy !== null}
                      aria-label={T.takeDownOf(g.name)}
                      onClick={() => setPending({ kind: 'takedown', group: g })}
                    >
                      {T.takeDown}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={action.busy !== null}
                      aria-label={T.suspendOrgOf(g.name)}
                      onClick={() => setPending({ kind: 'suspend', group: g })}
                    >
                      {T.suspendOrg}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ReasonDialog
        open={pending?.kind === 'takedown'}
        onOpenChange={close}
        title={T.takeDownTitle(group?.name ?? '')}
        description={<p>{T.takeDownNote}</p>}
        confirmLabel={T.takeDown}
        onConfirm={async (reason) => {
          if (group) action.done(await takeDownJob(group.jobId, reason));
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'suspend'}
        onOpenChange={close}
        title={T.suspendOrgTitle}
        description={<p>{T.suspendOrgNote}</p>}
        confirmLabel={T.suspendOrg}
        onConfirm={async () => {
          if (group) action.done(await suspendOrg(group.orgId, true));
        }}
      />
    </div>
  );
}
