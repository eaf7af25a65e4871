// The search hero's Filters panel: a Collapse holding the 'Interests' multi-select (at most 3
// chips shown) and 'Minimum pay' (issue 28: whole dollars a year, digits only). It serves only a visitor who opens Filters or a URL that carries interests, so it
// loads on demand with the TagSelect (issue 8): the hero renders a placeholder with the panel's
// id until then (search-hero.tsx). Opened by a click, it arrives with `appear` and animates open.
// The tag list it offers loads with it (optional: on failure the field offers nothing).
// On /jobsearch it also offers the coaching-context facets (issue 29: ./facet-filters.tsx) and
// 'Clear filters', which clears every filter of the panel at once (the keywords and the hero's
// Location stay).
import { getTagList } from '../../api/form-lookups';
import { useLoad } from '../../lib/use-load';
import { INTERESTS_VISIBLE_CHIPS } from '../../shared/constants';
import { FACET_TEXTS } from '../../shared/texts/facets';
import { MIN_PAY_TEXTS } from '../../shared/texts/pay';
import { SEARCH_TEXTS } from '../../shared/texts/search';
import { Button } from '../ui/button/button';
import { Collapse } from '../ui/collapse/collapse';
import { TagSelect } from '../ui/tag-select/tag-select';
import { TextField } from '../ui/text-field/text-field';
import { FacetFilters, type FacetFiltersProps, withoutFilters } from './facet-filters';
import styles from './search-hero.module.css';

export type SearchFiltersProps = {
  id: string;
  open: boolean;
  appear: boolean;
  value: string[];
  onValueChange: (value: string[]) => void;
  /** Whole dollars a year, digits only ('' for none). */
  minPay: string;
  onMinPayChange: (value: string) => void;
  /** /jobsearch: the facets, with the form's values and what applies a change at once. */
  facets?: FacetFiltersProps | false;
};

const loadTags = (signal: AbortSignal) => getTagList({ signal }).catch(() => []);

export default function SearchFilters({
  id,
  open,
  appear,
  minPay,
  onMinPayChange,
  facets,
  ...field
}: SearchFiltersProps) {
  const tags = useLoad(loadTags, []).data;

  return (
    <Collapse id={id} open={open} appear={appear}>
      <div className={styles.panel} data-facets={facets ? '' : undefined}>
        {facets && (
          <Button
            type="button"
            variant="secondary"
            className={styles.clear}
            onClick={() => facets.onApply(withoutFilters(facets.values))}
          >
            {FACET_TEXTS.clear}
          </Button>
        )}
        <TagSelect
          label={SEARCH_TEXTS.interests}
          name="interests"
          options={tags ?? []}
          noOptionsText={tags ? undefined : 'Loading…'}
          maxVisibleChips={INTERESTS_VISIBLE_CHIPS}
          {...field}
        />
        <TextField
          label={MIN_PAY_TEXTS.label}
          name="minPay"
          inputMode="numeric"
          autoComplete="off"
          placeholder={MIN_PAY_TEXTS.placeholder}
          hint={MIN_PAY_TEXTS.hint}
          maxLength={15}
          value={minPay}
          // "60,000" or "$60000" as typed becomes 60000: only whole dollars reach the URL.
          onChange={(e) => onMinPayChange(e.target.value.replace(/\D/g, ''))}
        />
        {facets && <FacetFilters {...facets} />}
      </div>
    </Collapse>
  );
}
