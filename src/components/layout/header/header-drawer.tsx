// The narrow-screen drawer (SPEC 2): the theme toggle and Sign up / Sign in, on the right, and
// a visitor's 'Saved jobs' once they saved a role (issue 26).
import { HEADER_SIGNIN_HREF, HEADER_SIGNUP_HREF } from '../../../config/paths';
import { MENU, SIGN_IN, SIGN_UP } from '../../../shared/texts/shell';
import { LinkButton } from '../../ui/button/button';
import { Drawer } from '../../ui/drawer/drawer';
import { AccentPicker, ThemeToggle } from '../theme-controls/theme-controls';
import styles from './header-drawer.module.css';
import SavedJobsLink from './saved-jobs-link';

export default function HeaderDrawer({
  open,
  onOpenChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  const setDrawerOpen = onOpenChange;
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={MENU} side="right">
      <div className={styles.drawerBody}>
        <div className={styles.drawerRow}>
          <ThemeToggle />
          <AccentPicker />
        </div>
        {!signedIn && (
          <>
            <SavedJobsLink onClick={() => setDrawerOpen(false)} />
            <LinkButton
              href={HEADER_SIGNUP_HREF}
              variant="primary"
              onClick={() => setDrawerOpen(false)}
            >
              {SIGN_UP}
            </LinkButton>
            <LinkButton
              href={HEADER_SIGNIN_HREF}
              variant="secondary"
              onClick={() => setDrawerOpen(false)}
            >
              {SIGN_IN}
            </LinkButton>
          </>
        )}
      </div>
    </Drawer>
  );
}
