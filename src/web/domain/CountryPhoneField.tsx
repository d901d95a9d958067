import { PhoneField, type PhoneFieldProps } from '../kit/PhoneField';
import { usePhoneCountriesQuery } from '../lookups/lookupsApi';

export type CountryPhoneFieldProps = Omit<PhoneFieldProps, 'countries'>;

/** The kit's PhoneField with its dialling codes from the countries lookup. */
export function CountryPhoneField(props: CountryPhoneFieldProps) {
  const { data: countries = [] } = usePhoneCountriesQuery();
  return <PhoneField {...props} countries={countries} />;
}
