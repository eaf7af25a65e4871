// The account fields the sign-up forms share: the person's names, mobile, e-mail and a new
// password with its confirmation (coach sign-up, organisation sign-up), the new password pair
// alone (reset password) and the e-mail alone (sign in, forgot password). Each input keeps its type, autocomplete and inputmode so that
// password managers and phone keyboards work (issue 5).
import type { FieldProps } from '../../lib/form';
import { MESSAGES } from '../../shared/messages';
import {
  CONFIRM_PASSWORD,
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  MOBILE_HINT,
  MOBILE_NUMBER,
  PASSWORD,
} from '../../shared/texts/fields';
import { PasswordField } from '../ui/password-field/password-field';
import { TextField } from '../ui/text-field/text-field';
import formStyles from './auth-form.module.css';

type NewPasswordName = 'password' | 'confirmPassword';
type AccountName = 'firstName' | 'lastName' | 'mobileNumber' | 'email' | NewPasswordName;

/** The account's e-mail address. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label={EMAIL}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

export function NewPasswordFields({
  field,
  passwordLabel = PASSWORD,
}: {
  field: (name: NewPasswordName) => FieldProps;
  passwordLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={MESSAGES.passwordHint}
        required
        {...field('password')}
      />
      <PasswordField
        label={CONFIRM_PASSWORD}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}

export function AccountFields({ field }: { field: (name: AccountName) => FieldProps }) {
  return (
    <>
      <div className={formStyles.row}>
        <TextField label={FIRST_NAME} autoComplete="given-name" required {...field('firstName')} />
        <TextField label={LAST_NAME} autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField
        label={MOBILE_NUMBER}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={MOBILE_HINT}
        required
        {...field('mobileNumber')}
      />
      <EmailField {...field('email')} />
      <NewPasswordFields field={field} />
    </>
  );
}
