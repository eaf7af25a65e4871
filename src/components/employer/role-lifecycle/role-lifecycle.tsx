// A role's lifecycle where its organisation sees it (issue 27): the roles list, the role's page
// (its applicants) and its form. The badge (Open, or Closed with the reason), the dates line
// ("Closes 12 Dec", "Responds by 20 Dec") and the actions: an open role's menu (Close: filled,
// Close: withdrawn, Extend), a closed role's Reopen; each opens its StatusDialog.
import { useState } from 'react';
import type { ClosedReason } from '../../../shared/constants';
import { CLOSED_BADGE, closesText, shortDate } from '../../../shared/texts/closing';
import { EMPLOYER_TEXTS as ET } from '../../../shared/texts/employer';
import { CLOSED_REASON_BADGE, ORG_LIFECYCLE_TEXTS as L } from '../../../shared/texts/lifecycle';
import { daysBetween } from '../../../shared/zoned-time';
import { Button } from '../../ui/button/button';
import { ChevronDownIcon } from '../../ui/icons/icons';
import { Menu } from '../../ui/menu/menu';
import styles from '../employer.module.css';
import own from './role-lifecycle.module.css';
import { type LifecycleRole, type StatusAction, StatusDialog } from './status-dialog';

export type RoleLifecycle = {
  open: boolean;
  closingDate: string;
  respondBy: string | null;
  closedReason: ClosedReason | null;
};

export function RoleBadge({ role }: { role: Pick<RoleLifecycle, 'open' | 'closedReason'> }) {
  return (
    <span className={styles.badge} data-state={role.open ? 'open' : 'closed'}>
      {role.open
        ? ET.open
        : role.closedReason
          ? CLOSED_REASON_BADGE[role.closedReason]
          : CLOSED_BADGE}
    </span>
  );
}

/** "Closes 12 Dec · Responds by 20 Dec" (an expired role: "Closed on 12 Dec 2026"). */
export function RoleDates({ role, today }: { role: RoleLifecycle; today: string }) {
  const closes = role.open
    ? closesText(role.closingDate, daysBetween(today, role.closingDate))
    : role.closedReason === 'expired'
      ? L.closedOn(shortDate(role.closingDate, true))
      : null;
  if (!closes && !role.respondBy) return null;
  return (
    <p className={own.dates}>
      {closes && <span>{closes}</span>}
      {role.respondBy && <span>{L.respondsBy(shortDate(role.respondBy))}</span>}
    </p>
  );
}

/** The actions of one role, with their dialog; `onChanged` reloads the role after a success. */
export function RoleActions({
  role,
  onChanged,
}: {
  role: LifecycleRole & RoleLifecycle;
  onChanged: () => void;
}) {
  const [action, setAction] = useState<StatusAction | null>(null);
  return (
    <>
      {role.open ? (
        <Menu
          label={L.actionsFor(role.name)}
          trigger={
            <>
              {L.actions}
              <ChevronDownIcon />
            </>
          }
          align="start"
          className={own.menu}
          items={[
            { label: L.closeFilled, onSelect: () => setAction('filled') },
            { label: L.closeWithdrawn, onSelect: () => setAction('withdrawn') },
            { label: L.extend, onSelect: () => setAction('extend') },
          ]}
        />
      ) : (
        <Button
          variant="secondary"
          aria-label={L.reopenFor(role.name)}
          onClick={() => setAction('reopen')}
        >
          {L.reopen}
        </Button>
      )}
      <StatusDialog
        role={role}
        action={action}
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        onDone={onChanged}
      />
    </>
  );
}
