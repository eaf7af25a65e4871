// An alert's search, edited in place on /alerts (issue 26): keywords, organisation type,
// location and interests, with the search form's lists (loaded when the form opens; a list that
// fails to load leaves its field free or empty). Filters it does not show (issue 17's facets)
// are kept as they are.
import { type FormEvent, useState } from 'react';
import { getTagList } from '../../api/form-lookups';
import { getLocations, getOrgTypes } from '../../api/lookups';
import { Autocomplete } from '../../components/ui/autocomplete/autocomplete';
import { Button } from '../../components/ui/button/button';
import { Select } from '../../components/ui/select/select';
import { TagSelect } from '../../components/ui/tag-select/tag-select';
import { TextField } from '../../components/ui/text-field/text-field';
import { useLoad } from '../../lib/use-load';
import type { JobAlert } from '../../shared/schemas/alerts';
import { ALERT_TEXTS as T } from '../../shared/texts/alerts';
import styles from './alerts-page.module.css';

type Query = JobAlert['query'];

export function EditSearch({
  query,
  busy,
  onSave,
  onCancel,
}: {
  query: Query;
  busy: boolean;
  onSave: (query: Query & { interests: string[] }) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(query.title ?? '');
  const [orgtype, setOrgtype] = useState(query.orgtype ?? '');
  const [location, setLocation] = useState(query.location ?? '');
  const [interests, setInterests] = useState<string[]>([...(query.interests ?? [])]);
  const lists = useLoad(
    (signal) =>
      Promise.all([
        getOrgTypes({ signal }).catch(() => []),
        getLocations(null, { signal }).then(
          (c) => c.map((city) => city.name),
          () => [],
        ),
        getTagList({ signal }).catch(() => []),
      ]),
    [],
  );
  const [orgTypes = [], cities = [], tags = []] = lists.data ?? [];
  const withCurrent = (options: string[], value: string) =>
    value && !options.includes(value) ? [value, ...options] : options;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({ ...query, title: title.trim(), orgtype, location, interests });
  };

  return (
    <form className={styles.edit} onSubmit={submit} aria-label={T.editSearch}>
      <TextField label={T.keywords} value={title} onChange={(e) => setTitle(e.target.value)} />
      <Select
        label={T.orgType}
        value={orgtype}
        onChange={(e) => setOrgtype(e.target.value)}
        options={[{ value: '', label: T.anyOrgType }, ...withCurrent(orgTypes, orgtype)]}
      />
      <Autocomplete
        label={T.location}
        options={withCurrent(cities, location)}
        value={location}
        onValueChange={setLocation}
        loading={lists.status === 'loading'}
      />
      <TagSelect
        label={T.interests}
        options={withCurrent(tags, '')}
        value={interests}
        onValueChange={setInterests}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {T.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}
