// /confirm-account?token= (issue 5): the link of the account-confirmation mail. Posts
// {token, scope: 'Confirm Account'} to /api/user/validateUserToken once (ConfirmTokenPage) and
// says whether the account is now confirmed, with what to do next.
import { confirmAccount } from '../../api/auth';
import formStyles from '../../components/auth-panel/auth-form.module.css';
import { ConfirmTokenPage } from '../../components/auth-panel/confirm-token';
import { Alert } from '../../components/ui/alert/alert';
import { LinkButton } from '../../components/ui/button/button';
import { paths } from '../../config/paths';
import { API_MESSAGES } from '../../shared/messages';
import { AUTH_TEXTS, GO_HOME } from '../../shared/texts/auth';
import { FIND_ROLES, SIGN_IN } from '../../shared/texts/shell';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';

const TITLES = {
  confirming: AUTH_TEXTS.confirmingTitle,
  confirmed: AUTH_TEXTS.confirmedTitle,
  invalid: AUTH_TEXTS.confirmInvalidTitle,
  taken: AUTH_TEXTS.confirmInvalidTitle,
  error: AUTH_TEXTS.confirmErrorTitle,
};

export default function ConfirmAccountPage() {
  const signedIn = useSnapshot(authState).isAuthenticated;
  const nextSteps = (
    <div className={formStyles.actions}>
      {signedIn ? (
        <LinkButton href={paths.jobSearch}>{FIND_ROLES}</LinkButton>
      ) : (
        <LinkButton href={paths.signin}>{SIGN_IN}</LinkButton>
      )}
      <LinkButton href={paths.landing} variant="secondary">
        {GO_HOME}
      </LinkButton>
    </div>
  );
  return (
    <ConfirmTokenPage
      request={confirmAccount}
      titles={TITLES}
      confirming={AUTH_TEXTS.confirming}
      failed={AUTH_TEXTS.confirmFailed}
      settled={(outcome) =>
        outcome === 'confirmed' ? (
          <>
            <Alert severity="success">
              <strong>{API_MESSAGES.accountConfirmed}.</strong> {AUTH_TEXTS.emailVerified}
            </Alert>
            <p className={formStyles.muted}>
              {signedIn ? AUTH_TEXTS.allSet : AUTH_TEXTS.signInToApply}
            </p>
            {nextSteps}
          </>
        ) : (
          <>
            <Alert severity="error">{AUTH_TEXTS.confirmLinkInvalid}</Alert>
            <p className={formStyles.muted}>{AUTH_TEXTS.confirmLinkRules}</p>
            {nextSteps}
          </>
        )
      }
    />
  );
}
