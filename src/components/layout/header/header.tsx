// Header (SPEC 2): home link, theme toggle and accent picker, then Sign in / Sign up when signed
// out or the avatar's account menu when signed in. On narrow screens a menu button opens the
// right-side drawer with the theme toggle and Sign up / Sign in. A visitor who has saved a role
// also gets a 'Saved jobs' link (issue 26: ./saved-jobs-link.tsx, loaded after the page).
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { HEADER_SIGNIN_HREF, HEADER_SIGNUP_HREF } from '../../../config/paths';
import {
  ACCOUNT_NAV,
  BRAND,
  HOME_LINK,
  OPEN_MENU,
  SIGN_IN,
  SIGN_UP,
} from '../../../shared/texts/shell';
import { authState } from '../../../state/auth';
import { useSnapshot } from '../../../state/use-snapshot';
import { IconButton, LinkButton } from '../../ui/button/button';
import { MenuIcon } from '../../ui/icons/icons';
import { AccentPicker, ThemeToggle } from '../theme-controls/theme-controls';
import styles from './header.module.css';

// Kept out of the first-visit bundle (issue 8): the account menu loads only for a signed-in
// user, the drawer when the menu button is first pointed at, focused or pressed.
const loadAccountMenu = () => import('../account-menu/account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
const loadDrawer = () => import('./header-drawer');
const HeaderDrawer = lazy(loadDrawer);
const preloadDrawer = () => void loadDrawer().catch(() => undefined);
const SavedJobsLink = lazy(() => import('./saved-jobs-link'));

export function Header() {
  const auth = useSnapshot(authState);
  const signedIn = auth.isAuthenticated;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label={HOME_LINK}>
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <rect x="2" y="4" width="20" height="16" rx="3" />
            <path d="M12 4v16M2 12h4M18 12h4" />
          </svg>
          <span>{BRAND}</span>
        </Link>

        <nav aria-label={ACCOUNT_NAV} className={styles.actions}>
          <div className={styles.wide}>
            <ThemeToggle />
            <AccentPicker />
            {!signedIn && (
              <>
                <Suspense fallback={null}>
                  <SavedJobsLink />
                </Suspense>
                <LinkButton href={HEADER_SIGNIN_HREF} variant="text">
                  {SIGN_IN}
                </LinkButton>
                <LinkButton href={HEADER_SIGNUP_HREF} variant="primary">
                  {SIGN_UP}
                </LinkButton>
              </>
            )}
          </div>
          {signedIn && (
            <Suspense fallback={<span className={styles.avatarPlaceholder} aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          )}
          <div className={styles.narrow}>
            <IconButton
              label={OPEN_MENU}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() => {
                setDrawerLoaded(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          </div>
        </nav>
      </div>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <HeaderDrawer open={drawerOpen} onOpenChange={setDrawerOpen} signedIn={signedIn} />
        </Suspense>
      )}
    </header>
  );
}
