// The name and postal address fields that the application form (/apply) and the profile form
// (/profile) share: first and last name side by side; address lines 1 and 2 (optional), state and
// city (StateCityFields) and zip code. Each field is wired by the form's getFieldProps.
import type { FieldProps } from '../../lib/form';
import type { NamedItem } from '../../shared/schemas';
import {
  ADDRESS_LINE_1,
  ADDRESS_LINE_2,
  FIRST_NAME,
  LAST_NAME,
  ZIP_CODE,
} from '../../shared/texts/fields';
import { TextField } from '../ui/text-field/text-field';
import { StateCityFields } from './state-city-fields';

export function NameFields({
  field,
  rowClassName,
}: {
  field: (name: 'firstName' | 'lastName') => FieldProps;
  /** The row that puts the two fields side by side. */
  rowClassName: string;
}) {
  return (
    <div className={rowClassName}>
      <TextField
        label={FIRST_NAME}
        autoComplete="given-name"
        aria-required="true"
        {...field('firstName')}
      />
      <TextField
        label={LAST_NAME}
        autoComplete="family-name"
        aria-required="true"
        {...field('lastName')}
      />
    </div>
  );
}

/** The part of a useForm result (src/lib/form.ts) the address fields use. */
export type AddressForm = {
  values: { state: string; city: string };
  errors: { state?: string; city?: string };
  setValue: (name: 'state' | 'city', value: string) => void;
  getFieldProps: (name: 'address1' | 'address2' | 'zipcode') => FieldProps;
};

export function AddressFields({
  form,
  states,
  stateCityRowClassName,
}: {
  form: AddressForm;
  states: readonly NamedItem[];
  /** A row that puts state and city side by side (else they stack like the other fields). */
  stateCityRowClassName?: string;
}) {
  const field = form.getFieldProps;
  const stateCity = (
    <StateCityFields
      states={states}
      state={form.values.state}
      city={form.values.city}
      onStateChange={(v) => form.setValue('state', v)}
      onCityChange={(v) => form.setValue('city', v)}
      stateError={form.errors.state}
      cityError={form.errors.city}
    />
  );
  return (
    <>
      <TextField
        label={ADDRESS_LINE_1}
        autoComplete="address-line1"
        aria-required="true"
        {...field('address1')}
      />
      <TextField label={ADDRESS_LINE_2} autoComplete="address-line2" {...field('address2')} />
      {stateCityRowClassName ? <div className={stateCityRowClassName}>{stateCity}</div> : stateCity}
      <TextField
        label={ZIP_CODE}
        autoComplete="postal-code"
        inputMode="numeric"
        aria-required="true"
        {...field('zipcode')}
      />
    </>
  );
}
