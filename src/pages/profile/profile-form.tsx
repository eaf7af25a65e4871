// The Profile tab's form (SPEC 5): first and last name, mobile (exactly 10 digits), address lines
// 1 and 2 (2 optional), state and city (Autocompletes, city narrowed by state) and zip code.
// Saves via update_profile: 'Profile Updated Successfully.' / 'Error processing your request.'.
import { updateProfile } from '../../api/user';
import { AddressFields, NameFields } from '../../components/location/person-fields';
import { Button } from '../../components/ui/button/button';
import { TextField } from '../../components/ui/text-field/text-field';
import { useForm } from '../../lib/form';
import { MESSAGES } from '../../shared/messages';
import {
  type NamedItem,
  type Profile,
  ProfileFormSchema,
  type ProfileForm as ProfileFormValues,
} from '../../shared/schemas';
import { PROFILE_TEXTS } from '../../shared/texts/coach';
import { MOBILE_NUMBER, REQUIRED_NOTE } from '../../shared/texts/fields';
import { showSnackbar } from '../../state/snackbar';
import styles from './profile-page.module.css';

export function profileToForm(p: Profile): ProfileFormValues {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    mobile: p.mobile,
    address1: p.address,
    address2: p.addressb,
    state: p.state,
    city: p.city,
    zipcode: p.zipcode,
  };
}

export function formToProfile(v: ProfileFormValues): Profile {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    mobile: v.mobile,
    address: v.address1,
    addressb: v.address2,
    state: v.state,
    city: v.city,
    zipcode: v.zipcode,
  };
}

export function ProfileForm({
  profile,
  states,
  onSaved,
}: {
  profile: Profile;
  states: readonly NamedItem[];
  onSaved: (profile: Profile) => void;
}) {
  const form = useForm({
    schema: ProfileFormSchema,
    initialValues: profileToForm(profile),
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await updateProfile(values);
      showSnackbar(MESSAGES.profileUpdated, 'success');
      onSaved(formToProfile(values));
    },
    onError: () => showSnackbar(MESSAGES.errorProcessingRequest, 'error'),
  });
  const { getFieldProps } = form;

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <p className={styles.note}>{REQUIRED_NOTE}</p>
      <NameFields field={getFieldProps} rowClassName={styles.row} />
      <TextField
        label={MOBILE_NUMBER}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        aria-required="true"
        {...getFieldProps('mobile')}
      />
      <AddressFields form={form} states={states} stateCityRowClassName={styles.row} />
      <Button type="submit" busy={form.busy} className={styles.submit}>
        {PROFILE_TEXTS.saveProfile}
      </Button>
    </form>
  );
}
