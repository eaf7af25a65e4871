// /admin's Users: find accounts by e-mail (GET /api/admin/users?email=), each with its account
// type and suspended state; Suspend (confirmed first: they cannot sign in) or Restore.
import { type FormEvent, useState } from 'react';
import { getUsers, suspendUser } from '../../api/admin';
import { Button } from '../../components/ui/button/button';
import { TextField } from '../../components/ui/text-field/text-field';
import { useLoad } from '../../lib/use-load';
import type { AdminUser } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { ConfirmDialog } from './admin-dialogs';
import styles from './admin-page.module.css';
import { ActionError, DataTable, ListStatus, TabHeading, useAction } from './admin-parts';

export function UsersTab() {
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const load = useLoad(email ? (signal) => getUsers(email, { signal }) : null, [email]);
  const action = useAction(load);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const list = email ? load.data : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() === email) load.retry();
    else setEmail(typed.trim());
  };
  return (
    <div className={styles.tab}>
      <TabHeading action={action}>{T.usersHeading}</TabHeading>
      <form className={styles.search} onSubmit={submit} aria-label={T.usersHeading}>
        <TextField
          label={T.userSearch}
          name="email"
          type="search"
          inputMode="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{T.search}</Button>
      </form>
      {!email && <p className={styles.note}>{T.usersPrompt}</p>}
      <ListStatus load={load} />
      <ActionError action={action} />
      {list && list.length === 0 && <p className={styles.note}>{T.usersEmpty}</p>}
      {list && list.length > 0 && (
        <DataTable label={T.usersHeading}>
          <thead>
            <tr>
              <th scope="col">{T.email}</th>
              <th scope="col">{T.userRole}</th>
              <th scope="col">{T.state}</th>
              <th scope="col">{T.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((u) => (
              <tr key={u.id}>
                <td>{u.email}</td>
                <td>{T.roleNames[u.role] ?? u.role}</td>
                <td>
                  {u.suspended ? <span className={styles.badge}>{T.suspended}</span> : T.active}
                </td>
                <td>
                  <div className={styles.actions}>
                    {u.suspended ? (
                      <Button
                        variant="secondary"
                        busy={action.busy === `restore-${u.id}`}
                        disabled={action.busy !== null}
                        aria-label={T.restoreOf(u.email)}
                        onClick={() =>
                          action.run(`restore-${u.id}`, () => suspendUser(u.id, false))
                        }
                      >
                        {T.restore}
                      </Button>
                    ) : (
                      <Button
                        variant="danger"
                        disabled={action.busy !== null}
                        aria-label={T.suspendOf(u.email)}
                        onClick={() => setSuspending(u)}
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
        title={T.suspendUserTitle(suspending?.email ?? '')}
        description={<p>{T.suspendUserNote}</p>}
        confirmLabel={T.suspendOf(suspending?.email ?? '')}
        onConfirm={async () => {
          if (suspending) action.done(await suspendUser(suspending.id, true));
        }}
      />
    </div>
  );
}
