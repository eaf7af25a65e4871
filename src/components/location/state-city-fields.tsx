// State and city Autocompletes over /api/location/state/list and /api/location/list?stateId=
// (used by /apply and /profile). The city list is narrowed by the chosen state (every city until
// one is chosen); choosing another state or clearing it clears the city. A stored value that is
// not in a list (e.g. a city renamed since) stays selectable so a prefilled form is not emptied.
import { useMemo } from 'react';
import { getLocations } from '../../api/lookups';
import { useLoad } from '../../lib/use-load';
import type { NamedItem } from '../../shared/schemas';
import { CITY, NO_MATCHING_CITIES, NO_MATCHING_STATES, STATE } from '../../shared/texts/fields';
import { Autocomplete } from '../ui/autocomplete/autocomplete';

export type StateCityFieldsProps = {
  states: readonly NamedItem[];
  state: string;
  city: string;
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
  stateError?: string;
  cityError?: string;
};

const NO_CITIES: string[] = [];

const withValue = (options: string[], value: string) =>
  value && !options.includes(value) ? [value, ...options] : options;

export function StateCityFields({
  states,
  state,
  city,
  onStateChange,
  onCityChange,
  stateError,
  cityError,
}: StateCityFieldsProps) {
  const stateId = useMemo(() => states.find((s) => s.name === state)?.id ?? null, [states, state]);
  const stateNames = useMemo(() => states.map((s) => s.name), [states]);

  // A city list that fails to load is offered empty.
  const load = useLoad(
    (signal) =>
      getLocations(stateId, { signal }).then(
        (list) => list.map((c) => c.name),
        (): string[] => [],
      ),
    [stateId],
  );
  const cities = load.data ?? NO_CITIES;
  const loading = load.status === 'loading';

  return (
    <>
      <Autocomplete
        label={STATE}
        name="state"
        options={withValue(stateNames, state)}
        value={state}
        onValueChange={(v) => {
          onStateChange(v);
          if (v !== state) onCityChange('');
        }}
        error={stateError}
        noOptionsText={NO_MATCHING_STATES}
      />
      <Autocomplete
        label={CITY}
        name="city"
        options={withValue(cities, city)}
        value={city}
        onValueChange={onCityChange}
        error={cityError}
        loading={loading}
        noOptionsText={NO_MATCHING_CITIES}
      />
    </>
  );
}
