// State and city Autocompletes over /api/location/state/list and /api/location/list?stateId=
// (used by /apply and /profile). The city list is narrowed by the chosen state (every city until
// one is chosen); choosing another state or clearing it clears the city. A stored value that is
// not in a list (e.g. a city renamed since) stays selectable so a prefilled form is not emptied.
import { useEffect, useMemo, useState } from 'react';
import { getLocations } from '../../api/lookups';
import type { NamedItem } from '../../shared/schemas';
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
  const [cities, setCities] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const stateId = useMemo(() => states.find((s) => s.name === state)?.id ?? null, [states, state]);
  const stateNames = useMemo(() => states.map((s) => s.name), [states]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getLocations(stateId, { signal: controller.signal })
      .then((list) => {
        setCities(list.map((c) => c.name));
        setLoading(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setCities([]);
          setLoading(false);
        }
      });
    return () => controller.abort();
  }, [stateId]);

  return (
    <>
      <Autocomplete
        label="State"
        name="state"
        options={withValue(stateNames, state)}
        value={state}
        onValueChange={(v) => {
          onStateChange(v);
          if (v !== state) onCityChange('');
        }}
        error={stateError}
        noOptionsText="No matching states"
      />
      <Autocomplete
        label="City"
        name="city"
        options={withValue(cities, city)}
        value={city}
        onValueChange={onCityChange}
        error={cityError}
        loading={loading}
        noOptionsText="No matching cities"
      />
    </>
  );
}
