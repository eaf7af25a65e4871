// The home search hero (SPEC 2), on /landing and above the /jobsearch results: 'What are you
// looking for?', Role (free text), Organisation Type and Location (autocompletes), and a 'Filters'
// disclosure (400 ms Collapse) holding the 'Interests' multi-select and 'Minimum pay' (issue 28)
// (search-filters.tsx, loaded on demand).
// 'Search now' goes to /jobsearch?jobtitle=&orgtype=&location=&interests=a,b (empty ones left
// out), replacing the history entry, and shows a busy state until the URL has changed. The form is
// prefilled from those query parameters; without an interests parameter a signed-in coach's saved
// interests are filled in. Every field is optional. Organisation Type and Location load their
// combobox code when the form is about to be used (search-autocomplete.tsx), not with the first visit.
// Issue 29: on /landing the form adds a Sport field (sends sportType); on /jobsearch the Filters
// panel offers the coaching-context facets with their counts, each choice searching at once.
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getInterests } from '../../api/lookups';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy';
import {
  buildSearch,
  type JobSearchParams,
  LIST_FACETS,
  parseJobSearchParams,
  searchToRecord,
} from '../../lib/search-params';
import { JOB_SEARCH_DEFAULT_SIZE, ROLE_COACH } from '../../shared/constants';
import { SPORT } from '../../shared/texts/coaching';
import { LOCATION } from '../../shared/texts/fields';
import { ORG_TYPE_LABEL, ROLE_LABEL, SEARCH_TEXTS } from '../../shared/texts/search';
import { authState } from '../../state/auth';
import { useSnapshot } from '../../state/use-snapshot';
import { Button } from '../ui/button/button';
import { ChevronDownIcon, SearchIcon } from '../ui/icons/icons';
import { Skeleton } from '../ui/skeleton/skeleton';
import { TextField } from '../ui/text-field/text-field';
import { preloadSearchAutocomplete, SearchAutocomplete } from './search-autocomplete';
import styles from './search-hero.module.css';
import type { SearchLookups } from './use-search-lookups';

/**
 * The Filters panel (a Collapse with the Interests TagSelect) serves only a visitor who opens it
 * or a URL that carries interests, so its code loads when the panel first opens (or is about to:
 * pointer over or focus on the Filters button), not with the first visit (issue 8). Same timeout
 * and retry as a page chunk.
 */
const SearchFilters = lazyPage(() => import('./search-filters'));

/** The form's values: the URL's query (its page and size are not fields, and are not sent). */
type SearchValues = JobSearchParams;

export type SearchHeroProps = {
  lookups: SearchLookups;
  /** The heading's level: 1 where the hero heads the page. */
  headingLevel?: 1 | 2;
  /** Extra busy state from the page (e.g. the results loading). */
  busy?: boolean;
  /** A Sport field (the landing page; `lookups` with its sports). */
  sport?: boolean;
  /** The Filters panel offers the facets with their counts, applied at once (/jobsearch). */
  facets?: boolean;
};

export function SearchHero({
  lookups,
  headingLevel = 1,
  busy = false,
  sport,
  facets,
}: SearchHeroProps) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const auth = useSnapshot(authState);
  const [values, setValues] = useState(() => parseJobSearchParams(search));
  const hasInterestsParam = 'interests' in searchToRecord(search);
  const filterCount =
    values.interests.length +
    (values.minPay ? 1 : 0) +
    (facets ? LIST_FACETS.reduce((n, key) => n + values[key].length, 0) : 0);
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  // Mounted from the first opening on (it keeps its state while the panel closes and reopens).
  const [filtersUsed, setFiltersUsed] = useState(filtersOpen);
  // Open from the start (the URL's interests): shown at once, its loading state while the code
  // arrives. Opened by a click: it animates open once its code is in.
  const [openAtStart] = useState(filtersOpen);
  const [submitting, setSubmitting] = useState(false);
  const interestsTouched = useRef(false);
  const saved = useRef<string[]>([]);
  const collapseId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // The URL is the source of truth: a new query (back/forward, a shared link) refills the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` ends the busy state too
  useEffect(() => {
    const next = parseJobSearchParams(search);
    if (!hasInterestsParam && !interestsTouched.current) next.interests = saved.current;
    setValues(next);
    setSubmitting(false);
  }, [search, location]);

  // A signed-in coach's saved interests, when the URL names none (SPEC 2).
  const isCoach = auth.isAuthenticated && auth.user?.role === ROLE_COACH;
  useEffect(() => {
    if (!isCoach || hasInterestsParam) return;
    const controller = new AbortController();
    getInterests({ signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        saved.current = list;
        if (interestsTouched.current || list.length === 0) return;
        setValues((v) => (v.interests.length ? v : { ...v, interests: list }));
      },
      () => undefined, // no saved interests to offer: the field stays empty
    );
    return () => controller.abort();
  }, [isCoach, hasInterestsParam]);

  const set = <K extends keyof SearchValues>(key: K, value: SearchValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const go = (next: SearchValues) => {
    // '/jobsearch?jobtitle=coach&interests=Rugby,Netball': empty values are left out; the rows
    // per page kept on /jobsearch.
    const target = `${paths.jobSearch}${buildSearch(
      {
        ...next,
        jobtitle: next.jobtitle.trim(),
        page: undefined,
        size: location === paths.jobSearch ? next.size : undefined,
      },
      { size: JOB_SEARCH_DEFAULT_SIZE },
    )}`;
    const current = `${location}${search ? `?${search}` : ''}`;
    if (target === current) return;
    setSubmitting(true);
    navigate(target, { replace: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(values);
  };

  const isBusy = submitting || busy;
  const showLoading = filtersOpen && openAtStart;
  const panelPlaceholder = (
    <div id={collapseId} hidden={!showLoading}>
      {showLoading && (
        <div className={styles.panel}>
          {/* The Interests field's place while its code loads: its size, so nothing jumps. */}
          <div className={styles.interestsLoading} aria-busy="true">
            <Skeleton width="6rem" height="1.1em" />
            <Skeleton height="var(--control-height)" />
          </div>
        </div>
      )}
    </div>
  );
  const lookupsLoading = lookups.status === 'loading';

  return (
    <section className={styles.hero} aria-labelledby={`${collapseId}-heading`}>
      <Heading id={`${collapseId}-heading`} className={styles.heading}>
        {SEARCH_TEXTS.searchHeading}
      </Heading>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        aria-busy={isBusy}
        onPointerEnter={preloadSearchAutocomplete}
        onTouchStart={preloadSearchAutocomplete}
        onFocus={preloadSearchAutocomplete}
      >
        <div className={styles.fields} data-sport={sport || undefined}>
          <TextField
            label={ROLE_LABEL}
            name="jobtitle"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={SEARCH_TEXTS.searchRolePlaceholder}
            value={values.jobtitle}
            maxLength={200}
            onChange={(e) => set('jobtitle', e.target.value)}
          />
          <SearchAutocomplete
            label={ORG_TYPE_LABEL}
            name="orgtype"
            options={lookups.data?.orgTypes ?? []}
            value={values.orgtype}
            onValueChange={(v) => set('orgtype', v)}
            loading={lookupsLoading}
          />
          <SearchAutocomplete
            label={LOCATION}
            name="location"
            options={lookups.data?.locations ?? []}
            value={values.location}
            onValueChange={(v) => set('location', v)}
            loading={lookupsLoading}
          />
          {sport && (
            <SearchAutocomplete
              label={SPORT}
              name="sportType"
              options={lookups.data?.sports ?? []}
              value={values.sportType[0] ?? ''}
              onValueChange={(v) => set('sportType', v ? [v] : [])}
              loading={lookupsLoading}
            />
          )}
          <Button type="submit" className={styles.submit} busy={isBusy}>
            <SearchIcon size={18} />
            {SEARCH_TEXTS.searchNow}
          </Button>
        </div>
        <div className={styles.filters}>
          <Button
            type="button"
            variant="text"
            className={styles.toggle}
            aria-expanded={filtersOpen}
            aria-controls={collapseId}
            onPointerEnter={SearchFilters.preload}
            onFocus={SearchFilters.preload}
            onClick={() => {
              setFiltersUsed(true);
              setFiltersOpen((o) => !o);
            }}
          >
            {SEARCH_TEXTS.filters}
            {filterCount > 0 && (
              <span className={styles.count} aria-hidden="true">
                {filterCount}
              </span>
            )}
            <ChevronDownIcon size={18} className={styles.chevron} />
          </Button>
          {/* The panel's place (aria-controls names it) until its code is in. */}
          <Suspense fallback={panelPlaceholder}>
            {filtersUsed ? (
              <SearchFilters
                id={collapseId}
                open={filtersOpen}
                appear={!openAtStart}
                value={values.interests}
                onValueChange={(v) => {
                  interestsTouched.current = true;
                  set('interests', v);
                }}
                minPay={values.minPay}
                onMinPayChange={(v) => set('minPay', v)}
                facets={
                  facets && {
                    values,
                    orgTypes: lookups.data?.orgTypes ?? [],
                    onApply: (next) => {
                      interestsTouched.current = true;
                      setValues(next);
                      go(next);
                    },
                  }
                }
              />
            ) : (
              panelPlaceholder
            )}
          </Suspense>
        </div>
      </form>
    </section>
  );
}
