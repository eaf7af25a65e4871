// /admin's Organisations: search by name (GET /api/admin/orgs?name=, every one when empty), each
// with its verified and suspended state, waiting roles and join date; Verify (when not yet),
// Suspend (confirmed first) or Restore.
import { type FormEvent, useState } from 'react';
import { getOrgs, suspendOrg, verifyOrg } from '../../api/admin';
import { Button } from '../../components/ui/button/button';
import { TextField } from '../../components/ui/text-field/text-field';
import { useLoad } from '../../lib/use-load';
import type { AdminOrg } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { ConfirmDialog } from './admin-dialogs';
import styles from './admin-page.module.css';
import { ActionError, DataTable, DateTime, ListStatus, TabHeading, useAction } from './admin-parts';

export function OrgsTab() {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const load = useLoad((signal) => getOrgs(name, { signal }), [name]);
  const action = useAction(load);
  const [suspending, setSuspending] = useState<AdminOrg | null>(null);
  const list = load.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() === name) load.retry();
    else setName(typed.trim());
  };
  return (
    <div className={styles.tab}>
      <TabHeading action={action}>{T.orgsHeading}</TabHeading>
      <form className={styles.search} onSubmit={submit} aria-label={T.orgsHeading}>
        <TextField
          label={T.orgSearch}
          name="name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{T.search}</Button>
      </form>
      <ListStatus load={load} />
      <ActionError action={action} />
      {list && list.length === 0 && <p className={styles.note}>{T.orgsEmpty}</p>}
      {list && list.length > 0 && (
        <DataTable label={T.orgsHeading}>
          <thead>
            <tr>
              <th scope="col">{T.name}</th>
              <th scope="col">{T.verified}</th>
              <th scope="col">{T.state}</th>
              <th scope="col">{T.held}</th>
              <th scope="col">{T.created}</th>
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((org) => (
              <tr key={org.id}>
                <td>{org.name}</td>
                <td>{org.verified ? T.verified : T.notVerified}</td>
                <td>
                  {org.suspended ? <span className={styles.badge}>{T.suspended}</span> : T.active}
                </td>
                <td>{org.held}</td>
                <td>
                  <DateTime iso={org.createdAt} />
                </td>
                <td>
                  <div className={styles.actions}>
                    {!org.verified && (
                      <Button
                        variant="secondary"
                        busy={action.busy === `verify-${org.id}`}
                        disabled={action.busy !== null}
                        aria-label={T.verifyOf(org.name)}
                        onClick={() => action.run(`verify-${org.id}`, () => verifyOrg(org.id))}
                      >
                        {T.verify}
                      </Button>
                    )}
                    {org.suspended ? (
                      <Button
                        variant="secondary"
                        busy={action.busy === `restore-${org.id}`}
                        disabled={action.busy !== null}
                        aria-label={T.restoreOf(org.name)}
                        onClick={() =>
                          action.run(`restore-${org.id}`, () => suspendOrg(org.id, false))
                        }
                      >
                        {T.restore}
                      </Button>
                    ) : (
                      <Button
                        variant="danger"
                        disabled={action.busy !== null}
                        aria-label={T.suspendOf(org.name)}
                        onClick={() => setSuspending(org)}
                      >
                        {T.suspend}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ConfirmDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title={T.suspendOrgTitle}
        description={<p>{T.suspendOrgNote}</p>}
        confirmLabel={T.suspendOf(suspending?.name ?? '')}
        onConfirm={async () => {
          if (suspending) action.done(await suspendOrg(suspending.id, true));
        }}
      />
    </div>
  );
}
