// The search hero's Filters panel: a Collapse holding the 'Interests' multi-select (at most 3
// chips shown). It serves only a visitor who opens Filters or a URL that carries interests, so it
// loads on demand with the TagSelect (issue 8): the hero renders a placeholder with the panel's
// id until then (search-hero.tsx). Opened by a click, it arrives with `appear` and animates open.
import { INTERESTS_VISIBLE_CHIPS } from '../../shared/constants';
import { SEARCH_TEXTS } from '../../shared/texts/search';
import { Collapse } from '../ui/collapse/collapse';
import { TagSelect } from '../ui/tag-select/tag-select';
import styles from './search-hero.module.css';

export type SearchFiltersProps = {
  id: string;
  open: boolean;
  appear: boolean;
  tags: string[];
  value: string[];
  onValueChange: (value: string[]) => void;
};

export default function SearchFilters({ id, open, appear, tags, ...field }: SearchFiltersProps) {
  return (
    <Collapse id={id} open={open} appear={appear}>
      <div className={styles.panel}>
        <TagSelect
          label={SEARCH_TEXTS.interests}
          name="interests"
          options={tags}
          maxVisibleChips={INTERESTS_VISIBLE_CHIPS}
          {...field}
        />
      </div>
    </Collapse>
  );
}
