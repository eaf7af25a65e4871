// /admin (issue 32, ROLE_ADMIN; a lazy page, in no first visit): the Queue, Reports,
// Organisations, Users and Audit log tabs (the Tabs primitive: APG tabs, arrows / Home / End),
// the chosen one in `?tab=` (replacing the history entry). Only the chosen tab is mounted, so
// only its list loads. An admin whose token lacks the second factor (no `mf` claim, or an admin
// call's 403 saying so) sets one up first (./second-factor-gate.tsx).
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs/tabs';
import { paths } from '../../config/paths';
import { hasSecondFactor } from '../../lib/second-factor';
import { usePageTitle } from '../../lib/title';
import { ADMIN_TEXTS as T } from '../../shared/texts/admin';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import styles from './admin-page.module.css';
import { SecondFactorRefused } from './admin-parts';
import { AuditTab } from './audit-tab';
import { OrgsTab } from './orgs-tab';
import { QueueTab } from './queue-tab';
import { ReportsTab } from './reports-tab';
import { SecondFactorGate } from './second-factor-gate';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'queue', label: T.queueTab, Panel: QueueTab },
  { value: 'reports', label: T.reportsTab, Panel: ReportsTab },
  { value: 'orgs', label: T.orgsTab, Panel: OrgsTab },
  { value: 'users', label: T.usersTab, Panel: UsersTab },
  { value: 'audit', label: T.auditTab, Panel: AuditTab },
] as const;

export default function AdminPage() {
  usePageTitle(T.title);
  const auth = useSnapshot(authState);
  const search = useSearch();
  const [, navigate] = useLocation();
  // Once shown, the enrolment stays until its Done (onEnabled), though the token it stores on
  // confirming already carries the second factor: the recovery codes come after that.
  const [enrolling, setEnrolling] = useState(() => !hasSecondFactor(authState.token));
  const refuse = useCallback(() => setEnrolling(true), []);
  const asked = new URLSearchParams(search).get('tab');
  const tab = TABS.some((t) => t.value === asked) ? (asked as string) : TABS[0].value;

  if (enrolling || !hasSecondFactor(auth.token)) {
    return (
      <div className={styles.page}>
        <h1>{T.title}</h1>
        <SecondFactorGate onEnabled={() => setEnrolling(false)} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1>{T.title}</h1>
      <SecondFactorRefused value={refuse}>
        <Tabs
          value={tab}
          onValueChange={(v) =>
            navigate(v === TABS[0].value ? paths.admin : `${paths.admin}?tab=${v}`, {
              replace: true,
            })
          }
        >
          <TabList aria-label={T.tabsLabel}>
            {TABS.map((t) => (
              <Tab key={t.value} value={t.value}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          {TABS.map(({ value, Panel }) => (
            <TabPanel key={value} value={value}>
              {value === tab && <Panel />}
            </TabPanel>
          ))}
        </Tabs>
      </SecondFactorRefused>
    </div>
  );
}
