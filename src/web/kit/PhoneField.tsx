import { useId } from 'react';
import { ControlGroup } from '@blueprintjs/core';
import { defaultPhoneCode } from '../../shared/constants';
import { FormField, type FieldFrameProps } from './FormField';
import { MaskedField } from './MaskedField';
import { SelectField } from './SelectField';
import { messages } from '../../shared/messages';

/** A country of the countries lookup (answer: countries with phone_code). */
export interface PhoneCountry {
  /** Country name, when the lookup gives one. */
  name?: string;
  /** Dialling code, e.g. '+1'. */
  phone_code: string;
}

export interface PhoneFieldProps extends FieldFrameProps {
  /** Input name of the number. */
  name?: string;
  /** The countries to choose the code from (the countries lookup). */
  countries: readonly PhoneCountry[];
  /** The chosen dialling code (default '+1'). */
  code?: string;
  /** Called with the picked dialling code. */
  onCodeChange: (code: string) => void;
  /** The number without dashes ('5551234567'). */
  value: string;
  /** Called with the digits of the number. */
  onChange: (value: string) => void;
  /** Called when the number loses focus. */
  onBlur?: () => void;
  /** Phone or fax (both 999-999-9999). */
  kind?: 'phone' | 'fax';
}

const withPlus = (code: string): string => (code.startsWith('+') ? code : `+${code}`);

/** A country code select (+1 by default) beside a masked 999-999-9999 number. */
export function PhoneField({
  name,
  countries,
  code = defaultPhoneCode,
  onCodeChange,
  value,
  onChange,
  onBlur,
  kind = 'phone',
  ...frame
}: PhoneFieldProps) {
  const id = useId();
  const known = countries.find((c) => withPlus(c.phone_code) === withPlus(code));
  const chosen: PhoneCountry = known ?? { phone_code: withPlus(code) };
  const items = known ? countries : [chosen, ...countries];
  return (
    <FormField {...frame} labelFor={id}>
      <ControlGroup fill>
        <SelectField<PhoneCountry>
          frameless
          fill={false}
          items={items}
          value={chosen}
          onChange={(country) => onCodeChange(withPlus(country.phone_code))}
          itemLabel={(country) => withPlus(country.phone_code)}
          itemKey={(country) => `${country.name ?? ''}${country.phone_code}`}
          itemDetail={(country) => country.name}
          ariaLabel={messages.common.countryCode}
          disabled={frame.disabled}
        />
        <MaskedField
          frameless
          id={id}
          kind={kind}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={frame.disabled}
          error={frame.error}
          ariaLabel={typeof frame.label === 'string' ? frame.label : undefined}
        />
      </ControlGroup>
    </FormField>
  );
}
