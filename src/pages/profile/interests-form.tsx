// The Interests tab (SPEC 5): a TagSelect over the tag list, required, saved via update_interests:
// 'Interests Updated Successfully.' / 'Error processing your request..'.
import { updateInterests } from '../../api/user';
import { Button } from '../../components/ui/button/button';
import { TagSelect } from '../../components/ui/tag-select/tag-select';
import { useForm } from '../../lib/form';
import { MESSAGES } from '../../shared/messages';
import { InterestsFormSchema } from '../../shared/schemas';
import { PROFILE_TEXTS as T } from '../../shared/texts/coach';
import { showSnackbar } from '../../state/snackbar';
import styles from './profile-page.module.css';

export function InterestsForm({
  tags,
  interests,
  onSaved,
}: {
  tags: readonly string[];
  interests: readonly string[];
  onSaved: (interests: string[]) => void;
}) {
  const form = useForm({
    schema: InterestsFormSchema,
    initialValues: { interests: [...interests] },
    resetOnSuccess: false,
    onSubmit: async (values) => {
      await updateInterests(values.interests);
      showSnackbar(MESSAGES.interestsUpdated, 'success');
      onSaved(values.interests);
    },
    onError: () => showSnackbar(MESSAGES.errorProcessingRequest2, 'error'),
  });
  const options =
    // A saved interest missing from the tag list stays visible, so it can be removed.
    [...tags, ...form.values.interests.filter((t) => !tags.includes(t))];

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <p className={styles.note}>{T.interestsNote}</p>
      <TagSelect
        label={MESSAGES.interests}
        name="interests"
        options={options}
        value={form.values.interests}
        onValueChange={(v) => form.setValue('interests', v)}
        error={form.errors.interests}
        placeholder={T.chooseInterests}
      />
      <Button type="submit" busy={form.busy} className={styles.submit}>
        {T.saveInterests}
      </Button>
    </form>
  );
}
