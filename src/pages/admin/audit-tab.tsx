// /admin's Audit log (GET /api/admin/audit, newest first): filters by actor id, organisation id,
// role id and from / to dates (sent only when given; a new filter starts at page 1), a table of
// when, who (id and account type), action, target and each changed field's before → after, and
// the Paginator. A filter the server refuses (400) shows its message on the field.
import { type FormEvent, useState } from 'react';
import { type AuditQuery, getAudit } from '../../api/admin';
import { isApiRequestError } from '../../api/client';
import { Button } from '../../components/ui/button/button';
import { Paginator } from '../../components/ui/paginator/paginator';
import { TextField } from '../../components/ui/text-field/text-field';
import { useLoad } from '../../lib/use-load';
import { PAGE_SIZES } from '../../shared/constants';
import type { AuditEntry } from '../../shared/schemas/trust';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import styles from './admin-page.module.css';
import { DataTable, DateTime, ListStatus, TabHeading, useAction } from './admin-parts';

type Filters = Required<Pick<AuditQuery, 'actorId' | 'orgId' | 'jobId' | 'from' | 'to'>>;
const NO_FILTERS: Filters = { actorId: '', orgId: '', jobId: '', from: '', to: '' };
const FIELDS: readonly { key: keyof Filters; label: string; type: 'text' | 'date' }[] = [
  { key: 'actorId', label: T.actorId, type: 'text' },
  { key: 'orgId', label: T.orgId, type: 'text' },
  { key: 'jobId', label: T.jobId, type: 'text' },
  { key: 'from', label: T.from, type: 'date' },
  { key: 'to', label: T.to, type: 'date' },
];

const shown = (value: unknown) =>
  value === undefined ? T.none : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields that changed, in the order they first appear (before, then after). */
function Changes({ entry }: { entry: AuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (!keys.length) return <>{T.none}</>;
  return (
    <ul className={styles.changes}>
      {keys.map((k) => (
        <li key={k}>{T.change(k, shown(entry.before[k]), shown(entry.after[k]))}</li>
      ))}
    </ul>
  );
}

export function AuditTab() {
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const load = useLoad(
    (signal) => getAudit({ ...filters, page, postPerPage: size }, { signal }),
    [filters, page, size],
  );
  const action = useAction(load);
  const fieldErrors = isApiRequestError(load.error) ? load.error.fields : {};
  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(typed).map(([k, v]) => [k, v.trim()]),
    ) as Filters;
    if (JSON.stringify(trimmed) === JSON.stringify(filters) && page === 1) load.retry();
    else apply(trimmed);
  };
  const data = load.data;
  return (
    <div className={styles.tab}>
      <TabHeading action={action}>{T.auditHeading}</TabHeading>
      <form className={styles.filters} onSubmit={submit} aria-label={T.auditFilters}>
        {FIELDS.map(({ key, label, type }) => (
          <TextField
            key={key}
            label={label}
            name={key}
            type={type}
            inputMode={type === 'text' ? 'numeric' : undefined}
            value={typed[key]}
            error={fieldErrors[key]}
            onChange={(e) => setTyped((t) => ({ ...t, [key]: e.target.value }))}
          />
        ))}
        <div className={styles.actions}>
          <Button type="submit">{T.filter}</Button>
          <Button
            variant="text"
            disabled={JSON.stringify(typed) === JSON.stringify(NO_FILTERS)}
            onClick={() => {
              setTyped(NO_FILTERS);
              apply(NO_FILTERS);
            }}
          >
            {T.clear}
          </Button>
        </div>
      </form>
      <ListStatus load={load} />
      {data && data.list.length === 0 && <p className={styles.note}>{T.auditEmpty}</p>}
      {data && data.list.length > 0 && (
        <DataTable label={T.auditHeading}>
          <thead>
            <tr>
              <th scope="col">{T.when}</th>
              <th scope="col">{T.who}</th>
              <th scope="col">{T.action}</th>
              <th scope="col">{T.target}</th>
              <th scope="col">{T.changes}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <DateTime iso={entry.at} />
                </td>
                <td>{T.actor(entry.actorId, T.roleNames[entry.actorRole] ?? entry.actorRole)}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>{entry.target}</td>
                <td>
                  <Changes entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {data && data.length > 0 && (
        <Paginator
          page={page}
          pageSize={size}
          total={data.length}
          onPageChange={setPage}
          onPageSizeChange={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}
