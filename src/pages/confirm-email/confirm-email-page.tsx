// /confirm-email?token= (issue 31): the link a change of e-mail sends to the new address. Posts
// {token, scope: 'Change Email'} to /api/user/validateUserToken once (ConfirmTokenPage) and says
// whether the new address is now the account's; an address taken meanwhile (409) says so. A
// signed-in user's details are asked again once confirmed, so the new address shows.
import { confirmEmailChange } from '../../api/account';
import { getLoggedInUser } from '../../api/user';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { ConfirmTokenPage } from '../../components/auth-panel/confirm-token';
import { Alert } from '../../components/ui/alert/alert';
import { LinkButton } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import { CONFIRM_EMAIL_TEXTS as T } from '../../shared/texts/account';
import { GO_HOME } from '../../shared/texts/auth';
import { SIGN_IN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { updateUser } from '../../state/auth-actions';
import { useSnapshot } from '../../state/use-snapshot';

const TITLES = {
  confirming: T.confirmingTitle,
  confirmed: T.confirmedTitle,
  invalid: T.invalidTitle,
  taken: T.invalidTitle,
  error: T.errorTitle,
};

// Signed in here: the account menu and /account show the new address at once.
const refreshUser = () => {
  if (authState.token) getLoggedInUser().then(updateUser, () => undefined);
};

export default function ConfirmEmailPage() {
  const auth = useSnapshot(authState);
  return (
    <ConfirmTokenPage
      request={confirmEmailChange}
      titles={TITLES}
      confirming={T.confirming}
      failed={T.error}
      onConfirmed={refreshUser}
      settled={(outcome) => (
        <>
          <Alert severity={outcome === 'confirmed' ? 'success' : 'error'}>
            {outcome === 'confirmed' ? T.confirmed : outcome === 'taken' ? T.taken : T.invalid}
          </Alert>
          <div className={formStyles.actions}>
            {auth.isAuthenticated ? (
              <LinkButton href={paths.account}>{T.toAccount}</LinkButton>
            ) : (
              <LinkButton href={paths.signin}>{SIGN_IN}</LinkButton>
            )}
            <LinkButton href={paths.landing} variant="secondary">
              {GO_HOME}
            </LinkButton>
          </div>
        </>
      )}
    />
  );
}
