// The signed-in user's avatar and account menu (SPEC 2). Coaches get Profile, Change password,
// Jobs applied; organisation users get the Employer dashboard; both get Logout, which waits
// LOGOUT_DELAY_MS, revokes the refresh token server-side without waiting (API.md), signs out,
// and goes to /landing (SPEC 4).
import { useSnapshot } from 'valtio';
import { logoutRequest } from '../../../api/client';
import { navigateTo } from '../../../lib/navigation';
import { LOGOUT_DELAY_MS, ROLE_ORG } from '../../../shared/constants';
import { authState, signOut } from '../../../state/auth';
import { Avatar } from '../../ui/avatar/avatar';
import { Menu } from '../../ui/menu/menu';

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
  if (!auth.user) return null;
  const name = `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
  const items =
    auth.user.role === ROLE_ORG
      ? [{ label: 'Employer dashboard', href: '/employer' }]
      : [
          {
            // The profile completion (issue 6), once /profile has computed it.
            label:
              auth.profileCompletion === null
                ? 'Profile'
                : `Profile (${auth.profileCompletion}% complete)`,
            href: '/profile',
          },
          { label: 'Change password', href: '/changepassword' },
          { label: 'Jobs applied', href: '/jobsapplied' },
        ];
  return (
    <Menu
      label={`Account menu for ${name}`}
      trigger={<Avatar name={name} src={auth.profilePicture} size={36} aria-hidden="true" />}
      items={[...items, { label: 'Logout', onSelect: () => void logoutFromMenu() }]}
    />
  );
}
