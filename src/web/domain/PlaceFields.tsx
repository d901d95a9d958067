import { messages } from '../../shared/messages';
import { TextField } from '../kit/TextField';
import { PlaceZipField, type PlaceZipFieldProps } from './PlaceZipField';

const L = messages.fields;

/** A place as a form keeps it: the zip typed, and the state and city its pick filled in. */
export interface Place {
  zip: string;
  state: string;
  city: string;
}

export interface PlaceFieldsProps extends Pick<PlaceZipFieldProps, 'clearBelow' | 'noResultText'> {
  /** The zip input's name. */
  name?: string;
  /** The place so far (null parts show empty). */
  value: { [Part in keyof Place]?: string | null };
  /** Called with the parts that changed: the zip typed, a picked place, or state and city cleared. */
  onChange: (parts: Partial<Place>) => void;
  /** Called when the zip loses focus. */
  onBlur: () => void;
  /** The error to show for each part. */
  errorOf: (part: keyof Place) => string | undefined;
  /** Zip and state are required (the city too, unless `cityRequired` is false). */
  required?: boolean;
  /** The application owner's city is shown without the required mark (spec part 1 §5). */
  cityRequired?: boolean;
  disabled?: boolean;
}

/**
 * Zip, State and City of an address (spec part 1 §5): the zip looks places up, and the pick fills
 * the read-only state and city; a zip cut short clears them.
 */
export function PlaceFields({
  name,
  value,
  onChange,
  onBlur,
  errorOf,
  required = false,
  cityRequired = required,
  disabled,
  clearBelow,
  noResultText,
}: PlaceFieldsProps) {
  const shown = (part: keyof Place) => ({
    readOnly: true,
    disabled,
    value: value[part] ?? '',
    onChange: () => undefined,
    error: errorOf(part),
  });
  return (
    <>
      <PlaceZipField
        label={L.zip}
        required={required}
        name={name}
        disabled={disabled}
        clearBelow={clearBelow}
        noResultText={noResultText}
        value={value.zip ?? ''}
        onChange={(zip) => onChange({ zip })}
        onBlur={onBlur}
        onPick={(place) => onChange({ zip: place.zip, city: place.city, state: place.full_state })}
        onClearPick={() => onChange({ city: '', state: '' })}
        error={errorOf('zip')}
      />
      <TextField label={L.state} required={required} {...shown('state')} />
      <TextField label={L.city} required={cityRequired} {...shown('city')} />
    </>
  );
}

/** The part of a form keeping its place as `zip`, `state` and `city` that PlaceFields reads and sets. */
export interface PlaceForm {
  values: { [Part in keyof Place]?: string | null };
  setFields: (parts: Partial<Place>) => void;
  touch: (name: 'zip') => void;
  errorOf: (path: keyof Place) => string | undefined;
}

/** PlaceFields bound to a form keeping the place as `zip`, `state` and `city` (broker, debtor). */
export function bindPlace(
  form: PlaceForm,
): Pick<PlaceFieldsProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorOf'> {
  return {
    name: 'zip',
    value: form.values,
    onChange: form.setFields,
    onBlur: () => form.touch('zip'),
    errorOf: form.errorOf,
  };
}
