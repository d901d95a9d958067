import type { z } from 'zod';
import type { TextFieldProps } from '../../kit/TextField';
import type { ZodForm } from '../../kit/useZodForm';
import type { Place, PlaceFieldsProps } from '../../domain/PlaceFields';

/**
 * Kit fields bound to a step's flat form (its `useZodForm`): the field's value, its change, its
 * touch and its error, for the fields whose wiring is more than `form.bind(name)`.
 */

/** The part of a step's form these bindings use, for the fields named `Key`. */
interface StepForm<Key extends string, Value> {
  values: { [Field in Key]?: Value | null };
  setField: (name: Key, value: Value, options?: { touch?: boolean }) => void;
  setFields: (patch: Partial<Record<Key, Value>>) => void;
  touch: (name: string) => void;
  errorOf: (path: string) => string | undefined;
}

/** A phone (or fax) and its country code: `<CountryPhoneField {...stepPhone(form, 'bank_phone', 'bank_country_phone_code')} />`. */
export function stepPhone<Phone extends string, Code extends string>(
  form: StepForm<Phone | Code, string>,
  phone: Phone,
  code: Code,
) {
  return {
    name: phone,
    code: form.values[code] ?? undefined,
    onCodeChange: (next: string) => form.setField(code, next, { touch: true }),
    value: form.values[phone] ?? '',
    onChange: (next: string) => form.setField(phone, next),
    onBlur: () => form.touch(phone),
    error: form.errorOf(phone),
  };
}

type ValuesOf<S extends z.ZodType> = ZodForm<S>['values'];

/**
 * A SensitiveNumberField (FEIN, account number): the `stored` number as the server masked it when
 * the user may not change it (`locked`), else the number typed.
 */
export function stepSensitive<Name extends string>(
  form: StepForm<Name, string>,
  name: Name,
  locked: boolean,
  stored: string | null | undefined,
) {
  return {
    name,
    lockedText: locked ? (stored ?? null) : null,
    value: form.values[name] ?? '',
    onChange: (number: string) => form.setField(name, number),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  };
}

/** An answer picked from a list (yes/no, legal status): picking touches it, as a list has no blur. */
export function stepPick<S extends z.ZodType, Key extends keyof ValuesOf<S> & string>(
  form: ZodForm<S>,
  name: Key,
) {
  return {
    value: form.values[name],
    onChange: (answer: ValuesOf<S>[Key]) => form.setField(name, answer, { touch: true }),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  };
}

type PlaceKey<Prefix extends string> = `${Prefix}_${keyof Place}`;

/**
 * PlaceFields for a place kept flat, as `<prefix>_zip`, `<prefix>_state` and `<prefix>_city`
 * (company, bank, landlord).
 */
export function stepPlace<Prefix extends string>(
  form: StepForm<PlaceKey<Prefix>, string>,
  prefix: Prefix,
): Pick<PlaceFieldsProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorOf'> {
  const key = (part: keyof Place): PlaceKey<Prefix> => `${prefix}_${part}`;
  return {
    name: key('zip'),
    value: { zip: form.values[key('zip')], state: form.values[key('state')], city: form.values[key('city')] },
    onChange: (parts) => {
      const patch: Partial<Record<PlaceKey<Prefix>, string>> = {};
      for (const [part, text] of Object.entries(parts) as [keyof Place, string][]) patch[key(part)] = text;
      form.setFields(patch);
    },
    onBlur: () => form.touch(key('zip')),
    errorOf: (part) => form.errorOf(key(part)),
  };
}

/** What a step's table says of one of its plain text fields: its label, limit and input rules. */
export type StepTextSpec = Pick<
  TextFieldProps,
  'label' | 'required' | 'maxLength' | 'filter' | 'type' | 'inputMode' | 'rows' | 'className'
>;

/**
 * A step's plain text fields, each described once in the step's table and wired to its form:
 * `const text = stepTexts(form, businessTexts)`, then `<TextField {...text('poc_email')} />`. An
 * answer left open shows as empty text.
 */
export function stepTexts<Name extends string>(
  form: StepForm<NoInfer<Name>, string>,
  specs: Readonly<Record<Name, StepTextSpec>>,
) {
  return (name: Name) => ({
    ...specs[name],
    name,
    value: form.values[name] ?? '',
    onChange: (text: string) => form.setField(name, text),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });
}
