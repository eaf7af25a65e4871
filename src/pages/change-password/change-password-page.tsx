// /changepassword (SPEC 2, ROLE_COACH): current password, new password (SPEC 5's rule) and its
// confirmation ('Passwords must match'). Success: 'Password Changed Successfully.' and the form
// resets after SUCCESS_DELAY_MS; the answer's fresh token pair is stored by changePassword() so
// this session stays signed in while every other one is revoked (API.md). Failure (a wrong
// current password included): 'Error processing your request..' with the server's field message.
import { changePassword } from '../../api/user';
import { Button } from '../../components/ui/button/button';
import { PasswordField } from '../../components/ui/password-field/password-field';
import { useForm } from '../../lib/form';
import { usePageTitle } from '../../lib/title';
import { MESSAGES } from '../../shared/messages';
import { ChangePasswordFormSchema } from '../../shared/schemas';
import { AUTH_TEXTS, CHANGE_PASSWORD } from '../../shared/texts/auth';
import { NEW_PASSWORD } from '../../shared/texts/fields';
import { showSnackbar } from '../../state/snackbar';
import styles from './change-password-page.module.css';

const initialValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  usePageTitle(MESSAGES.changePasswordTitle);
  const form = useForm({
    schema: ChangePasswordFormSchema,
    initialValues,
    onSubmit: async (values) => {
      await changePassword(values);
      showSnackbar(MESSAGES.passwordChanged, 'success');
    },
    onError: () => showSnackbar(MESSAGES.errorProcessingRequest2, 'error'),
  });

  return (
    <section className={styles.page} aria-labelledby="change-password-title">
      <h1 id="change-password-title">{MESSAGES.changePasswordTitle}</h1>
      <p className={styles.note}>{AUTH_TEXTS.changePasswordNote}</p>
      <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
        <PasswordField
          label={AUTH_TEXTS.currentPassword}
          autoComplete="current-password"
          aria-required="true"
          {...form.getFieldProps('oldPassword')}
        />
        <PasswordField
          label={NEW_PASSWORD}
          autoComplete="new-password"
          aria-required="true"
          hint={MESSAGES.passwordRule}
          {...form.getFieldProps('newPassword')}
        />
        <PasswordField
          label={AUTH_TEXTS.confirmNewPassword}
          autoComplete="new-password"
          aria-required="true"
          {...form.getFieldProps('confirmPassword')}
        />
        <Button type="submit" busy={form.busy}>
          {CHANGE_PASSWORD}
        </Button>
      </form>
    </section>
  );
}
