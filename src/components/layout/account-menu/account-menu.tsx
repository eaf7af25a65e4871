// The signed-in user's avatar and account menu (SPEC 2). Coaches get Profile, Change password,
// Jobs applied, Saved jobs and Job alerts (issue 26) and, beyond the spec (issue 6), a download
// of their latest uploaded resume and cover letter when they have one (GET /api/file/mine,
// loaded in the background when the menu mounts and again on each open, so a new upload shows;
// the menu never waits for it); organisation users get the Employer dashboard; both get Account
// (issue 31) and Logout (administrators: Admin and Logout only, issue 32),
// which waits LOGOUT_DELAY_MS, revokes the refresh token server-side without waiting (API.md),
// signs out, and goes to /landing (SPEC 4).
import { useCallback } from 'react';
import { getMyDocuments } from '../../../api/files';
import { logoutRequest } from '../../../api/session-recovery';
import { paths } from '../../../config/paths';
import { downloadOwnFile } from '../../../lib/download-file';
import { navigateTo } from '../../../lib/navigation';
import { useLoad } from '../../../lib/use-load';
import { LOGOUT_DELAY_MS, ROLE_ADMIN, ROLE_COACH, ROLE_ORG } from '../../../shared/constants';
import { ACCOUNT, ACCOUNT_TEXTS, LOGOUT, PROFILE } from '../../../shared/texts/account';
import { CHANGE_PASSWORD } from '../../../shared/texts/auth';
import { SAVE_TEXTS } from '../../../shared/texts/save';
import { authState } from '../../../state/auth';
import { signOut } from '../../../state/auth-actions';
import { useSnapshot } from '../../../state/use-snapshot';
import { Avatar } from '../../ui/avatar/avatar';
import { Menu, type MenuItem } from '../../ui/menu/menu';

/** Longest file name shown in a menu item before it is shortened in the middle. */
const MAX_SHOWN_NAME = 32;

/** A long file name shortened in the middle so the extension stays visible. */
export function shortFileName(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_SHOWN_NAME) return name;
  return `${chars.slice(0, 20).join('')}…${chars.slice(-(MAX_SHOWN_NAME - 21)).join('')}`;
}

/** Logout from the menu (SPEC 4): wait 750 ms, fire POST /api/logout, sign out, go to /landing. */
export function logoutFromMenu(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      logoutRequest(authState.refresh_token);
      signOut();
      navigateTo('/landing');
      resolve();
    }, LOGOUT_DELAY_MS);
  });
}

export function AccountMenu() {
  const auth = useSnapshot(authState);
  const user = auth.user;
  // A coach's latest resume and cover letter, loaded again on each open (retry). A failed load
  // keeps what was known: the downloads are extras, the menu works without. Tagged with their
  // coach, so that another coach never sees them while their own load.
  const coachId = user?.role === ROLE_COACH ? user.id : null;
  const load = useLoad(
    coachId === null
      ? null
      : (signal) => getMyDocuments({ signal }).then((d) => ({ ...d, coachId })),
    [coachId],
  );
  const documents = load.data?.coachId === coachId ? load.data : null;
  const { retry } = load;
  const onOpenChange = useCallback((open: boolean) => open && retry(), [retry]);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const downloads: MenuItem[] = [];
  if (user.role === ROLE_COACH && documents?.resume) {
    const { id, fileName } = documents.resume;
    downloads.push({
      label: ACCOUNT_TEXTS.downloadResume(shortFileName(fileName)),
      onSelect: () => void downloadOwnFile(id, fileName),
    });
  }
  if (user.role === ROLE_COACH && documents?.cv) {
    const { id, fileName } = documents.cv;
    downloads.push({
      label: ACCOUNT_TEXTS.downloadCoverLetter(shortFileName(fileName)),
      onSelect: () => void downloadOwnFile(id, fileName),
    });
  }
  // An administrator (issue 32) has the admin area and Logout only (/account is not theirs).
  const admin = user.role === ROLE_ADMIN;
  const items: MenuItem[] = admin
    ? [{ label: ACCOUNT_TEXTS.admin, href: paths.admin }]
    : user.role === ROLE_ORG
      ? [{ label: ACCOUNT_TEXTS.employerDashboard, href: '/employer' }]
      : [
          {
            // The profile completion (issue 6), once /profile has computed it.
            label:
              auth.profileCompletion === null
                ? PROFILE
                : ACCOUNT_TEXTS.profileComplete(auth.profileCompletion),
            href: '/profile',
          },
          { label: CHANGE_PASSWORD, href: '/changepassword' },
          { label: ACCOUNT_TEXTS.jobsApplied, href: '/jobsapplied' },
          { label: SAVE_TEXTS.savedJobs, href: paths.savedJobs },
          { label: SAVE_TEXTS.jobAlerts, href: paths.alerts },
          ...downloads,
        ];
  return (
    <Menu
      label={ACCOUNT_TEXTS.menuFor(name)}
      trigger={<Avatar name={name} src={auth.profilePicture} size={36} aria-hidden="true" />}
      items={[
        ...items,
        ...(admin ? [] : [{ label: ACCOUNT, href: paths.account }]),
        { label: LOGOUT, onSelect: () => void logoutFromMenu() },
      ]}
      onOpenChange={onOpenChange}
    />
  );
}
