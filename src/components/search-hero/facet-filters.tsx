// The coaching-context facets of /jobsearch's Filters panel (issue 29; API.md part 2
// "Coaching-context facets"), in the panel's chunk (./search-filters.tsx, loaded on demand). Each
// facet is a group (fieldset + legend) of checkboxes, the organisation type (one name in the API)
// of radio buttons with 'Any'. Each value shows the open roles it would match given every other
// filter, 'Netball (42)', from GET /api/job/facets with the URL's query (loaded by useLoad:
// aborted when the query changes); a value with none is shown disabled (unless chosen, so that it
// can be unchosen). A choice searches at once (`onApply`: the URL, the results and the counts
// follow). Long lists (sports, age groups) show the values with the most roles and those chosen
// until 'Show all N'. A URL's value the API does not know (a hand-edited or old link) is dropped from
// the URL once the lists are in, or when the API refuses it; other spellings become the lists'.
import { useEffect, useId, useState } from 'react';
import { useSearch } from 'wouter';
import { isApiRequestError } from '../../api/client';
import { type FacetCount, type FacetCounts, getFacets } from '../../api/facets';
import { jobSearchListParams } from '../../api/jobs';
import { getSportsTypes } from '../../api/lookups';
import {
  type JobSearchParams,
  LIST_FACETS,
  type ListFacet,
  parseJobSearchParams,
} from '../../lib/search-params';
import { useLoad } from '../../lib/use-load';
import {
  AGE_GROUPS,
  DAY_WORDS,
  DAYS,
  FACET_PARAMS,
  type FacetParam,
  GENDERS,
  LEVELS,
  PAY_KINDS,
  TIMES,
} from '../../shared/facets';
import { STATE_ZONES } from '../../shared/state-zones';
import { FACET_LEGENDS, FACET_TEXTS as T } from '../../shared/texts/facets';
import { TRY_AGAIN } from '../../shared/texts/shell';
import { Alert } from '../ui/alert/alert';
import { Button } from '../ui/button/button';
import { Checkbox } from '../ui/checkbox/checkbox';
import checkboxStyles from '../ui/checkbox/checkbox.module.css';
import styles from './facet-filters.module.css';

/** The state codes the `state` facet offers, A to Z. */
const STATES = Object.keys(STATE_ZONES).sort();
/** A list longer than FACET_LIST_SHOWN_WHOLE shows this many values (and those chosen) at first. */
const FACET_VALUES_SHOWN = 6;
const FACET_LIST_SHOWN_WHOLE = 8;

const lower = (v: string) => v.toLowerCase();

const loadSports = (signal: AbortSignal) =>
  getSportsTypes({ signal }).then((list) => list.map((s) => s.name));

/** The search without any filter of the panel (its keywords and Location stay). */
export function withoutFilters(values: JobSearchParams): JobSearchParams {
  const next = { ...values, orgtype: '', interests: [], minPay: '' };
  for (const key of LIST_FACETS) next[key] = [];
  return next;
}

export type FacetFiltersProps = {
  /** The form's values: the URL's, with what the visitor changed since. */
  values: JobSearchParams;
  /** The organisation types (the hero's list). */
  orgTypes: readonly string[];
  /** Searches with `next` at once (the URL, the results and these counts follow). */
  onApply: (next: JobSearchParams) => void;
};

export function FacetFilters({ values, orgTypes, onApply }: FacetFiltersProps) {
  const search = useSearch();
  const applied = parseJobSearchParams(search);
  const { page, postPerPage, ...query } = jobSearchListParams(applied);
  const key = JSON.stringify(query);
  const counts = useLoad(
    (signal) =>
      getFacets(query, { signal }).then(
        (facets) => ({ key, facets, refused: [] as string[] }),
        (error: unknown) => {
          // A value the API refused: dropped below (the counts come with the next query).
          if (isApiRequestError(error) && error.status === 400 && Object.keys(error.fields).length)
            return { key, facets: {} as FacetCounts, refused: Object.keys(error.fields) };
          throw error;
        },
      ),
    [key],
  );
  const sports = useLoad(loadSports, []).data;
  // No counts to show for a query the API refused (the URL is about to change).
  const facets = counts.data?.refused.length ? undefined : counts.data?.facets;

  // Every value of each facet, in the lists' order (null: those the counts name).
  // (FIXED_FACET_VALUES's lists, named one by one: that object would ride in the first visit's
  // entry, where shared/facets.ts is, though only this panel reads it in the app.)
  const lists: Record<FacetParam, readonly string[] | undefined> = {
    sportType: sports,
    ageGroup: AGE_GROUPS,
    gender: GENDERS,
    level: LEVELS,
    pay: PAY_KINDS,
    days: DAYS,
    times: TIMES,
    orgtype: orgTypes.length ? orgTypes : undefined,
    state: STATES,
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` and `lists` follow `key` and `sports`
  useEffect(() => {
    const refused = counts.data?.key === key ? counts.data.refused : [];
    const next = { ...applied };
    let changed = false;
    for (const facet of LIST_FACETS) {
      const list = lists[facet];
      let kept = refused.includes(facet) ? [] : applied[facet];
      if (list) {
        const known = new Map(list.map((v) => [lower(v), v]));
        kept = [...new Set(kept.flatMap((v) => known.get(lower(v)) ?? []))];
      }
      if (kept.join() !== applied[facet].join()) {
        next[facet] = kept;
        changed = true;
      }
    }
    if (refused.includes('orgtype') && applied.orgtype) {
      next.orgtype = '';
      changed = true;
    }
    if (changed) onApply(next);
  }, [key, counts.data, sports]);

  const busy = counts.status === 'loading';
  const failed = counts.status === 'error';
  return (
    <div className={styles.facets}>
      {failed && (
        <Alert severity="error">
          <span>{T.countsFailed}</span>{' '}
          <Button type="button" variant="text" onClick={counts.retry}>
            {TRY_AGAIN}
          </Button>
        </Alert>
      )}
      {FACET_PARAMS.map((facet) => {
        const single = facet === 'orgtype';
        const chosen = single ? (values.orgtype ? [values.orgtype] : []) : values[facet];
        return (
          <FacetGroup
            key={facet}
            facet={facet}
            list={lists[facet]}
            counts={failed || !facets ? undefined : (facets[facet] ?? [])}
            chosen={chosen}
            busy={busy}
            single={single}
            onValueChange={(next) =>
              onApply(
                single
                  ? { ...values, orgtype: next[0] ?? '' }
                  : { ...values, [facet as ListFacet]: next },
              )
            }
          />
        );
      })}
    </div>
  );
}

type FacetGroupProps = {
  facet: FacetParam;
  /** Every value (undefined: the values the counts name). */
  list: readonly string[] | undefined;
  /** The open roles of each value (a value left out has none); undefined while unknown. */
  counts: FacetCount[] | undefined;
  chosen: readonly string[];
  busy: boolean;
  /** One value at most (radio buttons, with 'Any'). */
  single: boolean;
  onValueChange: (next: string[]) => void;
};

function FacetGroup({ facet, list, counts, chosen, busy, single, onValueChange }: FacetGroupProps) {
  const id = useId();
  const [all, setAll] = useState(false);
  // The value last changed here stays shown in a shortened list (focus stays on it) whatever the
  // new counts.
  const [last, setLast] = useState<string | null>(null);
  const countOf = new Map(counts?.map((c) => [lower(c.value), c.count]));
  const isChosen = (v: string) => chosen.some((c) => lower(c) === lower(v));
  // The values in the list's order, then any chosen one it lacks (a list still loading).
  const values = [...(list ?? counts?.map((c) => c.value) ?? [])];
  for (const v of chosen) if (!values.some((o) => lower(o) === lower(v))) values.push(v);
  const long = values.length > FACET_LIST_SHOWN_WHOLE;
  // Shortened, a list shows the values with the most roles (before the counts, its first ones),
  // those chosen and the one last changed, in the list's order.
  const top = new Set(
    [...values]
      .sort((a, b) => (countOf.get(lower(b)) ?? 0) - (countOf.get(lower(a)) ?? 0))
      .slice(0, FACET_VALUES_SHOWN),
  );
  const shown =
    long && !all ? values.filter((v) => top.has(v) || isChosen(v) || v === last) : values;
  const change = (v: string, next: string[]) => {
    setLast(v);
    onValueChange(next);
  };

  const option = (v: string) => {
    const count = counts && (countOf.get(lower(v)) ?? 0);
    const label = facet === 'days' ? (DAY_WORDS[v] ?? v) : v;
    const checked = isChosen(v);
    return {
      label: count === undefined ? label : T.option(label, count),
      checked,
      // A value with no open role, unless chosen: it can still be unchosen.
      disabled: count === 0 && !checked,
    };
  };

  return (
    <fieldset className={styles.group} aria-busy={busy}>
      <legend className={styles.legend}>{FACET_LEGENDS[facet]}</legend>
      <div id={`${id}-values`} className={styles.values}>
        {single ? (
          <>
            <Radio
              name={id}
              label={T.any}
              checked={chosen.length === 0}
              onChange={() => change('', [])}
            />
            {shown.map((v) => {
              const o = option(v);
              return (
                <Radio
                  key={v}
                  name={id}
                  value={v}
                  label={o.label}
                  checked={o.checked}
                  disabled={o.disabled}
                  onChange={() => change(v, [v])}
                />
              );
            })}
          </>
        ) : (
          shown.map((v) => {
            const o = option(v);
            return (
              <Checkbox
                key={v}
                name={facet}
                value={v}
                label={o.label}
                checked={o.checked}
                disabled={o.disabled}
                onChange={(e) =>
                  // In the list's order, so that equal searches have equal URLs.
                  change(
                    v,
                    values.filter((x) => (x === v ? e.currentTarget.checked : isChosen(x))),
                  )
                }
              />
            );
          })
        )}
      </div>
      {long && (
        <Button
          type="button"
          variant="text"
          className={styles.more}
          aria-expanded={all}
          aria-controls={`${id}-values`}
          onClick={() => setAll((a) => !a)}
        >
          {all ? T.showFewer : T.showAll(values.length)}
        </Button>
      )}
    </fieldset>
  );
}

/** A native radio button in its label, laid out as the Checkbox primitive is. */
function Radio({
  label,
  ...props
}: {
  label: string;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <div className={checkboxStyles.root}>
      <label className={checkboxStyles.label}>
        <input type="radio" className={checkboxStyles.box} {...props} />
        <span>{label}</span>
      </label>
    </div>
  );
}
